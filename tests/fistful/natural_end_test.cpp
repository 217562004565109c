// Fistful: the game reaches its natural end in a measured share of
// seeded games (RULES.md), by the rule that ends it, not by a safety bound.
#include "tests/natural_end.h"

namespace rookery {
namespace {

// Fistful R12 (FP-11): three rounds, with or without the market; solo too.
TEST(NaturalEnd, FistfulEndsAfterThreeRounds_FP11) {
  const auto three_rounds = [](const State& s) { return s.observation(0)["round"] == 3; };
  for (const char* g : {"fistful(players=2)", "fistful(players=1)", "fistful(players=4)",
                        "fistful(players=3,advanced=true)", "fistful(players=6,advanced=true)"}) {
    for (const char* seat : {"random", "heuristic"}) {
      const natural_end::Ends e = natural_end::play(g, seat, 60, three_rounds);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;
    }
  }
}

}  // namespace
}  // namespace rookery
