// Sub-hands of a hand of dice: what a token rerolls (R6) and the black chip turns
// (R10). The legal list names them in one fixed order, an odometer over the faces
// with penguins counting fastest; seeds, playouts and behaviour signatures depend
// on that order, so every list here keeps it.
#pragma once

#include <cstdint>
#include <span>

#include "games/fistful/components.h"

namespace rookery::fistful {

// Every sub-multiset of `dice` with between `min_size` and `max_size` dice, in
// odometer order: each face counts from 0 to what is there, penguins fastest.
template <typename Emit>
void for_each_subset(const FaceCounts& dice, int min_size, int max_size, Emit&& emit) {
  FaceCounts pick{};
  for (;;) {
    const int n = total(pick);
    if (n >= min_size && n <= max_size) emit(pick);
    int f = 0;
    while (f < kNumFaces &&
           pick[static_cast<std::size_t>(f)] == dice[static_cast<std::size_t>(f)]) {
      pick[static_cast<std::size_t>(f)] = 0;
      ++f;
    }
    if (f == kNumFaces) return;
    ++pick[static_cast<std::size_t>(f)];
  }
}

// The non-empty sub-hands of the hand with id `hand_id` (DiceIds<kNumDice>), as
// their own hand ids, in odometer order. Looked up in a table filled on first use
// (289k ids, 0.6 MB of static storage, no heap): listing rerolls was most of a
// random playout's cost.
std::span<const std::uint16_t> sub_hand_ids(int hand_id);

// Every pick of one die, or of two when `two` holds, from `dice`, in odometer
// order (for_each_subset's with sizes 1 to 2, without walking the larger ones).
template <typename Emit>
void for_each_pick_of_two(const FaceCounts& dice, bool two, Emit&& emit) {
  // Odometer order compares the highest face first: all picks whose highest face
  // is `top` come after those below it, the single die first, then the pairs by
  // their lower face, then two of `top`.
  for (int top = 0; top < kNumFaces; ++top) {
    const auto t = static_cast<std::size_t>(top);
    if (dice[t] == 0) continue;
    FaceCounts pick{};
    pick[t] = 1;
    emit(pick);
    if (!two) continue;
    for (int low = 0; low < top; ++low) {
      const auto l = static_cast<std::size_t>(low);
      if (dice[l] == 0) continue;
      pick[l] = 1;
      emit(pick);
      pick[l] = 0;
    }
    if (dice[t] >= 2) {
      pick[t] = 2;
      emit(pick);
    }
  }
}

}  // namespace rookery::fistful
