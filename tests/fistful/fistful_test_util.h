// Helpers for Fistful rule tests: a game from its string, moves by their text.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string_view>

#include "core/state.h"
#include "games/fistful/fistful_state.h"
#include "games/registry.h"

namespace rookery::fistful::testing {

inline std::unique_ptr<State> new_state(std::string_view game_string) {
  auto game = load_game(game_string).value();
  return game->new_initial_state(game);
}

inline FistfulState& fistful(State& s) { return dynamic_cast<FistfulState&>(s); }

// Applies a move given as text, failing the test (with the reason) if it is refused.
inline void act(State& s, Player p, std::string_view text) {
  auto a = s.parse_action(p, text);
  ASSERT_TRUE(a.ok()) << text << ": " << a.error().message;
  auto r = s.apply(p, *a);
  ASSERT_TRUE(r.ok()) << text << ": " << r.error().message;
}

// The error a move given as text gets (parse or apply), or "" if it was accepted.
inline std::string refusal(State& s, Player p, std::string_view text) {
  auto a = s.parse_action(p, text);
  if (!a) return a.error().message;
  auto r = s.apply(p, *a);
  return r ? "" : r.error().message;
}

// Rolls exact dice for the active player and stops, scoring the mode named.
inline void turn(State& s, std::string_view roll, std::string_view stop = "stop") {
  const Player p = fistful(s).active();
  act(s, kChancePlayer, roll);
  act(s, p, stop);
}

}  // namespace rookery::fistful::testing
