// Pig's clauses (games/pig/RULES.md), one test each.
#include <gtest/gtest.h>

#include "games/pig/pig_state.h"
#include "games/registry.h"

namespace rookery::pig {
namespace {

std::unique_ptr<State> start(const std::string& game_string) {
  auto game = load_game(game_string).value();
  return game->new_initial_state(game);
}

const PigState& pig(const std::unique_ptr<State>& s) { return dynamic_cast<const PigState&>(*s); }

TEST(Pig, R1_EveryoneStartsAtZeroAndPlayerOneRolls) {
  auto s = start("pig(players=3)");
  EXPECT_EQ(s->scores(), (std::vector<double>{0, 0, 0}));
  EXPECT_TRUE(s->is_chance_node());  // R2: the turn opens with a roll
  ASSERT_TRUE(s->apply(kChancePlayer, s->parse_action(kChancePlayer, "roll 4").value()).ok());
  const PlayerList acting = s->acting_players();
  ASSERT_EQ(acting.size(), 1u);
  EXPECT_EQ(acting[0], 0);
  EXPECT_EQ(pig(s).turn_total(), 4);
}

TEST(Pig, R3_AOneLosesTheTurnTotal) {
  auto s = start("pig");
  ASSERT_TRUE(s->apply(kChancePlayer, 4).ok());  // a 5
  ASSERT_TRUE(s->apply(0, kRoll).ok());
  ASSERT_TRUE(s->apply(kChancePlayer, 0).ok());  // a 1
  EXPECT_EQ(pig(s).turn_total(), 0);
  EXPECT_EQ(pig(s).score(0), 0);
  EXPECT_EQ(pig(s).current(), 1);
  EXPECT_TRUE(s->is_chance_node());
}

TEST(Pig, R4_HoldingToTheTargetWins) {
  auto s = start("pig(target=10)");
  ASSERT_TRUE(s->apply(kChancePlayer, 5).ok());  // a 6
  ASSERT_TRUE(s->apply(0, kRoll).ok());
  ASSERT_TRUE(s->apply(kChancePlayer, 4).ok());  // a 5: 11, past the target
  const ActionList legal = s->legal_actions(0);  // rolling on could only lose
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(legal[0], kHold);
  EXPECT_FALSE(s->apply(0, kRoll).ok());
  ASSERT_TRUE(s->apply(0, kHold).ok());
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

}  // namespace
}  // namespace rookery::pig
