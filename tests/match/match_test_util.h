// Helpers for Match of the Penguins' rule tests: a table, moves by their text,
// a step of sealed commits, and cards turned from the real deck by number.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "games/match/match_state.h"
#include "games/registry.h"

namespace rookery::match {

// The start of a game of `players`.
inline std::unique_ptr<MatchState> table(int players) {
  auto game = load_game("match(players=" + std::to_string(players) + ")").value();
  auto s = game->new_initial_state(game);
  return std::unique_ptr<MatchState>(dynamic_cast<MatchState*>(s.release()));
}

// Applies the move `text` of `p`, which must be legal.
inline void act(State& s, Player p, const std::string& text) {
  auto a = s.parse_action(p, text);
  ASSERT_TRUE(a.ok()) << text << ": " << a.error().message;
  auto r = s.apply(p, *a);
  ASSERT_TRUE(r.ok()) << text << ": " << r.error().message;
}

// Every player's sealed commit for this step, in seat order. A player whose claim
// of the step before was timed after the window's opening claim (or after a wrong
// claim) already has it committed here (MP-8a, MP-8c): give "pass" for them.
inline void step(State& s, const std::vector<std::string>& commits) {
  const PlayerList acting = s.acting_players();
  for (Player p = 0; p < static_cast<Player>(commits.size()); ++p) {
    if (!acting.contains(p)) {
      EXPECT_EQ(commits[static_cast<std::size_t>(p)], "pass") << "player " << p << " is committed";
      continue;
    }
    act(s, p, commits[static_cast<std::size_t>(p)]);
  }
}

// Card number `c` of the printed deck (MP-1).
inline const Card& card(int c) { return default_deck()->at(static_cast<std::size_t>(c)); }

// Turns card number `c` face up.
inline void turn(State& s, int c) { act(s, kChancePlayer, "turn " + card(c).id); }

// How many elements two cards share in colour.
inline int shared(const Card& a, const Card& b) {
  int n = 0;
  for (int e = 0; e < kElements; ++e)
    n += a.colours[static_cast<std::size_t>(e)] == b.colours[static_cast<std::size_t>(e)];
  return n;
}

// Two cards by number.
struct Pair {
  int a = -1, b = -1;
};

// Two full, one-fish cards sharing between `min` and `max` elements, none of
// `avoid`; {-1, -1} when the deck has none.
inline Pair pair_sharing(int min, int max, const std::vector<int>& avoid = {}) {
  const auto among = [&](int c) { return std::find(avoid.begin(), avoid.end(), c) != avoid.end(); };
  for (int i = 0; i < kDeckSize; ++i) {
    for (int j = i + 1; j < kDeckSize; ++j) {
      const Card& a = card(i);
      const Card& b = card(j);
      if (a.closeup || b.closeup || a.fish == 2 || b.fish == 2) continue;
      if (among(i) || among(j)) continue;
      const int n = shared(a, b);
      if (n >= min && n <= max) return {i, j};
    }
  }
  return {};
}

// The first element cards `a` and `b` share in colour, or -1.
inline int first_shared_element(int a, int b) {
  for (int e = 0; e < kElements; ++e) {
    if (card(a).colours[static_cast<std::size_t>(e)] ==
        card(b).colours[static_cast<std::size_t>(e)])
      return e;
  }
  return -1;
}

// A call of `element` timed at `ms`.
inline std::string call(int element, int ms) {
  return "call " + std::string(kElementNames[static_cast<std::size_t>(element)]) + " at " +
         std::to_string(ms) + " ms";
}

}  // namespace rookery::match
