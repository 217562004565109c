// Simulation: many seeded games between bots, with per-seat statistics. The
// numbers depend only on the seed, never on the thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/game.h"
#include "study/seats.h"

namespace rookery {

// One finished game between bots.
struct GameOutcome {
  std::vector<double> returns;
  std::vector<double> scores;
  long long moves = 0;  // player moves (chance outcomes not counted)
  int rounds = 0;       // State::rounds_played at the end (0: a game without rounds)
};

// Plays one game: `game_seed` seeds the dice (Rng(game_seed, 0)) and seat s's bot
// (mix_seed(game_seed, s + 1)). An error if a bot cannot be made or moves illegally.
Result<GameOutcome> play_bot_game(const std::shared_ptr<const Game>& game,
                                  const std::vector<std::string>& bot_specs,
                                  std::uint64_t game_seed);

// Calls job(i) for i in [0, count) on `threads` threads (one: the caller's; more:
// that many workers while the caller only reports); `progress(done)` is called
// now and then from the calling thread. Jobs write to
// their own slot, so results never depend on the thread count.
void run_jobs(int count, int threads, const std::function<void(int i)>& job,
              const std::function<void(int done)>& progress = {});

// Refuses human seats and bots that cannot play `game`, with the reason.
Result<void> check_bot_seats(const std::vector<Seat>& seats, const Game& game);

struct SimConfig {
  std::string game;         // game string
  std::vector<Seat> seats;  // bots only
  int games = 1000;
  std::uint64_t seed = 1;
  int threads = 1;
};

struct SeatStats {
  std::string bot;
  double wins = 0;      // win shares: a tie among k winners counts 1/k each
  double win_rate = 0;  // wins / games
  double ci95_low = 0;  // Wilson score interval of the win rate
  double ci95_high = 0;
  double mean_score = 0;       // in the game's own measure
  std::vector<double> scores;  // every game's score, in game order (for plots)
};

struct SimResult {
  std::string game;  // canonical game string
  int games = 0;
  bool solo = false;  // solo games have scores, not wins
  std::vector<SeatStats> seats;
  double mean_length = 0;  // player moves per game (chance outcomes not counted)
  // Length in rounds, for games played in rounds (empty histogram otherwise).
  double mean_rounds = 0;
  int median_rounds = 0;
  std::vector<int> rounds_histogram;  // [r]: games that lasted r rounds
  double seconds = 0;
  double games_per_second = 0;
};

// Plays config.games games; `progress(done)` is called now and then from the
// calling thread. Game i uses seed mix_seed(config.seed, i) for chance and bots.
Result<SimResult> run_simulation(const SimConfig& config,
                                 const std::function<void(int done)>& progress = {});

// The one JSON shape of a result (fields documented in docs/cli.md).
nlohmann::json sim_result_json(const SimResult& result);

}  // namespace rookery
