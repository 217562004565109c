// The result's breakdown in A Fistful of Penguins' observation: everyone's money at
// the end of each round, and the tokens turned into dollars at the end (R12,
// FP-11), which add up to the final money.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/rng.h"
#include "core/state.h"
#include "games/registry.h"

namespace rookery {
namespace {

TEST(FistfulBreakdown, MoneyPerRoundAndTokensIntoDollarsAddUpToTheFinalMoney_FP11) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto game = load_game("fistful(players=3)").value();
    auto s = game->new_initial_state(game);
    Rng rng(seed);
    int round_seen = 1;
    std::size_t rounds_ended = 0;
    while (!s->is_terminal()) {
      const Player p = s->is_chance_node() ? kChancePlayer : s->acting_players()[0];
      const Action a = p == kChancePlayer ? s->sample_chance(rng) : [&] {
        const ActionList legal = s->legal_actions(p);
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      }();
      ASSERT_TRUE(s->apply(p, a).ok());
      const nlohmann::json obs = s->observation(kSpectator);
      // The move that ended a round: the breakdown has that round, with the money now.
      if (!s->is_terminal() && obs["showdown"].get<int>() == 0 &&
          obs["round"].get<int>() != round_seen) {
        round_seen = obs["round"].get<int>();
        ASSERT_EQ(obs["money_after_round"].size(), ++rounds_ended);
        for (int q = 0; q < 3; ++q)
          EXPECT_EQ(obs["money_after_round"].back()[q], obs["players"][q]["money"]);
      }
    }
    EXPECT_EQ(rounds_ended, 2u) << "rounds 1 and 2 ended during the game, round 3 with it";
    const nlohmann::json end = s->observation(kSpectator);
    ASSERT_EQ(end["money_after_round"].size(), 3u);
    const auto tokens = end["tokens_into_dollars"].get<std::vector<int>>();
    for (int p = 0; p < 3; ++p) {
      const int last_round = end["money_after_round"][2][p];
      EXPECT_EQ(last_round + tokens[static_cast<std::size_t>(p)],
                end["players"][p]["money"].get<int>())
          << "seed " << seed << ", player " << p + 1;
    }
  }
}

TEST(FistfulBreakdown, NoBreakdownInTheFirstRoundOrSolo) {
  auto game = load_game("fistful(players=2)").value();
  EXPECT_FALSE(game->new_initial_state(game)->observation(0).contains("money_after_round"));
  auto solo = load_game("fistful(players=1)").value();
  EXPECT_FALSE(solo->new_initial_state(solo)->observation(0).contains("money_after_round"));
}

}  // namespace
}  // namespace rookery
