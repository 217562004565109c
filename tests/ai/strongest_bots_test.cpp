// The strongest bot named for each game is one a seat can be: it parses, accepts
// the game's default configuration and makes a legal first decision in it.
#include "ai/strongest_bots.h"

#include <gtest/gtest.h>

#include "ai/bot.h"
#include "core/rng.h"
#include "games/registry.h"

namespace rookery {
namespace {

TEST(StrongestBots, EveryGameNamesABotThatCanPlayIt) {
  for (const GameEntry& entry : registered_games()) {
    if (entry.facts.name == "toy") continue;  // the test game has no ladder
    SCOPED_TRACE(entry.facts.name);
    const std::string spec = strongest_bot(entry.facts.name);
    ASSERT_FALSE(spec.empty());
    auto game = load_game(entry.facts.name);
    ASSERT_TRUE(game.ok()) << game.error().message;
    auto bot = make_bot_for(spec, **game, 1);
    ASSERT_TRUE(bot.ok()) << spec << ": " << bot.error().message;
    auto state = (*game)->new_initial_state(*game);
    Rng rng(1);
    while (state->is_chance_node())
      state->apply_unchecked(kChancePlayer, state->sample_chance(rng));
    PlayerList acting;
    state->acting_players(acting);
    ASSERT_FALSE(acting.empty());
    const Action a = (*bot)->choose(*state, acting[0]);
    EXPECT_TRUE(state->apply(acting[0], a).ok()) << spec;
  }
  EXPECT_EQ(strongest_bot("no such game"), "");
}

}  // namespace
}  // namespace rookery
