// A Fistful of Penguins, clause by clause (games/fistful/RULES.md, FP-0..FP-12).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/fistful/fistful_test_util.h"

namespace rookery::fistful {
namespace {

using testing::act;
using testing::fistful;
using testing::new_state;
using testing::refusal;
using testing::turn;

TEST(Fistful, R1_EachPlayerStartsWithSixTokensAndTenDollars_FP0) {
  auto s = new_state("fistful(players=3)");
  for (Player p = 0; p < 3; ++p) {
    EXPECT_EQ(fistful(*s).purse(p).money, 10);
    EXPECT_EQ(fistful(*s).purse(p).tokens, 6);
    EXPECT_EQ(fistful(*s).purse(p).chip, 0);
  }
  EXPECT_EQ(fistful(*s).active(), 0);  // the start player is seat 1
  EXPECT_TRUE(s->is_chance_node());
}

TEST(Fistful, R2_TurnsPassLeftAndTheStartPlayerStartsEveryRound) {
  auto s = new_state("fistful(players=3)");
  std::vector<Player> order;
  for (int t = 0; t < 9; ++t) {
    order.push_back(fistful(*s).active());
    // Player 1 rolls camels and wins outright; the others roll lone moose.
    const std::string face = fistful(*s).active() == 0 ? " camel" : " moose";
    std::string roll = "roll";
    for (int i = 0; i < fistful(*s).to_roll(); ++i) roll += face;
    turn(*s, roll);
  }
  EXPECT_EQ(order, (std::vector<Player>{0, 1, 2, 0, 1, 2, 0, 1, 2}));
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(fistful(*s).showdown(), 0);
}

TEST(Fistful, R3_StartingDiceAreFourFiveSix_FP2) {
  auto s = new_state("fistful(players=2)");
  std::vector<int> dice;
  for (int t = 0; t < 6; ++t) {
    dice.push_back(fistful(*s).to_roll());
    std::string roll = "roll";
    for (int i = 0; i < fistful(*s).to_roll(); ++i) roll += " moose";
    turn(*s, roll);
  }
  EXPECT_EQ(dice, (std::vector<int>{4, 4, 5, 5, 6, 6}));
  EXPECT_EQ(starting_dice(0, 5), 3);  // FP-2, advanced game sizes
  EXPECT_EQ(starting_dice(2, 6), 4);
}

TEST(Fistful, R3_ARollIsAChanceOutcomeWithMultinomialWeights_FP1) {
  auto s = new_state("fistful");
  const ChanceDistribution d = s->chance_outcomes();
  EXPECT_EQ(d.outcomes.size(), 126u);  // multisets of 4 dice over 6 faces: C(9,5)
  EXPECT_EQ(d.total, 1296u);
  for (std::size_t i = 0; i < d.outcomes.size(); ++i) {
    const std::string text = s->action_to_string(kChancePlayer, d.outcomes[i].action);
    if (text == "roll penguin penguin penguin penguin") {
      EXPECT_EQ(d.outcomes[i].weight, 1u);
    }
    if (text == "roll penguin squirrel moose kangaroo") {
      EXPECT_EQ(d.outcomes[i].weight, 24u);
    }
    if (text == "roll lion lion camel camel") {
      EXPECT_EQ(d.outcomes[i].weight, 6u);
    }
  }
}

// Found by the action-text fuzz target (docs/fuzzing.md): with no dice to roll, the empty roll
// was written "roll no dice", which did not read back.
TEST(Fistful, AnEmptyRollReadsBackAsWritten) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll squirrel moose camel camel");
  ASSERT_EQ(fistful(*s).to_roll(), 0);
  const auto empty = s->parse_action(kChancePlayer, "roll");
  ASSERT_TRUE(empty.ok());
  const std::string text = s->action_to_string(kChancePlayer, *empty);
  EXPECT_EQ(text, "roll no dice");
  const auto again = s->parse_action(kChancePlayer, text);
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_EQ(*again, *empty);
}

TEST(Fistful, R4_StopNamesTheModeOnlyWhenLionsShow_FP6) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll squirrel moose camel camel");
  EXPECT_EQ(s->action_to_string(0, kStop), "stop");
  EXPECT_FALSE(s->legal_actions(0).contains(kStopLions));
  auto t = new_state("fistful");
  act(*t, kChancePlayer, "roll lion kangaroo kangaroo camel");
  EXPECT_TRUE(t->legal_actions(0).contains(kStopLions));
  EXPECT_NE(refusal(*t, 0, "stop").find("say which"), std::string::npos);
  act(*t, 0, "stop scoring lions");
  EXPECT_EQ(fistful(*t).purse(0).money, 17);
}

TEST(Fistful, R4_ATurnMustStopWhenNoDieIsLeftInPlay_FP5) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll penguin penguin penguin penguin");
  act(*s, 0, "cash in 4 penguins");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 16);
  const ActionList legal = s->legal_actions(0);
  ASSERT_EQ(legal.size(), 1);
  EXPECT_EQ(legal[0], kStop);
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).active(), 1);
  EXPECT_EQ(fistful(*s).purse(0).tokens, 16);  // R11: unspent tokens carry over
}

TEST(Fistful, R5_DrawingASpareDieCostsATokenAndRollsIt_FP4) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll squirrel squirrel moose camel");
  EXPECT_EQ(fistful(*s).spare_dice(), 5);
  act(*s, 0, "draw a die");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 5);
  EXPECT_EQ(fistful(*s).to_roll(), 1);
  act(*s, kChancePlayer, "roll moose");
  EXPECT_EQ(fistful(*s).in_play()[kMoose], 2);
  EXPECT_EQ(fistful(*s).spare_dice(), 4);
}

TEST(Fistful, R5_NoDrawWhenNoSpareDieIsLeftCashedDiceIncluded_FP4) {
  auto s = new_state("fistful(players=1)");
  act(*s, kChancePlayer, "roll penguin penguin penguin camel");
  act(*s, 0, "cash in 3 penguins");  // cashed dice still count as held
  EXPECT_EQ(fistful(*s).spare_dice(), 9 - 1 - 3);
  for (int i = 0; i < 5; ++i) {
    act(*s, 0, "draw a die");
    act(*s, kChancePlayer, "roll camel");
  }
  EXPECT_EQ(fistful(*s).spare_dice(), 0);
  EXPECT_FALSE(s->legal_actions(0).contains(kDraw));
  EXPECT_FALSE(refusal(*s, 0, "draw a die").empty());
}

TEST(Fistful, R6_ARerollCostsATokenAndRerollsOnlyTheDiceChosen) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll squirrel lion lion camel");
  act(*s, 0, "reroll lion lion");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 5);
  EXPECT_EQ(fistful(*s).to_roll(), 2);
  act(*s, kChancePlayer, "roll moose kangaroo");
  const FaceCounts expected = {0, 1, 1, 1, 0, 1};
  EXPECT_EQ(fistful(*s).in_play(), expected);
  // Dice that are not in play cannot be rerolled; nor can none.
  EXPECT_FALSE(refusal(*s, 0, "reroll lion").empty());
  EXPECT_FALSE(refusal(*s, 0, "reroll").empty());
}

TEST(Fistful, R6_NoRerollOrDrawWithoutATokenButCashInAndStopRemain) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll penguin lion lion camel");
  for (int i = 0; i < 6; ++i) {
    act(*s, 0, "reroll camel");
    act(*s, kChancePlayer, "roll camel");
  }
  EXPECT_EQ(fistful(*s).purse(0).tokens, 0);
  const ActionList legal = s->legal_actions(0);
  EXPECT_FALSE(legal.contains(kDraw));
  EXPECT_NE(refusal(*s, 0, "reroll camel").find("illegal"), std::string::npos);
  EXPECT_TRUE(legal.contains(kCashInBase + 1));
  EXPECT_TRUE(legal.contains(kStopLions));
}

TEST(Fistful, R7_CashingInScoresTheGroupAndTakesTheDiceOutOfPlay_FP5) {
  auto s = new_state("fistful(players=1)");
  act(*s, kChancePlayer, "roll penguin penguin penguin lion");
  act(*s, 0, "cash in 2 penguins");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 6 + 3);
  EXPECT_EQ(fistful(*s).cashed(), 2);
  EXPECT_EQ(fistful(*s).in_play()[kPenguin], 1);
  // Cashed dice cannot be rerolled or cashed again.
  EXPECT_FALSE(refusal(*s, 0, "reroll penguin penguin").empty());
  EXPECT_FALSE(refusal(*s, 0, "cash in 2 penguins").empty());
  // The penguin still showing scores by the same table at the stop, as its own group.
  act(*s, 0, "stop scoring lions");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 6 + 3 + 1);
  EXPECT_EQ(fistful(*s).purse(0).money, 10 + 7);
}

TEST(Fistful, R8_SquirrelsAreTakenFromTheOpponentsAtTheStop_FP7) {
  auto s = new_state("fistful(players=4)");
  turn(*s, "roll squirrel squirrel squirrel squirrel");
  EXPECT_EQ(fistful(*s).purse(0).money, 20);
  EXPECT_EQ(fistful(*s).purse(1).money, 5);
  EXPECT_EQ(fistful(*s).purse(2).money, 8);
  EXPECT_EQ(fistful(*s).purse(3).money, 7);
}

TEST(Fistful, R8_CamelsAreVoidWhenAnyLionShowsWhateverIsScored) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo lion camel camel", "stop scoring animals");
  EXPECT_EQ(fistful(*s).purse(0).money, 10 + 1);  // the kangaroo only
}

TEST(Fistful, R9_KangarooChipOneSideInRoundOneTwoSideInRoundTwo_FP9) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo camel camel camel");
  EXPECT_EQ(fistful(*s).purse(0).chip, 1);
  turn(*s, "roll kangaroo lion camel camel", "stop scoring lions");
  EXPECT_EQ(fistful(*s).purse(1).chip, 0);  // chose lions: no chip
  turn(*s, "roll kangaroo camel camel camel camel");
  EXPECT_EQ(fistful(*s).purse(0).chip, 2);  // flipped to the two side, never two chips
  turn(*s, "roll moose moose moose moose moose");
  EXPECT_EQ(fistful(*s).purse(1).chip, 0);  // no kangaroo scored
  turn(*s, "roll kangaroo kangaroo camel camel camel camel");
  EXPECT_EQ(fistful(*s).purse(0).chip, 2);  // round 3 gives none (the 2 was kept)
  turn(*s, "roll kangaroo camel camel camel camel camel");
  EXPECT_EQ(fistful(*s).purse(1).chip, 0);  // round 3: no chip
}

TEST(Fistful, R10_TheChipTurnsUpToItsSideInDiceToKangarooOnce_FP10) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo camel camel camel");  // player 1 earns the one side
  turn(*s, "roll camel camel camel camel");
  act(*s, kChancePlayer, "roll lion lion squirrel moose penguin");
  EXPECT_FALSE(refusal(*s, 0, "spend chip: turn lion lion to kangaroo").empty());  // side 1
  act(*s, 0, "spend chip: turn lion to kangaroo");
  EXPECT_EQ(fistful(*s).purse(0).chip, 0);
  const FaceCounts expected = {1, 1, 1, 1, 1, 0};
  EXPECT_EQ(fistful(*s).in_play(), expected);
  EXPECT_FALSE(refusal(*s, 0, "spend chip: turn moose to kangaroo").empty());  // spent
  // A turned die is an ordinary die: it may be rerolled.
  act(*s, 0, "reroll kangaroo");
}

TEST(Fistful, R10_AChipYouDoNotHoldCannotBeSpent) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll lion lion squirrel moose");
  EXPECT_NE(refusal(*s, 0, "spend chip: turn lion to kangaroo").find("illegal"), std::string::npos);
}

TEST(Fistful, R12_UnspentTokensAreWorthADollarAndMostMoneyWins_FP11) {
  auto s = new_state("fistful");
  turn(*s, "roll camel camel camel camel");          // player 1: $30, 6 tokens
  turn(*s, "roll penguin penguin penguin penguin");  // player 2: $10, 16 tokens
  for (int t = 0; t < 4; ++t) {
    std::string roll = "roll";
    for (int i = 0; i < fistful(*s).to_roll(); ++i) roll += " moose";
    turn(*s, roll);
  }
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(fistful(*s).final_total(0), 36);
  EXPECT_EQ(fistful(*s).final_total(1), 26);
  EXPECT_EQ(s->returns(), (std::vector<double>{1.0, 0.0}));
}

// Three equal rounds for both players: a tie that needs a showdown.
std::unique_ptr<State> tied_after_three_rounds(std::string_view game = "fistful") {
  auto s = new_state(game);
  for (int t = 0; t < 2 * 3; ++t) {
    std::string roll = "roll";
    for (int i = 0; i < fistful(*s).to_roll(); ++i) roll += " camel";
    turn(*s, roll);
  }
  return s;
}

TEST(Fistful, R13_ATieGoesToAShowdownWithTwoTokensAndSevenDice_FP11) {
  auto s = tied_after_three_rounds();
  ASSERT_FALSE(s->is_terminal());
  EXPECT_EQ(fistful(*s).showdown(), 1);
  EXPECT_EQ(fistful(*s).final_total(0), 10 + 20 + 25 + 30 + 6);
  EXPECT_EQ(fistful(*s).active(), 0);
  EXPECT_EQ(fistful(*s).to_roll(), 7);
  act(*s, kChancePlayer, "roll camel camel camel camel camel camel camel");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 2);  // saved tokens can't be used
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).showdown_dollars(0), 35);
  turn(*s, "roll kangaroo kangaroo kangaroo kangaroo kangaroo kangaroo kangaroo");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 1.0}));
  // The showdown's dollars do not change the main-game totals.
  EXPECT_EQ(fistful(*s).final_total(0), 91);
  EXPECT_EQ(fistful(*s).final_total(1), 91);
  EXPECT_EQ(fistful(*s).purse(1).chip, 0);  // none is earned in a showdown
}

TEST(Fistful, R13_ShowdownSquirrelsArePaidByTheOtherShowdownPlayersInFull_FP11) {
  auto s = tied_after_three_rounds();
  turn(*s, "roll squirrel squirrel squirrel squirrel squirrel squirrel squirrel");
  EXPECT_EQ(fistful(*s).showdown_dollars(0), 28);  // 1+2+...+7 from player 2
  EXPECT_EQ(fistful(*s).purse(1).money, 91);       // main total untouched
  turn(*s, "roll moose moose moose moose moose moose moose");
  EXPECT_EQ(s->returns(), (std::vector<double>{1.0, 0.0}));
}

TEST(Fistful, R13_StillTiedRepeatsAtMostThreeTimesThenShares_FP11) {
  auto s = tied_after_three_rounds();
  for (int showdown = 1; showdown <= 3; ++showdown) {
    ASSERT_EQ(fistful(*s).showdown(), showdown);
    turn(*s, "roll camel camel camel camel camel camel camel");
    turn(*s, "roll camel camel camel camel camel camel camel");
  }
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
}

TEST(Fistful, R13_OnlyTheTiedPlayersPlayTheShowdown) {
  auto s = new_state("fistful(players=3)");
  for (int t = 0; t < 9; ++t) {
    std::string roll = "roll";
    // Player 2 rolls moose (nothing), players 1 and 3 rolls camels: 1 and 3 tie.
    const std::string face = fistful(*s).active() == 1 ? " moose" : " camel";
    for (int i = 0; i < fistful(*s).to_roll(); ++i) roll += face;
    turn(*s, roll);
  }
  EXPECT_EQ(fistful(*s).showdown(), 1);
  EXPECT_TRUE(fistful(*s).in_showdown(0));
  EXPECT_FALSE(fistful(*s).in_showdown(1));
  EXPECT_EQ(fistful(*s).active(), 0);
  // Squirrels in the showdown are paid by the other showdown player only.
  turn(*s, "roll squirrel squirrel camel camel camel camel camel");
  EXPECT_EQ(fistful(*s).active(), 2);
  EXPECT_EQ(fistful(*s).showdown_dollars(0), 25 + 3);
}

TEST(Fistful, R14_SoloIsThreeTurnsScoredMoneyPlusTokensWithARating_FP12) {
  auto s = new_state("fistful(players=1)");
  turn(*s, "roll camel camel camel camel");
  turn(*s, "roll kangaroo kangaroo kangaroo kangaroo kangaroo");
  turn(*s, "roll lion lion lion lion lion lion", "stop scoring lions");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(fistful(*s).solo_score(), 10 + 6 + 20 + 25 + 42);
  EXPECT_EQ(s->returns(), (std::vector<double>{103.0}));
  EXPECT_EQ(s->observation(0)["rating"], "Excellent");
  EXPECT_NE(s->describe(0).find("Excellent"), std::string::npos);
}

TEST(Fistful, R14_SoloRatingBands_FP12) {
  const std::pair<int, std::string> edges[] = {{59, "below the bands (under 60)"},
                                               {60, "Quite Good"},
                                               {79, "Quite Good"},
                                               {80, "Very Good"},
                                               {99, "Very Good"},
                                               {100, "Excellent"},
                                               {119, "Excellent"},
                                               {120, "Zowie"},
                                               {300, "Zowie"}};
  for (const auto& [score, band] : edges) EXPECT_EQ(solo_rating(score), band) << score;
}

TEST(Fistful, R14_SoloSquirrelsOptionBankPays_FP7) {
  auto none = new_state("fistful(players=1)");
  turn(*none, "roll squirrel squirrel squirrel moose");
  EXPECT_EQ(fistful(*none).purse(0).money, 10 + 9);
  auto bank = new_state("fistful(players=1,solo_squirrels=bank)");
  turn(*bank, "roll squirrel squirrel squirrel moose");
  EXPECT_EQ(fistful(*bank).purse(0).money, 10 + 9 + 6);
}

TEST(Fistful, ActionTextRoundTripsAndForgivesPlurals) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll penguins lion Lion camel");
  for (Action a : s->legal_actions(0)) {
    auto back = s->parse_action(0, s->action_to_string(0, a));
    ASSERT_TRUE(back.ok()) << s->action_to_string(0, a);
    EXPECT_EQ(*back, a);
  }
  EXPECT_EQ(s->parse_action(0, "reroll lions").value(), reroll_action({0, 0, 0, 0, 1, 0}));
  EXPECT_EQ(s->parse_action(0, "cash in 1").value(), kCashInBase + 1);
  EXPECT_FALSE(s->parse_action(0, "reroll unicorn").ok());
  EXPECT_FALSE(s->parse_action(kChancePlayer, "roll lion").ok());  // no roll pending... wrong count
}

TEST(Fistful, IllegalActionsAreRefusedWithAReasonAndChangeNothing) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll penguin lion lion camel");
  auto before = s->clone();
  for (const char* bad : {"reroll penguin penguin", "cash in 2 penguins", "stop",
                          "spend chip: turn lion to kangaroo", "reroll squirrel"}) {
    EXPECT_FALSE(refusal(*s, 0, bad).empty()) << bad;
    EXPECT_TRUE(s->equals(*before)) << bad;
  }
  EXPECT_NE(refusal(*s, 1, "stop scoring lions").find("not player 2's move"), std::string::npos);
}

TEST(Fistful, ObservationPreviewsBothWaysOfStopping_FP6) {
  auto s = new_state("fistful(players=3)");
  act(*s, kChancePlayer, "roll squirrel squirrel lion lion");
  const nlohmann::json obs = s->observation(1);
  EXPECT_EQ(obs["stop_preview"]["lions"]["dollars"], 14);
  EXPECT_EQ(obs["stop_preview"]["animals"]["dollars"], 3);
  EXPECT_EQ(obs["stop_preview"]["animals"]["paid_by"], nlohmann::json::array({0, 1, 2}));
}

}  // namespace
}  // namespace rookery::fistful

namespace rookery::fistful {
namespace {

TEST(Fistful, R13_AKangarooChipStillHeldMayBeSpentInTheShowdown_FP11) {
  auto s = testing::new_state("fistful");
  testing::turn(*s, "roll camel camel camel camel");              // player 1: $20
  testing::turn(*s, "roll camel camel camel camel");              // player 2: $20
  testing::turn(*s, "roll kangaroo camel camel camel camel");     // $21 and the chip (2)
  testing::turn(*s, "roll penguin camel camel camel camel");      // $20 and a token
  testing::turn(*s, "roll camel camel camel camel camel camel");  // $30
  testing::turn(*s, "roll camel camel camel camel camel camel");  // $30
  ASSERT_EQ(testing::fistful(*s).showdown(), 1);                  // 87 each
  EXPECT_EQ(testing::fistful(*s).purse(0).chip, 2);
  testing::act(*s, kChancePlayer, "roll camel camel camel camel camel camel lion");
  testing::act(*s, 0, "spend chip: turn camel lion to kangaroo");
  EXPECT_EQ(testing::fistful(*s).in_play()[kKangaroo], 2);
  testing::act(*s, 0, "stop");
  EXPECT_EQ(testing::fistful(*s).showdown_dollars(0), 25 + 4);
}

// Cosmetic C-1 of the rules review: after the last turn the observation still
// says round 3 (of 3), not 4 (R2).
TEST(Fistful, R2_TheObservationShowsRoundThreeOnceTheGameIsOver) {
  auto s = new_state("fistful(players=1)");
  turn(*s, "roll moose moose moose moose");
  turn(*s, "roll moose moose moose moose moose");
  EXPECT_EQ(s->observation(0)["round"], 3);
  turn(*s, "roll moose moose moose moose moose moose");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->observation(0)["round"], 3);
}

}  // namespace
}  // namespace rookery::fistful
