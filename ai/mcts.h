// Information-set Monte Carlo tree search (ISMCTS) over the core State API only.
//
// Each iteration draws a determinisation (State::resample_hidden for the
// searching player), walks the tree with UCT, grows it by one decision node,
// plays the rest out and backs the returns up. Chance is sampled with
// State::sample_chance; secret simultaneous choices (several acting players)
// are searched "decoupled": each acting player picks from their own statistics
// at that node without seeing the others' commits. Every node's statistics are
// from the point of view of the player who moved into it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/state.h"

namespace rookery {

// How playouts pick moves: uniformly at random (any game, allocation-free), or
// with the game's rule-of-thumb policy (ai/heuristic.h; stronger, much slower).
enum class RolloutPolicy { kRandom, kHeuristic };

struct MctsOptions {
  int iterations = 1000;     // per decision, summed over threads (when time_ms is 0)
  int time_ms = 0;           // > 0: think this long per decision instead
  double exploration = 1.4;  // the UCT constant c, on returns scaled to 0..1
  RolloutPolicy rollout = RolloutPolicy::kRandom;
  // 0: play out to the end and back up State::returns(). N > 0: stop a playout
  // after N player moves and back up score margins instead (each player's score
  // minus the best other score; solo: the score), which in games of much luck
  // shows a move's effect with far less noise than who finally wins.
  int playout_moves = 0;
  // Games without hidden information: at most this many distinct sampled
  // outcomes per chance node (0: no cap). Once the cap is reached, a fresh
  // outcome is replaced by one already in the tree, drawn in proportion to how
  // often it was sampled, so the decisions after the dice are searched instead
  // of being left to the playout when a roll has hundreds of outcomes.
  int chance_outcomes = 0;
  std::uint64_t seed = 0;
  int threads = 1;  // independent trees whose root visits are added (root parallel)
};

// What the last search did, for benchmarks and tests.
struct MctsStats {
  long long iterations = 0;
  long long nodes = 0;  // tree nodes, all threads
  double seconds = 0;
};

// One root action with the search's statistics, most visited first.
struct MctsRootChoice {
  Action action;
  long long visits;
  double mean_return;  // the searching player's mean return after it
};

class MctsSearch {
 public:
  explicit MctsSearch(MctsOptions options);
  ~MctsSearch();
  MctsSearch(const MctsSearch&) = delete;
  MctsSearch& operator=(const MctsSearch&) = delete;

  // The most visited action of `player`, who must be acting in `state`; the
  // same options, seed and call sequence give the same choices (iterations mode).
  Action choose(const State& state, Player player);
  // The root statistics of the last search, most visited first.
  const std::vector<MctsRootChoice>& root_choices() const { return root_choices_; }
  const MctsStats& last_stats() const { return stats_; }

 private:
  class Tree;
  MctsOptions options_;
  std::vector<std::unique_ptr<Tree>> trees_;  // one per thread, buffers reused between moves
  std::vector<MctsRootChoice> root_choices_;
  MctsStats stats_;
  std::uint64_t decisions_ = 0;  // how many searches so far: each gets its own random stream
};

}  // namespace rookery
