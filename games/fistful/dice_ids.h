// Hands of dice as dense ids: every multiset of at most K dice over the six faces
// numbered 0 .. C(K + 6, 6) - 1 (the empty hand is 0), so that action ids and
// chance outcomes naming dice fill a small range (Game::num_distinct_actions)
// instead of the decimal codes of encode_counts, which reach a million.
#pragma once

#include <array>
#include <cstdint>

#include "games/fistful/components.h"

namespace rookery::fistful {

// The ids of hands of at most K dice: lexicographic order of the counts, penguins
// first, so id(c) is a sum of one table entry per face (no search, no division).
template <int K>
class DiceIds {
 public:
  // Hands of 0..K dice over the six faces: C(K + 6, 6).
  static constexpr int kSize = [] {
    int n = 1;
    for (int i = 1; i <= kNumFaces; ++i) n = n * (K + i) / i;
    return n;
  }();

  constexpr DiceIds() {
    // below(m, r): hands over m faces of at most r dice, C(r + m, m).
    auto below = [](int m, int r) {
      int n = 1;
      for (int i = 1; i <= m; ++i) n = n * (r + i) / i;
      return n;
    };
    for (int f = 0; f < kNumFaces; ++f)
      for (int used = 0; used <= K; ++used) {
        int sum = 0;
        for (int c = 0; used + c <= K; ++c) {
          step_[f][used][c] = sum;  // hands that put fewer than c dice on face f come first
          sum += below(kNumFaces - 1 - f, K - used - c);
        }
      }
    FaceCounts c{};
    int id = 0;
    enumerate(c, 0, 0, id);
  }

  // The id of a hand of at most K dice.
  constexpr int id(const FaceCounts& c) const {
    int out = 0;
    int used = 0;
    for (int f = 0; f < kNumFaces; ++f) {
      out += step_[f][used][c[static_cast<std::size_t>(f)]];
      used += c[static_cast<std::size_t>(f)];
    }
    return out;
  }
  // The hand of an id in [0, kSize).
  constexpr const FaceCounts& hand(int id) const { return hands_[static_cast<std::size_t>(id)]; }

 private:
  constexpr void enumerate(FaceCounts& c, int f, int used, int& id) {
    if (f == kNumFaces) {
      hands_[static_cast<std::size_t>(id++)] = c;
      return;
    }
    for (int n = 0; used + n <= K; ++n) {
      c[static_cast<std::size_t>(f)] = static_cast<std::uint8_t>(n);
      enumerate(c, f + 1, used + n, id);
    }
    c[static_cast<std::size_t>(f)] = 0;
  }

  std::array<std::array<std::array<int, K + 1>, K + 1>, kNumFaces> step_{};
  std::array<FaceCounts, kSize> hands_{};
};

// Any hand of the nine dice: rolls and rerolls.
inline constexpr DiceIds<kNumDice> kHands{};
// A hand of at most two dice: what the black chip turns (R10, FP-10).
inline constexpr DiceIds<2> kPairs{};

}  // namespace rookery::fistful
