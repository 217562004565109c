// Playout benchmark: speed of random playouts and a behaviour signature.
#pragma once

#include <cstdint>
#include <memory>

#include "core/game.h"

namespace rookery {

struct BenchResult {
  long long playouts = 0;
  long long actions = 0;
  double seconds = 0;
  double playouts_per_second = 0;
  double actions_per_second = 0;
  // A hash of every action and result of 100 fixed-seed random playouts: it
  // changes exactly when the game's behaviour (rules, action ids, chance) does.
  std::uint64_t signature = 0;
  // MCTS (default options, one thread) from the first decision of the game.
  long long mcts_iterations = 0;
  double mcts_seconds = 0;
  double mcts_iterations_per_second = 0;
};

// The signature of `game` (see BenchResult::signature).
std::uint64_t behaviour_signature(const std::shared_ptr<const Game>& game);

// Times single-threaded random playouts of `game`: `playouts` of them, or as many
// as fit in about a second when `playouts` is 0; then MCTS iterations the same way.
BenchResult bench_game(const std::shared_ptr<const Game>& game, long long playouts);

}  // namespace rookery
