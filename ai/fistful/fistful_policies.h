// Fistful's per-game policies for the `heuristic` and `optimal` seats. They
// read the position straight from FistfulState's accessors (a fast path: no
// observation JSON per move), which is why they live in this target.
#pragma once

#include <memory>
#include <string>

#include "ai/fistful/fistful_solo_solver.h"
#include "ai/heuristic.h"
#include "core/error.h"
#include "core/game.h"

namespace rookery {

// The rule of thumb, in a line (see fistful_policies.cpp for the rules).
std::string fistful_heuristic_summary();
std::unique_ptr<GamePolicy> make_fistful_heuristic();

// The exact solo policy (ai/fistful/fistful_solo_solver.h), in a line.
std::string fistful_optimal_summary();
std::unique_ptr<GamePolicy> make_fistful_optimal();
// The solved solo game (solo squirrels take nothing, or the bank pays): solved
// once per process on first use, shared by every seat, thread and the coach.
const fistful_solo::Solver& fistful_solo_solver(bool bank);
// The game's action for a decision of the solo solver.
Action fistful_solo_action(const fistful_solo::Decision& d);
// The optimal seat plays solo Fistful only: an error for any other table.
Result<void> fistful_optimal_check(const Game& game);

}  // namespace rookery
