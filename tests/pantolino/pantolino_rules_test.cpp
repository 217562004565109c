// Rule-clause tests of Pantolino: one or more tests per clause of games/pantolino/RULES.md.
//
// Every position is reached through the public State API with the dice set by chance
// actions written as faces ("roll red red yellow star"), so each test reads like a
// table-top situation from the rulebook.
#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/state.h"
#include "games/pantolino/components.h"
#include "games/pantolino/pantolino_state.h"
#include "games/registry.h"
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

// --- R1 Components and set-up -------------------------------------------------------------

// R1 (PA-1, PA-2): four dice, 15 tokens (each colour 2, 3 and 4 boots) all in the supply,
// empty centipedes, and seat 1 (player 1) rolls first.
TEST(Pantolino, R1_ComponentsAndSetUp) {
  auto s = start("pantolino");
  ASSERT_NE(s, nullptr);
  const PantolinoState& st = pa(*s);
  EXPECT_EQ(st.phase(), Phase::kRolling);
  EXPECT_TRUE(s->is_chance_node());
  EXPECT_EQ(st.current_player(), 0);
  EXPECT_EQ(st.to_roll(), 0b1111);  // all four dice are rolled first
  EXPECT_EQ(supply_size(*s), 15);
  std::set<std::string> names;
  for (int t = 0; t < kNumTokens; ++t) names.insert(token_name(t));
  const std::set<std::string> expected = {"yellow 2", "yellow 3", "yellow 4", "red 2",   "red 3",
                                          "red 4",    "green 2",  "green 3",  "green 4", "blue 2",
                                          "blue 3",   "blue 4",   "black 2",  "black 3", "black 4"};
  EXPECT_EQ(names, expected);
  for (Player p = 0; p < 2; ++p) EXPECT_EQ(st.centipede(p).length, 0);
  // Four dice of six equally likely faces: 6^4 outcomes of weight 1.
  const ChanceDistribution dist = s->chance_outcomes();
  EXPECT_EQ(dist.outcomes.size(), 1296u);
  EXPECT_EQ(dist.total, 1296u);
  for (const ChanceOutcome& o : dist.outcomes) EXPECT_EQ(o.weight, 1u);
}

// R1 (PA-1): a die has six faces, the five colours and the star.
TEST(Pantolino, R1_DieFacesAreTheFiveColoursAndTheStar) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll red red red red");
  act(*s, 0, "reroll 1");
  std::set<std::string> faces;
  for (const ChanceOutcome& o : s->chance_outcomes().outcomes) {
    faces.insert(s->action_to_string(kChancePlayer, o.action));
  }
  const std::set<std::string> expected = {"roll yellow", "roll red",   "roll green",
                                          "roll blue",   "roll black", "roll star"};
  EXPECT_EQ(faces, expected);
}

// --- R2 Passing to the left ---------------------------------------------------------------

// R2: after a turn, play passes to the left (seat order), wrapping to player 1.
TEST(Pantolino, R2_PlayPassesToTheLeft) {
  auto s = start("pantolino(players=3)");
  EXPECT_EQ(pa(*s).current_player(), 0);
  nothing_turn(*s);
  EXPECT_EQ(pa(*s).current_player(), 1);
  nothing_turn(*s);
  EXPECT_EQ(pa(*s).current_player(), 2);
  nothing_turn(*s);
  EXPECT_EQ(pa(*s).current_player(), 0);
  EXPECT_EQ(pa(*s).turns_played(), 3);
}

// --- R3 Stop or reroll --------------------------------------------------------------------

// R3 (PA-4): after a roll the player stops or rerolls any non-empty set of the four dice.
TEST(Pantolino, R3_StopOrRerollAnyNonEmptySetOfDice) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll red red yellow blue");
  EXPECT_EQ(pa(*s).phase(), Phase::kDeciding);
  const std::set<std::string> legal = legal_texts(*s, 0);
  EXPECT_EQ(legal.size(), 16u);  // stop and the 15 non-empty sets of dice
  EXPECT_TRUE(legal.contains("stop"));
  EXPECT_TRUE(legal.contains("reroll 1"));
  EXPECT_TRUE(legal.contains("reroll 1 3"));
  EXPECT_TRUE(legal.contains("reroll 1 2 3 4"));
  EXPECT_TRUE(s->legal_actions(1).empty());  // only the roller decides
  // Rerolling nothing is not a reroll: "stop" says that.
  const Result<Action> none = s->parse_action(0, "reroll");
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().code, ErrorCode::kParseError);
}

// R3 (PA-4): a reroll rolls only the chosen dice; the dice set aside keep their faces.
TEST(Pantolino, R3_RerollKeepsTheOtherDiceUnchanged) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll red red yellow blue");
  act(*s, 0, "reroll 3 4");
  EXPECT_EQ(pa(*s).phase(), Phase::kRolling);
  EXPECT_EQ(pa(*s).to_roll(), 0b1100);
  act(*s, kChancePlayer, "roll green black");
  const PantolinoState& st = pa(*s);
  EXPECT_EQ(st.face(0), *face_from_word("red"));
  EXPECT_EQ(st.face(1), *face_from_word("red"));
  EXPECT_EQ(st.face(2), *face_from_word("green"));
  EXPECT_EQ(st.face(3), *face_from_word("black"));
  EXPECT_EQ(st.rolls_done(), 2);
}

// R3 (PA-4): on the third roll the player may reroll a die set aside after the first roll.
TEST(Pantolino, R3_ThirdRollMayRerollDiceSetAsideAfterTheFirst) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll yellow red green blue");
  act(*s, 0, "reroll 3 4");  // dice 1 and 2 set aside
  act(*s, kChancePlayer, "roll red red");
  EXPECT_TRUE(legal_texts(*s, 0).contains("reroll 1"));
  act(*s, 0, "reroll 1");
  act(*s, kChancePlayer, "roll red");
  EXPECT_EQ(pa(*s).count_for(*face_from_word("red")), 4);
}

// --- R4 Three rolls at most ---------------------------------------------------------------

// R4 (PA-4): after the third roll the player goes straight to taking; no fourth roll.
TEST(Pantolino, R4_ThirdRollGoesStraightToTaking) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll yellow red green blue");
  act(*s, 0, "reroll 1 2 3 4");
  act(*s, kChancePlayer, "roll yellow red green blue");
  act(*s, 0, "reroll 1 2");
  act(*s, kChancePlayer, "roll red red");
  const PantolinoState& st = pa(*s);
  EXPECT_EQ(st.rolls_done(), 3);
  EXPECT_EQ(st.phase(), Phase::kTaking);
  EXPECT_FALSE(s->is_chance_node());
  EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"take red 2"});
  const auto before = s->clone();
  EXPECT_FALSE(s->apply(0, kStop).ok());
  EXPECT_FALSE(s->apply(0, *s->parse_action(0, "reroll 1")).ok());
  EXPECT_TRUE(s->equals(*before));
}

// R4 (PA-4): a player satisfied with the first or the second roll need not roll again.
TEST(Pantolino, R4_MayStopAfterTheFirstOrSecondRoll) {
  auto s = start("pantolino");
  act(*s, kChancePlayer, "roll star star star star");
  act(*s, 0, "stop");
  EXPECT_EQ(pa(*s).phase(), Phase::kTaking);
  EXPECT_EQ(pa(*s).rolls_done(), 1);
  act(*s, 0, "take black 4");
  act(*s, kChancePlayer, "roll yellow red green blue");
  act(*s, 1, "reroll 1 2");
  act(*s, kChancePlayer, "roll blue blue");
  act(*s, 1, "stop");
  EXPECT_EQ(pa(*s).phase(), Phase::kTaking);
  EXPECT_EQ(pa(*s).rolls_done(), 2);
}

// --- R5 Taking a token --------------------------------------------------------------------

// R5 (PA-5), the rulebook's Julia example: 2 red, 1 yellow and a joker may take red 3 or
// red 2 (3 red boots) or yellow 2 (2 yellow boots); no green, blue or black token.
TEST(Pantolino, R5_JuliaExample) {
  auto s = start("pantolino");
  roll_and_stop(*s, "red red yellow star");
  const PantolinoState& st = pa(*s);
  EXPECT_EQ(st.count_for(*face_from_word("red")), 3);
  EXPECT_EQ(st.count_for(*face_from_word("yellow")), 2);
  EXPECT_EQ(st.count_for(*face_from_word("green")), 1);
  const std::set<std::string> expected = {"take red 2", "take red 3", "take yellow 2"};
  EXPECT_EQ(legal_texts(*s, 0), expected);
}

// R5 (PA-5), Julia example continued: once red 3 is gone she may take red 2 (or yellow 2).
TEST(Pantolino, R5_JuliaExampleWhenRedThreeIsGone) {
  auto s = start("pantolino");
  take_turn(*s, "red", 3);  // player 1 takes red 3
  roll_and_stop(*s, "red red yellow star");
  const std::set<std::string> expected = {"take red 2", "take yellow 2"};
  EXPECT_EQ(legal_texts(*s, 1), expected);
  act(*s, 1, "take red 2");
  EXPECT_EQ(tokens_of(*s, 1), std::vector<std::string>{"red 2"});
}

// R5 (PA-5): a star counts as a boot of whatever colour is named, for every colour.
TEST(Pantolino, R5_StarsCountForTheNamedColour) {
  auto s = start("pantolino");
  roll_and_stop(*s, "green star blue black");
  const std::set<std::string> expected = {"take green 2", "take blue 2", "take black 2"};
  EXPECT_EQ(legal_texts(*s, 0), expected);
  act(*s, 0, "take green 2");

  roll_and_stop(*s, "star star star star");
  for (int c = 0; c < kNumColours; ++c) EXPECT_EQ(pa(*s).count_for(c), 4);
  EXPECT_EQ(legal_texts(*s, 1).size(), 14u);  // every token left in the supply
}

// R5 (PA-5): any supply token of the colour worth at most the count qualifies, not more.
TEST(Pantolino, R5_AnyTokenWorthAtMostTheCount) {
  auto s = start("pantolino");
  roll_and_stop(*s, "red red red yellow");
  const std::set<std::string> three = {"take red 2", "take red 3"};
  EXPECT_EQ(legal_texts(*s, 0), three);
  EXPECT_FALSE(s->apply(0, *s->parse_action(0, "take red 4")).ok());
  act(*s, 0, "take red 2");  // a smaller token is a free choice
  roll_and_stop(*s, "red red red red");
  const std::set<std::string> four = {"take red 3", "take red 4"};
  EXPECT_EQ(legal_texts(*s, 1), four);
}

// R5 (PA-5): a token taken is attached at the tail of the taker's centipede and leaves the
// supply.
TEST(Pantolino, R5_TokenAttachedAtTheTail) {
  auto s = start("pantolino");
  take_turn(*s, "yellow", 2);
  nothing_turn(*s);
  take_turn(*s, "red", 4);
  nothing_turn(*s);
  take_turn(*s, "blue", 3);
  const std::vector<std::string> expected = {"yellow 2", "red 4", "blue 3"};
  EXPECT_EQ(tokens_of(*s, 0), expected);
  EXPECT_FALSE(pa(*s).in_supply(tok("yellow", 2)));
  EXPECT_FALSE(pa(*s).in_supply(tok("red", 4)));
  EXPECT_FALSE(pa(*s).in_supply(tok("blue", 3)));
  EXPECT_EQ(supply_size(*s), 12);
  EXPECT_EQ(pa(*s).boots(0), 9);
}

// R5 (PA-5): one token per turn: taking ends the turn at once.
TEST(Pantolino, R5_OneTokenPerTurn) {
  auto s = start("pantolino");
  roll_and_stop(*s, "star star star star");
  act(*s, 0, "take red 4");
  EXPECT_EQ(pa(*s).centipede(0).length, 1);
  EXPECT_EQ(pa(*s).current_player(), 1);
  EXPECT_EQ(pa(*s).phase(), Phase::kRolling);
  EXPECT_TRUE(s->legal_actions(0).empty());
  const Result<void> again = s->apply(0, *s->parse_action(0, "take red 3"));
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error().code, ErrorCode::kIllegalAction);
}

// --- R6 Must take, or receive nothing -----------------------------------------------------

// R6 (PA-5): if any token qualifies the player must take one: "take nothing" is refused.
TEST(Pantolino, R6_MustTakeWhenATokenQualifies) {
  auto s = start("pantolino");
  roll_and_stop(*s, "red red yellow star");
  const auto before = s->clone();
  const Result<Action> nothing = s->parse_action(0, "take nothing");
  ASSERT_TRUE(nothing.ok());
  const Result<void> applied = s->apply(0, *nothing);
  ASSERT_FALSE(applied.ok());
  EXPECT_EQ(applied.error().code, ErrorCode::kIllegalAction);
  EXPECT_NE(applied.error().message.find("take red 3"), std::string::npos)
      << applied.error().message;
  EXPECT_TRUE(s->equals(*before));
}

// R6 (PA-6): if no token qualifies the player receives nothing and the turn passes.
TEST(Pantolino, R6_ReceiveNothingWhenNoTokenQualifies) {
  auto s = start("pantolino");
  roll_and_stop(*s, "yellow red green blue");
  EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"take nothing"});
  act(*s, 0, "take nothing");
  EXPECT_EQ(pa(*s).centipede(0).length, 0);
  EXPECT_EQ(supply_size(*s), 15);
  EXPECT_EQ(pa(*s).current_player(), 1);
  EXPECT_EQ(pa(*s).turns_played(), 1);
}

// R6 (PA-6): "if none of the boot tokens you need remain, you receive nothing".
TEST(Pantolino, R6_ReceiveNothingWhenTheNeededTokensAreGone) {
  auto s = start("pantolino");
  take_turn(*s, "red", 2);
  take_turn(*s, "red", 3);
  take_turn(*s, "red", 4);
  roll_and_stop(*s, "red red red red");
  EXPECT_EQ(legal_texts(*s, 1), std::set<std::string>{"take nothing"});
}

// --- R7 discard_smallest ------------------------------------------------------------------

// R7 (PA-6): with discard_smallest, when nothing qualifies the player must remove a smallest
// supply token from the game, choosing among equals; receiving nothing is not allowed.
TEST(Pantolino, R7_DiscardSmallestChoiceAmongEquals) {
  auto s = start("pantolino(discard_smallest=true)");
  roll_and_stop(*s, "yellow red green blue");
  const std::set<std::string> expected = {"discard yellow 2", "discard red 2", "discard green 2",
                                          "discard blue 2", "discard black 2"};
  EXPECT_EQ(legal_texts(*s, 0), expected);
  EXPECT_FALSE(s->apply(0, kTakeNothing).ok());
  act(*s, 0, "discard blue 2");
  EXPECT_FALSE(pa(*s).in_supply(tok("blue", 2)));
  EXPECT_EQ(supply_size(*s), 14);
  EXPECT_EQ(pa(*s).centipede(0).length, 0);  // removed from the game, not taken
  EXPECT_EQ(pa(*s).current_player(), 1);
}

// Review D-4 (PA-6): under discard_smallest, "take nothing" with nothing qualifying
// is refused for the true reason (a smallest token must be discarded), not because
// "a token qualifies"; with a token qualifying the old reason stands.
TEST(Pantolino, R7_TakeNothingIsRefusedForTheTrueReasonUnderDiscardSmallest_PA6) {
  auto s = start("pantolino(players=1)");  // solo: discard_smallest is on (PA-3)
  roll_and_stop(*s, "yellow red green blue");
  auto r = s->apply(0, kTakeNothing);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("no token qualifies"), std::string::npos) << r.error().message;
  EXPECT_EQ(r.error().message.find("a token qualifies, so"), std::string::npos);
  auto t = start("pantolino(discard_smallest=true)");
  roll_and_stop(*t, "red red star yellow");
  auto q = t->apply(0, kTakeNothing);
  ASSERT_FALSE(q.ok());
  EXPECT_NE(q.error().message.find("a token qualifies, so you must take one"), std::string::npos);
}

// R7 (PA-6): only the smallest tokens left may be discarded; once the 2s are gone, the 3s.
TEST(Pantolino, R7_DiscardOnlyTheSmallestLeft) {
  auto s = start("pantolino(discard_smallest=true)");
  take_turn(*s, "yellow", 2);
  take_turn(*s, "red", 2);
  take_turn(*s, "green", 2);
  take_turn(*s, "blue", 2);
  roll_and_stop(*s, "yellow red green blue");
  EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"discard black 2"});
  EXPECT_FALSE(s->apply(0, *s->parse_action(0, "discard red 3")).ok());
  act(*s, 0, "discard black 2");
  roll_and_stop(*s, "yellow red green blue");
  const std::set<std::string> threes = {"discard yellow 3", "discard red 3", "discard green 3",
                                        "discard blue 3", "discard black 3"};
  EXPECT_EQ(legal_texts(*s, 1), threes);
}

// R7 (PA-6): discarding applies only when nothing qualifies, and the option is off by default.
TEST(Pantolino, R7_DiscardOnlyWhenNothingQualifiesAndOffByDefault) {
  auto on = start("pantolino(discard_smallest=true)");
  roll_and_stop(*on, "red red yellow star");
  const std::set<std::string> julia = {"take red 2", "take red 3", "take yellow 2"};
  EXPECT_EQ(legal_texts(*on, 0), julia);

  auto off = start("pantolino");
  EXPECT_FALSE(pa(*off).options().discard_smallest);
  EXPECT_NE(off->game().game_string().find("discard_smallest=false"), std::string::npos);
  roll_and_stop(*off, "yellow red green blue");
  EXPECT_EQ(legal_texts(*off, 0), std::set<std::string>{"take nothing"});
}

// --- R8 Escaping Boots --------------------------------------------------------------------

// R8 (PA-5, Escaping Boots), the rulebook's Julia/Ivan example: with 3 red boots Julia may take
// red 2 from the supply or the red 3 at the tail of Ivan's centipede, but not a token from its
// middle; the stolen token goes to her tail and leaves Ivan's.
TEST(Pantolino, R8_EscapingBootsJuliaAndIvan) {
  auto s = start("pantolino(escaping_boots=true)");
  take_turn(*s, "green", 2);   // Julia (player 1)
  take_turn(*s, "yellow", 2);  // Ivan (player 2)
  take_turn(*s, "green", 3);
  take_turn(*s, "red", 3);  // Ivan's tail is now red 3, yellow 2 is in his middle
  roll_and_stop(*s, "red red red yellow");
  const std::set<std::string> expected = {"take red 2", "take red 3 from player 2"};
  EXPECT_EQ(legal_texts(*s, 0), expected);
  // Only the tail: the yellow 2 in the middle of Ivan's centipede cannot be named.
  const Result<Action> middle = s->parse_action(0, "take yellow 2 from player 2");
  ASSERT_FALSE(middle.ok());
  EXPECT_EQ(middle.error().code, ErrorCode::kIllegalAction);
  EXPECT_NE(middle.error().message.find("tail"), std::string::npos) << middle.error().message;

  act(*s, 0, "take red 3 from player 2");
  const std::vector<std::string> julia = {"green 2", "green 3", "red 3"};
  EXPECT_EQ(tokens_of(*s, 0), julia);
  EXPECT_EQ(tokens_of(*s, 1), std::vector<std::string>{"yellow 2"});
  EXPECT_TRUE(pa(*s).in_supply(tok("red", 2)));  // the supply is untouched by a steal
  EXPECT_EQ(supply_size(*s), 11);
}

// R8 (PA-5, PA-6): a tail token is stolen on the same terms as a supply token, and if only a
// tail token qualifies the player must take it (neither receive nothing nor discard).
TEST(Pantolino, R8_MustStealWhenOnlyATailTokenQualifies) {
  for (const bool discard : {false, true}) {
    auto s = start(discard ? "pantolino(escaping_boots=true,discard_smallest=true)"
                           : "pantolino(escaping_boots=true)");
    take_turn(*s, "red", 2);
    take_turn(*s, "red", 3);
    take_turn(*s, "red", 4);
    turn(*s, "yellow red green blue", discard ? "discard yellow 2" : "take nothing");
    roll_and_stop(*s, "red red red green");
    EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"take red 3 from player 2"}) << discard;
    EXPECT_FALSE(s->apply(0, kTakeNothing).ok());
    EXPECT_FALSE(s->apply(0, kDiscardBase + tok("green", 2)).ok());
    // Never from one's own centipede (its tail, red 4, is worth more than the count anyway).
    EXPECT_FALSE(s->apply(0, *s->parse_action(0, "take red 4 from player 1")).ok());
  }
}

// R8: Escaping Boots is agreed before the game; without it no tail token may be taken.
TEST(Pantolino, R8_NoStealingWithoutTheVariant) {
  auto s = start("pantolino");
  EXPECT_FALSE(pa(*s).options().escaping_boots);
  take_turn(*s, "green", 2);
  take_turn(*s, "red", 3);
  roll_and_stop(*s, "red red red yellow");
  EXPECT_EQ(legal_texts(*s, 0), std::set<std::string>{"take red 2"});
  const auto before = s->clone();
  EXPECT_FALSE(s->apply(0, *s->parse_action(0, "take red 3 from player 2")).ok());
  EXPECT_TRUE(s->equals(*before));
}

// R8: with three players a tail token may be taken from either opponent.
TEST(Pantolino, R8_AnyOpponentsTail) {
  auto s = start("pantolino(players=3,escaping_boots=true)");
  take_turn(*s, "yellow", 3);
  take_turn(*s, "red", 3);
  take_turn(*s, "blue", 3);
  roll_and_stop(*s, "star star star green");
  const std::set<std::string> legal = legal_texts(*s, 0);
  EXPECT_TRUE(legal.contains("take red 3 from player 2"));
  EXPECT_TRUE(legal.contains("take blue 3 from player 3"));
  EXPECT_FALSE(legal.contains("take yellow 3 from player 1"));
  act(*s, 0, "take blue 3 from player 3");
  EXPECT_EQ(pa(*s).centipede(2).length, 0);
}

// --- R9 End of the game -------------------------------------------------------------------

// R9 (PA-7): the game ends as soon as the last token leaves the supply, not before.
TEST(Pantolino, R9_GameEndsWhenTheSupplyIsEmpty) {
  auto s = start("pantolino");
  int taken = 0;
  for (std::string_view colour : {"yellow", "red", "green", "blue", "black"}) {
    for (int boots = kMinBoots; boots <= kMaxBoots; ++boots) {
      EXPECT_FALSE(s->is_terminal()) << "after " << taken << " tokens";
      take_turn(*s, colour, boots);
      ++taken;
    }
  }
  EXPECT_TRUE(pa(*s).supply_empty());
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(pa(*s).phase(), Phase::kOver);
  EXPECT_EQ(pa(*s).turns_played(), 15);
  EXPECT_TRUE(s->acting_players().empty());
  const Result<void> after = s->apply(kChancePlayer, 0);
  ASSERT_FALSE(after.ok());
  EXPECT_NE(after.error().message.find("over"), std::string::npos) << after.error().message;
}

// R9 (PA-6, PA-7): a discard that empties the supply also ends the game.
TEST(Pantolino, R9_DiscardingTheLastTokenEndsTheGame) {
  auto s = start("pantolino(discard_smallest=true)");
  for (std::string_view colour : {"yellow", "red", "green", "blue", "black"}) {
    for (int boots = kMinBoots; boots <= kMaxBoots; ++boots) {
      if (colour == "black" && boots == 4) break;
      take_turn(*s, colour, boots);
    }
  }
  ASSERT_FALSE(s->is_terminal());
  roll_and_stop(*s, "yellow red green blue");
  act(*s, pa(*s).current_player(), "discard black 4");
  EXPECT_TRUE(s->is_terminal());
}

// --- R10 Score and tie-breaks -------------------------------------------------------------

// Plays the 15 takes given round by round (seat order) in a 3-player game.
std::unique_ptr<State> three_player_game(
    const std::vector<std::vector<std::pair<std::string_view, int>>>& seat_tokens) {
  auto s = start("pantolino(players=3)");
  for (std::size_t round = 0; round < seat_tokens[0].size(); ++round) {
    for (const auto& tokens : seat_tokens) take_turn(*s, tokens[round].first, tokens[round].second);
  }
  return s;
}

// R10 (PA-7): the score is the boots on a player's tokens; the longest centipede wins.
TEST(Pantolino, R10_MostBootsWins) {
  auto s = start("pantolino");
  for (std::string_view colour : {"yellow", "red", "green", "blue", "black"}) {
    take_turn(*s, colour, 4);  // player 1 takes the 4s
    take_turn(*s, colour, 2);  // player 2 the 2s
  }
  for (std::string_view colour : {"yellow", "red", "green", "blue", "black"}) {
    take_turn(*s, colour, 3);
  }
  ASSERT_TRUE(s->is_terminal());
  // Player 1 took the 4s and three 3s, player 2 the 2s and two 3s.
  EXPECT_EQ(s->scores(), (std::vector<double>{29, 16}));
  EXPECT_EQ(pa(*s).winners(), std::vector<Player>{0});
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

// R10 (PA-7): tied on boots, the player with the largest single-colour total wins.
TEST(Pantolino, R10_TieBrokenByTheLargestSingleColourTotal) {
  auto s = three_player_game({
      {{"yellow", 2}, {"yellow", 3}, {"yellow", 4}, {"red", 2}, {"red", 4}},  // 15, yellow 9
      {{"green", 4}, {"green", 2}, {"blue", 4}, {"blue", 3}, {"black", 2}},   // 15, blue 7
      {{"red", 3}, {"green", 3}, {"blue", 2}, {"black", 3}, {"black", 4}},    // 15, black 7
  });
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->scores(), (std::vector<double>{15, 15, 15}));
  EXPECT_EQ(pa(*s).best_colour_boots(0), 9);
  EXPECT_EQ(pa(*s).best_colour_boots(1), 7);
  EXPECT_EQ(pa(*s).winners(), std::vector<Player>{0});
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0, 0}));
}

// R10 (PA-7): still tied after the tie-break, the tied players share the victory.
TEST(Pantolino, R10_StillTiedSharesTheVictory) {
  auto s = three_player_game({
      {{"yellow", 4}, {"yellow", 3}, {"yellow", 2}, {"red", 4}, {"red", 3}},  // 16, yellow 9
      {{"green", 4}, {"green", 3}, {"green", 2}, {"blue", 4}, {"blue", 3}},   // 16, green 9
      {{"red", 2}, {"blue", 2}, {"black", 2}, {"black", 3}, {"black", 4}},    // 13
  });
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->scores(), (std::vector<double>{16, 16, 13}));
  EXPECT_EQ(pa(*s).winners(), (std::vector<Player>{0, 1}));
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5, 0}));
  EXPECT_EQ(s->observation(kSpectator)["winners"], (nlohmann::json{0, 1}));  // seats from 0
}

// --- R11 Safety bound ---------------------------------------------------------------------

// R11 (PA-7): a game ends after 1,000 turns whatever the supply holds, scored as it stands.
TEST(Pantolino, R11_SafetyBoundOfOneThousandTurns) {
  auto s = start("pantolino");
  EXPECT_GE(s->game().max_game_length(), 1000 * 6);  // 3 rolls, 2 decisions, 1 take a turn
  take_turn(*s, "yellow", 2);
  for (int t = 1; t < 999; ++t) {
    nothing_turn(*s);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_EQ(pa(*s).turns_played(), 999);
  EXPECT_FALSE(s->is_terminal());
  nothing_turn(*s);
  EXPECT_EQ(pa(*s).turns_played(), 1000);
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(supply_size(*s), 14);
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

// --- R12 Solo -----------------------------------------------------------------------------

// R12 (PA-3): solo, discard_smallest is always on, even if the game string says otherwise.
TEST(Pantolino, R12_SoloForcesDiscardSmallest) {
  for (std::string_view text :
       {"pantolino(players=1)", "pantolino(players=1,discard_smallest=false)"}) {
    auto s = start(text);
    ASSERT_NE(s, nullptr);
    EXPECT_TRUE(pa(*s).options().discard_smallest) << text;
    EXPECT_NE(s->game().game_string().find("discard_smallest=true"), std::string::npos) << text;
    roll_and_stop(*s, "yellow red green blue");
    EXPECT_EQ(legal_texts(*s, 0).size(), 5u) << text;  // the five 2s
    EXPECT_FALSE(s->apply(0, kTakeNothing).ok()) << text;
  }
}

// R12 (PA-3): every solo turn takes or discards a supply token, so a solo game lasts exactly
// 15 turns; its return is the boots collected.
TEST(Pantolino, R12_SoloLastsFifteenTurnsAndScoresBoots) {
  auto s = start("pantolino(players=1)");
  const std::vector<std::string_view> moves = {
      "take black 4", "discard yellow 2", "take black 3", "discard red 2",
      "take black 2", "discard green 2",  "take blue 4",  "discard blue 2",
      "take blue 3",  "discard yellow 3", "take green 4", "discard red 3",
      "take green 3", "discard yellow 4", "take red 4"};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    ASSERT_FALSE(s->is_terminal()) << "after " << i << " turns";
    EXPECT_EQ(pa(*s).current_player(), 0);
    const bool take = i % 2 == 0;
    turn(*s, take ? "star star star star" : "yellow red green blue", moves[i]);
  }
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(pa(*s).turns_played(), 15);
  EXPECT_EQ(pa(*s).boots(0), 4 + 3 + 2 + 4 + 3 + 4 + 3 + 4);
  EXPECT_EQ(s->scores(), std::vector<double>{27});
  EXPECT_EQ(s->returns(), std::vector<double>{27});
  EXPECT_TRUE(pa(*s).winners().empty());
}

// R12 (PA-3): with random dice and random choices, every solo game lasts exactly 15 turns.
TEST(Pantolino, R12_RandomSoloGamesLastFifteenTurns) {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    Rng rng(seed);
    auto s = start("pantolino(players=1)");
    while (!s->is_terminal()) {
      if (s->is_chance_node()) {
        ASSERT_TRUE(s->apply(kChancePlayer, s->sample_chance(rng)).ok());
        continue;
      }
      const ActionList legal = s->legal_actions(0);
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(
          s->apply(0, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))])
              .ok());
    }
    EXPECT_EQ(pa(*s).turns_played(), 15) << "seed " << seed;
    EXPECT_EQ(s->returns()[0], pa(*s).boots(0)) << "seed " << seed;
  }
}

// --- R13 Players --------------------------------------------------------------------------

// R13 (PA-3): 2 to 4 players (one centipede token each), 2 by default, or solo (R12).
TEST(Pantolino, R13_OneToFourPlayers) {
  EXPECT_EQ(start("pantolino")->num_players(), 2);
  for (int n = 1; n <= 4; ++n) {
    auto s = start("pantolino(players=" + std::to_string(n) + ")");
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->num_players(), n);
    EXPECT_EQ(s->scores().size(), static_cast<std::size_t>(n));
  }
  EXPECT_FALSE(load_game("pantolino(players=0)").ok());
  EXPECT_FALSE(load_game("pantolino(players=5)").ok());
}

// --- R14 Order of a centipede -------------------------------------------------------------

// R14 (PA-5): a centipede is ordered, head first and tail last, and observations keep that
// order for every viewer.
TEST(Pantolino, R14_ObservationsKeepTheCentipedeOrder) {
  auto s = start("pantolino(escaping_boots=true)");
  take_turn(*s, "black", 4);
  take_turn(*s, "yellow", 3);
  take_turn(*s, "red", 2);
  take_turn(*s, "green", 3);
  roll_and_stop(*s, "green green green star");
  act(*s, 0, "take green 3 from player 2");
  for (Player viewer : {0, 1, kSpectator}) {
    const nlohmann::json obs = s->observation(viewer);
    const nlohmann::json& first = obs["centipedes"][0];
    EXPECT_EQ(first["player"], 0);
    EXPECT_EQ(first["tokens"], (nlohmann::json{"black 4", "red 2", "green 3"}));
    EXPECT_EQ(first["boots"], 9);
    EXPECT_EQ(obs["centipedes"][1]["tokens"], nlohmann::json{"yellow 3"});
  }
}

// --- Action text --------------------------------------------------------------------------

// Action text: every kind of action reads back as the same action.
TEST(Pantolino, ActionText_RoundTripEveryKind) {
  auto s = start("pantolino(players=3,escaping_boots=true)");
  take_turn(*s, "red", 3);
  take_turn(*s, "blue", 2);
  nothing_turn(*s);
  // Chance: every outcome of a four-dice roll.
  for (const ChanceOutcome& o : s->chance_outcomes().outcomes) {
    const std::string text = s->action_to_string(kChancePlayer, o.action);
    const Result<Action> back = s->parse_action(kChancePlayer, text);
    ASSERT_TRUE(back.ok()) << text;
    EXPECT_EQ(*back, o.action) << text;
  }
  roll_and_stop(*s, "red red red star");
  const Player p = 0;
  EXPECT_EQ(s->action_to_string(p, kStop), "stop");
  EXPECT_EQ(s->action_to_string(p, 0b0101), "reroll 1 3");
  EXPECT_EQ(s->action_to_string(p, kTakeBase + tok("red", 3)), "take red 3");
  EXPECT_EQ(s->action_to_string(p, kStealBase + 1), "take blue 2 from player 2");
  EXPECT_EQ(s->action_to_string(p, kTakeNothing), "take nothing");
  EXPECT_EQ(s->action_to_string(p, kDiscardBase + tok("yellow", 2)), "discard yellow 2");
  std::vector<Action> all = {kStop, kTakeNothing, kStealBase + 1};
  for (Action mask = 1; mask < (1 << kNumDice); ++mask) all.push_back(mask);
  for (int t = 0; t < kNumTokens; ++t) {
    all.push_back(kTakeBase + t);
    all.push_back(kDiscardBase + t);
  }
  for (Action a : all) {
    const std::string text = s->action_to_string(p, a);
    const Result<Action> back = s->parse_action(p, text);
    ASSERT_TRUE(back.ok()) << text << ": " << back.error().message;
    EXPECT_EQ(*back, a) << text;
  }
  // Case and extra spaces are forgiven; "re-roll", "keep" and "joker" are accepted.
  EXPECT_EQ(*s->parse_action(p, "  TAKE  Red 3 "), kTakeBase + tok("red", 3));
  EXPECT_EQ(*s->parse_action(p, "re-roll 3 1"), 0b0101);
  EXPECT_EQ(*s->parse_action(p, "keep"), kStop);
}

// Action text: a chance roll is written as the faces of the dice being rolled, in die order.
TEST(Pantolino, ActionText_ChanceRollWrittenAsFaces) {
  auto s = start("pantolino");
  const Result<Action> roll = s->parse_action(kChancePlayer, "roll red red star blue");
  ASSERT_TRUE(roll.ok());
  EXPECT_EQ(s->action_to_string(kChancePlayer, *roll), "roll red red star blue");
  EXPECT_EQ(*s->parse_action(kChancePlayer, "red red joker blue"), *roll);
  ASSERT_TRUE(s->apply(kChancePlayer, *roll).ok());
  const PantolinoState& st = pa(*s);
  EXPECT_EQ(st.face(0), *face_from_word("red"));
  EXPECT_EQ(st.face(1), *face_from_word("red"));
  EXPECT_EQ(st.face(2), kStar);
  EXPECT_EQ(st.face(3), *face_from_word("blue"));
  // A reroll of dice 2 and 4 is written with two faces: die 2's, then die 4's.
  act(*s, 0, "reroll 2 4");
  const Result<Action> wrong = s->parse_action(kChancePlayer, "roll green black yellow");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().code, ErrorCode::kParseError);
  EXPECT_NE(wrong.error().message.find("2 faces"), std::string::npos) << wrong.error().message;
  act(*s, kChancePlayer, "roll green black");
  EXPECT_EQ(st.face(0), *face_from_word("red"));
  EXPECT_EQ(st.face(1), *face_from_word("green"));
  EXPECT_EQ(st.face(2), kStar);
  EXPECT_EQ(st.face(3), *face_from_word("black"));
}

// Action text: seats are numbered from 1 in text ("player 1") and from 0 in JSON.
TEST(Pantolino, ActionText_SeatsFromOneInTextFromZeroInJson) {
  auto s = start("pantolino(escaping_boots=true)");
  EXPECT_EQ(player_name(0), "player 1");
  take_turn(*s, "red", 3);
  EXPECT_EQ(s->observation(1)["current_player"], 1);
  EXPECT_EQ(s->observation(1)["you"], 1);
  take_turn(*s, "yellow", 2);
  roll_and_stop(*s, "yellow yellow red star");
  // Seat 1 in JSON is "player 2" in text.
  EXPECT_TRUE(legal_texts(*s, 0).contains("take yellow 2 from player 2"));
  EXPECT_EQ(*s->parse_action(0, "take yellow 2 from player 2"), kStealBase + 1);
  EXPECT_FALSE(s->parse_action(0, "take yellow 2 from player 3").ok());
  EXPECT_EQ(s->observation(0)["centipedes"][1]["player"], 1);
}

// Action text: an illegal or unreadable action is refused with an error that says why, and
// the state is unchanged.
TEST(Pantolino, ActionText_IllegalActionsRefusedAndStateUnchanged) {
  auto s = start("pantolino");
  roll_and_stop(*s, "red red yellow star");
  const auto before = s->clone();

  const Result<void> not_yours = s->apply(1, *s->parse_action(1, "take red 3"));
  ASSERT_FALSE(not_yours.ok());
  EXPECT_EQ(not_yours.error().code, ErrorCode::kIllegalAction);
  EXPECT_NE(not_yours.error().message.find("not player 2's move"), std::string::npos)
      << not_yours.error().message;

  const Result<void> too_big = s->apply(0, *s->parse_action(0, "take red 4"));
  ASSERT_FALSE(too_big.ok());
  EXPECT_EQ(too_big.error().code, ErrorCode::kIllegalAction);
  EXPECT_NE(too_big.error().message.find("\"take red 4\""), std::string::npos)
      << too_big.error().message;
  EXPECT_NE(too_big.error().message.find("legal now"), std::string::npos)
      << too_big.error().message;

  const Result<void> no_roll = s->apply(kChancePlayer, 0);
  ASSERT_FALSE(no_roll.ok());
  EXPECT_EQ(no_roll.error().code, ErrorCode::kIllegalAction);

  for (std::string_view text : {"take purple 3", "take red 5", "take star 2", "discard red",
                                "reroll 5", "reroll 1 1", "fly away", ""}) {
    const Result<Action> bad = s->parse_action(0, text);
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_EQ(bad.error().code, ErrorCode::kParseError) << text;
    EXPECT_NE(bad.error().message.find("expected"), std::string::npos) << bad.error().message;
  }
  EXPECT_TRUE(s->equals(*before));
  EXPECT_EQ(s->observation(0), before->observation(0));
}

}  // namespace
}  // namespace rookery::pantolino

namespace rookery {
namespace {

// Refusals say why, in the rulebook's terms, besides listing the legal actions.
TEST(Pantolino, RefusalsExplainTheRule) {
  auto game = load_game("pantolino").value();
  auto s = game->new_initial_state(game);
  ASSERT_TRUE(
      s->apply(kChancePlayer, s->parse_action(kChancePlayer, "roll red red yellow star").value())
          .ok());
  const auto why = [&](const char* text) {
    auto r = s->apply(0, s->parse_action(0, text).value());
    return r ? std::string() : r.error().message;
  };
  EXPECT_NE(why("take red 3").find("first stop rolling"), std::string::npos);
  ASSERT_TRUE(s->apply(0, s->parse_action(0, "stop").value()).ok());
  EXPECT_NE(why("take red 4").find("red counts 3 (red dice plus stars)"), std::string::npos);
  EXPECT_NE(why("take nothing").find("must take one"), std::string::npos);
  // (An empty opponent's tail cannot even be named in text; the id reaches apply.)
  const auto stolen = s->apply(0, pantolino::kStealBase + 1);
  ASSERT_FALSE(stolen.ok());
  EXPECT_NE(stolen.error().message.find("Escaping Boots"), std::string::npos);
  EXPECT_NE(why("discard yellow 2").find("discard_smallest"), std::string::npos);
  EXPECT_NE(why("reroll 1").find("take a token now"), std::string::npos);
}

}  // namespace
}  // namespace rookery
