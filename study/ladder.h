// Ladder: every pairing of a list of bots plays the same number of games with
// seats rotated, and an Elo table with 95% intervals is fitted to the results.
// The numbers depend only on the seed, never on the thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/error.h"

namespace rookery {

struct LadderConfig {
  std::string game;               // game string; 2 or more players
  std::vector<std::string> bots;  // at least two bot specs
  int games = 100;                // per pairing
  std::uint64_t seed = 1;
  int threads = 1;
};

struct LadderRating {
  std::string bot;
  double elo = 0;  // mean of the field is 0
  double ci95_low = 0;
  double ci95_high = 0;
  double score = 0;  // mean game share over all its games (0..1)
  int games = 0;
};

// One pairing: a's mean share of the win against b, with a 95% interval.
struct LadderPairing {
  int a = 0;
  int b = 0;
  int games = 0;
  double a_share = 0;
  double ci95_low = 0;
  double ci95_high = 0;
};

struct LadderResult {
  std::string game;  // canonical game string
  int players = 0;
  int games_per_pairing = 0;
  std::vector<LadderRating> ratings;  // in the order of config.bots
  std::vector<LadderPairing> pairings;
  double seconds = 0;
};

// Plays the ladder; `progress(done, total)` is called now and then.
Result<LadderResult> run_ladder(const LadderConfig& config,
                                const std::function<void(int done, int total)>& progress = {});

// The seats of game `g` of a pairing (a = 0, b = 1) at a table of `players`:
// a and b alternate around the table, which one starts alternates with g, and
// the pattern is rotated through every seat.
std::vector<int> ladder_seating(int players, int g);

// Elo ratings (mean 0) fitted to pairwise results: wins[i][j] is i's share of
// the games between i and j, games[i][j] their number. One virtual draw per
// pairing keeps ratings finite when a bot wins every game.
std::vector<double> fit_elo(const std::vector<std::vector<double>>& wins,
                            const std::vector<std::vector<double>>& games);

// The one JSON shape of a ladder (documented in docs/cli.md).
nlohmann::json ladder_result_json(const LadderResult& result);

}  // namespace rookery
