// The action-text target (action_fuzz.cpp, every registered game): the text read
// as every player's action at each position of a walk of seeded random moves.
//
// Input: a first line "CONFIG MOVES SEED" (decimal numbers, missing or unreadable
// ones are 0) choosing one of the configurations, how many random moves to
// make (at most 200) and their seed; the rest of the input is the action text,
// read at the initial position and after each move.
// An input without a line break is all text, read at the first configuration's
// initial position.
//
// Invariants beyond "no crash": a text that parses prints as a text that parses
// back to the same action, and applying it (checked) either succeeds or gives a
// non-empty reason.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "core/state.h"
#include "core/text.h"
#include "games/registry.h"
#include "tests/fuzz/fuzz_check.h"

namespace rookery::fuzz {

inline constexpr unsigned kMaxRandomMoves = 200;

// Each game string of `configs` loaded once.
inline std::vector<std::shared_ptr<const Game>> load_all(const std::vector<std::string>& configs) {
  std::vector<std::shared_ptr<const Game>> games;
  for (const std::string& c : configs) {
    auto g = load_game(c);
    check(g.ok(), "a configuration of the action fuzz target does not load");
    games.push_back(*g);
  }
  return games;
}

// The text read as every seat's and chance's action at `state`, with the invariants checked.
inline void check_action_text(const State& state, std::string_view text) {
  std::vector<Player> players = {kChancePlayer};
  for (Player p = 0; p < state.num_players(); ++p) players.push_back(p);
  for (const Player p : players) {
    const Result<Action> parsed = state.parse_action(p, text);
    if (!parsed) {
      check(!parsed.error().message.empty(), "a refused action text has no message");
      continue;
    }
    const std::string again_text = state.action_to_string(p, *parsed);
    const Result<Action> again = state.parse_action(p, again_text);
    const std::string detail = player_name(p) + ": " + quote(text) + " is action " +
                               std::to_string(*parsed) + ", written " + quote(again_text);
    check(again.ok(), "action_to_string of a parsed action does not parse", detail);
    check(*again == *parsed, "action_to_string of a parsed action parses to another action",
          detail);
    std::unique_ptr<State> copy = state.clone();
    const Result<void> applied = copy->apply(p, *parsed);
    check(applied.ok() || !applied.error().message.empty(), "a refused action has no message");
    if (!applied) check(copy->equals(state), "a refused action changed the position");
  }
}

// The text is read at every position of the walk, from the initial one to the last.
inline int fuzz_action_text(const std::vector<std::shared_ptr<const Game>>& games,
                            const std::uint8_t* data, std::size_t size) {
  std::string_view input = as_text(data, size);
  std::uint64_t numbers[3] = {0, 0, 0};
  if (const auto newline = input.find('\n'); newline != std::string_view::npos) {
    const auto words = split_words(input.substr(0, newline));
    for (std::size_t i = 0; i < words.size() && i < 3; ++i) {
      numbers[i] = parse_u64(words[i]).value_or(0);
    }
    input.remove_prefix(newline + 1);
  }
  const auto& game = games[numbers[0] % games.size()];
  const unsigned moves = static_cast<unsigned>(numbers[1] % (kMaxRandomMoves + 1));
  Rng rng(numbers[2]);
  std::unique_ptr<State> state = game->new_initial_state(game);
  check_action_text(*state, input);
  for (unsigned i = 0; i < moves && !state->is_terminal(); ++i) {
    if (state->is_chance_node()) {
      state->apply_unchecked(kChancePlayer, state->sample_chance(rng));
    } else {
      const PlayerList acting = state->acting_players();
      check(!acting.empty(), "a position that is not over has nobody acting");
      const Player p =
          acting[static_cast<int>(rng.below(static_cast<std::uint32_t>(acting.size())))];
      const ActionList legal = state->legal_actions(p);
      check(!legal.empty(), "an acting player has no legal action");
      state->apply_unchecked(
          p, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
    }
    check_action_text(*state, input);
  }
  return 0;
}

}  // namespace rookery::fuzz
