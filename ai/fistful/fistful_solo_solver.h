// The exact solver of solo A Fistful of Penguins (FP-12): the policy that
// maximises the expected final score (money plus unspent tokens, the starting
// $10 and 6 tokens included) over the whole game, with tokens carried between
// turns, the kangaroo chip (FP-9, FP-10), draws (FP-4), rerolls and cash-ins
// (FP-5) and the lions/animals choice (FP-6).
//
// Why it is small: the dice are identical, so dice in play are a multiset, and
// money only ever adds up, so the value of a position is the expected dollars
// still to come plus the final tokens; money is not part of the state. A
// position within a turn is (round, dice in play, dice cashed, tokens, chip).
// Tokens need no cap: every token comes from the start (6) or from penguins
// scored, and a turn scores at most n(n+1)/2 = 45 tokens from its n = 9 dice
// (cash-ins and the stop together), so before round r ends a player never
// holds more than 6 + 45(r + 1) tokens; the solver covers exactly that range.
// Within a turn the graph is acyclic: a cash-in raises the dice cashed, a
// reroll or draw spends a token, the chip goes from held to spent.
//
// Rules facts come from games/fistful/components.h and scoring.h (pure
// functions); the solver holds no game state and is independent of the engine.
#pragma once

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "ai/fistful/zeroed_pages.h"
#include "games/fistful/components.h"

namespace rookery::fistful_solo {

using fistful::FaceCounts;

// The game being solved; the defaults are the real solo game (FP-0, FP-1, FP-12).
// Smaller settings (fewer dice, fewer rounds) exist for tests against brute force.
struct Config {
  int dice = fistful::kNumDice;        // dice in the game, 1..9
  std::vector<int> starting{4, 5, 6};  // starting dice per round; its size is the rounds (1..3)
  int start_tokens = fistful::kStartTokens;
  int start_money = fistful::kStartMoney;
  bool bank_squirrels = false;  // FP-7 option solo_squirrels=bank
};

namespace detail {

// What stopping with a multiset scores in solo.
struct StopFacts {
  int animals = 0;        // dollars scoring animals
  int lions = -1;         // dollars scoring lions, -1 when no lion shows (FP-6)
  int tokens = 0;         // penguin tokens (FP-5)
  bool kangaroo = false;  // scoring animals earns the chip in rounds 1 and 2 (FP-9)
};

}  // namespace detail

// A decision point of the solo player.
struct Position {
  int round = 0;  // 0-based
  FaceCounts in_play{};
  int cashed = 0;  // dice cashed in this turn
  int tokens = 0;
  int chip = 0;  // 0 none, else the side showing (FP-9)
};

// One choice at a position, with the expected final score it leads to (money
// already earned not counted: add it).
struct Decision {
  enum class Kind : std::uint8_t { kStopAnimals, kStopLions, kDraw, kReroll, kCashIn, kSpendChip };
  Kind kind = Kind::kStopAnimals;
  FaceCounts dice{};  // the dice rerolled, or turned to kangaroos by the chip
  int count = 0;      // penguins cashed in
  double value = 0;   // expected future dollars plus final tokens
};

// "stop scoring lions", "reroll squirrel lion", ...: the game's own action words.
std::string decision_text(const Decision& d);

// The exact distribution of the final score under the optimal policy.
struct ScoreDistribution {
  std::vector<double> probability;  // probability[s]: final score s
  double mean() const;
};

class Solver {
 public:
  // Solves the whole game (about a quarter of a second for the real one on one core, Release).
  explicit Solver(Config config);

  const Config& config() const { return config_; }
  // The expected final score of optimal play from the start (money included).
  double expected_score() const;
  // Expected future dollars plus final tokens at the start of `round`, before its roll.
  double turn_start_value(int round, int tokens, int chip) const;
  // Every choice at `p`, best first (ties: the order of Decision::Kind). `p` must be
  // reachable: tokens within the bound and in_play + cashed within the dice.
  std::vector<Decision> options(const Position& p) const;
  // The optimal choice at `p` (options(p)[0], without building the list).
  Decision best(const Position& p) const;
  // Expected future dollars plus final tokens at `p` under optimal play.
  double value(const Position& p) const;
  // The exact distribution of the final score (money included) under optimal play.
  // With `reached`, also marks (per round, in the table's layout) every decision
  // point optimal play reaches with positive probability.
  ScoreDistribution distribution(std::vector<std::vector<char>>* reached = nullptr) const;
  // Writes the policy as text, one line per decision point marked in `reached`
  // (from distribution; format in docs/cli.md); returns the number of decision lines.
  std::size_t write_policy(std::ostream& out, const std::vector<std::vector<char>>& reached) const;
  // Decision points of the solved table (every round, chip, cashed, dice and tokens
  // within the reach).
  std::size_t state_count() const;
  // Largest tokens a player can hold in `round` (the bound above).
  int token_bound(int round) const;
  // Largest tokens a player can hold in `round` with `cashed` dice cashed this turn:
  // the solve covers these, and values beyond count each spare token as $1.
  int token_reach(int round, int cashed) const;

 private:
  double next_value(int round, int tokens, int chip) const;
  std::size_t layer_base(int round, int chip, int tokens, int cashed) const;
  double w(int round, int chip, int tokens, int cashed, int dice_index) const;
  void solve_round(int round);
  // The best reroll of subs [begin, end) against `best`, R read from `r_prev`: updates best/pick.
  void reroll_scan(const double* r_prev, int begin, int end, double& best,
                   std::uint16_t& pick) const;
  Decision decide(const Position& p, std::vector<Decision>* all) const;
  // Work arrays of turn_outcomes, kept between calls (all zeros between them).
  struct TurnScratch {
    ZeroedPages<double> mass;   // probability per decision point, the round's layout
    std::vector<double> rcur;   // mass of dice being rolled, by (to roll, kept): this layer ...
    std::vector<double> rnext;  // ... and the next
    std::vector<int> filled;    // per layer: mass only below this dice index (0: none)
    std::vector<double> dense;  // outcome probability by (dollars, tokens, chip)
  };
  // Final-score-relevant outcomes of one turn from a start: (dollars, tokens, chip) -> p.
  std::vector<std::array<double, 4>> turn_outcomes(int round, int tokens, int chip,
                                                   std::vector<char>* reached,
                                                   TurnScratch& scratch) const;

  Config config_;
  int n_ = 0;                             // dice in the game
  std::vector<FaceCounts> sets_;          // every multiset of at most n dice, by size
  std::vector<int> prefix_;               // prefix_[s]: multisets of at most s dice
  std::vector<int> index_of_;             // encode_counts -> index in sets_, or -1
  std::vector<std::array<int, 6>> add_;   // index of the multiset plus one face
  std::vector<std::array<int, 6>> less_;  // index of the multiset minus one face, or -1
  // less_ in ascending order, the missing ones as the largest multiset (see turn_outcomes)
  std::vector<std::array<int, 6>> fewer_ascending_;
  std::vector<int> sub_begin_;             // per multiset: its nonempty sub-multisets ...
  std::vector<std::int32_t> sub_keep_;     // ... as the index of what is kept
  std::vector<std::uint8_t> sub_size_;     // ... and how many dice are rerolled
  std::vector<std::uint32_t> sub_at_;      // ... and where its R entry is: keep * (n + 1) + size
  std::vector<detail::StopFacts> stops_;   // per multiset: what stopping with it scores
  int max_dollars_ = 0;                    // the most dollars one stop scores
  std::vector<int> chip_begin_;            // per multiset: dice turned by the chip ...
  std::vector<std::int32_t> chip_result_;  // ... the multiset after turning
  std::vector<std::uint8_t> chip_size_;    // ... and how many dice turned (sorted ascending)
  // Per round: where each (chip, cashed) block starts, at chip * (n + 1) + cashed, and
  // the table's size last. A block holds the tokens 0..token_reach, each a layer of
  // the multisets that fit beside the dice cashed: only positions the game can reach.
  std::vector<std::vector<std::size_t>> block_;
  // Per round: W by (chip, cashed, tokens, dice), and the optimal choice in the same
  // layout. The solve writes every entry, so the tables need no clearing.
  std::vector<ZeroedPages<double>> values_;
  std::vector<ZeroedPages<std::uint16_t>> choice_;
  std::vector<std::vector<double>> start_;  // per round: value before the roll (chip, t)
};

}  // namespace rookery::fistful_solo
