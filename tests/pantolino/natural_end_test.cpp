// Pantolino: the game reaches its natural end in a measured share of
// seeded games (RULES.md), by the rule that ends it, not by a safety bound.
#include "tests/natural_end.h"

namespace rookery {
namespace {

// Pantolino R9 (PA-7): the last token leaves the supply; never the 1,000-turn bound (R11).
TEST(NaturalEnd, PantolinoEndsWhenTheSupplyIsEmpty_PA7) {
  const auto supply_empty = [](const State& s) { return s.observation(0)["supply"].empty(); };
  for (const char* g : {"pantolino(players=2)", "pantolino(players=1)",
                        "pantolino(players=4,escaping_boots=true,discard_smallest=true)"}) {
    for (const char* seat : {"random", "heuristic"}) {
      const natural_end::Ends e = natural_end::play(g, seat, 100, supply_empty);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;  // measured: all of them
    }
  }
}

}  // namespace
}  // namespace rookery
