// The single keys of the real-time table: one key per claim of a real-time
// game, and the legend that shows them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/game.h"

namespace rookery {

inline constexpr char kQuitKey = 'q';

struct ClaimKey {
  char key;
  std::string claim;  // the claim's words: "call umbrella", "grab black pawn"
  int kind;           // the game's claim kind
};

struct ClaimKeys {
  std::vector<ClaimKey> keys;
  // The claim `key` (either case) makes `ms` ms after the card was turned; nothing for other keys.
  std::optional<Action> claim(char key, int ms) const;
  // Some claim at `ms`, to ask the rules when claims may come.
  Action any_claim(int ms) const;
  // The ms of a claim (after the card was turned).
  int ms_of(Action claim) const;
  // The commit of a player who claims nothing.
  Action pass() const;
  // One line naming every key: "1 umbrella  2 sunglasses ... k knock  q quit".
  std::string legend() const;
};

// The keys for a real-time game; nothing when the real-time table cannot seat it.
std::optional<ClaimKeys> claim_keys_for(const GameFacts& facts);

}  // namespace rookery
