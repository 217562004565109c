// A Fistful of Penguins where two rules meet: one scenario per pair of clauses
// (games/fistful/RULES.md, "Where two rules meet") that act on the same state,
// each reached with chosen dice and checked for concrete outcomes.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "tests/fistful/fistful_test_util.h"

namespace rookery::fistful {
namespace {

using testing::act;
using testing::fistful;
using testing::new_state;
using testing::refusal;
using testing::turn;

// `n` dice of one face: "roll moose moose moose".
std::string roll_of(int n, std::string_view face) {
  std::string roll = "roll";
  for (int i = 0; i < n; ++i) roll += " " + std::string(face);
  return roll;
}

// A turn that scores nothing: the active player rolls all moose (no squirrel to pair
// them), every market die is a moose priced $1, nobody buys, and the player stops.
void quiet_turn(State& s) {
  act(s, kChancePlayer, roll_of(fistful(s).to_roll(), "moose"));
  while (fistful(s).phase() == Phase::kMarketRolling) act(s, kChancePlayer, "roll moose");
  while (fistful(s).phase() == Phase::kPricing) act(s, s.acting_players()[0], "price $1");
  act(s, fistful(s).active(), "stop");
}

// Two players, basic game: both roll camels every turn, a tie that needs a showdown.
std::unique_ptr<State> tied_after_three_rounds(std::string_view game) {
  auto s = new_state(game);
  for (int t = 0; t < 2 * 3; ++t) quiet_turn(*s);
  return s;
}

// R5 (draw) x R15 (market dice): FP-4 counts unsold market dice as out of the bank;
// a bought die moves from the market to the buyer's hand, so the count stays.
TEST(FistfulRulePairs, R5DrawMeetsR15MarketDice_UnsoldMarketDiceAreNotSpare_FP4_FP13) {
  auto s = new_state("fistful(players=2,advanced=true)");
  for (int t = 0; t < 4; ++t) quiet_turn(*s);
  ASSERT_EQ(fistful(*s).round(), 2);
  act(*s, kChancePlayer, "roll squirrel squirrel moose moose kangaroo camel");
  act(*s, kChancePlayer, "roll lion");
  act(*s, 1, "price $1");
  EXPECT_EQ(fistful(*s).spare_dice(), 9 - 6 - 1);
  act(*s, 0, "draw a die");
  act(*s, kChancePlayer, "roll camel");
  act(*s, 0, "draw a die");
  act(*s, kChancePlayer, "roll camel");
  EXPECT_EQ(fistful(*s).spare_dice(), 0);
  EXPECT_FALSE(s->legal_actions(0).contains(kDraw));
  EXPECT_NE(refusal(*s, 0, "draw a die").find("counting cashed-in and market dice"),
            std::string::npos);
  act(*s, 0, "buy the lion from player 2 for $1");
  EXPECT_EQ(fistful(*s).market_dice(), 0);
  EXPECT_EQ(total(fistful(*s).in_play()), 9);
  EXPECT_EQ(fistful(*s).spare_dice(), 0);
  EXPECT_EQ(fistful(*s).purse(0).tokens, 4);  // two draws
}

// R15 (a bought die keeps its face) x R6 (reroll): the bought die is an ordinary die,
// rerolled for a token; the reroll reopens the market to the unsold seller only.
TEST(FistfulRulePairs, R15BoughtDieMeetsR6Reroll_RerolledForATokenReopensForUnsoldOnly_FP13) {
  auto s = new_state("fistful(players=3,advanced=true)");
  act(*s, kChancePlayer, "roll squirrel squirrel moose kangaroo");
  act(*s, kChancePlayer, "roll lion");
  act(*s, kChancePlayer, "roll camel");
  act(*s, 1, "price $3");
  act(*s, 2, "price $2");
  act(*s, 0, "buy the lion from player 2 for $3");
  EXPECT_EQ(fistful(*s).in_play()[kLion], 1);
  act(*s, 0, "reroll lion");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 5);
  act(*s, kChancePlayer, "roll kangaroo");
  EXPECT_EQ(fistful(*s).in_play()[kLion], 0);
  EXPECT_EQ(fistful(*s).in_play()[kKangaroo], 2);
  EXPECT_EQ(fistful(*s).phase(), Phase::kMarketChoice);
  ASSERT_EQ(s->acting_players().size(), 1);
  EXPECT_EQ(s->acting_players()[0], 2);  // player 2 sold: done for the turn
  EXPECT_FALSE(refusal(*s, 1, "keep my die").empty());
  act(*s, 2, "keep my die");
  act(*s, kChancePlayer, "roll penguin");  // unused: the die is kept (R15)
  act(*s, 2, "price $2");
  act(*s, 0, "stop");
  // 2 squirrels: $1 from player 2 and $2 from player 3; 1 paired moose $9; 2 kangaroos $4.
  EXPECT_EQ(fistful(*s).purse(0).money, 10 - 3 + 3 + 9 + 4);
  EXPECT_EQ(fistful(*s).purse(1).money, 10 + 3 - 1);
  EXPECT_EQ(fistful(*s).purse(2).money, 10 - 2);
}

// R15 (buy) x R7 (cash in): a bought penguin cashes in with one's own penguins as one
// group (FP-5's table), and as a cashed die it still counts as held (FP-4).
TEST(FistfulRulePairs, R15BoughtPenguinMeetsR7CashIn_OneGroupWithOwnPenguins_FP5) {
  auto s = new_state("fistful(players=2,advanced=true)");
  act(*s, kChancePlayer, "roll penguin penguin moose kangaroo");
  act(*s, kChancePlayer, "roll penguin");
  act(*s, 1, "price $2");
  act(*s, 0, "buy the penguin from player 2 for $2");
  act(*s, 0, "cash in 3 penguins");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 6 + 6);  // 3 penguins: 6 tokens, not 3 + 1
  EXPECT_EQ(fistful(*s).cashed(), 3);
  EXPECT_EQ(fistful(*s).spare_dice(), 9 - 2 - 3);
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).purse(0).money, 10 - 2 + 1);  // the kangaroo
  EXPECT_EQ(fistful(*s).purse(1).money, 10 + 2);
  EXPECT_EQ(fistful(*s).purse(0).chip, 1);
}

// R7 (cash in) x R6 (reroll costs a token): tokens from a cash-in may be spent at
// once in the same turn (FP-5).
TEST(FistfulRulePairs, R7CashInMeetsR6Reroll_CashedTokensPayForARerollAtOnce_FP5) {
  auto s = new_state("fistful");
  act(*s, kChancePlayer, "roll penguin lion lion camel");
  for (int i = 0; i < 6; ++i) {
    act(*s, 0, "reroll camel");
    act(*s, kChancePlayer, "roll camel");
  }
  ASSERT_EQ(fistful(*s).purse(0).tokens, 0);
  EXPECT_NE(refusal(*s, 0, "reroll camel").find("has none"), std::string::npos);
  act(*s, 0, "cash in 1 penguin");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 1);
  act(*s, 0, "reroll lion lion");
  act(*s, kChancePlayer, "roll camel camel");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 0);
  act(*s, 0, "stop");  // no lion is left: camels count again
  EXPECT_EQ(fistful(*s).purse(0).money, 10 + 15);
}

// R8 (a lion voids camels) x R9 (chip): scoring animals with a lion showing still
// scores the kangaroo and earns the chip; the camels stay void.
TEST(FistfulRulePairs, R8AnimalsWithALionMeetsR9Chip_ChipEarnedCamelsVoid_FP6_FP9) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo lion camel camel", "stop scoring animals");
  EXPECT_EQ(fistful(*s).purse(0).money, 10 + 1);
  EXPECT_EQ(fistful(*s).purse(0).chip, 1);
}

// R10 (spend the chip) x R8 (camels void when a lion shows): turning the only lion to
// a kangaroo leaves no lion showing, so the camels count and the lions mode is gone;
// R9: the kangaroo scored in round 2 earns the chip back on its two side.
TEST(FistfulRulePairs, R10ChipMeetsR8Camels_TurningTheOnlyLionRevivesTheCamels_FP10) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo camel camel camel");  // $1 + $15 and the chip (one side)
  turn(*s, "roll moose moose moose moose");
  act(*s, kChancePlayer, "roll squirrel kangaroo lion camel camel");
  EXPECT_TRUE(s->legal_actions(0).contains(kStopLions));
  EXPECT_EQ(fistful(*s).preview(Mode::kAnimals).dollars(), 1 + 1);  // camels void
  act(*s, 0, "spend chip: turn lion to kangaroo");
  EXPECT_FALSE(s->legal_actions(0).contains(kStopLions));
  EXPECT_NE(refusal(*s, 0, "stop scoring lions").find("no lion"), std::string::npos);
  act(*s, 0, "stop");
  // Squirrel $1 from player 2, 2 kangaroos $4, 2 camels $10.
  EXPECT_EQ(fistful(*s).purse(0).money, 26 + 1 + 4 + 10);
  EXPECT_EQ(fistful(*s).purse(1).money, 10 - 1);
  EXPECT_EQ(fistful(*s).purse(0).chip, 2);
}

// R10 (spending) x R9 (earning) in solo (R14): a chip spent in round 2 is earned back on
// its two side by the kangaroo it made; round 3 turns two dice and earns none.
TEST(FistfulRulePairs, R10SpendingMeetsR9Earning_SpentChipEarnedBackOnItsTwoSide_FP9_FP10) {
  auto s = new_state("fistful(players=1)");
  turn(*s, "roll kangaroo moose moose moose");
  EXPECT_EQ(fistful(*s).purse(0).chip, 1);
  act(*s, kChancePlayer, roll_of(5, "camel"));
  act(*s, 0, "spend chip: turn camel to kangaroo");
  EXPECT_EQ(fistful(*s).purse(0).chip, 0);
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).purse(0).chip, 2);
  act(*s, kChancePlayer, "roll lion lion camel camel camel camel");
  act(*s, 0, "spend chip: turn lion lion to kangaroo");
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).purse(0).chip, 0);  // round 3 earns none
  ASSERT_TRUE(s->is_terminal());
  // $10 + 1 + (1 + 20) + (4 + 20) + 6 tokens.
  EXPECT_EQ(fistful(*s).solo_score(), 62);
  EXPECT_EQ(s->observation(0)["rating"], "Quite Good");
}

// R9 (a chip's side) x R10 (round three turns one or two dice): FP-10 reads the
// rulebook's "from round three onward ... one or two dice" as the side showing, so a
// one-side chip kept from round 1 still turns one die in round 3.
TEST(FistfulRulePairs, R9OneSideMeetsR10RoundThree_AOneSideChipTurnsOneDie_FP10) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo moose moose moose");
  quiet_turn(*s);
  quiet_turn(*s);  // round 2: no kangaroo, the chip stays on its one side
  quiet_turn(*s);
  ASSERT_EQ(fistful(*s).round(), 2);
  EXPECT_EQ(fistful(*s).purse(0).chip, 1);
  act(*s, kChancePlayer, "roll lion lion camel camel camel camel");
  EXPECT_NE(refusal(*s, 0, "spend chip: turn lion lion to kangaroo").find("the chip shows 1"),
            std::string::npos);
  act(*s, 0, "spend chip: turn lion to kangaroo");
  EXPECT_EQ(fistful(*s).in_play()[kLion], 1);
  EXPECT_EQ(fistful(*s).in_play()[kKangaroo], 1);
}

// R10 (chip) x R15 (market): spending the chip is not a token reroll, so the market
// does not reopen; the revealed offer stands and can be bought as written.
TEST(FistfulRulePairs, R10ChipMeetsR15Market_TheChipDoesNotReopenTheMarket_FP13) {
  auto s = new_state("fistful(players=2,advanced=true)");
  act(*s, kChancePlayer, "roll kangaroo moose moose moose");
  act(*s, kChancePlayer, "roll moose");
  act(*s, 1, "price $1");
  act(*s, 0, "stop");
  ASSERT_EQ(fistful(*s).purse(0).chip, 1);
  quiet_turn(*s);
  act(*s, kChancePlayer, "roll lion moose moose moose moose");
  act(*s, kChancePlayer, "roll camel");
  act(*s, 1, "price $4");
  act(*s, 0, "spend chip: turn lion to kangaroo");
  EXPECT_EQ(fistful(*s).phase(), Phase::kDeciding);
  EXPECT_TRUE(fistful(*s).market(1).revealed);
  EXPECT_EQ(fistful(*s).market(1).dollars, 4);
  act(*s, 0, "buy the camel from player 2 for $4");
  EXPECT_EQ(fistful(*s).purse(0).money, 11 - 4);
  EXPECT_EQ(fistful(*s).purse(1).money, 10 + 4);
}

// R8 (squirrels take money) x R15 (a price is at most one's own money): a seller
// emptied by squirrels can still price with the black chip, and only with it.
TEST(FistfulRulePairs, R8SquirrelsMeetR15Price_ASellerWithNoMoneyPricesWithTheChip_FP7_FP13) {
  auto s = new_state("fistful(players=2,advanced=true)");
  act(*s, kChancePlayer, "roll squirrel squirrel squirrel squirrel");
  act(*s, kChancePlayer, "roll moose");
  act(*s, 1, "price $1");
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).purse(0).money, 20);  // $1 + $2 + $3 + $4, all from player 2
  EXPECT_EQ(fistful(*s).purse(1).money, 0);
  quiet_turn(*s);
  act(*s, kChancePlayer, roll_of(5, "moose"));
  act(*s, kChancePlayer, "roll lion");
  EXPECT_EQ(s->legal_actions(1).size(), 2);  // 1 or 2 penguins
  EXPECT_NE(refusal(*s, 1, "price $1").find("more than player 2's $0"), std::string::npos);
  act(*s, 1, "price 2 penguins");
  act(*s, 0, "buy from player 2");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 6 - 2);
  EXPECT_EQ(fistful(*s).purse(1).tokens, 6 + 2);
  EXPECT_EQ(fistful(*s).purse(1).money, 0);
}

// R15 (a sale pays the seller) x R8 (squirrels, a payer never below $0, FP-7): the
// seller pays squirrels from what the sale gave them; money only changes hands.
TEST(FistfulRulePairs, R15SaleMeetsR8Squirrels_TheSellerPaysFromTheSale_FP7_FP13) {
  auto s = new_state("fistful(players=2,advanced=true)");
  act(*s, kChancePlayer, "roll squirrel squirrel squirrel squirrel");
  act(*s, kChancePlayer, "roll squirrel");
  act(*s, 1, "price $5");
  act(*s, 0, "buy the squirrel from player 2 for $5");
  EXPECT_EQ(fistful(*s).purse(1).money, 15);
  act(*s, 0, "stop");
  // Five squirrels ask $1 + ... + $5 = $15 of player 2, who has it only thanks to the sale.
  EXPECT_EQ(fistful(*s).purse(0).money, 10 - 5 + 15);
  EXPECT_EQ(fistful(*s).purse(1).money, 0);
  EXPECT_EQ(fistful(*s).purse(0).money + fistful(*s).purse(1).money, 20);
}

// R15 (a price in penguin tokens) x R12 (each token is worth $1 at the end): tokens
// paid for a die change hands and decide the game; with equal money there is no tie.
TEST(FistfulRulePairs, R15TokenPriceMeetsR12_TokensPaidForADieDecideTheGame_FP11_FP13) {
  auto s = new_state("fistful(players=2,advanced=true)");
  act(*s, kChancePlayer, roll_of(4, "moose"));
  act(*s, kChancePlayer, "roll moose");
  act(*s, 1, "price 2 penguins");
  act(*s, 0, "buy from player 2");
  act(*s, 0, "stop");
  for (int t = 0; t < 5; ++t) quiet_turn(*s);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(fistful(*s).showdown(), 0);
  EXPECT_EQ(fistful(*s).final_total(0), 10 + 4);
  EXPECT_EQ(fistful(*s).final_total(1), 10 + 8);
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 1.0}));
}

// R12 (tokens count $1) x R13 (a tie goes to a showdown): the tie is judged after the
// tokens are counted, so more money and fewer tokens can tie.
TEST(FistfulRulePairs, R12TokensMeetR13Showdown_TheTieIsJudgedWithTokensCounted_FP11) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo camel moose moose");     // player 1: $16, 6 tokens
  turn(*s, "roll penguin penguin penguin moose");  // player 2: $10, 12 tokens
  for (int t = 0; t < 4; ++t) quiet_turn(*s);
  ASSERT_FALSE(s->is_terminal());
  EXPECT_EQ(fistful(*s).showdown(), 1);
  EXPECT_EQ(fistful(*s).final_total(0), 22);
  EXPECT_EQ(fistful(*s).final_total(1), 22);
  EXPECT_EQ(fistful(*s).purse(1).money, 22);  // the tokens became dollars
  EXPECT_EQ(fistful(*s).purse(1).tokens, 0);
}

// R15 (market) x R13 (showdown): an advanced game's showdown has no market: the
// 7 dice are all the player's and 2 spare dice are left to draw (FP-11).
TEST(FistfulRulePairs, R15MarketMeetsR13Showdown_NoMarketInTheShowdown_FP11_FP13) {
  auto s = tied_after_three_rounds("fistful(players=2,advanced=true)");
  ASSERT_EQ(fistful(*s).showdown(), 1);
  act(*s, kChancePlayer, "roll squirrel squirrel moose moose kangaroo camel camel");
  EXPECT_EQ(fistful(*s).phase(), Phase::kDeciding);
  EXPECT_EQ(fistful(*s).market_dice(), 0);
  EXPECT_FALSE(fistful(*s).market(1).has_die);
  EXPECT_EQ(fistful(*s).spare_dice(), 2);
  act(*s, 0, "reroll kangaroo");
  act(*s, kChancePlayer, "roll kangaroo");
  EXPECT_EQ(fistful(*s).phase(), Phase::kDeciding);  // a token reroll opens nothing
  act(*s, 0, "draw a die");
  act(*s, kChancePlayer, "roll camel");
  EXPECT_EQ(fistful(*s).spare_dice(), 1);
  EXPECT_EQ(fistful(*s).purse(0).tokens, 0);  // the showdown's 2 tokens are spent
}

// R13 (showdown: 2 tokens, only dollars count) x R7 (cash in): tokens cashed in during a
// showdown may be spent there, but they are not dollars and do not decide it.
TEST(FistfulRulePairs, R13ShowdownMeetsR7CashIn_ShowdownTokensSpendButDoNotScore_FP11) {
  auto s = tied_after_three_rounds("fistful");
  act(*s, kChancePlayer, "roll penguin penguin penguin moose moose moose moose");
  act(*s, 0, "cash in 3 penguins");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 2 + 6);
  act(*s, 0, "reroll moose");
  act(*s, kChancePlayer, "roll moose");
  EXPECT_EQ(fistful(*s).purse(0).tokens, 7);
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).showdown_dollars(0), 0);
  turn(*s, "roll camel moose moose moose moose moose moose");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(fistful(*s).showdown_dollars(1), 5);
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 1.0}));  // 7 tokens do not beat $5
  EXPECT_EQ(fistful(*s).final_total(0), 16);
}

// R15 (no haggling: a buy's words must match the offer) x the black chip's price: the
// penguins asked are part of the price and must be written too.
TEST(FistfulRulePairs, R15WordsMustMatchMeetsTheChipPrice_PenguinsArePartOfTheOffer_FP13) {
  auto s = new_state("fistful(players=3,advanced=true)");
  act(*s, kChancePlayer, "roll squirrel squirrel moose kangaroo");
  act(*s, kChancePlayer, "roll lion");
  act(*s, kChancePlayer, "roll camel");
  act(*s, 1, "price $3 and 1 penguin");
  act(*s, 2, "price 2 penguins");
  const std::string why = refusal(*s, 0, "buy the lion from player 2 for $3");
  EXPECT_NE(why.find("player 2 now offers the lion for $3 and 1 penguin"), std::string::npos)
      << why;
  EXPECT_FALSE(refusal(*s, 0, "buy the camel from player 3 for $2").empty());
  EXPECT_FALSE(refusal(*s, 0, "buy the camel from player 3 for 1 penguin").empty());
  EXPECT_EQ(fistful(*s).purse(0).money, 10);  // nothing moved
  EXPECT_EQ(fistful(*s).purse(0).tokens, 6);
  const std::string offer = s->action_to_string(0, kBuyBase + 2);
  EXPECT_EQ(s->parse_action(0, offer).value(), kBuyBase + 2) << offer;
  act(*s, 0, "buy the camel from player 3 for 2 penguins");
  act(*s, 0, "buy the lion from player 2 for $3 and 1 penguin");
  EXPECT_EQ(fistful(*s).purse(0).money, 7);
  EXPECT_EQ(fistful(*s).purse(0).tokens, 3);
  EXPECT_EQ(fistful(*s).purse(1).money, 13);
  EXPECT_EQ(fistful(*s).purse(1).tokens, 7);
  EXPECT_EQ(fistful(*s).purse(2).money, 10);
  EXPECT_EQ(fistful(*s).purse(2).tokens, 8);
}

// R4 (no die in play: the turn must stop) x R10 (the chip): with every die cashed in
// the chip has nothing to turn; it is kept for a later turn.
TEST(FistfulRulePairs, R4MustStopMeetsR10Chip_TheChipIsKeptWhenNoDieIsInPlay_FP5_FP10) {
  auto s = new_state("fistful");
  turn(*s, "roll kangaroo moose moose moose");
  quiet_turn(*s);
  act(*s, kChancePlayer, roll_of(5, "penguin"));
  act(*s, 0, "cash in 5 penguins");
  EXPECT_EQ(s->legal_actions(0).size(), 1);  // stop only
  for (const char* move : {"spend chip: turn penguin to kangaroo", "cash in 1 penguin"}) {
    EXPECT_NE(refusal(*s, 0, move).find("no die is left in play, so the turn must stop"),
              std::string::npos)
        << move;
  }
  act(*s, 0, "stop");
  EXPECT_EQ(fistful(*s).purse(0).chip, 1);
  EXPECT_EQ(fistful(*s).purse(0).tokens, 6 + 15);
  quiet_turn(*s);
  act(*s, kChancePlayer, roll_of(6, "camel"));
  act(*s, 0, "spend chip: turn camel to kangaroo");
  EXPECT_EQ(fistful(*s).in_play()[kKangaroo], 1);
}

}  // namespace
}  // namespace rookery::fistful
