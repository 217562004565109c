#include "games/fistful/dice_subsets.h"

#include <array>

#include "games/fistful/dice_ids.h"

namespace rookery::fistful {

namespace {

// How many non-empty sub-hands all hands have together: the product over the
// faces of (count + 1), less the empty pick, summed over every hand.
constexpr std::size_t count_sub_hands() {
  std::size_t n = 0;
  for (int h = 0; h < kHands.kSize; ++h) {
    std::size_t picks = 1;
    for (const std::uint8_t c : kHands.hand(h)) picks *= c + 1u;
    n += picks - 1;
  }
  return n;
}

// Every hand's sub-hands, one run after another: hand h's are
// ids[starts[h] .. starts[h + 1]). Static storage, filled once on first use, so
// that no playout ever allocates for it.
struct SubHandTable {
  static_assert(DiceIds<kNumDice>::kSize <= 65536, "hand ids fit 16 bits");
  std::array<std::uint32_t, DiceIds<kNumDice>::kSize + 1> starts;
  std::array<std::uint16_t, count_sub_hands()> ids;

  SubHandTable() {
    std::uint32_t next = 0;
    for (int h = 0; h < kHands.kSize; ++h) {
      starts[static_cast<std::size_t>(h)] = next;
      for_each_subset(kHands.hand(h), 1, kNumDice, [&](const FaceCounts& pick) {
        ids[next++] = static_cast<std::uint16_t>(kHands.id(pick));
      });
    }
    starts[static_cast<std::size_t>(kHands.kSize)] = next;
  }
};

}  // namespace

std::span<const std::uint16_t> sub_hand_ids(int hand_id) {
  static const SubHandTable table;
  const auto h = static_cast<std::size_t>(hand_id);
  return {table.ids.data() + table.starts[h], table.starts[h + 1] - table.starts[h]};
}

}  // namespace rookery::fistful
