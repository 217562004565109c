#include "ai/plucky/square_values.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>

namespace rookery::plucky_policy {

namespace {

// The Events' odds in the built-in decks (PL-7): 20 cards each.
constexpr double kOrcaAttack = 4 / 20.0, kOrcaAmbush = 2 / 20.0, kOrcaNibble = 3 / 20.0;
constexpr double kOrcaOther = 6 / 20.0;  // a current or a lost card
constexpr double kWalrusAttack = 3 / 20.0, kWalrusPounce = 3 / 20.0, kWalrusSnack = 3 / 20.0;
constexpr double kWalrusOther = 7 / 20.0;  // a shove or a lost card
constexpr double kCardWorth = 0.3;         // an Action card, in fish

// What being eaten costs penguin `i`, in fish: the game itself, not only its fish.
double death_cost(const View& v, int i) {
  const Bird& b = v.bird(i);
  if (v.final_phase) return kGameInFish;  // the last one standing wins
  if (v.mode == "capture_the_fish") return 3 + (b.gold ? 15 : 0);
  if (v.mode == "golden_fish") return 6 + b.fish + (b.gold ? kGoldenFishHeld : 0);
  // Two fish or more behind the best rival side, staying safe loses anyway: risk more.
  int best_rival = 0;
  for (const Bird& r : v.birds) {
    if (r.alive && r.team != b.team) best_rival = std::max(best_rival, v.team_fish(r.team));
  }
  const bool trailing = best_rival - v.team_fish(b.team) >= 2;
  return (trailing ? 3 : 6) + 1.5 * b.fish;
}

// What losing `n` fish costs penguin `i` (a held Golden Fish goes first, R20).
double fish_loss(const View& v, int i, int n) {
  const Bird& b = v.bird(i);
  if (n <= 0) return 0;
  if (b.gold) return (v.mode == "golden_fish" ? 8 : 10) + std::min(n - 1, b.fish);
  return std::min(n, b.fish);
}

// What an Event that eats costs penguin `i`: a Dodge, the evade cost, or its life.
double eaten_cost(const View& v, int i, int evade) {
  if (v.bird(i).player == v.me && v.holds("dodge") > 0) return 0.5;
  const int cost = std::max(0, evade - (v.bird(i).cheaper_evade ? 1 : 0));
  const int have = v.bird(i).fish + (v.bird(i).gold ? 1 : 0);
  return have >= cost ? fish_loss(v, i, cost) : death_cost(v, i);
}

// Where the walrus will stand after its move (PL-3) if penguin `i` ends on `s`:
// it goes for the nearest penguin (more fish breaks ties; the Golden Fish's
// holder first), each step onto an island square closer to it.
int walrus_after(const View& v, int i, int s) {
  bool holder = false;
  for (const Bird& b : v.birds) holder = holder || (b.alive && b.gold);
  int target = -1, best = 1 << 20;
  for (std::size_t k = 0; k < v.birds.size(); ++k) {
    const Bird& b = v.birds[k];
    if (!b.alive || (holder && !b.gold)) continue;
    const int sq = static_cast<int>(k) == i ? s : b.square;
    // Ties go to `i`: expect the worst.
    const int key = (distance(sq, v.walrus) * 16 - b.fish) * 2 + (static_cast<int>(k) == i ? 0 : 1);
    if (key < best) best = key, target = sq;
  }
  int w = v.walrus;
  for (int n = v.final_phase ? 3 : 2; n > 0 && target >= 0; --n) {
    int next = -1;  // of equally good steps, the one nearest `s`: expect the worst
    for (int d = 0; d < 4; ++d) {
      const int q = step(w, d);
      if (q < 0 || !v.island(q) || distance(q, target) >= distance(w, target)) continue;
      if (next < 0 || distance(q, s) < distance(next, s)) next = q;
    }
    if (next < 0) break;
    w = next;
  }
  return w;
}

// The expected cost of this round's Event for penguin `i` on `s`, the walrus on `w2`.
double event_cost(const View& v, int i, int s, int w2) {
  if (v.round < 2) return 0;  // R10: no Event in round 1
  const Bird& b = v.bird(i);
  const double card = kCardWorth;
  if (v.water(s)) {
    if (b.thick_ice) return 0;
    const double cost = kOrcaAttack * eaten_cost(v, i, 2) + kOrcaAmbush * eaten_cost(v, i, 3) +
                        kOrcaNibble * fish_loss(v, i, 2) + kOrcaOther * card;
    // Thick Ice, played before the turn ends, spares the penguin for a card.
    return b.player == v.me && v.holds("thick_ice") > 0 ? std::min(cost, card) : cost;
  }
  if (distance(s, w2) > 1) return 0;
  return kWalrusAttack * eaten_cost(v, i, 2) + (s == w2 ? kWalrusPounce * eaten_cost(v, i, 1) : 0) +
         kWalrusSnack * fish_loss(v, i, 1) + kWalrusOther * card;
}

// A little for ending near another hole away from the walrus (the next fish), less
// with each square farther.
double next_hole_bonus(const View& v, int i, int s) {
  const int used = fishing_gain(v, i, s) > 0 ? v.hole_index(s) : v.bird(i).last_hole;
  int best = kSquares;
  for (std::size_t h = 0; h < v.holes.size(); ++h) {
    if (static_cast<int>(h) != used && distance(v.holes[h], v.walrus) > 2)
      best = std::min(best, distance(s, v.holes[h]));
  }
  return std::max(0.0, 0.4 - 0.06 * best);
}

// Golden Fish (R20): toward it on the ground; with it, away from the walrus.
double golden_term(const View& v, int i, int s, int w2) {
  if (v.gold.empty()) return 0;
  if (v.bird(i).gold) return 0.4 * std::min(distance(s, w2), 6);
  return loose_gold_term(v, s);
}

// How many squares one movement of penguin `i` from `s` may cover (R6).
int squares_per_movement(const View& v, int i, int s) {
  if (!v.water(s)) return 1;
  const Bird& b = v.bird(i);
  return 1 + (v.snowstorm ? 0 : 1) + (b.character == "swimmer" && !b.ability_used ? 1 : 0);
}

}  // namespace

double capture_term(const View& v, int i, int s) {
  const Bird& b = v.bird(i);
  if (v.gold.size() < 2 || b.team > 1) return 0;
  const Gold& theirs = v.gold[static_cast<std::size_t>(1 - b.team)];
  const Gold& ours = v.gold[static_cast<std::size_t>(b.team)];
  if (theirs.holder == i) {
    int home = kSquares;
    for (int sq : corner_group(b.team == 0 ? 0 : 3)) home = std::min(home, distance(s, sq));
    return 20 - 1.5 * home;
  }
  double value = 0;
  if (theirs.holder < 0 && theirs.square >= 0) value -= 0.8 * distance(s, theirs.square);
  if (ours.holder >= 0) value -= 0.3 * distance(s, v.bird(ours.holder).square);
  return value;
}

double loose_gold_term(const View& v, int s) {
  if (v.gold.empty()) return 0;
  const Gold& g = v.gold[0];
  return g.holder < 0 && g.square >= 0 ? -0.8 * distance(s, g.square) : 0;
}

double fishing_gain(const View& v, int i, int s) {
  const Bird& b = v.bird(i);
  if (v.final_phase || v.supply <= 0 || b.fish >= kMaxFish || distance(s, v.walrus) <= 1) return 0;
  int hole = v.hole_index(s);
  if (hole < 0 && b.character == "fisher" && !b.ability_used) {
    for (int d = 0; d < 4 && hole < 0; ++d) hole = v.hole_index(step(s, d));  // next to a hole
  }
  if (hole < 0 || hole == b.last_hole) return 0;
  const int guard = hole < static_cast<int>(v.hole_guard.size())
                        ? v.hole_guard[static_cast<std::size_t>(hole)]
                        : -1;
  return guard >= 0 && guard != b.player ? 0 : 1;
}

// Rules 1 to 3 of the rule of thumb (plucky_policies.cpp), summed in fish.
double end_value(const View& v, int i, int s, bool fishes) {
  const int w2 = walrus_after(v, i, s);
  double value = -event_cost(v, i, s, w2);
  if (v.mode == "golden_fish") value += golden_term(v, i, s, w2);
  if (v.mode == "capture_the_fish") value += capture_term(v, i, s);
  if (v.final_phase) return value + 0.3 * distance(s, w2) - (v.island(s) ? 0 : 5);
  const double fish_weight = v.mode == "capture_the_fish" ? 0.5 : 1.0;
  if (fishes) value += fish_weight * fishing_gain(v, i, s);
  value += next_hole_bonus(v, i, s);
  return value - 0.1 * std::max(0, 4 - distance(s, w2));
}

double best_reachable(const View& v, int i, int s, int movements, EndValues& value) {
  std::array<bool, kSquares> at{};
  at[static_cast<std::size_t>(s)] = true;
  for (int m = 0; m < movements; ++m) {
    std::array<bool, kSquares> next = at;
    for (int q = 0; q < kSquares; ++q) {
      if (!at[static_cast<std::size_t>(q)]) continue;
      const int k = squares_per_movement(v, i, q);
      const int row = q / kSide, col = q % kSide;
      for (int dr = -k; dr <= k; ++dr) {  // the squares within k steps of q
        const int r = row + dr, reach = k - std::abs(dr);
        if (r < 0 || r >= kSide) continue;
        for (int c = std::max(0, col - reach); c <= std::min(kSide - 1, col + reach); ++c)
          next[static_cast<std::size_t>(r * kSide + c)] = true;
      }
    }
    at = next;
  }
  double best = -1e9;
  for (int r = 0; r < kSquares; ++r) {
    if (at[static_cast<std::size_t>(r)]) best = std::max(best, value[r]);
  }
  return best;
}

}  // namespace rookery::plucky_policy
