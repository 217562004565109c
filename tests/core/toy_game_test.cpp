// The toy game exercises hidden information and secret simultaneous choices.
#include "core/testing/toy_game.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/state.h"
#include "games/registry.h"

namespace rookery {
namespace {

TEST(ToyGame, SimultaneousChoicesAreSecretUntilAllHaveChosen) {
  auto game = toy::load("toy").value();
  auto s = game->new_initial_state(game);
  ASSERT_TRUE(s->apply(kChancePlayer, 2).ok());  // player 1 holds a 3
  ASSERT_TRUE(s->apply(kChancePlayer, 0).ok());  // player 2 holds a 1
  EXPECT_EQ(s->acting_players().size(), 2);
  const nlohmann::json before = s->observation(1);
  ASSERT_TRUE(s->apply(0, s->parse_action(0, "bet").value()).ok());
  const nlohmann::json after = s->observation(1);
  // Player 2 learns that player 1 has chosen, not what.
  EXPECT_EQ(after["seats"][0]["has_chosen"], true);
  EXPECT_FALSE(after["seats"][0].contains("choice"));
  EXPECT_FALSE(after["seats"][0].contains("card"));
  EXPECT_EQ(s->acting_players().size(), 1);
  EXPECT_FALSE(s->apply(0, 1).ok());  // no second choice
  ASSERT_TRUE(s->apply(1, s->parse_action(1, "bet").value()).ok());
  EXPECT_EQ(s->scores(), (std::vector<double>{1.0, 0.0}));
}

TEST(ToyGame, ChanceWeightsAreExact) {
  auto game = toy::load("toy").value();
  auto s = game->new_initial_state(game);
  const ChanceDistribution d = s->chance_outcomes();
  ASSERT_EQ(d.outcomes.size(), 3u);
  EXPECT_EQ(d.total, 4u);
  EXPECT_DOUBLE_EQ(d.probability(1), 0.5);
}

}  // namespace
}  // namespace rookery
