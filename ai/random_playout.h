// Uniformly random playouts: the inner loop of simulation benchmarks and of
// MCTS rollouts. No heap allocation per action.
#pragma once

#include <cstdint>

#include "core/state.h"

namespace rookery {

// Plays `state` to the end with uniformly random legal actions and chance
// outcomes drawn with their probabilities; returns the number of actions
// applied (chance included). With several acting players, the lowest seat moves
// first. `on_action(player, action)` is called before each action.
template <typename OnAction>
long long random_playout(State& state, Rng& rng, OnAction&& on_action) {
  long long actions = 0;
  PlayerList acting;
  ActionList legal;
  while (!state.is_terminal()) {
    state.acting_players(acting);
    const Player player = acting[0];
    Action action;
    if (player == kChancePlayer) {
      action = state.sample_chance(rng);
    } else {
      state.legal_actions(player, legal);
      action = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
    }
    on_action(player, action);
    state.apply_unchecked(player, action);
    ++actions;
  }
  return actions;
}

inline long long random_playout(State& state, Rng& rng) {
  return random_playout(state, rng, [](Player, Action) {});
}

}  // namespace rookery
