// Fistful's coach: in the solo game (FP-12), exact values of every option from
// the solved game (ai/fistful/fistful_solo_solver.h), on the expected final score.
#pragma once

#include <optional>

#include "ai/coach_values.h"
#include "core/state.h"

namespace rookery {

// Solo only: every legal option of the player valued by the money already won
// plus the expected future dollars and final tokens of optimal play after it.
// nullopt at any other table (the search values those) or outside a decision.
std::optional<Assessment> fistful_exact_values(const State& state, Player player);

}  // namespace rookery
