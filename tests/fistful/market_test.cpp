// The advanced game's market (FP-13), clause R15 of games/fistful/RULES.md.
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

// Three players, advanced: player 1 rolls, players 2 and 3 roll their secret dice.
std::unique_ptr<State> market_open(std::string_view seller2 = "roll lion",
                                   std::string_view seller3 = "roll camel") {
  auto s = new_state("fistful(players=3,advanced=true)");
  act(*s, kChancePlayer, "roll squirrel squirrel moose kangaroo");
  act(*s, kChancePlayer, seller2);
  act(*s, kChancePlayer, seller3);
  return s;
}

TEST(FistfulMarket, R15_EveryOtherPlayerTakesADieFromTheBankAfterTheStartingRoll) {
  auto s = market_open();
  const FistfulState& f = fistful(*s);
  EXPECT_EQ(f.phase(), Phase::kPricing);
  EXPECT_TRUE(f.market(1).has_die);
  EXPECT_TRUE(f.market(2).has_die);
  EXPECT_FALSE(f.market(0).has_die);
  EXPECT_EQ(f.market_dice(), 2);
  EXPECT_EQ(f.spare_dice(), 9 - 4 - 2);      // FP-4: market dice are not in the bank
  EXPECT_EQ(s->acting_players().size(), 2);  // both price at the same time
}

TEST(FistfulMarket, R15_SecretFacesAndPricesAreAbsentFromOtherPlayersObservations) {
  auto lion = market_open("roll lion", "roll camel");
  auto moose = market_open("roll moose", "roll camel");
  // Player 3 and player 1 cannot tell the two apart; player 2 can.
  EXPECT_EQ(lion->observation(2).dump(), moose->observation(2).dump());
  EXPECT_EQ(lion->observation(0).dump(), moose->observation(0).dump());
  EXPECT_NE(lion->observation(1).dump(), moose->observation(1).dump());
  EXPECT_EQ(lion->observation(1)["market"][0]["face"], "lion");
  EXPECT_FALSE(lion->observation(0)["market"][0].contains("face"));
  // A secret price: others see only that it is set.
  act(*lion, 1, "price $3");
  act(*moose, 1, "price $7 and 2 penguins");
  EXPECT_EQ(lion->observation(0).dump(), moose->observation(0).dump());
  EXPECT_EQ(lion->observation(0)["market"][0]["has_priced"], true);
  EXPECT_FALSE(lion->observation(0)["market"][0].contains("price"));
  EXPECT_EQ(lion->observation(1)["market"][0]["price"]["dollars"], 3);
}

TEST(FistfulMarket, R15_PricesAreFromOwnMoneyPlusTheChipNeverEmpty) {
  auto s = market_open();
  const ActionList prices = s->legal_actions(1);
  EXPECT_EQ(prices.size(), 11 * 3 - 1);  // $0..$10 times chip 0/1/2, less the empty price
  EXPECT_FALSE(refusal(*s, 1, "price $11").empty());
  EXPECT_FALSE(refusal(*s, 1, "price $0").empty());
  EXPECT_FALSE(refusal(*s, 1, "price 3 penguins").empty());
  act(*s, 1, "price 2 penguins");
  EXPECT_EQ(fistful(*s).market(1).tokens, 2);
  EXPECT_EQ(fistful(*s).market(1).dollars, 0);
}

TEST(FistfulMarket, R15_AllDiceAreRevealedTogetherOnceEveryoneHasPriced) {
  auto s = market_open();
  act(*s, 1, "price $3");
  EXPECT_FALSE(fistful(*s).market(1).revealed);  // waiting for player 3
  act(*s, 2, "price $2 and 1 penguin");
  EXPECT_TRUE(fistful(*s).market(1).revealed);
  EXPECT_TRUE(fistful(*s).market(2).revealed);
  EXPECT_EQ(fistful(*s).phase(), Phase::kDeciding);
  EXPECT_EQ(s->observation(2)["market"][0]["face"], "lion");
}

TEST(FistfulMarket, R15_BuyingPaysTheAskingPriceToTheSellerAndKeepsTheFace) {
  auto s = market_open();
  act(*s, 1, "price $3");
  act(*s, 2, "price $2 and 1 penguin");
  act(*s, 0, "buy the camel from player 3 for $2 and 1 penguin");
  const FistfulState& f = fistful(*s);
  EXPECT_EQ(f.purse(0).money, 8);
  EXPECT_EQ(f.purse(0).tokens, 5);
  EXPECT_EQ(f.purse(2).money, 12);
  EXPECT_EQ(f.purse(2).tokens, 7);
  EXPECT_EQ(f.in_play()[kCamel], 1);
  EXPECT_TRUE(f.market(2).sold);  // done for this turn
  EXPECT_FALSE(s->legal_actions(0).contains(kBuyBase + 2));
  // Buying any number of dice: the lion too.
  act(*s, 0, "buy from player 2");
  EXPECT_EQ(fistful(*s).in_play()[kLion], 1);
  EXPECT_EQ(fistful(*s).purse(1).money, 13);
}

TEST(FistfulMarket, R15_ABuyerWhoCannotPayCannotBuy) {
  auto s = market_open();
  act(*s, 1, "price $10 and 2 penguins");
  act(*s, 2, "price $1");
  // Player 1 has $10 and 6 tokens: enough. Spend tokens down to one, then try.
  for (int i = 0; i < 5; ++i) {
    act(*s, 0, "reroll kangaroo");
    act(*s, kChancePlayer, "roll kangaroo");
    // Each token reroll reopens the market: both sellers keep their dice and prices.
    for (Player seller : {1, 2}) act(*s, seller, "keep my die");
    for (int k = 0; k < 2; ++k) act(*s, kChancePlayer, "roll penguin");  // unused (R15)
    act(*s, 1, "price $10 and 2 penguins");
    act(*s, 2, "price $1");
  }
  EXPECT_EQ(fistful(*s).purse(0).tokens, 1);
  EXPECT_FALSE(refusal(*s, 0, "buy from player 2").empty());  // $10 and 2 tokens asked
  EXPECT_FALSE(s->legal_actions(0).contains(kBuyBase + 1));   // 2 tokens needed
  EXPECT_TRUE(s->legal_actions(0).contains(kBuyBase + 2));
}

TEST(FistfulMarket, R15_ATokenRerollLetsUnsoldSellersSecretlyRerollAndReprice) {
  auto s = market_open();
  act(*s, 1, "price $3");
  act(*s, 2, "price $2");
  act(*s, 0, "buy from player 3");
  act(*s, 0, "reroll squirrel");
  act(*s, kChancePlayer, "roll lion");
  // Only player 2 still sells; player 3 is done.
  EXPECT_EQ(fistful(*s).phase(), Phase::kMarketChoice);
  EXPECT_EQ(s->acting_players().size(), 1);
  EXPECT_EQ(s->acting_players()[0], 1);
  act(*s, 1, "reroll my die");
  EXPECT_EQ(fistful(*s).phase(), Phase::kMarketRolling);
  act(*s, kChancePlayer, "roll penguin");
  EXPECT_FALSE(fistful(*s).market(1).revealed);
  act(*s, 1, "price $5");
  EXPECT_EQ(s->observation(0)["market"][0]["face"], "penguin");
  EXPECT_EQ(s->observation(0)["market"][0]["price"]["dollars"], 5);
}

TEST(FistfulMarket, R15_DrawsCashInsAndTheChipDoNotReopenTheMarket) {
  auto s = market_open("roll lion", "roll camel");
  act(*s, 1, "price $3");
  act(*s, 2, "price $2");
  act(*s, 0, "draw a die");
  act(*s, kChancePlayer, "roll penguin");
  EXPECT_EQ(fistful(*s).phase(), Phase::kDeciding);
  act(*s, 0, "cash in 1 penguin");
  EXPECT_EQ(fistful(*s).phase(), Phase::kDeciding);
  EXPECT_TRUE(fistful(*s).market(1).revealed);
}

TEST(FistfulMarket, R15_UnsoldDiceReturnToTheBankAtTheEndOfTheTurn) {
  auto s = market_open();
  act(*s, 1, "price $3");
  act(*s, 2, "price $2");
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).active(), 1);
  EXPECT_EQ(fistful(*s).market_dice(), 0);
  act(*s, kChancePlayer, "roll camel camel camel camel");
  // Now players 3 and 1 sell to player 2.
  EXPECT_TRUE(fistful(*s).market(2).has_die);
  EXPECT_TRUE(fistful(*s).market(0).has_die);
  EXPECT_FALSE(fistful(*s).market(1).has_die);
}

TEST(FistfulMarket, R15_WithFourToSixPlayersTheThirdRoundUsesAllNineDice) {
  auto s = new_state("fistful(players=4,advanced=true)");
  // Play rounds 1 and 2 quickly: every seller prices $1, nobody buys.
  for (int t = 0; t < 8; ++t) {
    std::string roll = "roll";
    for (int i = 0; i < fistful(*s).to_roll(); ++i) roll += " moose";
    act(*s, kChancePlayer, roll);
    while (fistful(*s).phase() == Phase::kMarketRolling) act(*s, kChancePlayer, "roll moose");
    while (fistful(*s).phase() == Phase::kPricing) act(*s, s->acting_players()[0], "price $1");
    act(*s, fistful(*s).active(), "stop");
  }
  EXPECT_EQ(fistful(*s).round(), 2);
  act(*s, kChancePlayer, "roll moose moose moose moose moose moose");
  EXPECT_EQ(fistful(*s).market_dice(), 3);
  EXPECT_EQ(fistful(*s).spare_dice(), 0);
}

TEST(FistfulMarket, R15_FiveAndSixPlayersNeedTheAdvancedGame_FP2) {
  EXPECT_FALSE(load_game("fistful(players=5)").ok());
  EXPECT_NE(load_game("fistful(players=6)").error().message.find("advanced=true"),
            std::string::npos);
  EXPECT_FALSE(load_game("fistful(players=1,advanced=true)").ok());
  auto five = new_state("fistful(players=5,advanced=true)");
  EXPECT_EQ(fistful(*five).to_roll(), 3);
  auto six = new_state("fistful(players=6,advanced=true)");
  EXPECT_EQ(fistful(*six).to_roll(), 2);
}

TEST(FistfulMarket, R15_WithFewDiceLeftLaterSellersGetNone) {
  // Six players, round 1: 2 starting dice and five sellers leave 2 in the bank.
  auto s = new_state("fistful(players=6,advanced=true)");
  act(*s, kChancePlayer, "roll lion lion");
  EXPECT_EQ(fistful(*s).market_dice(), 5);
  EXPECT_EQ(fistful(*s).spare_dice(), 2);
}

}  // namespace
}  // namespace rookery::fistful

namespace rookery::fistful {
namespace {

using testing::act;
using testing::new_state;
using testing::refusal;

TEST(FistfulMarket, R15_OthersLearnOfASecretRollAndPriceOnlyThatTheyHappened) {
  auto s = new_state("fistful(players=3,advanced=true)");
  act(*s, kChancePlayer, "roll squirrel squirrel moose kangaroo");
  const Action lion = s->parse_action(kChancePlayer, "roll lion").value();
  EXPECT_EQ(s->public_action_text(0, kChancePlayer, lion), "player 2 rolls a secret die");
  EXPECT_EQ(s->public_action_text(kSpectator, kChancePlayer, lion), "player 2 rolls a secret die");
  EXPECT_EQ(s->public_action_text(1, kChancePlayer, lion), "your secret die: roll lion");
  act(*s, kChancePlayer, "roll lion");
  act(*s, kChancePlayer, "roll camel");
  const Action price = s->parse_action(1, "price $4").value();
  EXPECT_EQ(s->public_action_text(0, 1, price), "sets a secret price");
  EXPECT_EQ(s->public_action_text(1, 1, price), "price $4");
}

TEST(FistfulMarket, RefusalsSayWhyInTheRulebooksTerms) {
  auto s = new_state("fistful(players=3,advanced=true)");
  act(*s, kChancePlayer, "roll penguin penguin moose kangaroo");
  act(*s, kChancePlayer, "roll lion");
  act(*s, kChancePlayer, "roll camel");
  EXPECT_NE(refusal(*s, 1, "price $11").find("more than player 2's $10"), std::string::npos);
  act(*s, 1, "price $10 and 2 penguins");
  act(*s, 2, "price $1");
  act(*s, 0, "cash in 2 penguins");
  EXPECT_NE(refusal(*s, 0, "reroll penguin").find("cashed-in dice are out"), std::string::npos);
  EXPECT_NE(refusal(*s, 0, "spend chip: turn moose to kangaroo").find("holds no kangaroo chip"),
            std::string::npos);
  EXPECT_NE(refusal(*s, 0, "cash in 1 penguin").find("only 0 penguins"), std::string::npos);
  EXPECT_NE(refusal(*s, 0, "stop scoring lions").find("no lion"), std::string::npos);
  for (int i = 0; i < 8; ++i) {  // spend tokens down to none: 6 + 3 from the cash-in
    act(*s, 0, "reroll moose");
    act(*s, kChancePlayer, "roll moose");
    for (Player seller : {1, 2}) act(*s, seller, "keep my die");
    for (int k = 0; k < 2; ++k) act(*s, kChancePlayer, "roll penguin");  // unused (R15)
    act(*s, 1, "price $10 and 2 penguins");
    act(*s, 2, "price $1");
  }
  EXPECT_NE(refusal(*s, 0, "buy from player 2").find("the asking price is $10 and 2 penguins"),
            std::string::npos);
  act(*s, 0, "reroll moose");
  act(*s, kChancePlayer, "roll moose");
  for (Player seller : {1, 2}) act(*s, seller, "keep my die");
  for (int k = 0; k < 2; ++k) act(*s, kChancePlayer, "roll penguin");  // unused (R15)
  act(*s, 1, "price $10 and 2 penguins");
  act(*s, 2, "price $1");
  EXPECT_NE(refusal(*s, 0, "reroll moose").find("has none"), std::string::npos);
  EXPECT_NE(refusal(*s, 0, "draw a die").find("has none"), std::string::npos);
}

// Item D-1 of the rules review: "buy the camel from player 2 for $1" after a
// repricing must not buy a penguin for $9 and 2 penguins (FP-13, no haggling).
std::unique_ptr<State> repriced_two_players() {
  auto s = new_state("fistful(players=2,advanced=true)");
  act(*s, kChancePlayer, "roll squirrel squirrel moose kangaroo");
  act(*s, kChancePlayer, "roll camel");
  act(*s, 1, "price $1");
  return s;
}

TEST(FistfulMarket, R15_ABuyNamingAFaceOrPriceNotOnOfferIsRefusedWithTheOffer_FP13) {
  auto s = repriced_two_players();
  const std::string old_text = "buy the camel from player 2 for $1";
  EXPECT_EQ(s->action_to_string(0, s->parse_action(0, old_text).value()), old_text);
  act(*s, 0, "reroll kangaroo");
  act(*s, kChancePlayer, "roll lion");
  act(*s, 1, "reroll my die");
  act(*s, kChancePlayer, "roll penguin");
  act(*s, 1, "price $9 and 2 penguins");
  const std::string why = refusal(*s, 0, old_text);
  EXPECT_NE(why.find("player 2 now offers the penguin for $9 and 2 penguins"), std::string::npos)
      << why;
  EXPECT_FALSE(refusal(*s, 0, "buy the penguin from player 2 for $1").empty());
  EXPECT_FALSE(refusal(*s, 0, "buy the camel from player 2").empty());
  EXPECT_EQ(fistful(*s).purse(0).money, 10);  // nothing moved
  EXPECT_EQ(fistful(*s).purse(0).tokens, 5);
  // The exact words of the offer, and the short form, still buy.
  auto copy = s->clone();
  act(*copy, 0, "buy from player 2");
  act(*s, 0, "buy the penguin from player 2 for $9 and 2 penguins");
  EXPECT_EQ(fistful(*s).purse(0).money, 1);
  EXPECT_EQ(fistful(*s).purse(0).tokens, 3);
  EXPECT_TRUE(s->equals(*copy));
}

// Item D-2: a seller's keep-or-reroll choice is secret (R15, FP-13): every unsold
// seller's die is rolled either way, so observations and the log read the same.
TEST(FistfulMarket, R15_ASellersKeepOrRerollChoiceIsSecret_FP13) {
  std::string seen[2];
  std::string log[2];
  const char* choice[2] = {"keep my die", "reroll my die"};
  for (int i = 0; i < 2; ++i) {
    auto s = repriced_two_players();
    act(*s, 0, "reroll kangaroo");
    act(*s, kChancePlayer, "roll lion");
    act(*s, 1, choice[i]);
    seen[i] = s->observation(0).dump() + s->describe(0);
    const Action roll = s->parse_action(kChancePlayer, "roll penguin").value();
    log[i] = s->public_action_text(0, kChancePlayer, roll);
    act(*s, kChancePlayer, "roll penguin");
    seen[i] += s->observation(0).dump() + s->describe(0);
    EXPECT_EQ(fistful(*s).market(1).face, i == 0 ? kCamel : kPenguin);  // a kept die stays
  }
  EXPECT_EQ(seen[0], seen[1]);
  EXPECT_EQ(log[0], log[1]);
}

// Item D-3: with every die cashed in, FP-5 ("the turn must stop") wins over
// FP-13's "any decision point", and the refusal of a buy says so.
TEST(FistfulMarket, R15_NoBuyAfterEveryDieIsCashedTheTurnMustStop_FP5_FP13) {
  auto s = new_state("fistful(players=2,advanced=true)");
  act(*s, kChancePlayer, "roll penguin penguin penguin penguin");
  act(*s, kChancePlayer, "roll lion");
  act(*s, 1, "price $1");
  act(*s, 0, "cash in 4 penguins");
  EXPECT_FALSE(s->legal_actions(0).contains(kBuyBase + 1));
  EXPECT_NE(
      refusal(*s, 0, "buy from player 2").find("no die is left in play, so the turn must stop"),
      std::string::npos);
}

// Cosmetic C-2: a sold die stays shown as revealed after a repricing.
TEST(FistfulMarket, R15_ASoldDieStaysRevealedAfterARepricing) {
  auto s = market_open();
  act(*s, 1, "price $3");
  act(*s, 2, "price $2");
  act(*s, 0, "buy from player 2");
  EXPECT_TRUE(fistful(*s).market(1).revealed);
  act(*s, 0, "reroll kangaroo");
  act(*s, kChancePlayer, "roll kangaroo");
  act(*s, 2, "keep my die");
  act(*s, kChancePlayer, "roll moose");
  act(*s, 2, "price $2");
  EXPECT_TRUE(fistful(*s).market(1).revealed);
  EXPECT_EQ(fistful(*s).market(2).face, kCamel);
  EXPECT_TRUE(s->observation(0)["market"][0]["revealed"].get<bool>());
}

}  // namespace
}  // namespace rookery::fistful
