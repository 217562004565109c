// Fistful's coach (see fistful_coach.h).
#include "ai/fistful/fistful_coach.h"

#include <algorithm>

#include "ai/fistful/fistful_policies.h"
#include "games/fistful/fistful_state.h"

namespace rookery {

std::optional<Assessment> fistful_exact_values(const State& state, Player player) {
  // Solo holds no secret, so reading the state reads only what the player sees.
  const auto* s = dynamic_cast<const fistful::FistfulState*>(&state);
  if (s == nullptr || state.num_players() != 1 || s->phase() != fistful::Phase::kDeciding) {
    return std::nullopt;
  }
  const fistful_solo::Solver& solver = fistful_solo_solver(s->options().solo_squirrels_bank);
  fistful_solo::Position p;
  p.round = s->round();
  p.in_play = s->in_play();
  p.cashed = s->cashed();
  p.tokens = s->purse(player).tokens;
  p.chip = s->purse(player).chip;
  const std::vector<fistful_solo::Decision> decisions = solver.options(p);
  const double money = s->purse(player).money;
  Assessment a;
  a.player = player;
  a.measure = CoachMeasure::kScore;
  a.exact = true;
  a.method = "exact: the solved solo game's expected final score";
  for (Action action : state.legal_actions(player)) {
    const auto it = std::find_if(
        decisions.begin(), decisions.end(),
        [&](const fistful_solo::Decision& d) { return fistful_solo_action(d) == action; });
    if (it == decisions.end()) return std::nullopt;  // a move the solver does not list
    const double value = money + it->value;
    a.options.push_back(
        {action, state.action_to_string(player, action), "", value, value, value, 0});
  }
  sort_best_first(a.options);
  return a;
}

}  // namespace rookery
