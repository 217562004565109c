// The conformance suite: seeded random playouts of any game, checking that it
// honours every contract of core/state.h. Every registered game runs it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/playthrough.h"

namespace rookery {

// A game's own invariants, checked at every move of every playout: `before` the
// move, the move (`player`, `action`, chance included), and the state `after`.
// Returns what is broken, in words, or "" when everything holds.
using StateInvariant = std::function<std::string(const State& before, Player player, Action action,
                                                 const State& after)>;

struct ConformanceOptions {
  int playouts = 1000;
  std::uint64_t seed = 1;
  // Enumerate the full chance distribution at every n-th chance node (it can be
  // large: 1296 outcomes for four dice).
  int full_chance_every = 17;
  // The costly per-state checks (every action's text, illegal actions, hidden
  // information, copies) run at every state of the first `deep_check_moves`
  // moves and at every n-th state after that.
  int deep_check_moves = 30;
  int deep_check_every = 47;
  // The game's invariants (conservation, no landing resolved twice...); none
  // when empty. Checked at every move, not only the deep ones.
  StateInvariant invariants;
};

struct ConformanceReport {
  int playouts = 0;
  long long actions = 0;
  std::vector<std::string> failures;  // at most a few dozen, each saying where
  bool ok() const { return failures.empty(); }
};

// Plays `options.playouts` seeded random games of `game`, checking: copy
// equality, record JSON round trip, chance probabilities summing exactly to 1,
// legal actions at every non-terminal state, the length bound, action-string
// round trip, illegal actions refused without change, and that a player's
// observation does not change when only what is hidden from them changes; and
// the game's own `options.invariants` at every move.
ConformanceReport check_conformance(const std::shared_ptr<const Game>& game,
                                    const GameLoader& loader, const ConformanceOptions& options);

}  // namespace rookery
