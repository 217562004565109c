// The Fistful solo solver against an independent brute force on small games.
//
// The brute force shares nothing with the solver: dice are ordered (a vector of
// faces, every one of the 6^k rolls enumerated), rerolls are bitmasks over the
// dice, scoring is written out again from the rulebook, and values are memoised
// recursion over the whole game with money carried in the state.
#include <gtest/gtest.h>

#include <map>
#include <numeric>
#include <tuple>
#include <vector>

#include "ai/fistful/fistful_solo_solver.h"

namespace rookery::fistful_solo {
namespace {

enum { P, S, M, K, L, C };  // penguin, squirrel, moose, kangaroo, lion, camel

struct Brute {
  int dice;
  std::vector<int> starting;
  bool bank;
  // Key: round, dice showing (sorted, so the memo is smaller; rolls are still
  // enumerated in order), cashed, tokens, chip. Value: expected final score
  // gained from here (dollars plus final tokens).
  std::map<std::tuple<int, std::vector<int>, int, int, int>, double> memo;

  static int tri(int n) { return n * (n + 1) / 2; }

  // Dollars and tokens of a stop; lions only when asked and a lion shows.
  std::pair<int, int> score(const std::vector<int>& d, bool lions) const {
    int n[6] = {0, 0, 0, 0, 0, 0};
    for (int f : d) ++n[f];
    if (lions) return {7 * n[L], tri(n[P])};
    int dollars = bank ? tri(n[S]) : 0;
    dollars += 9 * std::min(n[M], n[S]);
    dollars += n[K] * n[K];
    if (n[L] == 0) dollars += 5 * n[C];
    return {dollars, tri(n[P])};
  }

  double start(int round, int tokens, int chip) {
    if (round == static_cast<int>(starting.size())) return tokens;
    return roll(round, {}, starting[static_cast<std::size_t>(round)], 0, tokens, chip);
  }

  // Roll `k` more dice onto `kept`, every ordered outcome equally likely.
  double roll(int round, std::vector<int> kept, int k, int cashed, int tokens, int chip) {
    if (k == 0) return decide(round, kept, cashed, tokens, chip);
    double sum = 0;
    for (int f = 0; f < 6; ++f) {
      std::vector<int> d = kept;
      d.push_back(f);
      sum += roll(round, d, k - 1, cashed, tokens, chip);
    }
    return sum / 6;
  }

  double decide(int round, std::vector<int> d, int cashed, int tokens, int chip) {
    std::sort(d.begin(), d.end());
    const auto key = std::make_tuple(round, d, cashed, tokens, chip);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    const int nd = static_cast<int>(d.size());
    const bool lion = std::count(d.begin(), d.end(), L) > 0;
    const bool kangaroo = std::count(d.begin(), d.end(), K) > 0;
    // Stop scoring animals: a kangaroo earns the chip in rounds 1 and 2.
    auto [dollars, tk] = score(d, false);
    int chip_after = kangaroo && round < 2 ? round + 1 : chip;
    double best = dollars + start(round + 1, tokens + tk, chip_after);
    if (lion) {
      auto [ld, lt] = score(d, true);
      best = std::max(best, ld + start(round + 1, tokens + lt, chip));
    }
    if (nd > 0) {
      if (tokens > 0) {
        if (nd + cashed < dice) best = std::max(best, roll(round, d, 1, cashed, tokens - 1, chip));
        for (int mask = 1; mask < (1 << nd); ++mask) {
          std::vector<int> kept;
          for (int i = 0; i < nd; ++i) {
            if (!((mask >> i) & 1)) kept.push_back(d[static_cast<std::size_t>(i)]);
          }
          best = std::max(best, roll(round, kept, std::popcount(static_cast<unsigned>(mask)),
                                     cashed, tokens - 1, chip));
        }
      }
      const int penguins = static_cast<int>(std::count(d.begin(), d.end(), P));
      for (int k = 1; k <= penguins; ++k) {
        std::vector<int> rest(d.begin() + k, d.end());  // sorted: penguins come first
        best = std::max(best, decide(round, rest, cashed + k, tokens + tri(k), chip));
      }
      if (chip > 0) {
        for (int mask = 1; mask < (1 << nd); ++mask) {
          if (std::popcount(static_cast<unsigned>(mask)) > chip) continue;
          std::vector<int> turned = d;
          bool useful = true;
          for (int i = 0; i < nd; ++i) {
            if ((mask >> i) & 1) {
              useful = useful && turned[static_cast<std::size_t>(i)] != K;
              turned[static_cast<std::size_t>(i)] = K;
            }
          }
          if (useful) best = std::max(best, decide(round, turned, cashed, tokens, 0));
        }
      }
    }
    memo[key] = best;
    return best;
  }
};

void expect_matches(const Config& config) {
  const Solver solver(config);
  Brute brute{config.dice, config.starting, config.bank_squirrels, {}};
  EXPECT_NEAR(solver.expected_score(), config.start_money + brute.start(0, config.start_tokens, 0),
              1e-9);
  // The memo now holds every decision point the game reaches from its start: each
  // lies within the tokens the solve covers (token_reach), valued as here.
  ASSERT_FALSE(brute.memo.empty());
  for (const auto& [key, value] : brute.memo) {
    const auto& [round, dice, cashed, tokens, chip] = key;
    EXPECT_LE(tokens, solver.token_reach(round, cashed))
        << "round " << round << " cashed " << cashed;
    Position p;
    p.round = round;
    for (int f : dice) ++p.in_play[static_cast<std::size_t>(f)];
    p.cashed = cashed;
    p.tokens = tokens;
    p.chip = chip;
    EXPECT_NEAR(solver.value(p), value, 1e-9) << "round " << round << " tokens " << tokens;
  }
  // Every turn start the game can reach, not just the first: a round begins with
  // at most the starting tokens and n(n+1)/2 more for each turn before it.
  for (int r = 0; r < static_cast<int>(config.starting.size()); ++r) {
    const int reach = config.start_tokens + r * config.dice * (config.dice + 1) / 2;
    for (int chip = 0; chip <= std::min(r, 2); ++chip) {
      for (int t = 0; t <= std::min(4, reach); ++t) {
        EXPECT_NEAR(solver.turn_start_value(r, t, chip), brute.start(r, t, chip), 1e-9)
            << "round " << r << " tokens " << t << " chip " << chip;
      }
    }
  }
}

TEST(FistfulSoloSolver, OneRoundOfThreeDiceMatchesBruteForce) {
  expect_matches({.dice = 3, .starting = {2}, .start_tokens = 2, .start_money = 10});
}

TEST(FistfulSoloSolver, ThreeRoundsOfFewDiceMatchBruteForceChipIncluded) {
  expect_matches({.dice = 3, .starting = {1, 2, 2}, .start_tokens = 2, .start_money = 10});
}

TEST(FistfulSoloSolver, BankSquirrelsMatchBruteForce_FP7) {
  expect_matches(
      {.dice = 3, .starting = {2, 2}, .start_tokens = 2, .start_money = 0, .bank_squirrels = true});
}

TEST(FistfulSoloSolver, FourDiceTwoRoundsMatchBruteForce) {
  expect_matches({.dice = 4, .starting = {2, 3}, .start_tokens = 2, .start_money = 10});
}

TEST(FistfulSoloSolver, DistributionSumsToOneAndItsMeanIsTheExpectedScore) {
  const Solver solver({.dice = 4, .starting = {2, 3, 3}, .start_tokens = 3, .start_money = 10});
  const ScoreDistribution dist = solver.distribution();
  EXPECT_NEAR(std::accumulate(dist.probability.begin(), dist.probability.end(), 0.0), 1.0, 1e-9);
  EXPECT_NEAR(dist.mean(), solver.expected_score(), 1e-9);
}

TEST(FistfulSoloSolver, OptionsAreBestFirstAndAgreeWithTheTable) {
  const Solver solver({.dice = 4, .starting = {2, 3, 3}, .start_tokens = 3, .start_money = 10});
  Position p;
  p.round = 1;
  p.in_play = {1, 0, 0, 1, 1, 0};  // penguin kangaroo lion
  p.tokens = 2;
  p.chip = 1;
  const std::vector<Decision> all = solver.options(p);
  ASSERT_FALSE(all.empty());
  EXPECT_NEAR(all[0].value, solver.value(p), 1e-9);
  EXPECT_EQ(decision_text(all[0]), decision_text(solver.best(p)));
  for (std::size_t i = 1; i < all.size(); ++i) EXPECT_LE(all[i].value, all[i - 1].value + 1e-9);
}

TEST(FistfulSoloSolver, RefusesPositionsOutsideTheGame) {
  const Solver solver({.dice = 3, .starting = {2}, .start_tokens = 2, .start_money = 10});
  Position p;
  p.in_play = {2, 2, 0, 0, 0, 0};  // four dice in a three-dice game
  EXPECT_THROW(solver.value(p), std::out_of_range);
  EXPECT_THROW(Solver({.dice = 0}), std::invalid_argument);
}

}  // namespace
}  // namespace rookery::fistful_solo
