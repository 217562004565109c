// Glicko-2 against Glickman's published example, and a finished game of several
// players rated as games between each pair (docs/ratings.md).
#include "server/glicko2.h"

#include <gtest/gtest.h>

#include <numeric>
#include <vector>

namespace rookery::ratings {
namespace {

// "Example of the Glicko-2 system" (Glickman, 2013), section "Example calculation":
// a player rated 1500 (RD 200, volatility 0.06), tau 0.5, beats a 1400 (RD 30) and
// loses to a 1550 (RD 100) and a 1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999.
TEST(Glicko2, GlickmansPublishedExample) {
  const Rating player{1500, 200, 0.06};
  const std::vector<Outcome> games = {
      {{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}};
  const Rating after = update(player, games, Params{0.5, 350});
  EXPECT_NEAR(after.rating, 1464.06, 0.01);
  EXPECT_NEAR(after.deviation, 151.52, 0.01);
  EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
}

// Step 6 alone: a period without games only widens the deviation, by the
// volatility (200 becomes 200.27 in the example's units), never past a newcomer's.
TEST(Glicko2, APeriodWithoutGamesWidensTheDeviationUpToANewcomers) {
  const Rating player{1500, 200, 0.06};
  const Rating after = update(player, {});
  EXPECT_EQ(after.rating, 1500);
  EXPECT_NEAR(after.deviation, 200.27, 0.01);
  EXPECT_EQ(after.volatility, 0.06);
  EXPECT_EQ(idle(player, 1), after);
  // phi^2 grows by sigma^2 a period: after 100, sqrt(1.3254 + 100 * 0.0036) on the Glicko-2 scale.
  EXPECT_NEAR(idle(player, 100).deviation, 225.53, 0.01);
  EXPECT_EQ(idle(player, 100000).deviation, 350);
  EXPECT_EQ(idle(Rating{}, 5).deviation, 350);
}

TEST(Glicko2, ARatingIsProvisionalUntilItsDeviationIsBelow110) {
  EXPECT_TRUE(provisional(Rating{}));
  EXPECT_TRUE(provisional(Rating{1600, 111, 0.06}));
  EXPECT_FALSE(provisional(Rating{1600, 110, 0.06}));
}

// Two newcomers: the winner gains what the loser loses, and both are surer.
TEST(Glicko2, TwoNewcomersTheWinnerGainsWhatTheLoserLoses) {
  const std::vector<Rating> before(2);
  const std::vector<Rating> after = rate_game(before, std::vector<int>{0, 1});
  EXPECT_GT(after[0].rating, 1600);
  EXPECT_NEAR(after[0].rating - 1500, 1500 - after[1].rating, 0.001);
  EXPECT_LT(after[0].deviation, 350);
  EXPECT_NEAR(after[0].deviation, after[1].deviation, 0.001);
  // A draw between equals moves neither rating, and still makes both surer.
  const std::vector<Rating> drawn = rate_game(before, std::vector<int>{0, 0});
  EXPECT_NEAR(drawn[0].rating, 1500, 0.001);
  EXPECT_LT(drawn[0].deviation, 350);
}

// An upset moves more than the expected result: beating a stronger player gains
// more than beating a weaker one.
TEST(Glicko2, AnUpsetMovesRatingsMoreThanTheExpectedResult) {
  const Rating strong{1900, 80, 0.06};
  const Rating weak{1500, 80, 0.06};
  const auto upset = rate_game(std::vector<Rating>{weak, strong}, std::vector<int>{0, 1});
  const auto expected = rate_game(std::vector<Rating>{weak, strong}, std::vector<int>{1, 0});
  EXPECT_GT(upset[0].rating - weak.rating, expected[1].rating - strong.rating);
}

// Four players by finishing order: each is rated as having played the other three,
// winning against those behind. The order of the new ratings is the finishing order,
// and between equals the points only move between players.
TEST(Glicko2, AGameOfFourIsRatedAsSixGamesBetweenPairs) {
  const std::vector<Rating> before(4, Rating{1500, 100, 0.06});
  const std::vector<Rating> after = rate_game(before, std::vector<int>{2, 0, 3, 1});
  EXPECT_GT(after[1].rating, after[3].rating);
  EXPECT_GT(after[3].rating, after[0].rating);
  EXPECT_GT(after[0].rating, after[2].rating);
  double total = 0;
  for (const Rating& r : after) total += r.rating;
  EXPECT_NEAR(total, 4 * 1500, 0.001);
  // The same as rating one player's three games by hand.
  const std::vector<Outcome> first = {{before[0], 0}, {before[2], 1}, {before[3], 0}};
  EXPECT_EQ(after[0], update(before[0], first));
  // A tie for first is a draw between the two.
  const std::vector<Rating> tied = rate_game(before, std::vector<int>{0, 0, 2, 3});
  EXPECT_NEAR(tied[0].rating, tied[1].rating, 0.001);
}

// Teams are sides: teammates are not each other's opponents, so a team that wins
// together gains together, each against the other team's players.
TEST(Glicko2, TeammatesAreNotOpponentsAndWinTogether) {
  const std::vector<Rating> before = {
      {1500, 100, 0.06}, {1500, 100, 0.06}, {1500, 100, 0.06}, {1500, 100, 0.06}};
  const std::vector<Rating> after =
      rate_game(before, std::vector<int>{0, 1, 0, 1}, std::vector<int>{0, 1, 0, 1});
  EXPECT_EQ(after[0], after[2]);
  EXPECT_EQ(after[1], after[3]);
  EXPECT_GT(after[0].rating, 1500);
  const std::vector<Outcome> against = {{before[1], 1}, {before[3], 1}};
  EXPECT_EQ(after[0], update(before[0], against));
}

}  // namespace
}  // namespace rookery::ratings
