// Pantolino's position as its policies and its coach see it: read from a
// player's observation JSON, so they use nothing the player cannot see, and
// moves found by the game's own action text.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "ai/pantolino/pantolino_turn_solver.h"
#include "core/state.h"

namespace rookery::pantolino_view {

namespace pt = pantolino_turn;

struct View {
  std::string phase;  // the observation's phase: "rolling", "deciding", "taking", "over"
  int rolls_done = 0;
  pt::Dice dice{};
  // What `me` can take this turn: the supply, and with Escaping Boots the
  // others' tails (R8).
  pt::Takeable takeable{};
  std::vector<int> boots;  // per player
  // Per colour, the boots `me` already holds (R10 tie-break).
  std::array<int, pt::kNumColours> my_colour_boots{};
};

// A token taken, as the game's words say it: "take red 3", or "take red 3
// from player 2" (a steal, Escaping Boots).
struct Take {
  int colour = -1;  // a face, 0..kNumColours-1 (-1: not read)
  int boots = 0;
  int victim = -1;  // the seat stolen from; -1 from the supply
};
// The take `words` name; nothing for "take nothing", a discard or a reroll (R7).
std::optional<Take> take_of(const std::string& words);

// `me`'s view of `state`, from observation(me) alone.
View view_of(const State& state, Player me);

// The legal action of `me` whose text is `text`, else the first legal one.
Action action_for(const State& state, Player me, const std::string& text);

}  // namespace rookery::pantolino_view
