// Pantolino where two rules meet: one scenario per pair of clauses
// (games/pantolino/RULES.md, "Where two rules meet") that act on the same state,
// each reached with chosen dice and checked for concrete outcomes.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "tests/pantolino/pantolino_test_util.h"

namespace rookery::pantolino {
namespace {

using testing::act;
using testing::legal_texts;
using testing::nothing_turn;
using testing::pa;
using testing::roll_and_stop;
using testing::start;
using testing::supply_size;
using testing::take_turn;
using testing::tok;
using testing::tokens_of;
using testing::turn;

// The error a move given as text gets (parse or apply), or "" if it was accepted.
std::string refusal(State& s, Player p, std::string_view text) {
  const Result<Action> a = s.parse_action(p, text);
  if (!a.ok()) return a.error().message;
  const Result<void> r = s.apply(p, *a);
  return r.ok() ? "" : r.error().message;
}

// R5 (a star counts for the colour named) x R6 (must take): one star makes every colour
// showing a 2, so a 2 must be taken; colours not showing count 1 and qualify for nothing.
TEST(PantolinoRulePairs, R5StarMeetsR6MustTake_OneStarMakesEveryColourShownATwo_PA5) {
  auto s = start("pantolino");
  roll_and_stop(*s, "yellow red green star");
  const std::set<std::string> twos = {"take yellow 2", "take red 2", "take green 2"};
  EXPECT_EQ(legal_texts(*s, 0), twos);
  EXPECT_NE(refusal(*s, 0, "take nothing").find("must take one"), std::string::npos);
  EXPECT_FALSE(refusal(*s, 0, "take blue 2").empty());
  act(*s, 0, "take green 2");
  EXPECT_EQ(tokens_of(*s, 0), std::vector<std::string>{"green 2"});
}

// R5 (stars) x R5 (as many boots or fewer): four stars count 4 for every colour, so
// every token of the supply qualifies and the player picks any one.
TEST(PantolinoRulePairs, R5StarsMeetR5AtMost_FourStarsQualifyEveryToken_PA5) {
  auto s = start("pantolino");
  roll_and_stop(*s, "star star star star");
  std::set<std::string> all;
  for (int t = 0; t < kNumTokens; ++t) all.insert("take " + token_name(t));
  EXPECT_EQ(legal_texts(*s, 0), all);
}

// R5 (as many boots or fewer) x R6 (receive nothing): with red counting 2 and the red 2
// gone, the red 3 left in the supply does not qualify; the player receives nothing.
TEST(PantolinoRulePairs, R5AtMostMeetsR6Nothing_OnlyALargerTokenOfTheColourLeft_PA5_PA6) {
  auto s = start("pantolino");
  take_turn(*s, "red", 2);
  roll_and_stop(*s, "red red green blue");
  EXPECT_TRUE(pa(*s).in_supply(tok("red", 3)));
  EXPECT_EQ(legal_texts(*s, 1), std::set<std::string>{"take nothing"});
  EXPECT_FALSE(refusal(*s, 1, "take red 3").empty());
  act(*s, 1, "take nothing");
  EXPECT_EQ(pa(*s).centipede(1).length, 0);
  EXPECT_EQ(supply_size(*s), 14);
}

// R6 (the needed tokens are gone) x R7 (discard_smallest): four reds with every red token
// gone qualify for nothing, so a smallest token of another colour must be discarded.
TEST(PantolinoRulePairs, R6NeededTokensGoneMeetsR7Discard_SmallestOfTheOtherColours_PA6) {
  auto s = start("pantolino(discard_smallest=true)");
  take_turn(*s, "red", 2);
  take_turn(*s, "red", 3);
  take_turn(*s, "red", 4);
  roll_and_stop(*s, "red red red red");
  const std::set<std::string> expected = {"discard yellow 2", "discard green 2", "discard blue 2",
                                          "discard black 2"};
  EXPECT_EQ(legal_texts(*s, 1), expected);
  EXPECT_NE(refusal(*s, 1, "take nothing").find("no token qualifies"), std::string::npos);
  act(*s, 1, "discard black 2");
  EXPECT_EQ(tokens_of(*s, 1), std::vector<std::string>{"red 3"});  // discarded, not taken
  EXPECT_EQ(supply_size(*s), 11);
}

// R8 (Escaping Boots) x R9 (the game ends when the supply is empty): a steal leaves the
// supply as it is, so the game goes on; the last supply token ends it at once, tails
// or not. R10: the boots moved by the steal decide the winner.
TEST(PantolinoRulePairs, R8StealMeetsR9End_AStealNeverEndsTheGameTheLastSupplyTokenDoes_PA7) {
  auto s = start("pantolino(escaping_boots=true)");
  for (std::string_view colour : {"yellow", "red", "green", "blue", "black"}) {
    for (int boots = kMinBoots; boots <= kMaxBoots; ++boots) {
      if (colour == "black" && boots == 4) break;
      take_turn(*s, colour, boots);
    }
  }
  ASSERT_EQ(supply_size(*s), 1);  // black 4
  ASSERT_EQ(pa(*s).current_player(), 0);
  EXPECT_EQ(s->scores(), (std::vector<double>{20, 21}));
  roll_and_stop(*s, "black black black yellow");
  EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"take black 3 from player 2"});
  act(*s, 0, "take black 3 from player 2");
  EXPECT_FALSE(s->is_terminal());
  EXPECT_TRUE(pa(*s).in_supply(tok("black", 4)));
  EXPECT_EQ(s->scores(), (std::vector<double>{23, 18}));
  roll_and_stop(*s, "black black black black");
  const std::set<std::string> either = {"take black 4", "take black 3 from player 1"};
  EXPECT_EQ(legal_texts(*s, 1), either);
  act(*s, 1, "take black 4");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->scores(), (std::vector<double>{23, 22}));
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

// R8 (only the tail) x R14 (a centipede is ordered): after a steal the token before it is
// the victim's new tail; a stolen token can be stolen back from the thief's tail; and a
// token in the middle stays out of reach. R5: a steal is the turn's one token.
TEST(PantolinoRulePairs, R8StealMeetsR14Order_TheTailMovesBackAndCanBeStolenBack_PA5) {
  auto s = start("pantolino(escaping_boots=true)");
  take_turn(*s, "yellow", 2);
  take_turn(*s, "red", 2);
  nothing_turn(*s);
  take_turn(*s, "red", 3);
  roll_and_stop(*s, "red red red green");
  EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"take red 3 from player 2"});
  act(*s, 0, "take red 3 from player 2");
  EXPECT_EQ(tokens_of(*s, 0), (std::vector<std::string>{"yellow 2", "red 3"}));
  EXPECT_EQ(tokens_of(*s, 1), std::vector<std::string>{"red 2"});
  EXPECT_EQ(pa(*s).current_player(), 1);  // one token per turn
  roll_and_stop(*s, "red red red blue");
  EXPECT_EQ(legal_texts(*s, 1), std::set<std::string>{"take red 3 from player 1"});
  act(*s, 1, "take red 3 from player 1");
  EXPECT_EQ(tokens_of(*s, 0), std::vector<std::string>{"yellow 2"});
  EXPECT_EQ(tokens_of(*s, 1), (std::vector<std::string>{"red 2", "red 3"}));
  roll_and_stop(*s, "red red yellow blue");
  EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"take nothing"});
  EXPECT_NE(refusal(*s, 0, "take red 2 from player 2").find("tail"), std::string::npos);
}

// R8 (Escaping Boots) x R12 (solo forces discard_smallest): with no opponent there is no
// tail to take, so when the supply has nothing the solo player must discard.
TEST(PantolinoRulePairs, R8EscapingBootsMeetsR12Solo_NoOpponentNoStealADiscardInstead_PA3) {
  auto s = start("pantolino(players=1,escaping_boots=true)");
  take_turn(*s, "yellow", 2);
  roll_and_stop(*s, "yellow yellow green blue");
  const std::set<std::string> expected = {"discard red 2", "discard green 2", "discard blue 2",
                                          "discard black 2"};
  EXPECT_EQ(legal_texts(*s, 0), expected);
  EXPECT_FALSE(refusal(*s, 0, "take yellow 2 from player 1").empty());
  EXPECT_EQ(tokens_of(*s, 0), std::vector<std::string>{"yellow 2"});
}

// R9 (the end) x R2 (turns pass to the left): the game ends with the take that empties
// the supply, even in the middle of a round; the other player gets no last turn.
TEST(PantolinoRulePairs, R9EndMeetsR2Turns_TheGameEndsMidRound_PA7) {
  auto s = start("pantolino");
  for (std::string_view colour : {"yellow", "red", "green", "blue", "black"}) {
    for (int boots = kMinBoots; boots <= kMaxBoots; ++boots) take_turn(*s, colour, boots);
  }
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(pa(*s).turns_played(), 15);
  EXPECT_EQ(pa(*s).centipede(0).length, 8);  // player 1 had the 15th turn
  EXPECT_EQ(pa(*s).centipede(1).length, 7);
  EXPECT_TRUE(s->acting_players().empty());
  EXPECT_EQ(s->scores(), (std::vector<double>{24, 21}));
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

// R3 (set aside and reroll) x R2 (the next turn): what one player set aside does not
// carry over; the next player rolls all four dice.
TEST(PantolinoRulePairs, R3SetAsideMeetsR2NextTurn_TheNextPlayerRollsAllFour_PA4) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll red red red blue");
  act(*s, 0, "reroll 4");
  act(*s, kChancePlayer, "roll red");
  act(*s, 0, "stop");
  act(*s, 0, "take red 4");
  EXPECT_EQ(pa(*s).current_player(), 1);
  EXPECT_EQ(pa(*s).to_roll(), 0b1111);
  EXPECT_EQ(pa(*s).rolls_done(), 0);
  EXPECT_EQ(s->chance_outcomes().outcomes.size(), 1296u);
}

// R4 (three rolls at most) x R5 (stars count): the third roll goes straight to taking,
// and the stars it brings count for the colour named.
TEST(PantolinoRulePairs, R4ThirdRollMeetsR5Stars_TheLastFacesCountAtOnce_PA4_PA5) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll red red blue blue");
  act(*s, 0, "reroll 3 4");
  act(*s, kChancePlayer, "roll green black");
  act(*s, 0, "reroll 3 4");
  act(*s, kChancePlayer, "roll star star");
  EXPECT_EQ(pa(*s).phase(), Phase::kTaking);
  EXPECT_EQ(pa(*s).count_for(1), 4);  // red: two reds and two stars
  EXPECT_TRUE(legal_texts(*s, 0).contains("take red 4"));
  EXPECT_TRUE(legal_texts(*s, 0).contains("take blue 2"));  // the stars alone
  EXPECT_FALSE(refusal(*s, 0, "stop").empty());
}

// R7 (discarded tokens leave the game) x R10 (ties): discarded boots count for nobody;
// equal boots and an equal best colour share the victory.
TEST(PantolinoRulePairs, R7DiscardMeetsR10Tie_DiscardedBootsCountForNobody_PA6_PA7) {
  auto s = start("pantolino(discard_smallest=true)");
  take_turn(*s, "yellow", 4);
  take_turn(*s, "green", 4);
  take_turn(*s, "red", 3);
  take_turn(*s, "blue", 3);
  int discards = 0;
  while (!s->is_terminal()) {
    roll_and_stop(*s, "yellow red green blue");
    const Player p = pa(*s).current_player();
    const ActionList legal = s->legal_actions(p);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(s->action_to_string(p, legal[0]).starts_with("discard"));
    act(*s, p, s->action_to_string(p, legal[0]));
    ++discards;
  }
  EXPECT_EQ(discards, 11);
  EXPECT_EQ(s->scores(), (std::vector<double>{7, 7}));
  EXPECT_EQ(pa(*s).best_colour_boots(0), 4);
  EXPECT_EQ(pa(*s).best_colour_boots(1), 4);
  EXPECT_EQ(pa(*s).winners(), (std::vector<Player>{0, 1}));
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
}

}  // namespace
}  // namespace rookery::pantolino
