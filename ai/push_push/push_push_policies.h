// Push Push Penguin's rule-of-thumb policy for the `heuristic` seat. It reads
// the position from the observation JSON (the board included) and answers with
// the game's own action text, so it needs nothing of games/ beyond its words.
#pragma once

#include <memory>
#include <string>

#include "ai/heuristic.h"

namespace rookery {

// The rule of thumb, in a line (see push_push_policies.cpp for the rules).
std::string push_push_heuristic_summary();
std::unique_ptr<GamePolicy> make_push_push_heuristic();

}  // namespace rookery
