// Information-set Monte Carlo tree search (ISMCTS) over the core State API only.
//
// Each iteration draws a determinisation (State::resample_hidden for the
// searching player), walks the tree with UCT, grows it by one decision node,
// plays the rest out and backs the returns up. Chance is sampled with
// State::sample_chance; secret simultaneous choices (several acting players)
// are searched "decoupled": each acting player picks from their own statistics
// at that node without seeing the others' commits. Every node's statistics are
// from the point of view of the player who moved into it.
//
// Cheap iterations: the nodes of a tree live in one flat vector, the
// determinisation is copied into one scratch state (State::resample_hidden_into)
// and returns into one scratch vector, so an iteration with random playouts
// allocates nothing beyond the tree's growth (tests/core/allocation_test.cpp).
//
// Tree reuse: told the moves of the game (observe), the next search at the same
// player's later decision starts from the subtree below those moves, with its
// statistics, instead of an empty tree.
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
  int iterations = 1000;  // per decision, summed over threads (when time_ms is 0)
  int time_ms = 0;        // > 0: think this long per decision instead
  // > 0: with iterations, stop anyway after this many ms and choose the best
  // move so far (a server's think-time budget).
  int max_ms = 0;
  double exploration = 1.4;  // the UCT constant c, on returns scaled to 0..1
  RolloutPolicy rollout = RolloutPolicy::kRandom;
  // 0: play out to the end and back up State::returns(). N > 0: stop a playout
  // after N player moves and back up score margins instead (each player's score
  // minus the best other score; solo: the score; sides of several players, by
  // State::side, against each other: score_margins), which in games of much luck
  // shows a move's effect with far less noise than who finally wins.
  int playout_moves = 0;
  // Games played in rounds: N > 0 stops a playout when the round N rounds after
  // the searched position's begins, and backs up score margins (as
  // playout_moves, whichever comes first): every move is judged at the same
  // point of the game, after what the round's end does (fishing, the walrus).
  int playout_rounds = 0;
  // With either limit: margins of the game's heuristic evaluation of the
  // position where the playout stops (GamePolicy::evaluate, e.g. Plucky counts
  // an eaten penguin as the game it lost, not as a penguin without fish)
  // instead of the scores. Needs a heuristic policy.
  bool heuristic_eval = false;
  // Games without hidden information: at most this many distinct sampled
  // outcomes per chance node (0: no cap). Once the cap is reached, a fresh
  // outcome is replaced by one already in the tree, drawn in proportion to how
  // often it was sampled, so the decisions after the dice are searched instead
  // of being left to the playout when a roll has hundreds of outcomes.
  int chance_outcomes = 0;
  // A node below the root grows children only once it has been visited this
  // many times; until then an iteration that reaches it ends there and the
  // playout decides. 0: grow at once. With heuristic playouts this keeps
  // the positions after rare dice in the policy's hands instead of judging a
  // move by one untried (random) reply below them.
  int expand_after = 0;
  // > 0: choose moves in the tree by PUCT with the game's heuristic policy as
  // the prior: its move gets this share of the prior, the rest is spread evenly
  // (needs a heuristic policy, as rollout=heuristic does). 0: plain UCT.
  double prior = 0;
  // Common random numbers at the root: the k-th visit of every root move uses
  // the same determinisation and the same random stream for chance (the k-th of
  // the search), so moves are compared on the same luck and the difference of
  // their means is less noisy than either mean. Each move's samples stay
  // independent of each other, so its mean is as unbiased as without.
  bool paired = false;
  std::uint64_t seed = 0;
  int threads = 1;  // independent trees whose root visits are added (root parallel)
  // Keep the subtree below the observed moves for the next decision (see
  // MctsSearch::observe); `iterations` are then added to what it holds.
  bool reuse = true;
};

// What the last search did, for benchmarks and tests.
struct MctsStats {
  long long iterations = 0;
  long long nodes = 0;            // tree nodes, all threads
  long long reused_visits = 0;    // root visits kept from the previous search, all threads
  long long playout_actions = 0;  // actions applied in playouts (chance included), all threads
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
  // Tells the search of a move about to be applied to `state`: every move of the
  // game in order, chance and this seat's own included. When the moves since the
  // last search lead to the state of the next choose() for the same player, that
  // search keeps the subtree below them. It searches afresh instead when a move
  // was not told, when one was secret from that player (another's hidden action
  // or a secret simultaneous choice: following it would use what the player
  // cannot see), or when options.reuse is false.
  void observe(const State& state, Player player, Action action);
  // Drops the kept tree: the next search starts afresh.
  void forget();
  // The root statistics of the last search, most visited first.
  const std::vector<MctsRootChoice>& root_choices() const { return root_choices_; }
  const MctsStats& last_stats() const { return stats_; }

 private:
  class Tree;
  struct RootStat {
    Action action;
    int tree;
    long long visits;
    double reward;
  };
  MctsOptions options_;
  std::vector<std::unique_ptr<Tree>> trees_;  // one per thread, buffers reused between moves
  std::vector<MctsRootChoice> root_choices_;
  std::vector<RootStat> root_stats_;  // scratch: the trees' root statistics to merge
  MctsStats stats_;
  std::uint64_t decisions_ = 0;  // how many searches so far: each gets its own random stream
  // Tree reuse: the last search's root with the observed moves applied, who
  // searched, and the moves since.
  struct Observed {
    Player player;
    Action action;
  };
  std::unique_ptr<State> expected_;
  Player searcher_ = kChancePlayer;
  bool kept_ = false;  // the trees and expected_ may be followed by the moves below
  std::vector<Observed> moves_;
};

}  // namespace rookery
