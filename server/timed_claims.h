// Timed claims at a real-time table (Match of the Penguins), read from the rules
// alone: a timed claim's words end in "at N ms", N counted from the moment the
// face-up card was turned (games/match/RULES.md R3), and which N are legal now is
// asked of State::is_legal, as the terminal's real-time table asks it
// (cli/realtime_play.cpp, claim_span). Nothing here names a game.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/state.h"

namespace rookery {

// Where the search for a step's last legal ms stops. The bound a step has is the
// game's own, found by asking its legality (Match: a card's interval, its window,
// the last card's window at the slowest card_ms: 10,500 ms); this ceiling only
// keeps the search and the clock finite, far beyond any step.
inline constexpr int kClaimSearchCeilingMs = 1 << 20;

// A timed claim split into its words and its time: "grab black pawn at 850 ms" is
// {"grab black pawn", 850}.
struct TimedWords {
  std::string claim;
  int ms = 0;
};
// The claim and time of `text` (case and extra spaces forgiven); nothing when the
// text carries no time ("pass", "take red 3").
std::optional<TimedWords> split_timed(std::string_view text);

// The ms at which a claim may come in this step, both included.
struct ClaimSpan {
  int first = 0;
  int last = 0;
};
// When `player` may claim now, as the rules' legality says; nothing when the
// player has no timed claim now.
std::optional<ClaimSpan> claim_span(const State& state, Player player);

// The claims `player` may make now without their times: "pass" first, then the
// claims in the order the rules list them: "call umbrella", ..., "knock".
std::vector<std::string> claim_words(const State& state, Player player);

// The structure of the claim `words` (one of claim_words) without a time: its
// move_form less "ms", with "words" beside it.
nlohmann::json claim_form(const State& state, Player player, const std::string& words);

// The claim `words` made `ms` after the card was turned, as the rules read it.
Result<Action> timed_claim(const State& state, Player player, const std::string& words, int ms);

}  // namespace rookery
