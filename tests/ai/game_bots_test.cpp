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

TEST(GameBots, EveryGameOffersFourLevelsWeakestFirstTheStrongestLast) {
  for (const GameEntry& entry : registered_games()) {
    SCOPED_TRACE(entry.facts.name);
    const std::vector<BotLevel> levels = bot_levels(entry.facts.name);
    ASSERT_EQ(levels.size(), 4u);
    for (std::size_t i = 0; i < levels.size(); ++i) {
      EXPECT_EQ(levels[i].title, kLevelTitles[i]);
      EXPECT_FALSE(levels[i].about.empty());
      // Players' words, not the bot grammar.
      EXPECT_EQ(levels[i].about.find_first_of("=()_"), std::string::npos) << levels[i].about;
    }
    EXPECT_EQ(levels.back().spec, strongest_bot(entry.facts.name));
    // Medium is the lobby's first offer and the stand-in for a seat nobody plays.
    EXPECT_EQ(default_bot(entry.facts.name), levels[1].spec);
    // Easy is a weakened player, not random moves.
    EXPECT_NE(levels[0].spec, "random");
  }
  EXPECT_EQ(bot_levels("pantolino")[3].spec, "optimal");  // the turn solver, above the search
  EXPECT_EQ(bot_levels("match")[0].spec, "reaction(level=child)");
  // A game without a row gets random moves and search.
  const std::vector<BotLevel> unknown = bot_levels("no such game");
  EXPECT_EQ(unknown.front().spec, "random");
  EXPECT_EQ(default_bot("no such game"), "random");
}

TEST(GameBots, MctsInAGameStartsFromThatGamesOwnSearchAndTheSpecSetsTheRest) {
  auto pantolino = load_game("pantolino");
  ASSERT_TRUE(pantolino.ok());
  const std::string tuned = "rollout=heuristic,playout_moves=3,expand_after=1000,c=0.2";
  EXPECT_EQ(search_defaults("pantolino"), tuned);
  EXPECT_EQ(with_game_search("mcts", **pantolino).value(), "mcts(" + tuned + ")");
  // The spec's own values win, in the game's order; its other arguments follow.
  EXPECT_EQ(with_game_search("mcts(c=1,iterations=200)", **pantolino).value(),
            "mcts(rollout=heuristic,playout_moves=3,expand_after=1000,c=1,iterations=200)");
  // The game-free search by naming its settings.
  EXPECT_EQ(
      with_game_search("mcts(rollout=random,playout_moves=0,expand_after=0,c=1.4)", **pantolino)
          .value(),
      "mcts(rollout=random,playout_moves=0,expand_after=0,c=1.4)");
  // Other bots, and games without settings of their own, are left as written.
  EXPECT_EQ(with_game_search("heuristic", **pantolino).value(), "heuristic");
  auto push_push = load_game("push_push");
  ASSERT_TRUE(push_push.ok());
  EXPECT_EQ(search_defaults("push_push"), "");
  EXPECT_EQ(with_game_search("mcts", **push_push).value(), "mcts");
  // The bot made plays with those settings, and a bad spec is still refused.
  auto bot = make_bot_for("mcts(iterations=50)", **pantolino, 1);
  ASSERT_TRUE(bot.ok()) << bot.error().message;
  EXPECT_EQ((*bot)->spec(),
            "mcts(iterations=50,c=0.2,rollout=heuristic,playout_moves=3,expand_after=1000)");
  EXPECT_FALSE(make_bot_for("mcts(rollout=sideways)", **pantolino, 1).ok());
  EXPECT_FALSE(with_game_search("mcts(c=1", **pantolino).ok());
  // At a server too, within its budget.
  auto served = make_bot_within("mcts", **pantolino, 1, BotBudget{}, OverBudget::kRefuse);
  ASSERT_TRUE(served.ok()) << served.error().message;
  EXPECT_EQ((*served)->spec(),
            "mcts(iterations=1000,c=0.2,rollout=heuristic,playout_moves=3,expand_after=1000)");
}

TEST(GameBots, PluckysSearchLeansOnItsRuleOfThumbAndGivesWayToAThinkingTime) {
  auto plucky = load_game("plucky");
  ASSERT_TRUE(plucky.ok());
  // The prior on the rule of thumb's move is what lifts the search above it
  // (docs/strength.md, "Plucky's own search"); 300 iterations are the game's own.
  auto bot = make_bot_for("mcts", **plucky, 1);
  ASSERT_TRUE(bot.ok()) << bot.error().message;
  EXPECT_EQ((*bot)->spec(),
            "mcts(iterations=300,c=0.2,rollout=heuristic,playout_rounds=1,eval=heuristic,"
            "expand_after=1000,prior=0.5)");
  EXPECT_EQ(strongest_bot("plucky"), "mcts");
  // A thinking time replaces the game's iterations instead of clashing with them.
  auto timed = make_bot_for("mcts(time_ms=20)", **plucky, 1);
  ASSERT_TRUE(timed.ok()) << timed.error().message;
  EXPECT_NE((*timed)->spec().find("time_ms=20"), std::string::npos);
  EXPECT_EQ((*timed)->spec().find("iterations"), std::string::npos);
}

TEST(GameBots, ABotSeatIsNamedInPlayersWords) {
  EXPECT_EQ(bot_title("pantolino", "heuristic"), "Medium");
  EXPECT_EQ(bot_title("plucky", "heuristic"), "Hard");  // the same spec, another level
  EXPECT_EQ(bot_title("pantolino", strongest_bot("pantolino")), "Strongest");
  EXPECT_EQ(bot_title("pantolino", "random"), "random moves");
  EXPECT_EQ(bot_title("pantolino", "heuristic(mistakes=0.3)"), "rule of thumb, with mistakes");
  EXPECT_EQ(bot_title("pantolino", "mcts(iterations=2000,c=1)"), "search");
  EXPECT_EQ(bot_title("match", "reaction(level=casual)"), "Medium");
  EXPECT_EQ(bot_title("match", "reaction(two_fish_ms=500)"), "reaction times");
  EXPECT_EQ(bot_title("fistful", "optimal"),
            "exact solver");  // offered nowhere, named all the same
  EXPECT_EQ(bot_title("fistful", "wizard"), "wizard");
}

TEST(GameBots, AHeuristicWithMistakesPlaysARandomMoveAsOftenAsItSays) {
  auto game = load_game("pantolino").value();
  auto careful = make_bot_for("heuristic", *game, 5).value();
  auto never = make_bot_for("heuristic(mistakes=0)", *game, 5).value();
  auto always = make_bot_for("heuristic(mistakes=1)", *game, 5).value();
  auto half = make_bot_for("heuristic(mistakes=0.5)", *game, 5).value();
  EXPECT_EQ(never->spec(), "heuristic");  // the same seat as before mistakes existed
  EXPECT_EQ(half->spec(), "heuristic(mistakes=0.5)");
  EXPECT_FALSE(make_bot("heuristic(mistakes=1.5)", 1).ok());
  // Over many first decisions: never differs from the rule of thumb at 0, and
  // at 1 and 0.5 plays moves the rule of thumb would not, the more often at 1.
  int differ_always = 0, differ_half = 0, differ_never = 0;
  Rng rng(3);
  for (int i = 0; i < 400; ++i) {
    auto state = game->new_initial_state(game);
    while (state->is_chance_node())
      state->apply_unchecked(kChancePlayer, state->sample_chance(rng));
    const Action rule = careful->choose(*state, 0);
    differ_never += never->choose(*state, 0) != rule;
    differ_always += always->choose(*state, 0) != rule;
    differ_half += half->choose(*state, 0) != rule;
  }
  EXPECT_EQ(differ_never, 0);
  EXPECT_GT(differ_always, differ_half);
  EXPECT_GT(differ_half, 100);
  EXPECT_LT(differ_half, 300);
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
