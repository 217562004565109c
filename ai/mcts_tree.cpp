#include "ai/mcts_tree.h"

#include <algorithm>
#include <cmath>

#include "ai/random_playout.h"
#include "ai/score_margins.h"

namespace rookery {

using namespace mcts_tree;

namespace {

// log(n) for the exploration term: looked up for the counts most nodes have, as
// std::log was a quarter of choosing a child's cost. The values are std::log's,
// so searches are unchanged.
double log_count(long long n) {
  static const std::array<double, 4096> kLogs = [] {
    std::array<double, 4096> t{};
    for (std::size_t i = 1; i < t.size(); ++i) t[i] = std::log(static_cast<double>(i));
    return t;
  }();
  return n > 0 && n < static_cast<long long>(kLogs.size()) ? kLogs[static_cast<std::size_t>(n)]
                                                           : std::log(static_cast<double>(n));
}

}  // namespace

MctsSearch::Tree::Tree(const MctsOptions& options) : options_(options) {
  path_.reserve(256);  // deeper walks grow it, as the tree grows
  reset();
}

void MctsSearch::Tree::reset() {
  nodes_.clear();
  nodes_.push_back(make_node(0, kNobody, false));
  joints_.clear();
  lo_ = std::numeric_limits<double>::infinity();
  hi_ = -lo_;
}

bool MctsSearch::Tree::advance(const std::vector<Observed>& moves) {
  int node = 0;
  for (const Observed& m : moves) {
    int child = -1;
    if (m.player == kChancePlayer) {
      child = find_child(node, hidden_ ? kAnyOutcome : key_of(m.action), kChancePlayer);
    } else {
      for (int c = at(node).first_child; c >= 0; c = at(c).next_sibling) {
        const Node& n = at(c);
        if (n.key == key_of(m.action) && n.mover == m.player && !n.arm) {
          child = c;
          break;
        }
      }
    }
    if (child < 0) {
      reset();
      return false;
    }
    node = child;
  }
  reroot(node);
  return true;
}

void MctsSearch::Tree::search(const State& root, Player player, std::uint64_t seed,
                              long long iterations, std::optional<Clock::time_point> deadline) {
  hidden_ = root.game().facts().hidden_information;
  if ((options_.rollout == RolloutPolicy::kHeuristic || options_.prior > 0 ||
       options_.heuristic_eval) &&
      !policy_) {
    for (const PolicyEntry& e : heuristic_policies()) {
      if (e.game == root.game().facts().name) policy_ = e.make();
    }
  }
  sides_.clear();
  for (Player p = 0; p < root.num_players(); ++p) {
    if (root.side(p) != p) {
      for (Player q = 0; q < root.num_players(); ++q) sides_.push_back(root.side(q));
      break;
    }
  }
  Rng rng(seed, 3);
  seed_ = seed;
  iterations_ = 0;
  playout_actions_ = 0;
  for (;;) {
    if (iterations_ >= iterations) break;
    // Checking the clock every 16 iterations keeps it off the profile.
    if (deadline && iterations_ % 16 == 0 && iterations_ > 0 && Clock::now() >= *deadline) break;
    iterate(root, player, rng);
    ++iterations_;
  }
}

void MctsSearch::Tree::root_stats(Player player, int tree, std::vector<RootStat>& out) const {
  for (int c = nodes_[0].first_child; c >= 0;
       c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
    const Node& n = nodes_[static_cast<std::size_t>(c)];
    if (n.mover != player) continue;
    out.push_back({static_cast<Action>(n.key), tree, n.visits, n.reward});
  }
}

void MctsSearch::Tree::reroot(int node) {
  if (node == 0) return;
  spare_.clear();
  from_.clear();
  spare_.push_back(at(node));
  Node& root = spare_.back();
  root.key = 0;
  root.mover = kNobody;
  root.arm = false;
  root.next_sibling = -1;
  from_.push_back(node);
  for (std::size_t i = 0; i < spare_.size(); ++i) {
    for (const bool joint : {false, true}) {
      int previous = -1;
      const int first = joint ? at(from_[i]).first_joint : at(from_[i]).first_child;
      (joint ? spare_[i].first_joint : spare_[i].first_child) = -1;
      for (int c = first; c >= 0; c = at(c).next_sibling) {
        const int copy = static_cast<int>(spare_.size());
        spare_.push_back(at(c));
        spare_.back().first_child = -1;
        spare_.back().first_joint = -1;
        spare_.back().next_sibling = -1;
        from_.push_back(c);
        if (previous >= 0) {
          spare_[static_cast<std::size_t>(previous)].next_sibling = copy;
        } else if (joint) {
          spare_[i].first_joint = copy;
        } else {
          spare_[i].first_child = copy;
        }
        previous = copy;
      }
    }
  }
  std::swap(nodes_, spare_);
  joints_.rebuild(nodes_);
}

int MctsSearch::Tree::add_child(int parent, std::uint64_t key, Player mover, bool arm) {
  const int index = static_cast<int>(nodes_.size());
  nodes_.push_back(make_node(key, mover, arm));
  at(index).next_sibling = at(parent).first_child;
  at(parent).first_child = index;
  return index;
}

int MctsSearch::Tree::add_joint(int parent, std::uint64_t key) {
  const int index = static_cast<int>(nodes_.size());
  nodes_.push_back(make_node(key, kNobody, false));
  at(index).next_sibling = at(parent).first_joint;
  at(parent).first_joint = index;
  joints_.add(nodes_, parent, index, key);
  return index;
}

int MctsSearch::Tree::find_child(int parent, std::uint64_t key, Player mover) {
  for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
    if (at(c).key == key && at(c).mover == mover) return c;
  }
  return -1;
}

int MctsSearch::Tree::chance_children(int parent) {
  int count = 0;
  for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
    if (at(c).mover == kChancePlayer) ++count;
  }
  return count;
}

int MctsSearch::Tree::pooled_outcome(int parent, Rng& rng) {
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

int MctsSearch::Tree::legal_position(std::uint64_t key, bool indexed) const {
  if (indexed) return key > 0xFFFFFFFFULL ? -1 : index_.find(static_cast<Action>(key));
  for (int i = 0; i < legal_.size(); ++i) {
    if (key_of(legal_[i]) == key) return i;
  }
  return -1;
}

bool MctsSearch::Tree::policy_playouts() const {
  return options_.rollout == RolloutPolicy::kHeuristic && policy_ != nullptr;
}

template <typename OnChild>
void MctsSearch::Tree::for_each_legal_child(int parent, Player player, bool arm, bool indexed,
                                            OnChild&& on_child) {
  for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
    Node& child = at(c);
    if (child.mover != player || child.arm != arm) continue;
    const int index = legal_position(child.key, indexed);
    if (index < 0) continue;  // not legal in this determinisation
    ++child.available;
    on_child(child, c, index);
  }
}

int MctsSearch::Tree::select(int parent, Player player, bool arm, const State& s, Rng& rng,
                             bool& expanded) {
  if (options_.prior > 0 && policy_)
    return select_with_prior(parent, player, arm, s, rng, expanded);
  const int n = legal_.size();
  const bool indexed = n >= kIndexFrom;
  if (indexed) index_.build(legal_);
  std::fill(tried_.begin(), tried_.begin() + n, false);
  int tried_count = 0;
  int best = -1;
  double best_value = -std::numeric_limits<double>::infinity();
  const double span = hi_ > lo_ ? hi_ - lo_ : 1.0;
  for_each_legal_child(parent, player, arm, indexed, [&](Node& child, int c, int index) {
    tried_[static_cast<std::size_t>(index)] = true;
    ++tried_count;
    const double mean = (child.reward / static_cast<double>(child.visits) - lo_) / span;
    const double value = mean + options_.exploration * std::sqrt(log_count(child.available) /
                                                                 static_cast<double>(child.visits));
    if (value > best_value) {
      best_value = value;
      best = c;
    }
  });
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

int MctsSearch::Tree::select_with_prior(int parent, Player player, bool arm, const State& s,
                                        Rng& rng, bool& expanded) {
  const int n = legal_.size();
  const bool indexed = n >= kIndexFrom;
  if (indexed) index_.build(legal_);
  std::fill(child_at_.begin(), child_at_.begin() + n, -1);
  long long total = 0;
  double reward = 0;
  double q_lo = std::numeric_limits<double>::infinity();
  double q_hi = -q_lo;
  for_each_legal_child(parent, player, arm, indexed, [&](Node& child, int c, int index) {
    child_at_[static_cast<std::size_t>(index)] = c;
    total += child.visits;
    reward += child.reward;
    const double q = child.reward / static_cast<double>(child.visits);
    q_lo = std::min(q_lo, q);
    q_hi = std::max(q_hi, q);
  });
  const Action favoured = policy_->choose(s, player, rng);
  const double untried_q = total > 0 ? reward / static_cast<double>(total) : 0;
  const double spread = (1 - options_.prior) / n;
  const double root_total = std::sqrt(static_cast<double>(std::max<long long>(1, total)));
  int best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  for (int i = 0; i < n; ++i) {
    const int c = child_at_[static_cast<std::size_t>(i)];
    const long long visits = c >= 0 ? at(c).visits : 0;
    const double q = c >= 0 ? at(c).reward / static_cast<double>(visits) : untried_q;
    const double scaled = q_hi > q_lo ? (q - q_lo) / (q_hi - q_lo) : 0.5;
    const double p = spread + (legal_[i] == favoured ? options_.prior : 0);
    const double value =
        scaled + options_.exploration * p * root_total / (1.0 + static_cast<double>(visits));
    if (value > best_value) {
      best_value = value;
      best = i;
    }
  }
  int c = child_at_[static_cast<std::size_t>(best)];
  if (c < 0) {
    expanded = true;
    c = add_child(parent, key_of(legal_[best]), player, arm);
    at(c).available = 1;
  }
  return c;
}

void MctsSearch::Tree::iterate(const State& root, Player player, Rng& search_rng) {
  path_.clear();
  int node = 0;
  bool expanded = false;
  Rng* stream = &search_rng;
  if (options_.paired) {
    // The root move first (the searcher's own legal moves do not depend on
    // the hidden information), then the luck of its k-th visit.
    root.acting_players(acting_);
    if (acting_.size() == 1 && acting_[0] == player) {
      root.legal_actions(player, legal_);
      const int child = select(0, player, false, root, search_rng, expanded);
      paired_rng_ = Rng::derived(seed_, static_cast<std::uint64_t>(at(child).visits));
      stream = &paired_rng_;
      path_.push_back({child, player});
      node = child;
    }
  }
  Rng& rng = *stream;
  // The determinisation, copied into the scratch state (no allocation once it
  // holds a state of this game).
  if (hidden_) {
    root.resample_hidden_into(player, rng, det_);
  } else {
    root.copy_into(det_);
  }
  State& s = *det_;
  const int horizon_round =
      options_.playout_rounds > 0 ? s.rounds_played() + options_.playout_rounds : 0;
  if (node != 0) s.apply_unchecked(player, static_cast<Action>(at(node).key));
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
        if (policy_playouts()) expanded = true;
      }
      s.apply_unchecked(kChancePlayer, a);
      path_.push_back({child, kChancePlayer});
      node = child;
      continue;
    }
    if (node != 0 && at(node).visits < options_.expand_after) break;  // the playout decides
    if (acting_.size() == 1) {
      const Player p = acting_[0];
      s.legal_actions(p, legal_);
      const int child = select(node, p, false, s, rng, expanded);
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
      const int arm = select(node, p, true, s, rng, expanded);
      const auto a = static_cast<Action>(at(arm).key);
      s.apply_unchecked(p, a);
      path_.push_back({arm, p});
      joint = mix_joint(joint, p, a);
    }
    int child = find_joint(node, joint);
    if (child < 0) {
      child = add_joint(node, joint);
      expanded = true;
    }
    path_.push_back({child, kNobody});
    node = child;
  }
  // Playout: to the end, or for options_.playout_moves player moves.
  const int limit = options_.playout_moves;
  const bool margins = limit > 0 || horizon_round > 0;
  if (!policy_playouts() && !margins) {
    playout_actions_ += random_playout(s, rng);
  } else {
    for (int moves = 0; !s.is_terminal() && (limit == 0 || moves < limit) &&
                        (horizon_round == 0 || s.rounds_played() < horizon_round);) {
      s.acting_players(acting_);
      const Player p = acting_[0];
      Action a;
      if (p == kChancePlayer) {
        a = s.sample_chance(rng);
      } else if (policy_playouts()) {
        a = policy_->choose(s, p, rng);
        ++moves;
      } else {
        s.legal_actions(p, legal_);
        a = legal_[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal_.size())))];
        ++moves;
      }
      s.apply_unchecked(p, a);
      ++playout_actions_;
    }
  }
  if (!margins) {
    s.returns_into(returns_);
  } else {
    if (!options_.heuristic_eval || !policy_ || !policy_->evaluate(s, scores_)) {
      s.scores_into(scores_);
    }
    score_margins(scores_, sides_, side_scores_, returns_);
  }
  for (double r : returns_) {
    lo_ = std::min(lo_, r);
    hi_ = std::max(hi_, r);
  }
  ++at(0).visits;
  for (const Step& step : path_) {
    Node& n = at(step.node);
    ++n.visits;
    if (step.mover >= 0) n.reward += returns_[static_cast<std::size_t>(step.mover)];
  }
}

}  // namespace rookery
