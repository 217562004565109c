// The single keys of the real-time table: the game's claim keys (GameFacts::
// claim_keys), looked up by key, and the legend that shows them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace rookery {

inline constexpr char kQuitKey = 'q';

struct ClaimKeys {
  std::vector<ClaimKey> keys;
  // The claim `key` (either case) makes; null for other keys.
  const ClaimKey* find(char key) const;
  // One line naming every key: "Keys:  1 umbrella  2 sunglasses ... k knock  q quit".
  std::string legend() const;
};

// The keys for a real-time game; nothing when the game has none.
std::optional<ClaimKeys> claim_keys_for(const GameFacts& facts);

}  // namespace rookery
