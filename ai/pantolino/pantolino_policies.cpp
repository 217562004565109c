// Pantolino policies. The rule of thumb:
//
//  1. Rolling: the value of a colour is the best token of that colour one can
//     take (from the supply, or an opponent's tail with Escaping Boots) with the
//     dice showing that colour plus every star (PA-5). Stop as soon as the best
//     value the dice give is the best value still available anywhere.
//  2. Otherwise keep the stars and the most common colour among those that still
//     have a better token to take (ties: the colour whose best token is worth
//     more), and reroll every other die.
//  3. Taking: the most valuable qualifying token; among equals prefer stealing a
//     tail (it also costs an opponent those boots), from the opponent with the
//     most boots, then the colour already strongest on one's own centipede (the
//     R10 tie-break).
//
// The optimal policy replaces 1 and 2 with the turn solver's decision and takes
// like 3.
#include "ai/pantolino/pantolino_policies.h"

#include <algorithm>
#include <tuple>

#include "ai/pantolino/pantolino_turn_solver.h"
#include "ai/pantolino/pantolino_view.h"

namespace rookery {

namespace {

namespace pt = pantolino_turn;
using pantolino::Phase;
using pantolino_view::legal_or_first;
using pantolino_view::View;
using pantolino_view::view_of;

int best_in(const pt::Takeable& t, int colour, int at_most) {
  for (int b = std::min(at_most, pt::kMaxBoots); b >= pt::kMinBoots; --b) {
    if ((t[static_cast<std::size_t>(colour)] >> (b - pt::kMinBoots)) & 1) return b;
  }
  return 0;
}

// Rule 3: the most valuable qualifying token, with the tie-breaks above.
Action take_best(const State& state, Player me, const View& v) {
  const ActionList legal = state.legal_actions(me);
  Action best = legal[0];
  std::tuple<int, int, int, int> best_key{-1, 0, 0, 0};
  for (Action a : legal) {
    const std::optional<pantolino_view::Take> take = pantolino_view::take_of(state, a);
    if (!take) continue;  // "take nothing", "discard ...": any will do
    const int colour = take->colour;
    const int boots = take->boots;
    const bool steal = take->victim >= 0;
    const int victim = take->victim;
    const int victim_boots = victim >= 0 && victim < static_cast<int>(v.boots.size())
                                 ? v.boots[static_cast<std::size_t>(victim)]
                                 : 0;
    const int mine = colour >= 0 && colour < pt::kNumColours
                         ? v.my_colour_boots[static_cast<std::size_t>(colour)]
                         : 0;
    const std::tuple<int, int, int, int> key{boots, steal ? 1 : 0, victim_boots, mine};
    if (key > best_key) {
      best_key = key;
      best = a;
    }
  }
  return best;
}

class PantolinoHeuristic final : public GamePolicy {
 public:
  Action choose(const State& state, Player me, Rng&) override {
    const View v = view_of(state, me);
    if (v.phase != Phase::kDeciding) return take_best(state, me, v);
    std::array<int, pt::kNumColours> count{};
    int stars = 0;
    for (int f : v.dice) {
      if (f == pt::kStar) ++stars;
    }
    int best_now = 0;
    int best_anywhere = 0;
    for (int c = 0; c < pt::kNumColours; ++c) {
      for (int f : v.dice) count[static_cast<std::size_t>(c)] += f == c ? 1 : 0;
      count[static_cast<std::size_t>(c)] += stars;
      best_now = std::max(best_now, best_in(v.takeable, c, count[static_cast<std::size_t>(c)]));
      best_anywhere = std::max(best_anywhere, best_in(v.takeable, c, pt::kMaxBoots));
    }
    // Rule 1.
    if (best_now >= best_anywhere) return legal_or_first(state, me, pantolino::kStop);
    // Rule 2: the most common colour that still has a better token.
    int target = -1;
    std::pair<int, int> target_key{-1, -1};
    for (int c = 0; c < pt::kNumColours; ++c) {
      const int top = best_in(v.takeable, c, pt::kMaxBoots);
      if (top <= best_now) continue;
      const std::pair<int, int> key{count[static_cast<std::size_t>(c)], top};
      if (key > target_key) {
        target_key = key;
        target = c;
      }
    }
    int mask = 0;
    for (int d = 0; d < pt::kNumDice; ++d) {
      const int f = v.dice[static_cast<std::size_t>(d)];
      if (f != pt::kStar && f != target) mask |= 1 << d;
    }
    return legal_or_first(state, me, mask);  // a reroll's id is its mask of dice
  }
};

class PantolinoOptimal final : public GamePolicy {
 public:
  Action choose(const State& state, Player me, Rng&) override {
    const View v = view_of(state, me);
    if (v.phase != Phase::kDeciding) return take_best(state, me, v);
    // The solver depends only on what can be taken; reuse it while that holds.
    if (!solver_ || v.takeable != takeable_) {
      takeable_ = v.takeable;
      solver_ = std::make_unique<pt::TurnSolver>(takeable_);
    }
    // A reroll's id is its mask of dice, and stop's (kStop) the empty mask.
    return legal_or_first(state, me, solver_->best(v.dice, v.rolls_done).reroll_mask);
  }

 private:
  pt::Takeable takeable_{};
  std::unique_ptr<pt::TurnSolver> solver_;
};

}  // namespace

std::string pantolino_heuristic_summary() {
  return "keep stars and the most common useful colour, stop when the best token still "
         "available is reachable, take the most valuable token (a tail first among equals)";
}
std::unique_ptr<GamePolicy> make_pantolino_heuristic() {
  return std::make_unique<PantolinoHeuristic>();
}

std::string pantolino_optimal_summary() {
  return "rerolls to maximise the expected boots of this turn's token (exact), takes the best";
}
std::unique_ptr<GamePolicy> make_pantolino_optimal() {
  return std::make_unique<PantolinoOptimal>();
}

}  // namespace rookery
