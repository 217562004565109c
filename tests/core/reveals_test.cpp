// shows_hidden: whether a move showed its player something hidden, the test a
// table makes before it lets a move be taken back (docs/protocol.md, "Taking a
// move back").
#include "core/reveals.h"

#include <gtest/gtest.h>

#include "core/testing/toy_game.h"
#include "games/registry.h"

namespace rookery {
namespace {

TEST(ShowsHidden, TheLastBetShowsTheOtherCard) {
  // Toy: both hold a card; player 1 has bet, so player 2 alone acts. Player 2's
  // bet reveals both cards, so it showed something hidden.
  auto game = toy::load("toy(rounds=2)").value();
  auto s = game->new_initial_state(game);
  ASSERT_TRUE(s->apply(kChancePlayer, 2).ok());
  ASSERT_TRUE(s->apply(kChancePlayer, 0).ok());
  ASSERT_TRUE(s->apply(0, s->parse_action(0, "bet").value()).ok());
  ASSERT_EQ(s->acting_players().size(), 1);
  auto before = s->clone();
  const Action bet = s->parse_action(1, "bet").value();
  ASSERT_TRUE(s->apply(1, bet).ok());
  EXPECT_TRUE(shows_hidden(*before, 1, bet, *s, 1));
}

TEST(ShowsHidden, StoppingTheDiceShowsNothing) {
  // Pantolino: the dice are on the table; stopping changes only the phase.
  auto game = load_game("pantolino(players=2)").value();
  auto s = game->new_initial_state(game);
  ASSERT_TRUE(
      s->apply(kChancePlayer, s->parse_action(kChancePlayer, "roll red red star blue").value())
          .ok());
  auto before = s->clone();
  const Action stop = s->parse_action(0, "stop").value();
  ASSERT_TRUE(s->apply(0, stop).ok());
  EXPECT_FALSE(shows_hidden(*before, 0, stop, *s, 1));
}

}  // namespace
}  // namespace rookery
