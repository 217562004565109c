// Plucky Penguins' rule-of-thumb policy for the `heuristic` seat, for every mode.
// It reads what its player may know (the board, the penguins, the walrus, the
// stack, its own hand: the observation's facts) from PluckyState directly and
// decodes the action ids, because heuristic playouts call it at every move.
#pragma once

#include <memory>
#include <string>

#include "ai/heuristic.h"

namespace rookery {

// The rule of thumb, in a line (see plucky_policies.cpp for the rules).
std::string plucky_heuristic_summary();
std::unique_ptr<GamePolicy> make_plucky_heuristic();

}  // namespace rookery
