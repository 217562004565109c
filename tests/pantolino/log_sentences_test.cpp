// Pantolino's log in sentences (State::log_sentence, docs/protocol.md "The view"):
// the dice as they land, each move with its player, its dice, its token and whose
// centipede it came from, in the words of the rulebook.
#include <gtest/gtest.h>

#include "tests/pantolino/pantolino_test_util.h"

namespace rookery::pantolino::testing {
namespace {

std::string said(const State& s, Player player, std::string_view text) {
  const Result<Action> a = s.parse_action(player, text);
  EXPECT_TRUE(a.ok()) << text;
  return a.ok() ? s.log_sentence(kSpectator, player, *a) : "";
}

TEST(PantolinoLog, EachMoveIsASentenceWithItsDiceAndTokens) {
  auto s = start("pantolino(players=2,escaping_boots=true)");
  EXPECT_EQ(said(*s, kChancePlayer, "roll red star red yellow"),
            "The dice land red, star, red and yellow.");
  act(*s, kChancePlayer, "roll red star red yellow");
  // The faces of the dice picked up, as they were before the reroll.
  EXPECT_EQ(said(*s, 0, "reroll 2 4"), "{0} rerolls 2 dice: star, yellow.");
  EXPECT_EQ(said(*s, 0, "reroll 4"), "{0} rerolls 1 die: yellow.");
  act(*s, 0, "reroll 2 4");
  EXPECT_EQ(said(*s, kChancePlayer, "roll red blue"), "They land red and blue.");
  act(*s, kChancePlayer, "roll red blue");
  EXPECT_EQ(said(*s, 0, "stop"), "{0} stops rolling.");
  act(*s, 0, "stop");
  EXPECT_EQ(said(*s, 0, "take red 3"), "{0} takes the red token with 3 boots.");
  act(*s, 0, "take red 3");
  // Player 2 takes from the tail of player 1's centipede (Escaping Boots).
  act(*s, kChancePlayer, "roll red red red star");
  act(*s, 1, "stop");
  EXPECT_EQ(said(*s, 1, "take red 3 from player 1"),
            "{1} takes the red token with 3 boots from the tail of {0}'s centipede.");
  // Nothing in Pantolino is secret: every viewer reads the same sentence.
  const Action steal = *s->parse_action(1, "take red 3 from player 1");
  EXPECT_EQ(s->log_sentence(0, 1, steal), s->log_sentence(kSpectator, 1, steal));
}

TEST(PantolinoLog, TakingNothingSaysWhy) {
  auto s = start("pantolino(players=2)");
  // Four different colours and no star: no token has that many boots of one colour.
  act(*s, kChancePlayer, "roll red yellow green blue");
  act(*s, 0, "stop");
  ASSERT_TRUE(s->is_legal(0, *s->parse_action(0, "take nothing")));
  EXPECT_EQ(said(*s, 0, "take nothing"), "{0} takes nothing: no token matches the dice.");
  EXPECT_EQ(s->log_sentence(kSpectator, 0, 999), "");  // no such move: no sentence
}

}  // namespace
}  // namespace rookery::pantolino::testing
