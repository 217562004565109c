// The strongest bot named for each game is one a seat can be: it parses and
// plays the game's default configuration.
#include "ai/strongest_bots.h"

#include <gtest/gtest.h>

#include "ai/bot.h"
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
    EXPECT_TRUE(bot.ok()) << spec << ": " << bot.error().message;
  }
  EXPECT_EQ(strongest_bot("no such game"), "");
}

}  // namespace
}  // namespace rookery
