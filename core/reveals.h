// Whether a move showed its player something hidden: what a table asks before it
// lets a player take a move back (a move that showed a hidden card or die stands).
#pragma once

#include <cstdint>

#include "core/state.h"

namespace rookery {

// Whether `player`, having made `action` from `before` and reached `after`, sees
// anything they could not have known: the same move is made in `samples`
// positions `player` cannot tell from `before` (resample_hidden, seeded by
// `seed`), and any of them that looks different to `player` afterwards (or where
// the move is not legal) means the move revealed something.
bool shows_hidden(const State& before, Player player, Action action, const State& after,
                  std::uint64_t seed, int samples = 8);

}  // namespace rookery
