// Scoring a stop, exactly as the rulebook's Scoring Summary (FP-5..FP-9): pure
// functions of the dice showing and the table, so each example is a test.
#pragma once

#include <array>

#include "games/fistful/components.h"

namespace rookery::fistful {

// What a stop scores (FP-6): lions, or the other animals.
enum class Mode : std::uint8_t { kAnimals, kLions };

// Who pays squirrels, and how much each can pay.
struct SquirrelTable {
  int players = 1;
  int active = 0;                          // the seat collecting
  std::array<bool, kMaxPlayers> payers{};  // seats that pay (opponents; showdown: its players)
  std::array<int, kMaxPlayers> money{};    // what each payer has (FP-7: never below $0)
  bool capped = true;                      // false in a showdown: payments are counted in full
  bool bank_pays = false;                  // solo with solo_squirrels=bank (FP-7)
};

struct StopScore {
  Mode mode = Mode::kAnimals;
  int tokens = 0;                          // penguin tokens for the penguins showing (FP-5)
  int bank_dollars = 0;                    // lions, moose, kangaroos, camels, solo bank squirrels
  std::array<int, kMaxPlayers> paid_by{};  // squirrel dollars actually taken from each seat
  int squirrel_dollars = 0;                // their sum
  int kangaroos = 0;                       // kangaroos scored (FP-9 chip)
  int dollars() const { return bank_dollars + squirrel_dollars; }
};

// True when any lion shows: then camels are void and the lions mode exists (FP-6).
inline bool lions_showing(const FaceCounts& dice) { return dice[kLion] > 0; }

// The score of stopping with `dice` showing in `mode`.
StopScore score_stop(const FaceCounts& dice, Mode mode, const SquirrelTable& table);

// FP-6: the mode a bot or a default picks: more dollars for the active player
// (after payers' shortfalls), animals on a tie or when no lion shows.
Mode best_mode(const FaceCounts& dice, const SquirrelTable& table);

// FP-12: the solo rating band of a score ("Quite Good" from 60 ... "Zowie" from 120).
const char* solo_rating(int score);

}  // namespace rookery::fistful
