// Plucky Penguins' rule-of-thumb policy for the `heuristic` seat, for every mode.
// It reads the position from the observation JSON (the board rows, the penguins,
// the walrus, the stack, its own hand) and answers with the game's own action
// text, so it needs nothing of games/ beyond its public words.
#pragma once

#include <memory>
#include <string>

#include "ai/heuristic.h"

namespace rookery {

// The rule of thumb, in a line (see plucky_policies.cpp for the rules).
std::string plucky_heuristic_summary();
std::unique_ptr<GamePolicy> make_plucky_heuristic();

}  // namespace rookery
