// Helpers for Pantolino rule tests: a game from its string, moves by their text, and
// whole turns with chosen dice ("roll red red yellow star").
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/state.h"
#include "games/pantolino/components.h"
#include "games/pantolino/pantolino_state.h"
#include "games/registry.h"

namespace rookery::pantolino::testing {

// A fresh position of the game a game string describes.
inline std::unique_ptr<State> start(std::string_view game_string) {
  auto game = load_game(game_string);
  if (!game.ok()) {
    ADD_FAILURE() << "cannot load " << game_string << ": " << game.error().message;
    return nullptr;
  }
  return (*game)->new_initial_state(*game);
}

inline PantolinoState& pa(State& s) { return dynamic_cast<PantolinoState&>(s); }
inline const PantolinoState& pa(const State& s) { return dynamic_cast<const PantolinoState&>(s); }

// The token id of "red 3".
inline int tok(std::string_view colour, int boots) {
  return token_id(*face_from_word(colour), boots);
}

// Parses and applies one action, failing the test if either step is refused.
inline void act(State& s, Player player, std::string_view text) {
  const Result<Action> action = s.parse_action(player, text);
  ASSERT_TRUE(action.ok()) << player_name(player) << " \"" << text
                           << "\": " << action.error().message;
  const Result<void> applied = s.apply(player, *action);
  ASSERT_TRUE(applied.ok()) << player_name(player) << " \"" << text
                            << "\": " << applied.error().message;
}

// The current player rolls exactly these faces (all four dice) and keeps them.
inline void roll_and_stop(State& s, std::string_view faces) {
  const Player p = pa(s).current_player();
  act(s, kChancePlayer, "roll " + std::string(faces));
  act(s, p, "stop");
}

// A whole turn: roll these faces, keep them, then `take` (a take, steal, discard or nothing).
inline void turn(State& s, std::string_view faces, std::string_view take) {
  const Player p = pa(s).current_player();
  roll_and_stop(s, faces);
  act(s, p, take);
}

// A turn in which the current player rolls four dice of a colour and takes that supply token.
inline void take_turn(State& s, std::string_view colour, int boots) {
  const std::string c(colour);
  turn(s, c + " " + c + " " + c + " " + c, "take " + c + " " + std::to_string(boots));
}

// A turn in which no token qualifies (every colour counts 1) and the player receives nothing.
inline void nothing_turn(State& s) { turn(s, "yellow red green blue", "take nothing"); }

// The legal actions of a player, as text.
inline std::set<std::string> legal_texts(const State& s, Player p) {
  std::set<std::string> out;
  for (Action a : s.legal_actions(p)) out.insert(s.action_to_string(p, a));
  return out;
}

// A centipede head first, tail last, as token names.
inline std::vector<std::string> tokens_of(const State& s, Player p) {
  std::vector<std::string> out;
  const Centipede& c = pa(s).centipede(p);
  for (int i = 0; i < c.length; ++i) {
    out.push_back(token_name(c.tokens[static_cast<std::size_t>(i)]));
  }
  return out;
}

inline int supply_size(const State& s) {
  int n = 0;
  for (int t = 0; t < kNumTokens; ++t) n += pa(s).in_supply(t) ? 1 : 0;
  return n;
}

}  // namespace rookery::pantolino::testing
