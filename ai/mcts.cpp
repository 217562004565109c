// ISMCTS: the tree, one iteration, and the root-parallel driver (see mcts.h).
#include "ai/mcts.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <thread>

#include "ai/heuristic.h"
#include "ai/random_playout.h"

namespace rookery {

namespace {

using Clock = std::chrono::steady_clock;

// The mover of the root and of the node after a joint (simultaneous) step:
// nobody's statistics live there.
constexpr Player kNobody = -100;
// With hidden information every chance outcome leads to the same child ("open
// loop"): branching on outcomes would let the tree see dealt cards the searching
// player cannot see.
constexpr std::uint64_t kAnyOutcome = ~0ULL;

std::uint64_t key_of(Action a) { return static_cast<std::uint32_t>(a); }

std::uint64_t mix_joint(std::uint64_t h, Player p, Action a) {
  return mix_seed(h ^ static_cast<std::uint32_t>(p), key_of(a));
}

struct Node {
  std::uint64_t key;  // the action that led here, or a joint / open-chance key
  Player mover;       // who made that move; kChancePlayer or kNobody
  bool arm;           // a decoupled choice at a simultaneous step: statistics only
  int first_child = -1;
  int next_sibling = -1;
  long long visits = 0;
  long long available = 0;  // how often it was legal when its parent was visited (ISMCTS)
  double reward = 0;        // sum of the mover's returns
};

struct Step {
  int node;
  Player mover;
};

}  // namespace

class MctsSearch::Tree {
 public:
  explicit Tree(const MctsOptions& options) : options_(options) {}

  // Runs `iterations` iterations (or until `deadline` when time-limited).
  void search(const State& root, Player player, std::uint64_t seed, long long iterations,
              std::optional<Clock::time_point> deadline) {
    nodes_.clear();
    nodes_.push_back(Node{0, kNobody, false});
    lo_ = std::numeric_limits<double>::infinity();
    hi_ = -lo_;
    hidden_ = root.game().facts().hidden_information;
    if (options_.rollout == RolloutPolicy::kHeuristic && !policy_) {
      for (const PolicyEntry& e : heuristic_policies()) {
        if (e.game == root.game().facts().name) policy_ = e.make();
      }
    }
    Rng rng(seed, 3);
    iterations_ = 0;
    for (;;) {
      if (deadline) {
        // Checking the clock every 16 iterations keeps it off the profile.
        if (iterations_ % 16 == 0 && iterations_ > 0 && Clock::now() >= *deadline) break;
      } else if (iterations_ >= iterations) {
        break;
      }
      iterate(root, player, rng);
      ++iterations_;
    }
  }

  long long iterations() const { return iterations_; }
  long long size() const { return static_cast<long long>(nodes_.size()); }

  // Adds the root statistics of `player` into `out` (action -> visits, reward).
  void root_stats(Player player, std::map<Action, std::pair<long long, double>>& out) const {
    for (int c = nodes_[0].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      const Node& n = nodes_[static_cast<std::size_t>(c)];
      if (n.mover != player) continue;
      auto& [visits, reward] = out[static_cast<Action>(n.key)];
      visits += n.visits;
      reward += n.reward;
    }
  }

 private:
  Node& at(int i) { return nodes_[static_cast<std::size_t>(i)]; }

  int add_child(int parent, std::uint64_t key, Player mover, bool arm) {
    const int index = static_cast<int>(nodes_.size());
    nodes_.push_back(Node{key, mover, arm});
    at(index).next_sibling = at(parent).first_child;
    at(parent).first_child = index;
    return index;
  }

  int find_child(int parent, std::uint64_t key, Player mover) {
    for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
      if (at(c).key == key && at(c).mover == mover) return c;
    }
    return -1;
  }

  int chance_children(int parent) {
    int count = 0;
    for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
      if (at(c).mover == kChancePlayer) ++count;
    }
    return count;
  }

  // A stored chance outcome of `parent`, in proportion to how often it was sampled.
  int pooled_outcome(int parent, Rng& rng) {
    long long total = 0;
    for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
      if (at(c).mover == kChancePlayer) total += at(c).available;
    }
    auto k = static_cast<long long>(rng.below64(static_cast<std::uint64_t>(total)));
    int last = -1;
    for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
      if (at(c).mover != kChancePlayer) continue;
      last = c;
      k -= at(c).available;
      if (k < 0) return c;
    }
    return last;
  }

  // UCT over the children of `parent` that `player` may choose now (`legal_`);
  // an untried legal action, drawn at random, is added first.
  int select(int parent, Player player, bool arm, Rng& rng, bool& expanded) {
    const int n = legal_.size();
    std::fill(tried_.begin(), tried_.begin() + n, false);
    int tried_count = 0;
    int best = -1;
    double best_value = -std::numeric_limits<double>::infinity();
    const double span = hi_ > lo_ ? hi_ - lo_ : 1.0;
    for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
      Node& child = at(c);
      if (child.mover != player || child.arm != arm) continue;
      int index = -1;
      for (int i = 0; i < n; ++i) {
        if (key_of(legal_[i]) == child.key) {
          index = i;
          break;
        }
      }
      if (index < 0) continue;  // not legal in this determinisation
      tried_[static_cast<std::size_t>(index)] = true;
      ++tried_count;
      ++child.available;
      const double mean = (child.reward / static_cast<double>(child.visits) - lo_) / span;
      const double value =
          mean + options_.exploration * std::sqrt(std::log(static_cast<double>(child.available)) /
                                                  static_cast<double>(child.visits));
      if (value > best_value) {
        best_value = value;
        best = c;
      }
    }
    if (tried_count < n) {
      int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(n - tried_count)));
      for (int i = 0; i < n; ++i) {
        if (tried_[static_cast<std::size_t>(i)]) continue;
        if (k-- == 0) {
          expanded = true;
          const int c = add_child(parent, key_of(legal_[i]), player, arm);
          at(c).available = 1;
          return c;
        }
      }
    }
    return best;
  }

  void iterate(const State& root, Player player, Rng& rng) {
    std::unique_ptr<State> det = hidden_ ? root.resample_hidden(player, rng) : root.clone();
    State& s = *det;
    path_.clear();
    int node = 0;
    bool expanded = false;
    while (!expanded && !s.is_terminal()) {
      s.acting_players(acting_);
      if (acting_[0] == kChancePlayer) {
        Action a = s.sample_chance(rng);
        const std::uint64_t key = hidden_ ? kAnyOutcome : key_of(a);
        int child = find_child(node, key, kChancePlayer);
        if (child >= 0) {
          ++at(child).available;  // chance children: how often the outcome was sampled
        } else if (!hidden_ && options_.chance_outcomes > 0 &&
                   chance_children(node) >= options_.chance_outcomes) {
          // Full: reuse an outcome in the tree (without hidden information the
          // path fixes the state, so every stored outcome is possible here).
          child = pooled_outcome(node, rng);
          a = static_cast<Action>(at(child).key);
        } else {
          // With heuristic playouts a new outcome ends the walk, so the policy
          // decides after it: expanding a decision below it would judge every
          // reroll by one uniformly random move after the dice (a roll with
          // hundreds of outcomes meets a new one almost every iteration). With
          // random playouts the tree grows on, as the next decision is random
          // either way.
          child = add_child(node, key, kChancePlayer, false);
          at(child).available = 1;
          if (policy_) expanded = true;
        }
        s.apply_unchecked(kChancePlayer, a);
        path_.push_back({child, kChancePlayer});
        node = child;
        continue;
      }
      if (acting_.size() == 1) {
        const Player p = acting_[0];
        s.legal_actions(p, legal_);
        const int child = select(node, p, false, rng, expanded);
        s.apply_unchecked(p, static_cast<Action>(at(child).key));
        path_.push_back({child, p});
        node = child;
        continue;
      }
      // Secret simultaneous choices: each acting player picks from their own
      // arms at this node, blind to the others' commits; the joint choice
      // then leads to one child.
      const PlayerList committers = acting_;
      std::uint64_t joint = 0;
      for (const Player p : committers) {
        s.legal_actions(p, legal_);
        const int arm = select(node, p, true, rng, expanded);
        const auto a = static_cast<Action>(at(arm).key);
        s.apply_unchecked(p, a);
        path_.push_back({arm, p});
        joint = mix_joint(joint, p, a);
      }
      int child = find_child(node, joint, kNobody);
      if (child < 0) {
        child = add_child(node, joint, kNobody, false);
        expanded = true;
      }
      path_.push_back({child, kNobody});
      node = child;
    }
    // Playout: to the end, or for options_.playout_moves player moves.
    const int limit = options_.playout_moves;
    if (!policy_ && limit == 0) {
      random_playout(s, rng);
    } else {
      for (int moves = 0; !s.is_terminal() && (limit == 0 || moves < limit);) {
        s.acting_players(acting_);
        const Player p = acting_[0];
        Action a;
        if (p == kChancePlayer) {
          a = s.sample_chance(rng);
        } else if (policy_) {
          a = policy_->choose(s, p, rng);
          ++moves;
        } else {
          s.legal_actions(p, legal_);
          a = legal_[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal_.size())))];
          ++moves;
        }
        s.apply_unchecked(p, a);
      }
    }
    std::vector<double> returns = limit == 0 ? s.returns() : s.scores();
    if (limit > 0 && returns.size() > 1) {
      const std::vector<double> scores = returns;
      for (std::size_t p = 0; p < scores.size(); ++p) {
        double best_other = -std::numeric_limits<double>::infinity();
        for (std::size_t q = 0; q < scores.size(); ++q) {
          if (q != p) best_other = std::max(best_other, scores[q]);
        }
        returns[p] = scores[p] - best_other;
      }
    }
    for (double r : returns) {
      lo_ = std::min(lo_, r);
      hi_ = std::max(hi_, r);
    }
    ++at(0).visits;
    for (const Step& step : path_) {
      Node& n = at(step.node);
      ++n.visits;
      if (step.mover >= 0) n.reward += returns[static_cast<std::size_t>(step.mover)];
    }
  }

  const MctsOptions& options_;
  std::vector<Node> nodes_;
  std::vector<Step> path_;
  ActionList legal_;
  PlayerList acting_;
  std::array<bool, kMaxLegalActions> tried_{};
  double lo_ = 0;  // the smallest and largest return seen, to scale means to 0..1
  double hi_ = 0;
  bool hidden_ = false;
  long long iterations_ = 0;
  std::unique_ptr<GamePolicy> policy_;  // for heuristic rollouts
};

MctsSearch::MctsSearch(MctsOptions options) : options_(options) {
  options_.threads = std::max(1, options_.threads);
  for (int t = 0; t < options_.threads; ++t) trees_.push_back(std::make_unique<Tree>(options_));
}

MctsSearch::~MctsSearch() = default;

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
  std::optional<Clock::time_point> deadline;
  if (options_.time_ms > 0) deadline = start + std::chrono::milliseconds(options_.time_ms);
  const int threads = options_.threads;
  const auto run = [&](int t) {
    const long long share =
        options_.iterations / threads + (t < options_.iterations % threads ? 1 : 0);
    trees_[static_cast<std::size_t>(t)]->search(state, player, mix_seed(decision_seed, t), share,
                                                deadline);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
  run(0);
  for (auto& th : pool) th.join();

  // Root parallel: add the trees' root statistics; ties go to the lower action id.
  std::map<Action, std::pair<long long, double>> merged;
  for (const auto& tree : trees_) {
    tree->root_stats(player, merged);
    stats_.iterations += tree->iterations();
    stats_.nodes += tree->size();
  }
  for (const auto& [action, vr] : merged) {
    root_choices_.push_back(
        {action, vr.first, vr.first > 0 ? vr.second / static_cast<double>(vr.first) : 0});
  }
  std::stable_sort(root_choices_.begin(), root_choices_.end(),
                   [](const MctsRootChoice& a, const MctsRootChoice& b) {
                     if (a.visits != b.visits) return a.visits > b.visits;
                     return a.mean_return > b.mean_return;
                   });
  stats_.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return root_choices_.empty() ? legal[0] : root_choices_.front().action;
}

}  // namespace rookery
