// ISMCTS, the search (see mcts.h): one tree per thread (mcts_tree.h), tree reuse
// between decisions by the moves observed, and the trees' roots merged into a choice.
#include "ai/mcts.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <thread>

#include "ai/mcts_tree.h"

namespace rookery {

namespace {
using Clock = std::chrono::steady_clock;
}  // namespace

MctsSearch::MctsSearch(MctsOptions options) : options_(options) {
  options_.threads = std::max(1, options_.threads);
  for (int t = 0; t < options_.threads; ++t) trees_.push_back(std::make_unique<Tree>(options_));
}

MctsSearch::~MctsSearch() = default;

void MctsSearch::forget() {
  kept_ = false;
  moves_.clear();
}

void MctsSearch::observe(const State& state, Player player, Action action) {
  if (!kept_) return;
  PlayerList acting;
  state.acting_players(acting);
  // A secret simultaneous choice leads to a joint node the searching player
  // could only pick by seeing the others' commits; another player's hidden
  // action likewise. Either ends the reuse (chance needs no check: with hidden
  // information the tree does not branch on outcomes).
  const bool hidden = state.game().facts().hidden_information;
  if (acting.size() > 1 ||
      (hidden && player != kChancePlayer && player != searcher_ &&
       state.public_action_text(searcher_, player, action) !=
           state.action_to_string(player, action)) ||
      !expected_->apply(player, action).ok()) {
    forget();
    return;
  }
  moves_.push_back({player, action});
}

Action MctsSearch::choose(const State& state, Player player) {
  const auto start = Clock::now();
  const std::uint64_t decision_seed = mix_seed(options_.seed, decisions_++);
  root_choices_.clear();
  stats_ = MctsStats{};
  const ActionList legal = state.legal_actions(player);
  assert(!legal.empty() && "MCTS asked to act for a player with no legal action");
  if (legal.size() == 1) {
    root_choices_.push_back({legal[0], 0, 0});
    return legal[0];  // a forced move needs no thinking
  }
  // Keep the subtree below the observed moves when they lead here.
  const bool reuse = kept_ && !moves_.empty() && player == searcher_ && expected_->equals(state);
  for (const auto& tree : trees_) {
    if (!reuse || !tree->advance(moves_)) tree->reset();
    stats_.reused_visits += tree->root_visits();
  }
  std::optional<Clock::time_point> deadline;
  if (options_.time_ms > 0) {
    deadline = start + std::chrono::milliseconds(options_.time_ms);
  } else if (options_.max_ms > 0) {
    deadline = start + std::chrono::milliseconds(options_.max_ms);
  }
  const int threads = options_.threads;
  const auto run = [&](int t) {
    const long long share = options_.time_ms > 0 ? std::numeric_limits<long long>::max()
                                                 : options_.iterations / threads +
                                                       (t < options_.iterations % threads ? 1 : 0);
    trees_[static_cast<std::size_t>(t)]->search(state, player, mix_seed(decision_seed, t), share,
                                                deadline);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
  run(0);
  for (auto& th : pool) th.join();

  // Root parallel: add the trees' root statistics (in tree order, so the sums
  // do not depend on sorting); ties go to the lower action id. Scratch vectors
  // and std::sort: no allocation once they have held as many.
  root_stats_.clear();
  for (std::size_t t = 0; t < trees_.size(); ++t) {
    trees_[t]->root_stats(player, static_cast<int>(t), root_stats_);
    stats_.iterations += trees_[t]->iterations();
    stats_.nodes += trees_[t]->size();
    stats_.playout_actions += trees_[t]->playout_actions();
  }
  std::sort(root_stats_.begin(), root_stats_.end(), [](const RootStat& a, const RootStat& b) {
    return a.action != b.action ? a.action < b.action : a.tree < b.tree;
  });
  for (std::size_t i = 0; i < root_stats_.size();) {
    long long visits = 0;
    double reward = 0;
    const Action action = root_stats_[i].action;
    for (; i < root_stats_.size() && root_stats_[i].action == action; ++i) {
      visits += root_stats_[i].visits;
      reward += root_stats_[i].reward;
    }
    // A kept tree's root can hold moves of searched worlds that differ from the
    // real one where the seat's own luck was searched open loop (a card it did
    // not draw): only moves legal now are choices.
    if (!legal.contains(action)) continue;
    root_choices_.push_back(
        {action, visits, visits > 0 ? reward / static_cast<double>(visits) : 0});
  }
  std::sort(root_choices_.begin(), root_choices_.end(),
            [](const MctsRootChoice& a, const MctsRootChoice& b) {
              if (a.visits != b.visits) return a.visits > b.visits;
              if (a.mean_return != b.mean_return) return a.mean_return > b.mean_return;
              return a.action < b.action;
            });
  stats_.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (options_.reuse) {
    state.copy_into(expected_);
    searcher_ = player;
    kept_ = true;
  }
  moves_.clear();
  return root_choices_.empty() ? legal[0] : root_choices_.front().action;
}

}  // namespace rookery
