// Push Push Penguin's observation tensor (docs/observation-tensors.md): dice
// under the cup stay hidden until the reveal (PP-4), rows rotated to the
// viewer's penguin, and the action space.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/push_push/push_push_test_util.h"
#include "tests/tensor_test_util.h"

namespace rookery::push_push {
namespace {

const std::string kPlain = R"("slides": [], "fish": [], "seals": [])";

constexpr auto at = rookery::testing::tensor_at;

TEST(PushPushTensor, ShowsOnlyTheViewersOwnDiceUntilTheReveal_PP4) {
  auto a = table("push_push", board_json(20, 15, kPlain));
  auto b = table("push_push", board_json(20, 15, kPlain));
  ASSERT_EQ(a->game().observation_tensor_layout().size(),
            6 + 1 + 1 + 3 + 3 + 1 + 3 + 3 + 3 + 18 + 18 + 3 + 6 + 6 + 3 + 9 + 3);
  for (const char* r : {"roll 3 5", "roll 2 2", "roll 1 6"}) act(*a, kChancePlayer, r);
  for (const char* r : {"roll 4 6", "roll 2 2", "roll 1 6"}) act(*b, kChancePlayer, r);
  // Player 2 cannot tell the tables apart; player 1 sees its own 3 and 5.
  EXPECT_EQ(a->observation_tensor(1), b->observation_tensor(1));
  const std::vector<float> mine = a->observation_tensor(0);
  EXPECT_EQ(at(mine, *a, "go_die", 0 * 6 + 2), 1);  // row 0, a 3 (its first die)
  EXPECT_EQ(at(mine, *a, "no_die", 0 * 6 + 4), 1);  // row 0, a 5
  // Player 2's own 2 and 2 in its row 0; player 1's dice (its row 2) are not there.
  const std::vector<float> theirs = a->observation_tensor(1);
  EXPECT_EQ(at(theirs, *a, "go_die", 0 * 6 + 1), 1);
  for (int v = 0; v < 6; ++v) EXPECT_EQ(at(theirs, *a, "go_die", 2 * 6 + v), 0);
  act(*a, 0, "go 5");
  EXPECT_EQ(at(a->observation_tensor(1), *a, "has_chosen", 2), 1);
  act(*a, 1, "go 2");
  act(*a, 2, "go 6");
  // Revealed together: player 2 now sees player 1's GO 5 and NO 3.
  const std::vector<float> revealed = a->observation_tensor(1);
  EXPECT_EQ(at(revealed, *a, "go_die", 2 * 6 + 4), 1);
  EXPECT_EQ(at(revealed, *a, "no_die", 2 * 6 + 2), 1);
  EXPECT_EQ(at(revealed, *a, "has_chosen", 2), 0);  // the cups are lifted
  EXPECT_EQ(at(revealed, *a, "phase", 2), 1);       // turns
  EXPECT_EQ(at(revealed, *a, "focus", 2), 1);       // player 1 moves first, row 2 for player 2
}

TEST(PushPushTensor, RowsFollowTheViewersPenguinWaddlebotsIncluded_PP12) {
  auto s = table("push_push(players=2)", board_json(20, 15, kPlain));
  for (const char* r : {"roll 4", "roll 3 5", "roll 2", "roll 1 6"}) act(*s, kChancePlayer, r);
  act(*s, 0, "go 5");
  act(*s, 1, "go 6");
  // Penguins W1, P1, W2, P2: player 2's rows are P2, W1, P1, W2.
  const std::vector<float> t = s->observation_tensor(1);
  EXPECT_EQ(at(t, *s, "go_die", 1 * 6 + 3), 1);   // W1's GO 4
  EXPECT_EQ(at(t, *s, "go_die", 2 * 6 + 4), 1);   // P1's GO 5
  EXPECT_EQ(at(t, *s, "no_die", 1 * 6 + 3), 0);   // a Waddlebot has no NO die
  EXPECT_EQ(at(t, *s, "go_die", 0 * 6 + 5), 1);   // its own GO 6
  EXPECT_EQ(at(t, *s, "orca_die_holder", 2), 1);  // P1 holds the Orca die
  EXPECT_FLOAT_EQ(at(t, *s, "orca", 0), 20.0f / 30);
  EXPECT_FLOAT_EQ(at(t, *s, "fish", 0), 1.0f / 20);
}

TEST(PushPushTensor, ActionSpaceHoldsEveryGoValueAndSealNumberButNotGiveUp_PP11) {
  auto game = load_game("push_push").value();
  const std::vector<Action> v = game->distinct_actions();
  EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
  EXPECT_EQ(std::adjacent_find(v.begin(), v.end()), v.end());
  const auto has = [&](Action a) { return std::binary_search(v.begin(), v.end(), a); };
  for (int go = 1; go <= 6; ++go) EXPECT_TRUE(has(kGoBase + go));
  for (int n : {2, 3, 4, 5, 6, 7}) EXPECT_TRUE(has(kTakeBase + n));
  EXPECT_FALSE(has(kTakeBase + 1));
  EXPECT_TRUE(has(kMove) && has(kAccept) && has(kGobbleSeal) && has(kRerollMatching));
  EXPECT_FALSE(has(kGiveUp));
  EXPECT_EQ(v.size(), 6u + 6u + 6u);
}

}  // namespace
}  // namespace rookery::push_push
