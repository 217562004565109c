// Pig: the game ends when a player holds to the target (R4), never by the turn
// bound (R5).
#include "tests/natural_end.h"

#include "games/pig/pig_state.h"

namespace rookery {
namespace {

TEST(NaturalEnd, PigEndsWhenAPlayerReachesTheTarget_R4) {
  const auto reached = [](const State& s) {
    const auto& pig = dynamic_cast<const pig::PigState&>(s);
    for (Player p = 0; p < s.num_players(); ++p) {
      if (pig.score(p) >= pig.target()) return true;
    }
    return false;
  };
  for (const char* g : {"pig", "pig(players=4,target=20)"}) {
    for (const char* seat : {"random", "heuristic"}) {
      const natural_end::Ends e = natural_end::play(g, seat, 50, reached);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;
    }
  }
}

}  // namespace
}  // namespace rookery
