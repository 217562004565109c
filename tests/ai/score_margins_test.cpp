// Score margins: what a search with a playout limit backs up.
#include "ai/score_margins.h"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "core/state.h"
#include "games/registry.h"

namespace rookery {
namespace {

TEST(ScoreMargins, EachPlayerAgainstTheBestOtherPlayer) {
  std::vector<double> totals, out;
  score_margins({3, 2, 1, 4}, {}, totals, out);
  EXPECT_EQ(out, (std::vector<double>{-1, -2, -3, 1}));
  score_margins({7}, {}, totals, out);  // solo: the score
  EXPECT_EQ(out, (std::vector<double>{7}));
}

TEST(ScoreMargins, TeammatesShareTheirSidesLeadNotEachOthersRivalry) {
  // Seats 0 and 2 against 1 and 3: a teammate's fish count for the side, so the
  // side that holds 4 against 6 is 2 behind whoever of it holds them.
  std::vector<double> totals, out;
  score_margins({3, 2, 1, 4}, {0, 1, 0, 1}, totals, out);
  EXPECT_EQ(out, (std::vector<double>{-2, 2, -2, 2}));
  score_margins({3, 2}, {0, 0}, totals, out);  // one side for all: its total
  EXPECT_EQ(out, (std::vector<double>{5, 5}));
}

TEST(ScoreMargins, PluckysCaptureTheFishSeatsAlternateSides_PL11) {
  auto game = load_game("plucky(mode=capture_the_fish,players=4)").value();
  auto state = game->new_initial_state(game);
  for (Player p = 0; p < 4; ++p) EXPECT_EQ(state->side(p), p % 2) << p;
  auto standard = load_game("plucky(players=4)").value();
  auto own = standard->new_initial_state(standard);
  for (Player p = 0; p < 4; ++p) EXPECT_EQ(own->side(p), p) << p;
}

}  // namespace
}  // namespace rookery
