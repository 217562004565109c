// Plucky Penguins' observation tensor layout and action space for a configuration.
#pragma once

#include <vector>

#include "core/tensor.h"
#include "games/plucky/plucky_state.h"

namespace rookery::plucky {

// The segments of every player's tensor with these options and components
// (docs/observation-tensors.md).
TensorLayout tensor_layout(const Options& options, const Components& components);
// Every action id a player may take with these options and components, ascending.
std::vector<Action> distinct_actions(const Options& options, const Components& components);

}  // namespace rookery::plucky
