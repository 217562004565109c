// A Fistful of Penguins' observation tensor (docs/observation-tensors.md):
// dice, purses and the stop preview at a known position, rows rotated to the
// viewer, a seller's secret face and price hidden from the others (FP-13), and
// the action space.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "games/fistful/fistful_tensor.h"
#include "tests/fistful/fistful_test_util.h"
#include "tests/tensor_test_util.h"

namespace rookery::fistful {
namespace {

using testing::act;
using testing::new_state;

constexpr auto at = rookery::testing::tensor_at;

TEST(FistfulTensor, ShowsTheDiceThePursesAndWhatStoppingWouldScore_FP6) {
  auto s = new_state("fistful(players=3)");
  ASSERT_EQ(s->game().observation_tensor_layout().size(),
            6 + 3 + 3 + 6 + 1 + 1 + 1 + 1 + 3 + 3 + 6 + (4 + 6) + 4 + 3);
  act(*s, kChancePlayer, "roll lion lion moose penguin");
  const std::vector<float> t = s->observation_tensor(1);
  EXPECT_FLOAT_EQ(at(t, *s, "dice", kLion), 2.0f / 9);
  EXPECT_FLOAT_EQ(at(t, *s, "dice", kPenguin), 1.0f / 9);
  EXPECT_FLOAT_EQ(at(t, *s, "starting_dice", 0), 4.0f / 9);  // round 1 of three players (FP-2)
  EXPECT_EQ(at(t, *s, "round", 0), 1);
  EXPECT_EQ(at(t, *s, "phase", 4), 1);                  // deciding
  EXPECT_EQ(at(t, *s, "active_player", 2), 1);          // player 1 is row 2 for player 2
  EXPECT_FLOAT_EQ(at(t, *s, "money", 0), 10.0f / 300);  // FP-0: $10 and 6 tokens
  EXPECT_FLOAT_EQ(at(t, *s, "tokens", 0), 6.0f / 100);
  // Lions show, so both ways of stopping are previewed, as the observation's.
  const nlohmann::json preview = s->observation(1)["stop_preview"];
  EXPECT_FLOAT_EQ(at(t, *s, "stop_preview", 0), preview["animals"]["dollars"].get<float>() / 300);
  EXPECT_FLOAT_EQ(at(t, *s, "stop_preview", 2), preview["lions"]["dollars"].get<float>() / 300);
  EXPECT_FLOAT_EQ(at(t, *s, "stop_preview", 1), 1.0f / 45);  // one penguin: one token
}

TEST(FistfulTensor, ASellersFaceAndPriceShowOnlyToItUntilRevealed_FP13) {
  auto open = [](std::string_view seller2) {
    auto s = new_state("fistful(players=3,advanced=true)");
    act(*s, kChancePlayer, "roll squirrel squirrel moose kangaroo");
    act(*s, kChancePlayer, seller2);
    act(*s, kChancePlayer, "roll camel");
    return s;
  };
  auto lion = open("roll lion");
  auto moose = open("roll moose");
  act(*lion, 1, "price $3");
  act(*moose, 1, "price $7 and 2 penguins");
  // Players 1 and 3 cannot tell the tables apart; player 2 sees its own lion at $3.
  EXPECT_EQ(lion->observation_tensor(0), moose->observation_tensor(0));
  EXPECT_EQ(lion->observation_tensor(2), moose->observation_tensor(2));
  const std::vector<float> own = lion->observation_tensor(1);
  EXPECT_EQ(at(own, *lion, "market_face", 0 * 6 + kLion), 1);  // its own row 0
  EXPECT_FLOAT_EQ(at(own, *lion, "market_price", 0), 3.0f / 340);
  const std::vector<float> other = lion->observation_tensor(0);
  EXPECT_EQ(at(other, *lion, "market", 1 * 5 + 4), 1);  // player 2 (row 1) has priced
  for (int f = 0; f < 6; ++f) EXPECT_EQ(at(other, *lion, "market_face", 1 * 6 + f), 0);
  // Once every seller has priced, all is revealed together.
  act(*lion, 2, "price $2 and 1 penguin");
  const std::vector<float> revealed = lion->observation_tensor(0);
  EXPECT_EQ(at(revealed, *lion, "market_face", 1 * 6 + kLion), 1);
  EXPECT_EQ(at(revealed, *lion, "market_face", 2 * 6 + kCamel), 1);
  EXPECT_FLOAT_EQ(at(revealed, *lion, "market_price", 2 * 2 + 1), 0.5f);
}

TEST(FistfulTensor, ActionSpaceHoldsEveryRerollAndChipTurnAndTheMarketOnlyInTheAdvancedGame) {
  auto plain = load_game("fistful(players=2)").value();
  auto advanced = load_game("fistful(players=4,advanced=true)").value();
  const std::vector<Action> v = plain->distinct_actions();
  const std::vector<Action> a = advanced->distinct_actions();
  EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
  EXPECT_EQ(std::adjacent_find(v.begin(), v.end()), v.end());
  const auto has = [](const std::vector<Action>& w, Action x) {
    return std::binary_search(w.begin(), w.end(), x);
  };
  // Every non-empty handful of up to nine dice over six faces: C(15, 6) - 1 rerolls.
  EXPECT_EQ(std::count_if(v.begin(), v.end(), is_reroll), 5004);
  EXPECT_TRUE(has(v, reroll_action({0, 0, 0, 0, 9, 0})));  // nine lions
  // The chip turns one or two dice, never a kangaroo: 5 + 15.
  EXPECT_EQ(std::count_if(v.begin(), v.end(), is_chip), 20);
  EXPECT_FALSE(has(v, chip_action({0, 0, 0, 1, 0, 0})));
  EXPECT_FALSE(has(v, kKeepDie));
  EXPECT_TRUE(has(a, kKeepDie) && has(a, kBuyBase + 3) && !has(a, kBuyBase + 4));
  EXPECT_TRUE(has(a, kPriceBase + 3 * kMaxAskingDollars + 2));
  EXPECT_FALSE(has(a, kPriceBase));  // $0 and no tokens is no price
}

// DiceIds numbers each hand once, densely: a hand's id gives the hand back, and the
// ids of rolls of n dice are the hands of n dice only.
TEST(FistfulActionIds, EveryHandOfDiceHasOneDenseId) {
  EXPECT_EQ(kHands.kSize, 5005);  // C(15, 6): hands of 0..9 dice over six faces
  EXPECT_EQ(kPairs.kSize, 28);    // C(8, 6)
  for (int id = 0; id < kHands.kSize; ++id) {
    ASSERT_LE(total(kHands.hand(id)), kNumDice);
    ASSERT_EQ(kHands.id(kHands.hand(id)), id);
  }
  for (int id = 0; id < kPairs.kSize; ++id) ASSERT_EQ(kPairs.id(kPairs.hand(id)), id);
  EXPECT_EQ(kHands.id(FaceCounts{}), 0);
  const FaceCounts lions = {0, 0, 0, 0, 2, 0};
  EXPECT_EQ(reroll_dice(reroll_action(lions)), lions);
  EXPECT_EQ(chip_dice(chip_action(lions)), lions);
  EXPECT_TRUE(is_reroll(reroll_action(lions)) && !is_chip(reroll_action(lions)));
  EXPECT_TRUE(is_chip(chip_action(lions)) && !is_price(chip_action(lions)));
  EXPECT_EQ(reroll_action({9, 0, 0, 0, 0, 0}), kNumActions - 1);  // the last id: nine penguins
}

}  // namespace
}  // namespace rookery::fistful
