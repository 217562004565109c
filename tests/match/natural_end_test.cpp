// Match: the game reaches its natural end in a measured share of
// seeded games (RULES.md), by the rule that ends it, not by a safety bound.
#include "tests/natural_end.h"

namespace rookery {
namespace {

// Match R7 (MP-7): the game ends when the deck is spent.
TEST(NaturalEnd, MatchEndsWhenTheDeckIsSpent_MP7) {
  const auto deck_spent = [](const State& s) { return s.observation(0)["deck_left"] == 0; };
  for (const char* g : {"match(players=2)", "match(players=6,card_ms=1000)"}) {
    for (const char* seat : {"random", "reaction"}) {
      const natural_end::Ends e = natural_end::play(g, seat, 20, deck_spent);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;
    }
  }
}

}  // namespace
}  // namespace rookery
