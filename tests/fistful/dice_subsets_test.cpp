// The reroll and chip lists come from a table and a direct walk; both must name
// the same picks in the same order as the odometer (for_each_subset), because
// seeds and behaviour signatures depend on the order (R6, R10, FP-10).
#include "games/fistful/dice_subsets.h"

#include <gtest/gtest.h>

#include <vector>

#include "games/fistful/dice_ids.h"

namespace rookery::fistful {
namespace {

std::vector<FaceCounts> odometer(const FaceCounts& dice, int min_size, int max_size) {
  std::vector<FaceCounts> out;
  for_each_subset(dice, min_size, max_size, [&](const FaceCounts& p) { out.push_back(p); });
  return out;
}

TEST(FistfulDiceSubsets, EveryHandsRerollsAreItsSubHandsInOdometerOrder) {
  long long listed = 0;
  for (int h = 0; h < kHands.kSize; ++h) {
    const FaceCounts& hand = kHands.hand(h);
    std::vector<FaceCounts> from_table;
    for (const std::uint16_t id : sub_hand_ids(h)) from_table.push_back(kHands.hand(id));
    ASSERT_EQ(from_table, odometer(hand, 1, kNumDice)) << faces_text(hand);
    listed += static_cast<long long>(from_table.size());
  }
  // Non-empty sub-multisets of every hand of at most nine dice.
  EXPECT_EQ(listed, 288925);
  // The worst hand (three faces twice, three once) has 3*3*3*2*2*2 - 1 picks (FP-1).
  EXPECT_EQ(sub_hand_ids(kHands.id({2, 2, 2, 1, 1, 1})).size(), 215u);
}

TEST(FistfulDiceSubsets, ChipPicksOfOneOrTwoDiceAreTheOdometersSmallPicks) {
  for (int h = 0; h < kHands.kSize; ++h) {
    const FaceCounts& hand = kHands.hand(h);
    for (const bool two : {false, true}) {
      std::vector<FaceCounts> walked;
      for_each_pick_of_two(hand, two, [&](const FaceCounts& p) { walked.push_back(p); });
      ASSERT_EQ(walked, odometer(hand, 1, two ? 2 : 1)) << faces_text(hand) << " two=" << two;
    }
  }
}

TEST(FistfulDiceSubsets, AnEmptyHandHasNoPicks) {
  EXPECT_TRUE(sub_hand_ids(0).empty());
  int picks = 0;
  for_each_pick_of_two(FaceCounts{}, true, [&](const FaceCounts&) { ++picks; });
  EXPECT_EQ(picks, 0);
}

}  // namespace
}  // namespace rookery::fistful
