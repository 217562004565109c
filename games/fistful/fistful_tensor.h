// A Fistful of Penguins' observation tensor layout and action space for a
// configuration.
#pragma once

#include <vector>

#include "core/tensor.h"
#include "games/fistful/fistful_state.h"

namespace rookery::fistful {

// The segments of every player's tensor (docs/observation-tensors.md).
TensorLayout tensor_layout(const Options& options);
// Every action id a player may take with these options, ascending.
std::vector<Action> distinct_actions(const Options& options);

}  // namespace rookery::fistful
