// What a square is worth to Plucky's rule of thumb, in fish: what a penguin
// ending its turn there brings (a fish from a hole, a step toward the Golden Fish
// or home) less what this round's Event may cost there where the walrus will be.
// The moves, the Leader's pushes and the order of a team's penguins all weigh
// squares by these values.
#pragma once

#include <array>
#include <cstddef>

#include "ai/plucky/plucky_view.h"

namespace rookery::plucky_policy {

// A game won or lost, in fish: what the rule of thumb and its evaluation put on
// being eaten in the Final Phase (the last one standing wins) or a game already won.
inline constexpr double kGameInFish = 30;
// Holding the Golden Fish in the Golden Fish mode (R20), in fish.
inline constexpr double kGoldenFishHeld = 10;

// Golden Fish (R20), in fish: a penguin on `s` while the Golden Fish lies on the
// ground, 0.8 less for each square between them; 0 while someone holds it.
double loose_gold_term(const View& v, int s);

// 1 if penguin `i` ending its turn on `s` fishes this round (R13), else 0.
double fishing_gain(const View& v, int i, int s);

// Capture the Fish (R21), in fish: penguin `i` on `s` carrying the rival fish home
// (worth more the nearer), else going for it, and chasing a thief of its own.
double capture_term(const View& v, int i, int s);

// What penguin `i` ending its turn on `s` is worth, in fish; no fishing gain unless `fishes`.
double end_value(const View& v, int i, int s, bool fishes = true);

// What penguin `i` ending its turn on each square is worth, each computed on first
// use: a turn reaches only the squares near the penguin, and end_value is the
// policy's costliest call (heuristic playouts make it at every move).
class EndValues {
 public:
  // `v` must outlive the table.
  EndValues(const View& v, int i) : v_(v), i_(i) {}
  // end_value(v, i, s), computed once.
  double operator[](int s) {
    const auto k = static_cast<std::size_t>(s);
    if (!known_[k]) value_[k] = end_value(v_, i_, s), known_[k] = true;
    return value_[k];
  }

 private:
  const View& v_;
  int i_;
  std::array<double, kSquares> value_{};
  std::array<bool, kSquares> known_{};
};

// The best end value penguin `i` can reach from `s` with `movements` left (staying included).
double best_reachable(const View& v, int i, int s, int movements, EndValues& value);

}  // namespace rookery::plucky_policy
