// The bot table (ai/game_bots.h): every seat it offers for a game is one a seat
// can be (it parses, accepts the game's default configuration and makes a legal
// first decision), and the policy seats read their policies from it.
#include "ai/game_bots.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "ai/bot.h"
#include "core/rng.h"
#include "games/registry.h"

namespace rookery {
namespace {

// Plays `spec`'s first decision in `game_name`'s default configuration.
void ExpectPlaysTheFirstDecision(const std::string& game_name, const std::string& spec) {
  SCOPED_TRACE(game_name + " / " + spec);
  auto game = load_game(game_name);
  ASSERT_TRUE(game.ok()) << game.error().message;
  auto bot = make_bot_for(spec, **game, 1);
  ASSERT_TRUE(bot.ok()) << bot.error().message;
  auto state = (*game)->new_initial_state(*game);
  Rng rng(1);
  while (state->is_chance_node()) state->apply_unchecked(kChancePlayer, state->sample_chance(rng));
  PlayerList acting;
  state->acting_players(acting);
  ASSERT_FALSE(acting.empty());
  const Action a = (*bot)->choose(*state, acting[0]);
  EXPECT_TRUE(state->apply(acting[0], a).ok());
}

TEST(GameBots, EveryRegisteredGameHasARowWithItsStrongestBot) {
  for (const GameEntry& entry : registered_games()) {
    SCOPED_TRACE(entry.facts.name);
    const GameBots* row = bots_of(entry.facts.name);
    ASSERT_NE(row, nullptr);
    ASSERT_FALSE(row->strongest.empty());
    ExpectPlaysTheFirstDecision(entry.facts.name, strongest_bot(entry.facts.name));
  }
  EXPECT_EQ(strongest_bot("no such game"), "");
  EXPECT_EQ(bots_of("no such game"), nullptr);
}

TEST(GameBots, EverySeatOfferedCanPlayItsGame) {
  for (const GameEntry& entry : registered_games()) {
    const std::vector<BotLevel> levels = bot_levels(entry.facts.name);
    ASSERT_GE(levels.size(), 2u) << entry.facts.name;
    for (const BotLevel& level : levels) {
      EXPECT_FALSE(level.title.empty()) << level.spec;
      // Players' words, not the bot grammar ("mcts(iterations=200)", "level=child").
      EXPECT_EQ(level.title.find_first_of("=_"), std::string::npos) << level.title;
      EXPECT_NE(level.title, level.spec);
      ExpectPlaysTheFirstDecision(entry.facts.name, level.spec);
    }
  }
}

TEST(GameBots, TheStandardSeatsFollowTheRowAndTheStrongestComesOnce) {
  const std::vector<BotLevel> pantolino = bot_levels("pantolino");
  const auto has = [](const std::vector<BotLevel>& levels, const std::string& spec) {
    return std::count_if(levels.begin(), levels.end(),
                         [&](const BotLevel& l) { return l.spec == spec; });
  };
  EXPECT_EQ(pantolino.front().spec, "random");  // the lobby's default seat
  EXPECT_EQ(has(pantolino, "heuristic"), 1);
  EXPECT_EQ(has(pantolino, "optimal"), 1);
  EXPECT_EQ(has(pantolino, strongest_bot("pantolino")), 1);
  // Fistful's exact policy plays solo only, where no seat is offered.
  EXPECT_EQ(has(bot_levels("fistful"), "optimal"), 0);
  // Push Push has no exact policy, and its strongest is the plain search, offered once.
  const std::vector<BotLevel> push_push = bot_levels("push_push");
  EXPECT_EQ(has(push_push, "optimal"), 0);
  EXPECT_EQ(has(push_push, "mcts"), 1);
  // Match is played on the clock: its own list, the reaction-time levels, slowest first.
  const std::vector<BotLevel> match = bot_levels("match");
  ASSERT_EQ(match.size(), 4u);
  EXPECT_EQ(match.front().spec, "reaction(level=child)");
  EXPECT_EQ(match.back().spec, strongest_bot("match"));
  // A game without a row gets random moves and search.
  const std::vector<BotLevel> unknown = bot_levels("no such game");
  EXPECT_EQ(has(unknown, "random"), 1);
  EXPECT_EQ(has(unknown, "heuristic"), 0);
}

TEST(GameBots, ABotSeatIsNamedInPlayersWords) {
  EXPECT_EQ(bot_title("pantolino", "heuristic"), "rule of thumb");
  EXPECT_EQ(bot_title("pantolino", "mcts(iterations=200)"), "quick search (200 iterations)");
  EXPECT_EQ(bot_title("pantolino", strongest_bot("pantolino")), "strongest measured");
  EXPECT_EQ(bot_title("pantolino", "mcts(iterations=2000,c=1)"), "search");
  EXPECT_EQ(bot_title("match", "reaction(level=casual)"), "casual (reaction times)");
  EXPECT_EQ(bot_title("match", "reaction(two_fish_ms=500)"), "reaction times");
  EXPECT_EQ(bot_title("fistful", "optimal"),
            "exact solver");  // offered nowhere, named all the same
  EXPECT_EQ(bot_title("fistful", "wizard"), "wizard");
}

TEST(GameBots, ThePolicySeatsReadTheTable) {
  for (const GameBots& row : game_bots()) {
    const auto listed = [&](const std::vector<PolicyEntry>& list) {
      return std::any_of(list.begin(), list.end(),
                         [&](const PolicyEntry& e) { return e.game == row.game; });
    };
    EXPECT_EQ(listed(heuristic_policies()), row.heuristic.has_value()) << row.game;
    EXPECT_EQ(listed(optimal_policies()), row.optimal.has_value()) << row.game;
    if (row.heuristic) {
      EXPECT_EQ(row.heuristic->game, row.game);
    }
    if (row.optimal) {
      EXPECT_EQ(row.optimal->game, row.game);
    }
  }
}

}  // namespace
}  // namespace rookery
