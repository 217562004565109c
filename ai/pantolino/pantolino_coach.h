// Pantolino's coach: exact values of every option of a turn, from the turn
// solver (ai/pantolino/pantolino_turn_solver.h), on the boots a player holds
// once the turn's token is taken.
#pragma once

#include <optional>

#include "ai/coach_values.h"
#include "core/state.h"

namespace rookery {

// Every legal option of `player` valued exactly: while rolling, the boots held
// plus the solver's expected boots of the token taken after that choice; while
// taking, the boots held after taking it. Read from observation(player) alone;
// nullopt where the player has no such decision.
std::optional<Assessment> pantolino_exact_values(const State& state, Player player);

}  // namespace rookery
