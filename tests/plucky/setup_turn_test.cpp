// Plucky Penguins: set-up, the turn, movement, card timing and response windows
// (games/plucky/RULES.md R2..R8; PL-2, PL-4a, PL-4b, PL-8).
#include <nlohmann/json.hpp>

#include "tests/plucky/plucky_test_util.h"

namespace rookery::plucky::testing {
namespace {

TEST(PluckySetup, R2_CharactersDealtLeaderPlacesFirstOnCornerIceFourCardsEach) {
  auto game = load_game("plucky(players=3)").value();
  auto state = game->new_initial_state(game);
  auto& s = dynamic_cast<PluckyState&>(*state);
  // Characters are dealt at random, one per player, without repeats.
  ASSERT_TRUE(s.is_chance_node());
  EXPECT_EQ(s.chance_outcomes().outcomes.size(), 8u);
  act(s, kChancePlayer, "deal Diver");
  EXPECT_EQ(s.chance_outcomes().outcomes.size(), 7u);
  act(s, kChancePlayer, "deal Thief");
  act(s, kChancePlayer, "deal Lucky");
  EXPECT_EQ(s.penguin(0).character, kDiver);
  // The Leader (player 1, the youngest) places first, on one of the 12 corner squares.
  EXPECT_EQ(acting(s), 0);
  const ActionList legal = s.legal_actions(0);
  EXPECT_EQ(legal.size(), 12);
  EXPECT_NE(refusal(s, 0, "place on c3"), "");
  act(s, 0, "place on i9");
  EXPECT_EQ(acting(s), 1);
  act(s, 1, "place on i9");  // any number may share a square (PL-2)
  act(s, 2, "place on a1");
  EXPECT_EQ(s.position().walrus, sq("e5"));  // the walrus on the central square
  // Four cards each, then player 1's turn starts with a draw.
  for (int k = 0; k < 12; ++k) {
    ASSERT_EQ(s.position().chance, ChanceKind::kDrawCard);
    ASSERT_TRUE(s.apply(kChancePlayer, s.chance_outcomes().outcomes[0].action).ok());
  }
  act(s, kChancePlayer, "draw Shove");
  EXPECT_EQ(s.position().hand_size[0], 5);
  EXPECT_EQ(s.position().hand_size[1], 4);
  EXPECT_EQ(acting(s), 0);
  EXPECT_EQ(s.position().deck_size, 60 - 13);
}

TEST(PluckySetup, R2_CharactersChosenInLeaderOrder_PL4b) {
  auto game = load_game("plucky(players=3,characters=chosen)").value();
  auto state = game->new_initial_state(game);
  auto& s = dynamic_cast<PluckyState&>(*state);
  EXPECT_EQ(acting(s), 0);
  EXPECT_EQ(s.legal_actions(0).size(), 8);
  act(s, 0, "choose Thief");
  EXPECT_EQ(acting(s), 1);
  EXPECT_EQ(s.legal_actions(1).size(), 7);
  EXPECT_NE(refusal(s, 1, "choose Thief"), "");
  act(s, 1, "choose Bully");
  act(s, 2, "choose Diver");
  EXPECT_EQ(s.penguin(2).character, kDiver);
  EXPECT_EQ(s.position().decision, Decision::kPlace);
}

TEST(PluckyTurn, R4_DrawAtTheStartHandLimitOfFourAtTheEnd) {
  auto s = table();
  // Player 1 ends the turn with 6 cards: two must go, the owner's choice.
  s->set_hand(0, {kWaddle, kShove, kShove, kSplash, kDodge, kCounter});
  act(*s, 0, "end turn");
  EXPECT_EQ(s->position().decision, Decision::kHandLimit);
  EXPECT_EQ(acting(*s), 0);
  EXPECT_NE(refusal(*s, 0, "discard Rummage"), "");
  act(*s, 0, "discard Shove");
  EXPECT_EQ(s->position().decision, Decision::kHandLimit);
  act(*s, 0, "discard Counter");
  EXPECT_EQ(s->position().hand_size[0], 4);
  EXPECT_EQ(s->position().discard[kShove], 1);
  // Player 2's turn begins with a draw.
  ASSERT_TRUE(s->is_chance_node());
  EXPECT_EQ(s->position().chance_for, 1);
  act(*s, kChancePlayer, "draw Rummage");
  EXPECT_EQ(s->position().hand_size[1], 1);
  EXPECT_EQ(acting(*s), 1);
}

// Which penguins have taken their turn this round is public (the table marks them), until the
// next round begins.
TEST(PluckyTurn, R3_EveryoneSeesWhichPenguinsHaveMovedThisRound) {
  auto s = table();
  const auto moved = [&](Player viewer, int penguin) {
    return s->observation(viewer)["penguins"][static_cast<std::size_t>(penguin)]["moved"];
  };
  EXPECT_EQ(moved(kSpectator, 0), false);
  act(*s, 0, "end turn");
  EXPECT_EQ(moved(kSpectator, 0), true);
  EXPECT_EQ(moved(2, 0), true);
  EXPECT_EQ(moved(kSpectator, 1), false);
  at_round_end(*s, 1);
  EXPECT_EQ(moved(kSpectator, 0), false);
}

TEST(PluckyTurn, R5_TwoMovementsOfOneSquareNoDiagonalsNotOffTheBoard) {
  auto s = table();
  put(*s, 0, "d4");
  EXPECT_NE(refusal(*s, 0, "move north then east"), "");  // on ice: one square
  act(*s, 0, "move north");
  EXPECT_EQ(at(*s, 0), "d3");
  act(*s, 0, "move west");
  EXPECT_EQ(at(*s, 0), "c3");
  EXPECT_NE(refusal(*s, 0, "move west").find("no movement left"), std::string::npos);
  // Moving is optional: the turn may end at any time.
  act(*s, 0, "end turn");
  auto t = table();
  EXPECT_NE(refusal(*t, 0, "move north").find("leave the board"), std::string::npos);  // from a1
}

TEST(PluckyTurn, R6_AMovementStartingInWaterMayAddOneSquareAnyDirection_PL4b) {
  auto s = table();
  give_character(*s, 0, kFisher);
  put(*s, 0, "c2");                    // water
  act(*s, 0, "move south then east");  // the bonus turns a corner: any orthogonal direction
  EXPECT_EQ(at(*s, 0), "d3");
  EXPECT_EQ(s->position().movements, 1);
  EXPECT_NE(refusal(*s, 0, "move north then north"), "");  // d3 is ice: one square only
  put(*s, 0, "d2");
  EXPECT_NE(refusal(*s, 0, "move east then east then east").find("Swimmer"), std::string::npos);
  act(*s, 0, "move east");  // the bonus is optional
  EXPECT_EQ(at(*s, 0), "e2");
}

TEST(PluckyTurn, R6_SwimmerAddsASquareOncePerRound_PL5) {
  auto s = table();
  give_character(*s, 0, kSwimmer);
  put(*s, 0, "c1");
  act(*s, 0, "move east then east then east");
  EXPECT_EQ(at(*s, 0), "f1");
  EXPECT_TRUE(s->penguin(0).ability_used);
  EXPECT_NE(refusal(*s, 0, "move east then east then east"), "");
  act(*s, 0, "move east then east");
  EXPECT_EQ(at(*s, 0), "h1");
}

TEST(PluckyTurn, R8_SnowstormTakesTheWaterBonusAwayForTheRound_PL6) {
  auto s = table();
  give_character(*s, 0, kFisher);
  give_character(*s, 1, kFisher);
  s->set_hand(0, {kSnowstorm});
  act(*s, 0, "play Snowstorm");
  EXPECT_TRUE(s->position().snowstorm);
  EXPECT_EQ(s->position().on_table[kSnowstorm], 1);  // padlock: on the table
  put(*s, 0, "c1");
  EXPECT_NE(refusal(*s, 0, "move east then east"), "");
  act(*s, 0, "move east");
  act(*s, 0, "end turn");
  first_outcomes(*s);
  put(*s, 1, "c1");
  EXPECT_NE(refusal(*s, 1, "move east then east"), "");  // for anyone
  // The end of the round discards it.
  Position& p = s->edit();
  p.stage = Stage::kRoundEnd;
  p.turn_player = -1;
  s->settle();
  EXPECT_FALSE(s->position().snowstorm);
  EXPECT_EQ(s->position().on_table[kSnowstorm], 0);
  EXPECT_EQ(s->position().discard[kSnowstorm], 1);
}

TEST(PluckyTiming, R7_PlainCardsInYourTurnLightningOutOfIt) {
  auto s = table();
  put(*s, 0, "c2");
  put(*s, 1, "d2");
  s->set_hand(0, {kSplash, kShove});
  s->set_hand(1, {kShove, kSplash});
  // Player 1's turn: Splash is lightning, not playable unprovoked in one's own turn.
  EXPECT_NE(refusal(*s, 0, "play Splash on player 2 east").find("lightning"), std::string::npos);
  EXPECT_NE(refusal(*s, 1, "play Shove on player 1 west"), "");  // not player 2's turn
  act(*s, 0, "move east");  // c2 -> d2 (water: the bonus is optional)
  // A window: player 2 holds cards and is asked; a Shove is not playable there.
  ASSERT_TRUE(s->position().window_open);
  EXPECT_EQ(acting(*s), 1);
  EXPECT_NE(refusal(*s, 1, "play Shove on player 1 west").find("own turn"), std::string::npos);
  act(*s, 1, "play Splash on player 1 north");
  // Now player 1 may answer in its own turn: a lightning play is on top.
  EXPECT_EQ(acting(*s), 0);
}

TEST(PluckyTiming, R7_EveryCardHolderIsAskedPassingIsAlwaysLegal_PL8) {
  auto s = table(4);
  s->set_hand(1, {kWaddle});  // no lightning card, still asked
  s->set_hand(3, {kSplash});
  give_character(*s, 1, kFisher);
  give_character(*s, 2, kFisher);  // no card, no lightning ability: not asked
  give_character(*s, 3, kFisher);
  put(*s, 0, "d4");
  act(*s, 0, "move east");
  EXPECT_EQ(acting(*s), 1);
  EXPECT_EQ(s->legal_actions(1).size(), 1);  // pass
  act(*s, 1, "pass");
  EXPECT_EQ(acting(*s), 3);
  act(*s, 3, "pass");
  EXPECT_EQ(acting(*s), 0);  // the window closed: back to player 1's turn
  EXPECT_FALSE(s->position().window_open);
  // A lightning ability counts like a card: a Diver with no card is asked.
  give_character(*s, 2, kDiver);
  act(*s, 0, "move south");
  EXPECT_EQ(acting(*s), 1);
  act(*s, 1, "pass");
  EXPECT_EQ(acting(*s), 2);
}

TEST(PluckyTiming, R7_TheStackResolvesLastPlayedFirst_FAQ) {
  auto s = table();
  give_character(*s, 0, kFisher);
  give_character(*s, 1, kFisher);
  give_character(*s, 2, kFisher);
  put(*s, 0, "b3");  // water, next to the island at c3
  put(*s, 1, "d4");
  s->set_hand(1, {kSplash});
  s->set_hand(2, {kSplash});
  act(*s, 0, "move south");  // b3 -> b4 (water)
  EXPECT_EQ(acting(*s), 1);
  act(*s, 1, "play Splash on player 1 south");  // played first: b4 -> b5
  EXPECT_EQ(acting(*s), 2);
  act(*s, 2, "play Splash on player 1 east");  // played last: b4 -> c4 (island ice)
  pass_window(*s);
  // Last played resolves first: player 1 is on c4, out of the water, so the
  // first Splash (a penguin in water) finds no target.
  EXPECT_EQ(at(*s, 0), "c4");
  EXPECT_EQ(s->position().discard[kSplash], 2);
}

TEST(PluckyTiming, R7_CounterCancelsTheLightningCardJustPlayed_PL6) {
  auto s = table();
  give_character(*s, 0, kFisher);
  give_character(*s, 1, kFisher);
  give_character(*s, 2, kFisher);
  put(*s, 0, "b3");
  s->set_hand(0, {kCounter});
  s->set_hand(1, {kSplash});
  s->set_hand(2, {kCounter});
  act(*s, 0, "move south");  // b4, water
  act(*s, 1, "play Splash on player 1 east");
  act(*s, 2, "play Counter");  // cancels the Splash
  EXPECT_EQ(acting(*s), 0);
  act(*s, 0, "play Counter");  // player 1, in its own turn, answers a lightning play
  pass_window(*s);
  // Counter cancels Counter: the Splash resolves.
  EXPECT_EQ(at(*s, 0), "c4");
  // Without a lightning play on top there is nothing to counter.
  auto t = table();
  give_character(*t, 1, kFisher);
  t->set_hand(1, {kCounter});
  act(*t, 0, "move east");
  EXPECT_NE(refusal(*t, 1, "play Counter").find("no lightning card"), std::string::npos);
}

TEST(PluckyTiming, R7_OwnPenguinIsAPossibleTargetInYourArea_FAQ) {
  auto s = table();
  put(*s, 0, "d4");
  s->set_hand(0, {kShove});
  act(*s, 0, "play Shove on player 1 south");
  pass_window(*s);
  EXPECT_EQ(at(*s, 0), "d5");
}

}  // namespace
}  // namespace rookery::plucky::testing
