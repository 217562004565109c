// Match of the Penguins' reaction-time bots: faster levels win more cards, a
// slower match is noticed later, and the model's parameters are checked.
#include "ai/match/reaction_bot.h"

#include <gtest/gtest.h>

#include "ai/bot.h"
#include "cli/simulate.h"
#include "games/registry.h"

namespace rookery {
namespace {

TEST(ReactionBot, LevelsRankInTheirNamedOrder) {
  SimConfig config;
  config.game = "match(players=4)";
  for (const char* level : {"child", "casual", "skilled", "champion"}) {
    config.seats.push_back(Seat{false, std::string("reaction(level=") + level + ")"});
  }
  config.games = 60;
  config.seed = 5;
  auto result = run_simulation(config);
  ASSERT_TRUE(result.ok()) << result.error().message;
  for (std::size_t s = 1; s < 4; ++s) {
    EXPECT_GT(result->seats[s].mean_score, result->seats[s - 1].mean_score) << s;
  }
}

TEST(ReactionBot, ParametersOverrideTheLevelAndRefuseOtherGames) {
  auto bot = make_bot("reaction(level=child,one_ms=300,miss=0)", 1);
  ASSERT_TRUE(bot.ok()) << bot.error().message;
  EXPECT_NE((*bot)->spec().find("one_ms=300"), std::string::npos);
  EXPECT_FALSE(make_bot("reaction(level=grandmaster)", 1).ok());
  EXPECT_FALSE(make_bot("reaction(miss=2)", 1).ok());
  auto pantolino = load_game("pantolino").value();
  EXPECT_FALSE((*bot)->check_game(*pantolino).ok());
}

TEST(ReactionBot, PlaysOnlyLegalActions) {
  auto game = load_game("match(players=3)").value();
  for (std::uint64_t seed = 0; seed < 5; ++seed) {
    auto s = game->new_initial_state(game);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < 3; ++p)
      bots.push_back(std::move(make_bot("reaction(level=skilled)", seed * 10 + p).value()));
    Rng rng(seed);
    while (!s->is_terminal()) {
      const Player p = s->acting_players()[0];
      if (p == kChancePlayer) {
        s->apply_unchecked(p, s->sample_chance(rng));
        continue;
      }
      ASSERT_TRUE(s->apply(p, bots[static_cast<std::size_t>(p)]->choose(*s, p)).ok());
    }
  }
}

}  // namespace
}  // namespace rookery
