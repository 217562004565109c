// What the coach says of one decision: every legal option of a player with its
// value. Plain types only, so a game's own AI target (ai/<game>/) can fill them
// for its exact solver without linking the search (ai/coach.h does the rest).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/action.h"

namespace rookery {

// What an assessment's values are: the expected result on one scale.
enum class CoachMeasure {
  kBoots,      // Pantolino: the boots a player holds once this turn's token is taken
  kScore,      // Fistful solo: the final score (money plus unspent tokens)
  kWinChance,  // elsewhere: the chance of winning (a win share: 1/k for k tied), 0..1
};

// "boots", "score" or "win": the measure's name in JSON (docs/protocol.md, "The coach").
const char* measure_name(CoachMeasure measure);

// One legal option and what it is worth to the player choosing.
struct OptionValue {
  Action action = 0;
  std::string words;  // the move in the game's words (State::action_to_string)
  std::string
      sentence;      // the move as the player's log says it, "{0}" their name (State::log_sentence)
  double value = 0;  // the expected result after it, with the best play after
  double low = 0;    // 95% interval of `value`; low == high == value when exact
  double high = 0;
  long long samples = 0;  // searched: the playouts behind it; exact: 0
};

// Every legal option of `player` at one decision, best first.
struct Assessment {
  Player player = 0;
  CoachMeasure measure = CoachMeasure::kWinChance;
  bool exact = false;
  std::string method;  // where the values come from, in a line for players
  std::vector<OptionValue> options;
};

// Sorts options best first; equal values keep their order (the legal list's).
inline void sort_best_first(std::vector<OptionValue>& options) {
  std::stable_sort(options.begin(), options.end(),
                   [](const OptionValue& a, const OptionValue& b) { return a.value > b.value; });
}

}  // namespace rookery
