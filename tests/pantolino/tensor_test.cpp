// Pantolino's observation tensor (docs/observation-tensors.md): exact values at
// a known position, rows rotated to the viewer, and its action space.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/pantolino/pantolino_test_util.h"
#include "tests/tensor_test_util.h"

namespace rookery::pantolino::testing {
namespace {

constexpr auto at = rookery::testing::tensor_at;

TEST(PantolinoTensor, ShowsTheDiceTheSupplyAndEachCentipedeFromTheViewersSeat) {
  auto s = start("pantolino(players=3)");
  ASSERT_EQ(s->game().observation_tensor_layout().size(),
            4 + 3 + 4 + 24 + 4 + 15 + 45 + 45 + 3 + 3);
  // Player 1 keeps red, red, star, yellow and takes red 3 (PA-5).
  turn(*s, "red red star yellow", "take red 3");
  act(*s, kChancePlayer, "roll blue blue blue green");  // player 2's first roll
  const std::vector<float> mine = s->observation_tensor(0);
  const std::vector<float> theirs = s->observation_tensor(1);
  // The dice: die 1 blue (face 3), die 4 green (face 2).
  EXPECT_EQ(at(mine, *s, "dice", 0 * 6 + 3), 1);
  EXPECT_EQ(at(mine, *s, "dice", 3 * 6 + 2), 1);
  EXPECT_EQ(at(mine, *s, "rolls_done", 1), 1);
  EXPECT_EQ(at(mine, *s, "phase", 1), 1);  // deciding
  // Red 3 has left the supply.
  EXPECT_EQ(at(mine, *s, "supply", tok("red", 3)), 0);
  EXPECT_EQ(at(mine, *s, "supply", tok("red", 2)), 1);
  // Row 0 is the viewer: player 1 sees its own token in row 0, player 2 sees it in row 2.
  EXPECT_EQ(at(mine, *s, "centipede_tokens", tok("red", 3)), 1);
  EXPECT_EQ(at(theirs, *s, "centipede_tokens", 2 * 15 + tok("red", 3)), 1);
  EXPECT_EQ(at(theirs, *s, "centipede_tail", 2 * 15 + tok("red", 3)), 1);
  EXPECT_FLOAT_EQ(at(mine, *s, "boots", 0), 3.0f / 45);
  // Whose turn: player 2, row 1 for player 1, row 0 for player 2 itself.
  EXPECT_EQ(at(mine, *s, "current_player", 1), 1);
  EXPECT_EQ(at(theirs, *s, "current_player", 0), 1);
}

TEST(PantolinoTensor, ActionSpaceHoldsStealsOnlyWithEscapingBootsAndDiscardsOnlyWhenTheyHappen) {
  auto plain = load_game("pantolino(players=2)");
  auto boots = load_game("pantolino(players=2,escaping_boots=true)");
  auto solo = load_game("pantolino(players=1)");
  const auto has = [](const std::vector<Action>& v, Action a) {
    return std::find(v.begin(), v.end(), a) != v.end();
  };
  EXPECT_FALSE(has((*plain)->distinct_actions(), kStealBase));
  EXPECT_TRUE(has((*boots)->distinct_actions(), kStealBase + 1));
  EXPECT_FALSE(has((*plain)->distinct_actions(), kDiscardBase));
  EXPECT_TRUE(has((*solo)->distinct_actions(), kDiscardBase));  // solo discards (PA-3)
  const std::vector<Action> v = (*plain)->distinct_actions();
  EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
}

}  // namespace
}  // namespace rookery::pantolino::testing
