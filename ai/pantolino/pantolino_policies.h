// Pantolino's per-game policies for the `heuristic` and `optimal` seats. They
// read the position from the observation JSON and answer with the game's own
// action text, so they need nothing of games/ beyond its public words.
#pragma once

#include <memory>
#include <string>

#include "ai/heuristic.h"

namespace rookery {

// The rule of thumb, in a line (see pantolino_policies.cpp for the rules).
std::string pantolino_heuristic_summary();
std::unique_ptr<GamePolicy> make_pantolino_heuristic();

// Turn-optimal rerolling (ai/pantolino_turn_solver.h), in a line.
std::string pantolino_optimal_summary();
std::unique_ptr<GamePolicy> make_pantolino_optimal();

}  // namespace rookery
