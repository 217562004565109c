// Each game's invariants for the conformance suite (core/testing/conformance.h):
// what must hold at every move of every playout, above all where two rules meet
// (conservation of cards, fish and money; no landing resolved twice; every
// penguin accounted for). Each game's are in tests/<game>/invariants.cpp, as
// `StateInvariant <game>_invariants()`, found through ROOKERY_GAMES.
#pragma once

#include <string>
#include <utility>

#include "core/testing/conformance.h"

namespace rookery {

// A StateInvariant over one game's state type `S`: `check(before, player, action,
// after)` gets both states as `S`; a state of another type is reported as not a
// `game` state.
template <typename S, typename Check>
StateInvariant invariant_of(std::string game, Check check) {
  return [game = std::move(game), check](const State& before_state, Player player, Action action,
                                         const State& after_state) -> std::string {
    const auto* before = dynamic_cast<const S*>(&before_state);
    const auto* after = dynamic_cast<const S*>(&after_state);
    if (before == nullptr || after == nullptr) return "the state is not a " + game + " state";
    return check(*before, player, action, *after);
  };
}

// The invariants of the game named `name` ("plucky"); none for a game without.
StateInvariant invariants_for(const std::string& name);

}  // namespace rookery
