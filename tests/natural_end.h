// A game reaches its natural end in a measured share of seeded games, by the
// rule that ends it in the rulebook, not by a safety bound: the helper each
// game's tests/<game>/natural_end_test.cpp plays its seats with. The shares are
// written in each game's RULES.md.
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/rng.h"
#include "games/registry.h"

namespace rookery::natural_end {

struct Ends {
  int games = 0;
  int natural = 0;  // ended by the rule that ends the game
};

// `games` seeded games of `game_string` with `seat` in every seat; `natural` says
// whether a finished game ended by its own rule.
inline Ends play(const std::string& game_string, const std::string& seat, int games,
                 const std::function<bool(const State&)>& natural) {
  auto game = load_game(game_string).value();
  Ends ends;
  PlayerList acting;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = 2000 + static_cast<std::uint64_t>(g);
    Rng rng(seed);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < game->num_players(); ++p) {
      bots.push_back(
          make_bot_for(seat, *game, mix_seed(seed, static_cast<std::uint64_t>(p))).value());
    }
    auto state = game->new_initial_state(game);
    while (!state->is_terminal()) {
      state->acting_players(acting);
      const Player p = acting[0];
      const Action a = p == kChancePlayer ? state->sample_chance(rng)
                                          : bots[static_cast<std::size_t>(p)]->choose(*state, p);
      if (!state->apply(p, a).ok()) {
        ADD_FAILURE() << game_string << ": a bot's move was refused";
        return ends;
      }
    }
    ++ends.games;
    ends.natural += natural(*state);
  }
  std::printf("%s, %s seats: %d of %d games end naturally\n", game_string.c_str(), seat.c_str(),
              ends.natural, ends.games);
  return ends;
}

}  // namespace rookery::natural_end
