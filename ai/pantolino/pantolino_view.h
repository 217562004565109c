// Pantolino's position as its policies and its coach see it: read from a
// player's observation JSON, so they use nothing the player cannot see, and
// moves found by the game's own action text.
#pragma once

#include <array>
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

// `me`'s view of `state`, from observation(me) alone.
View view_of(const State& state, Player me);

// The legal action of `me` whose text is `text`, else the first legal one.
Action action_for(const State& state, Player me, const std::string& text);

}  // namespace rookery::pantolino_view
