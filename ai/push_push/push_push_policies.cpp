// Push Push Penguin's rule of thumb. Every choice is scored by where it lands:
//
//  1. A landing is worth its space, plus what the space does: a slide's length,
//     3 for a fish, 1 for a seal (a gamble that is often forward).
//  2. Landing on the orca (a Surprise) is worth -100. Being first in line with
//     the orca 12 spaces or fewer ahead costs 15: the orca takes the leader, and
//     the winner is the one second in line.
//  3. GO is the die whose landing scores best. Matching dice are rerolled when
//     their landing scores below 0. A fish is gobbled for both dice GO only when
//     that scores 6 more than the GO die alone and a fish is left for hiding.
//  4. On a seal, take the better of two numbers and accept the rest. (When
//     Surprised, a penguin gobbles a fish to hide by itself: PP-11.)
//
// Pushes are ignored when scoring: a rule of thumb, not a search. The view reads
// the state's accessors, and of the secret dice only the seat's own, as its
// observation shows them; moves are read by their action ids.
#include "ai/push_push/push_push_policies.h"

#include <algorithm>

#include "games/push_push/push_push_state.h"

namespace rookery {

namespace {

struct View {
  int me = -1;  // my penguin's index
  int pos = 0;
  int fish = 0;
  int orca = 0;
  int lead_other = 0;     // the highest space of any other penguin
  std::vector<int> dice;  // my dice: GO first when chosen
  std::vector<int> slide_to;
  std::vector<bool> fish_space, seal_space;
};

// What `player` sees at its decision, read from the state's accessors: the
// board and every penguin's space are in plain view, and of the dice only the
// player's own (at a decision this round's roll is made: its two dice, GO first
// once chosen), as its observation shows them.
View view_of(const State& state, Player player) {
  const auto& s = dynamic_cast<const push_push::PushPushState&>(state);
  const push_push::Board& board = s.board();
  View v;
  v.orca = s.orca();
  const auto spaces = static_cast<std::size_t>(board.last_space) + 1;
  v.slide_to.assign(board.slide_to.begin(), board.slide_to.begin() + spaces);
  v.fish_space.assign(board.fish.begin(), board.fish.begin() + spaces);
  v.seal_space.assign(board.seal.begin(), board.seal.begin() + spaces);
  for (int i = 0; i < s.num_penguins(); ++i) {
    const push_push::Penguin& p = s.penguin(i);
    if (p.owner == player && !p.bot) {
      v.me = i;
      v.pos = p.pos;
      v.fish = p.fish;
      v.dice = {p.dice[0], p.dice[1]};
    } else {
      v.lead_other = std::max<int>(v.lead_other, p.pos);
    }
  }
  return v;
}

// Rules 1 and 2: the worth of moving `steps` spaces from `from`.
int landing_score(const View& v, int from, int steps) {
  int target = from + steps;
  if (from < v.orca && target >= v.orca) return -100;
  if (target >= static_cast<int>(v.slide_to.size())) return -100;
  int score = target;
  const auto t = static_cast<std::size_t>(target);
  if (v.slide_to[t] != 0) {
    score += std::min(v.slide_to[t], v.orca) - target;
    target = std::min(v.slide_to[t], v.orca);
    if (target == v.orca) return -100;
  } else if (v.fish_space[t]) {
    score += 3;
  } else if (v.seal_space[t]) {
    score += 1;
  }
  if (target > v.lead_other && v.orca - target <= 12) score -= 15;
  return score;
}

class PushPushHeuristic final : public GamePolicy {
 public:
  Action choose(const State& state, Player player, Rng& rng) override {
    (void)rng;
    const View v = view_of(state, player);
    using namespace push_push;
    ActionList legal;
    state.legal_actions(player, legal);
    // Rule 3: GO is the die that lands best (choosing, or taking a seal's number).
    std::optional<Action> best_go;
    int best_go_score = -1000;
    for (Action a : legal) {
      if (!is_go(a) && !is_take(a)) continue;
      const int steps = static_cast<int>(a - (is_go(a) ? kGoBase : kTakeBase));
      const int score = landing_score(v, v.pos, steps);
      if (!best_go || score > best_go_score) {
        best_go = a;
        best_go_score = score;
      }
    }
    if (best_go) return *best_go;
    // Rule 4: on a seal, accept.
    if (legal.contains(kAccept)) return kAccept;
    // Rule 3: the turn itself.
    if (v.dice.size() >= 2) {
      const int go = landing_score(v, v.pos, v.dice[0]);
      if (legal.contains(kRerollMatching) && go < 0) return kRerollMatching;
      if (legal.contains(kGobbleBothGo) && v.fish >= 2 &&
          landing_score(v, v.pos, v.dice[0] + v.dice[1]) >= go + 6) {
        return kGobbleBothGo;
      }
    }
    if (legal.contains(kMove)) return kMove;
    return legal[0];
  }
};

}  // namespace

std::string push_push_heuristic_summary() {
  return "GO is the die that lands best (slides, fish, seals; never onto the orca; not first in "
         "line near the orca); rerolls bad matching dice, gobbles for both GO rarely, always "
         "tries to hide";
}

std::unique_ptr<GamePolicy> make_push_push_heuristic() {
  return std::make_unique<PushPushHeuristic>();
}

}  // namespace rookery
