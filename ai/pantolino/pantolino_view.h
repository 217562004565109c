// Pantolino's position as its policies and its coach see it, read from the
// state's accessors (Pantolino hides nothing, so every seat sees all of it), and
// its moves by their action ids (games/pantolino/pantolino_state.h).
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "ai/pantolino/pantolino_turn_solver.h"
#include "core/state.h"
#include "games/pantolino/pantolino_state.h"

namespace rookery::pantolino_view {

namespace pt = pantolino_turn;

struct View {
  pantolino::Phase phase = pantolino::Phase::kRolling;
  int rolls_done = 0;
  pt::Dice dice{};  // all the first face before the turn's first roll
  // What `me` can take this turn: the supply, and with Escaping Boots the
  // others' tails (R8).
  pt::Takeable takeable{};
  std::vector<int> boots;  // per player
  // Per colour, the boots `me` already holds (R10 tie-break).
  std::array<int, pt::kNumColours> my_colour_boots{};
};

// A token a move takes: from the supply, or (Escaping Boots) another's tail.
struct Take {
  int colour = -1;  // a face, 0..kNumColours-1
  int boots = 0;
  int victim = -1;  // the seat stolen from; -1 from the supply
};
// The token `action` takes in `state`; nothing for "take nothing", a discard or a reroll (R7).
std::optional<Take> take_of(const State& state, Action action);

// `me`'s view of `state`, a Pantolino position.
View view_of(const State& state, Player me);

// `action` where it is legal for `me`, else `me`'s first legal action.
Action legal_or_first(const State& state, Player me, Action action);

}  // namespace rookery::pantolino_view
