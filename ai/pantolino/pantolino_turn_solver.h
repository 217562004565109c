// Pantolino's turn-optimal rerolling policy: for the tokens one can take this
// turn and the dice showing after some rolls, the stop-or-reroll decision that
// maximises the expected boots of the token taken at the end of the turn.
//
// Exact over the six-faced dice (PA-1): the value of dice depends only on their
// multiset, so dynamic programming runs over the 126 multisets of four dice and
// the rolls left (PA-4: three rolls at most). Depends on nothing but the rules.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "games/pantolino/components.h"

namespace rookery::pantolino_turn {

// The game's own components (PA-1, PA-2, PA-4).
using pantolino::face_from_word;
using pantolino::kFaceNames;
using pantolino::kMaxBoots;
using pantolino::kMaxRolls;
using pantolino::kMinBoots;
using pantolino::kNumColours;
using pantolino::kNumDice;
using pantolino::kNumFaces;
using pantolino::kStar;

// Per colour, bit (boots - 2) is set when a token of that colour and value can
// be taken this turn (in the supply, or at an opponent's tail with Escaping Boots).
using Takeable = std::array<std::uint8_t, kNumColours>;
// The faces (0..5) of the four dice, die 1 first.
using Dice = std::array<int, kNumDice>;

// Every token of the rulebook's supply: each colour 2, 3 and 4.
Takeable full_supply();

// Tokens from text such as "red 2, red 3, blue 4" (the same token twice is an error).
Result<Takeable> parse_tokens(std::string_view text);
// Four faces from text such as "red red star blue".
Result<Dice> parse_dice(std::string_view text);
// "red 2, red 3, blue 4": the tokens in colour order.
std::string tokens_text(const Takeable& takeable);
// "reroll 2 4" or "stop", as the game's action text writes it.
std::string option_text(int reroll_mask);

// The boots of the best token `dice` allow (0 when none qualifies; PA-5).
int take_value(const Takeable& takeable, const Dice& dice);

struct Option {
  int reroll_mask = 0;  // 0: stop; bit d set: reroll die d+1
  double expected = 0;  // expected boots of the token taken, with optimal play after
};

class TurnSolver {
 public:
  explicit TurnSolver(const Takeable& takeable);

  // Expected boots with optimal play when `dice` show after `rolls_done` rolls (1..3).
  double value(const Dice& dice, int rolls_done) const;
  // Expected boots of a whole turn before the first roll.
  double turn_value() const;
  // Stop and every reroll after `rolls_done` rolls (1 or 2), best first; equal
  // values prefer stopping, then rerolling fewer dice.
  std::vector<Option> options(const Dice& dice, int rolls_done) const;
  // The best of options().
  Option best(const Dice& dice, int rolls_done) const { return options(dice, rolls_done)[0]; }

 private:
  double reroll_value(const std::array<int, kNumFaces>& kept, int rolls_done) const;

  Takeable takeable_;
  // values_[r][m]: expected boots after r+1 rolls with dice multiset m.
  std::array<std::vector<double>, kMaxRolls> values_;
};

}  // namespace rookery::pantolino_turn
