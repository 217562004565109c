// The coach: how good is each option of a decision? Exact where the game is
// solved (its row of the bot table gives `exact_values`: Pantolino's turn,
// Fistful solo), elsewhere the game's coach search (an `mcts` spec played to the
// end, so its values are chances of winning) with a 95% interval.
//
// Nothing hidden leaks: an assessment is a function of what `player` has seen.
// Exact values read the player's own observation; the search determinises the
// position for `player` (State::resample_hidden), and a game's determinisation
// depends only on what the player may know, so changing another seat's secret
// changes no byte of it (tests/ai/coach_test.cpp checks every game).
#pragma once

#include <cstdint>

#include "ai/coach_values.h"
#include "core/error.h"
#include "core/state.h"

namespace rookery {

// What a coach may spend on one decision.
struct CoachOptions {
  long long iterations = 0;      // search iterations (0: the game's coach search's own)
  long long max_iterations = 0;  // > 0: at most this many, whatever is asked (a server's budget)
  int max_ms = 0;                // > 0: stop a search after this long, with what it has
  std::uint64_t seed = 0;        // the search's seed (never from hidden information)
};

// The most search iterations one assessment may be asked for.
inline constexpr long long kMaxCoachIterations = 10'000'000;

// Whether the game named `game` (GameFacts::name) has a coach.
bool has_coach(std::string_view game);

// Whether `game` has a coach; the error says why not (Match: a claim is a race,
// not a choice to weigh).
Result<void> coach_available(const Game& game);

// Every legal option of `player`, who must be acting at `state` (not a chance
// node), with its value, best first: exact where the game is solved, else searched.
Result<Assessment> assess(const State& state, Player player, const CoachOptions& options);

// The 95% Wilson interval of a mean `p` of `n` values within 0..1 (their
// variance is at most p(1 - p), so the interval holds for win shares too).
std::pair<double, double> wilson_interval(double p, long long n);

}  // namespace rookery
