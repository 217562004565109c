// Shared set-up for Plucky Penguins' rule tests: a table brought to the first
// turn, squares by name, actions by their words, and positions edited directly.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>

#include "games/plucky/plucky_state.h"
#include "games/registry.h"

namespace rookery::plucky::testing {

// Card titles, characters and Events by their index in the built-in data files.
enum Card {
  kWaddle,
  kBellySlide,
  kShove,
  kSplash,
  kFishThief,
  kWalrusCall,
  kOrcaSighting,
  kWalrusGrumble,
  kDodge,
  kCounter,
  kThickIce,
  kHoleGuard,
  kLuckyCatch,
  kSnowstorm,
  kRummage
};
enum Character { kSwimmer, kSprinter, kFisher, kTrickster, kLucky, kBully, kThief, kDiver };

// "e5" -> its square.
inline int sq(std::string_view name) { return (name[1] - '1') * kSide + (name[0] - 'a'); }

inline void act(State& s, Player p, std::string_view text) {
  auto a = s.parse_action(p, text);
  ASSERT_TRUE(a.ok()) << text << ": " << a.error().message;
  auto r = s.apply(p, *a);
  ASSERT_TRUE(r.ok()) << text << ": " << r.error().message;
}

// The refusal's message when `p` tries `text`; "" if it was accepted.
inline std::string refusal(State& s, Player p, std::string_view text) {
  auto a = s.parse_action(p, text);
  if (!a) return "unreadable: " + a.error().message;
  auto r = s.apply(p, *a);
  return r ? "" : r.error().message;
}

inline Player acting(const State& s) {
  const PlayerList a = s.acting_players();
  return a.empty() ? -99 : a[0];
}

// Everyone asked in the open window passes.
inline void pass_window(PluckyState& s) {
  while (s.position().window_open && s.position().decision == Decision::kNone &&
         s.position().chance == ChanceKind::kNone) {
    act(s, acting(s), "pass");
  }
}

// Chance nodes get their first listed outcome until a player must act.
inline void first_outcomes(PluckyState& s) {
  while (!s.is_terminal() && s.is_chance_node()) {
    ASSERT_TRUE(s.apply(kChancePlayer, s.chance_outcomes().outcomes[0].action).ok());
  }
}

// A table of `players` at player 1's first turn: characters dealt in order
// (Swimmer, Sprinter, Fisher, ...), penguins on a1, i1, a9, i9, b1, h1, ...,
// every hand emptied back into the deck.
inline std::unique_ptr<PluckyState> table(int players = 3) {
  auto game = load_game("plucky(players=" + std::to_string(players) + ")").value();
  auto state = game->new_initial_state(game);
  auto* s = dynamic_cast<PluckyState*>(state.release());
  std::unique_ptr<PluckyState> out(s);
  const char* corners[] = {"a1", "i1", "a9", "i9", "b1", "h1", "b9", "h9"};
  first_outcomes(*out);
  for (int p = 0; p < players; ++p) act(*out, p, std::string("place on ") + corners[p]);
  first_outcomes(*out);
  for (int p = 0; p < players; ++p) out->set_hand(p, {});
  return out;
}

// Any game string brought to the first turn (or the first choice of a penguin
// in the team modes): chance takes its first outcome, set-up choices the first
// legal answer; then every hand is emptied back into the deck.
inline std::unique_ptr<PluckyState> table_for(const std::string& game_string) {
  auto game = load_game(game_string).value();
  auto state = game->new_initial_state(game);
  std::unique_ptr<PluckyState> out(dynamic_cast<PluckyState*>(state.release()));
  for (;;) {
    first_outcomes(*out);
    const Decision d = out->position().decision;
    if (d != Decision::kChooseCharacter && d != Decision::kPlace) break;
    const Player p = acting(*out);
    EXPECT_TRUE(out->apply(p, out->legal_actions(p)[0]).ok());
  }
  for (int p = 0; p < out->num_players(); ++p) out->set_hand(p, {});
  return out;
}

// Puts the game in round `round`'s turns, at `seat`'s turn with 2 movements.
inline void at_turn(PluckyState& s, int round, int seat) {
  Position& p = s.edit();
  p.round = static_cast<std::int16_t>(round);
  p.stage = Stage::kTurns;
  p.turn_player = static_cast<std::int8_t>(seat);
  p.seat_cursor = static_cast<std::int8_t>(seat + 1);
  p.movements = kMovements;
}

// Jumps to the Events stage of round `round` (2 or later) from the Leader.
// Whatever was pending (a draw, a choice, a turn) is dropped.
inline void at_events(PluckyState& s, int round = 2) {
  Position& p = s.edit();
  p.round = static_cast<std::int16_t>(round);
  p.stage = Stage::kEvents;
  p.turn_player = -1;
  p.active = -1;
  p.movements = 0;
  p.seat_cursor = 0;
  p.chance = ChanceKind::kNone;
  p.decision = Decision::kNone;
  p.window_open = false;
  p.draws_owed = {};
  s.settle();
}

// Jumps to the end of round `round` and settles it: the game ends, or the next
// round begins. Whatever was pending (a draw, a choice, a turn, an open window
// or stack) is dropped.
inline void at_round_end(PluckyState& s, int round) {
  Position& p = s.edit();
  p.round = static_cast<std::int16_t>(round);
  p.stage = Stage::kRoundEnd;
  p.turn_player = -1;
  p.active = -1;
  p.seat_cursor = 0;
  p.chance = ChanceKind::kNone;
  p.decision = Decision::kNone;
  p.window_open = false;
  p.stack_size = 0;
  p.draws_owed = {};
  s.settle();
}

inline void put(PluckyState& s, int penguin, std::string_view square, int fish = -1) {
  s.edit().penguins[static_cast<std::size_t>(penguin)].square =
      static_cast<std::int8_t>(sq(square));
  if (fish >= 0) {
    Position& p = s.edit();
    p.supply = static_cast<std::int8_t>(p.supply +
                                        p.penguins[static_cast<std::size_t>(penguin)].fish - fish);
    p.penguins[static_cast<std::size_t>(penguin)].fish = static_cast<std::int8_t>(fish);
  }
}

inline void give_character(PluckyState& s, int penguin, Character c) {
  s.edit().penguins[static_cast<std::size_t>(penguin)].character = static_cast<std::int8_t>(c);
}

inline std::string at(const PluckyState& s, int penguin) {
  return square_name(s.penguin(penguin).square);
}

// Three players with passive characters and no cards, at the start of round 2's
// Events after `setup` placed the penguins.
template <typename Setup>
std::unique_ptr<PluckyState> events(Setup setup, int players = 3) {
  auto s = table(players);
  for (int p = 0; p < players; ++p) give_character(*s, p, kFisher);
  for (int p = 0; p < players; ++p) put(*s, p, "e1");  // all in water by default
  setup(*s);
  at_events(*s);
  return s;
}

// Two penguins left: the Final Phase (player 1 eaten in round 2's Events; each
// penguin a Swimmer; player 2 holds a Shove).
inline std::unique_ptr<PluckyState> final_phase() {
  auto s = table(3);
  for (int p = 0; p < 3; ++p) give_character(*s, p, kSwimmer);
  put(*s, 0, "c1", 1);
  put(*s, 1, "d4", 2);
  put(*s, 2, "f4", 0);
  s->set_hand(1, {kShove});
  at_events(*s, 2);
  act(*s, kChancePlayer, "draw Orca Event Orca Attack");  // player 1 eaten
  pass_window(*s);
  return s;
}

}  // namespace rookery::plucky::testing
