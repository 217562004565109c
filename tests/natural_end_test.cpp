// Each game and mode reaches its natural end in a measured share of seeded games,
// by the rule that ends it in the rulebook, not by a safety bound. The shares are
// written in each game's RULES.md; Plucky's, with its many ways to end, are in
// tests/plucky/natural_end_test.cpp.
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

namespace rookery {
namespace {

struct Ends {
  int games = 0;
  int natural = 0;  // ended by the rule that ends the game
};

// `games` seeded games of `game_string` with `seat` in every seat; `natural` says
// whether a finished game ended by its own rule.
Ends play(const std::string& game_string, const std::string& seat, int games,
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

// Pantolino R9 (PA-7): the last token leaves the supply; never the 1,000-turn bound (R11).
TEST(NaturalEnd, PantolinoEndsWhenTheSupplyIsEmpty_PA7) {
  const auto supply_empty = [](const State& s) { return s.observation(0)["supply"].empty(); };
  for (const char* g : {"pantolino(players=2)", "pantolino(players=1)",
                        "pantolino(players=4,escaping_boots=true,discard_smallest=true)"}) {
    for (const char* seat : {"random", "heuristic"}) {
      const Ends e = play(g, seat, 100, supply_empty);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;  // measured: all of them
    }
  }
}

// Push Push R11 (PP-11): the orca or a diver ends the game; the 100-round bound
// (the penguin second in line wins) is for chains of hides that never end.
TEST(NaturalEnd, PushPushEndsByTheOrcaOrADiveBeforeTheRoundBound_PP11) {
  const auto before_bound = [](const State& s) { return s.rounds_played() < 100; };
  for (const char* g : {"push_push(players=3)", "push_push(players=2)",
                        "push_push(players=4,waddlebots=2)", "push_push(players=6)"}) {
    for (const char* seat : {"random", "heuristic"}) {
      const Ends e = play(g, seat, 100, before_bound);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;  // measured: all of them
    }
  }
}

// Fistful R12 (FP-11): three rounds, with or without the market; solo too.
TEST(NaturalEnd, FistfulEndsAfterThreeRounds_FP11) {
  const auto three_rounds = [](const State& s) { return s.observation(0)["round"] == 3; };
  for (const char* g : {"fistful(players=2)", "fistful(players=1)", "fistful(players=4)",
                        "fistful(players=3,advanced=true)", "fistful(players=6,advanced=true)"}) {
    for (const char* seat : {"random", "heuristic"}) {
      const Ends e = play(g, seat, 60, three_rounds);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;
    }
  }
}

// Match R7 (MP-7): the game ends when the deck is spent.
TEST(NaturalEnd, MatchEndsWhenTheDeckIsSpent_MP7) {
  const auto deck_spent = [](const State& s) { return s.observation(0)["deck_left"] == 0; };
  for (const char* g : {"match(players=2)", "match(players=6,card_ms=1000)"}) {
    for (const char* seat : {"random", "reaction"}) {
      const Ends e = play(g, seat, 20, deck_spent);
      EXPECT_EQ(e.natural, e.games) << g << " " << seat;
    }
  }
}

}  // namespace
}  // namespace rookery
