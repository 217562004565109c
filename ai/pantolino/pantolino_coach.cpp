// Pantolino's coach (see pantolino_coach.h).
#include "ai/pantolino/pantolino_coach.h"

#include <algorithm>

#include "ai/pantolino/pantolino_view.h"

namespace rookery {

namespace {

namespace pt = pantolino_turn;
using pantolino_view::View;

}  // namespace

std::optional<Assessment> pantolino_exact_values(const State& state, Player player) {
  const View v = pantolino_view::view_of(state, player);
  if (player < 0 || player >= static_cast<int>(v.boots.size())) return std::nullopt;
  const double held = v.boots[static_cast<std::size_t>(player)];
  Assessment a;
  a.player = player;
  a.measure = CoachMeasure::kBoots;
  a.exact = true;
  const ActionList legal = state.legal_actions(player);
  if (v.phase == pantolino::Phase::kDeciding && v.rolls_done >= 1 && v.rolls_done < pt::kMaxRolls) {
    a.method = "exact: the turn solver's expected boots once this turn's token is taken";
    const pt::TurnSolver solver(v.takeable);
    const std::vector<pt::Option> options = solver.options(v.dice, v.rolls_done);
    for (Action action : legal) {
      const std::string words = state.action_to_string(player, action);
      // A reroll's id is its mask of dice, and stop's the empty mask.
      const auto it = std::find_if(options.begin(), options.end(),
                                   [&](const pt::Option& o) { return o.reroll_mask == action; });
      if (it == options.end()) return std::nullopt;  // a move the solver does not know
      const double value = held + it->expected;
      a.options.push_back({action, words, "", value, value, value, 0});
    }
  } else if (v.phase == pantolino::Phase::kTaking) {
    a.method = "exact: the boots held once the token is taken";
    for (Action action : legal) {
      const std::string words = state.action_to_string(player, action);
      // A take's boots; none for "take nothing" or a discard (R7).
      const std::optional<pantolino_view::Take> take = pantolino_view::take_of(state, action);
      const double value = held + (take ? take->boots : 0);
      a.options.push_back({action, words, "", value, value, value, 0});
    }
  } else {
    return std::nullopt;
  }
  sort_best_first(a.options);
  return a;
}

}  // namespace rookery
