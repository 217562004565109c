// Match of the Penguins' observation tensor layout and action space for a
// configuration.
#pragma once

#include <vector>

#include "core/tensor.h"
#include "games/match/match_state.h"

namespace rookery::match {

// The segments of every player's tensor (docs/observation-tensors.md).
TensorLayout tensor_layout(const Options& options);
// Every action id a player may take with these options, ascending: pass, and
// each claim at every millisecond a step can last.
std::vector<Action> distinct_actions(const Options& options);
// The latest millisecond of any step (the last card's window): claim times in
// the tensor are divided by it.
int longest_step_ms(const Options& options);

}  // namespace rookery::match
