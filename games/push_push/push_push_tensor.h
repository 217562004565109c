// Push Push Penguin's observation tensor layout and action space for a
// configuration on a board.
#pragma once

#include <vector>

#include "core/tensor.h"
#include "games/push_push/board.h"
#include "games/push_push/push_push_state.h"

namespace rookery::push_push {

// The segments of every player's tensor (docs/observation-tensors.md).
TensorLayout tensor_layout(const Options& options, const Board& board);
// Every action id a player may take with these options on this board, ascending.
std::vector<Action> distinct_actions(const Options& options, const Board& board);

}  // namespace rookery::push_push
