#pragma once
// Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013): a rating, its
// deviation (how unsure it is) and its volatility (how much it swings), updated
// after a rating period from the results against each opponent. Rookery rates a
// game as one period (docs/ratings.md). Pure arithmetic: no storage, no time.

#include <span>
#include <vector>

namespace rookery::ratings {

// A player's rating for one game, on the familiar scale (a newcomer is 1500 ± 350).
struct Rating {
  double rating = 1500;
  double deviation = 350;  // RD: about 95% of the time the true strength is within 2 RD
  double volatility = 0.06;
  bool operator==(const Rating&) const = default;
};

// One result of a rating period: the opponent as rated before it, and the score
// against them (1 a win, 0.5 a draw, 0 a loss).
struct Outcome {
  Rating opponent;
  double score = 0;
};

// The system's constants: tau limits how fast volatility changes (Glickman
// suggests 0.3 to 1.2); a deviation never grows past that of a newcomer.
struct Params {
  double tau = 0.5;
  double max_deviation = 350;
};

// A deviation above this is provisional: the rating says little yet (shown with a "?").
inline constexpr double kProvisionalDeviation = 110;

// update(r, games) → r after one rating period with those results (step 1 to 8 of
// Glickman's paper); with no games only the deviation grows (step 6).
Rating update(const Rating& r, std::span<const Outcome> games, const Params& p = {});

// The rating after `periods` rating periods without a game: the deviation grows
// with the volatility, up to a newcomer's.
Rating idle(const Rating& r, int periods, const Params& p = {});

// Whether the rating is provisional: too few games to say much (deviation above 110).
inline bool provisional(const Rating& r) { return r.deviation > kProvisionalDeviation; }

// rate_game(before, places) → every player's rating after one finished game of
// several: each player's result is decomposed into a game against every other
// player (a win against each who finished behind, a draw with each who tied, a loss
// against each ahead), all from the ratings before the game. `places` per player:
// 0 is first, equal places tie. `sides` per player (optional, same size): players of
// one side (a team) are not opponents of each other, and a side shares its place.
std::vector<Rating> rate_game(std::span<const Rating> before, std::span<const int> places,
                              std::span<const int> sides = {}, const Params& p = {});

}  // namespace rookery::ratings
