// The real-time table at the terminal: cards turned on the card clock the server
// uses too (server/card_clock.h), one human's single-key claims raced against the
// bots' claims, each shown at its moment. Every claim goes through
// Playthrough::apply (MP-7: one rules path).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "cli/claim_keys.h"
#include "cli/live_input.h"
#include "core/playthrough.h"

namespace rookery {

struct RealtimeTable {
  std::vector<std::string> names;  // per seat, as the log names it: "player 2 (reaction)"
  std::vector<Bot*> bots;          // per seat; null at the human's seat
  Player human = 0;
  ClaimKeys keys;
  int pause_ms = 3000;  // between rounds, to read the result (space goes on at once)
};

enum class TableEnd { kGameOver, kQuit, kInterrupted };

// Plays `play` on from where it stands until the game ends or the human leaves,
// with keys and time from `input` and the table drawn on `out`; an error only
// when a bot's commit is refused.
Result<TableEnd> play_realtime(const RealtimeTable& table, Playthrough& play, LiveInput& input,
                               std::ostream& out);

}  // namespace rookery
