// Each game's invariants for the conformance suite (core/testing/conformance.h):
// what must hold at every move of every playout, above all where two rules meet
// (conservation of cards, fish and money; no landing resolved twice; every
// penguin accounted for). Each game's are in tests/invariants/<game>.cpp.
#pragma once

#include <string>

#include "core/testing/conformance.h"

namespace rookery {

// The invariants of the game named `name` ("plucky"); none for a game without.
StateInvariant invariants_for(const std::string& name);

StateInvariant fistful_invariants();
StateInvariant pantolino_invariants();
StateInvariant push_push_invariants();
StateInvariant match_invariants();
StateInvariant plucky_invariants();

}  // namespace rookery
