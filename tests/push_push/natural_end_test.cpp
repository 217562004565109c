// Push Push: the game reaches its natural end in a measured share of seeded
// games (RULES.md), by the rule that ends it, not by a safety bound.
#include "tests/natural_end.h"

namespace rookery {
namespace {

// Push Push R11 (PP-11): the orca or a diver ends the game; the 100-round bound
// (the penguin second in line wins) is for chains of hides that never end.
TEST(NaturalEnd, PushPushEndsByTheOrcaOrADiveBeforeTheRoundBound_PP11) {
  const auto before_bound = [](const State& s) { return s.rounds_played() < 100; };
  for (const char* g : {"push_push(players=3)", "push_push(players=2)",
                        "push_push(players=4,waddlebots=2)", "push_push(players=6)"}) {
    for (const char* seat : {"random", "heuristic"}) {
      const natural_end::Ends e = natural_end::play(g, seat, 100, before_bound);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;  // measured: all of them
    }
  }
}

}  // namespace
}  // namespace rookery
