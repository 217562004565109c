// ISMCTS: the tree, one iteration, and the root-parallel driver (see mcts.h).
#include "ai/mcts.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>
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

// 48 bytes. A node's children are in two lists: moves, arms and chance outcomes
// in one, the joint children of a simultaneous step in the other, so choosing an
// arm does not walk past the joint choices and finding a joint choice does not
// walk past the arms.
struct Node {
  std::uint64_t key;  // the action that led here, or a joint / open-chance key
  long long visits = 0;
  long long available = 0;  // how often it was legal when its parent was visited (ISMCTS)
  double reward = 0;        // sum of the mover's returns
  int first_child = -1;
  int first_joint = -1;
  int next_sibling = -1;
  std::int16_t mover = 0;  // who made that move; kChancePlayer or kNobody
  bool arm = false;        // a decoupled choice at a simultaneous step: statistics only
};
static_assert(sizeof(Node) == 48);

Node make_node(std::uint64_t key, Player mover, bool arm) {
  Node n{key};
  n.mover = static_cast<std::int16_t>(mover);
  n.arm = arm;
  return n;
}

struct Step {
  int node;
  Player mover;
};

// Legal actions by id for one select(): open addressing over 2 x kMaxLegalActions
// slots, cleared by bumping a stamp, so a node with many children and many legal
// actions costs one pass over each instead of their product.
class LegalIndex {
 public:
  void build(const ActionList& legal) {
    if (++stamp_ == 0) {  // the stamp wrapped: clear for real
      stamps_.fill(0);
      stamp_ = 1;
    }
    for (int i = 0; i < legal.size(); ++i) {
      std::size_t slot = hash(legal[i]);
      while (stamps_[slot] == stamp_) slot = (slot + 1) & (kSlots - 1);
      stamps_[slot] = stamp_;
      actions_[slot] = legal[i];
      positions_[slot] = static_cast<std::int16_t>(i);
    }
  }
  // The position of `action` in the list, or -1.
  int find(Action action) const {
    for (std::size_t slot = hash(action); stamps_[slot] == stamp_;
         slot = (slot + 1) & (kSlots - 1)) {
      if (actions_[slot] == action) return positions_[slot];
    }
    return -1;
  }

 private:
  static constexpr std::size_t kSlots = 2 * kMaxLegalActions;
  static std::size_t hash(Action a) {
    return static_cast<std::size_t>((static_cast<std::uint32_t>(a) * 0x9E3779B1u) >> 21) &
           (kSlots - 1);
  }
  std::array<std::uint32_t, kSlots> stamps_{};
  std::array<Action, kSlots> actions_{};
  std::array<std::int16_t, kSlots> positions_{};
  std::uint32_t stamp_ = 0;
};
static_assert(2 * kMaxLegalActions == 2048, "LegalIndex::hash gives 11 bits");

// The joint children of every simultaneous step by (parent, joint key): a step
// with several players each choosing among a few actions has dozens of joint
// children, too many to walk every iteration. Open addressing; it grows (and is
// rebuilt) with the tree only.
class JointIndex {
 public:
  void clear() {
    std::fill(slots_.begin(), slots_.end(), Entry{});
    count_ = 0;
  }
  // The joint child of `parent` with `key`, or -1.
  template <typename Nodes>
  int find(const Nodes& nodes, int parent, std::uint64_t key) const {
    if (slots_.empty()) return -1;
    for (std::size_t slot = hash(parent, key);; slot = (slot + 1) & (slots_.size() - 1)) {
      const Entry& e = slots_[slot];
      if (e.node < 0) return -1;
      if (e.parent == parent && nodes[static_cast<std::size_t>(e.node)].key == key) return e.node;
    }
  }
  // Adds `node`, the joint child of `parent` (not yet in the index), whose key is `key`.
  template <typename Nodes>
  void add(const Nodes& nodes, int parent, int node, std::uint64_t key) {
    if (2 * (count_ + 1) > slots_.size()) grow(nodes);
    insert(parent, node, key);
  }
  // Every joint child in `nodes` again (after the tree was rebuilt).
  template <typename Nodes>
  void rebuild(const Nodes& nodes) {
    std::size_t joints = 0;
    for (const auto& n : nodes) {
      for (int c = n.first_joint; c >= 0; c = nodes[static_cast<std::size_t>(c)].next_sibling) {
        ++joints;
      }
    }
    std::size_t size = 64;
    while (size < 2 * joints) size *= 2;
    fill_from(nodes, std::max(size, slots_.size()));
  }

 private:
  struct Entry {
    int parent = -1;
    int node = -1;
  };
  std::size_t hash(int parent, std::uint64_t key) const {
    const std::uint64_t h =
        (key ^ (static_cast<std::uint64_t>(static_cast<std::uint32_t>(parent)) << 17)) *
        0x9E3779B97F4A7C15ULL;
    return static_cast<std::size_t>(h >> 32) & (slots_.size() - 1);
  }
  void insert(int parent, int node, std::uint64_t key) {
    std::size_t slot = hash(parent, key);
    while (slots_[slot].node >= 0) slot = (slot + 1) & (slots_.size() - 1);
    slots_[slot] = Entry{parent, node};
    ++count_;
  }
  template <typename Nodes>
  void grow(const Nodes& nodes) {
    fill_from(nodes, std::max<std::size_t>(64, 2 * slots_.size()));
  }
  // `size` slots (a power of two) holding every joint child in `nodes`.
  template <typename Nodes>
  void fill_from(const Nodes& nodes, std::size_t size) {
    slots_.assign(size, Entry{});
    count_ = 0;
    for (std::size_t p = 0; p < nodes.size(); ++p) {
      for (int c = nodes[p].first_joint; c >= 0;
           c = nodes[static_cast<std::size_t>(c)].next_sibling) {
        insert(static_cast<int>(p), c, nodes[static_cast<std::size_t>(c)].key);
      }
    }
  }
  std::vector<Entry> slots_;
  std::size_t count_ = 0;
};

// Below this many legal actions a plain scan beats building the index.
constexpr int kIndexFrom = 12;

}  // namespace

class MctsSearch::Tree {
 public:
  explicit Tree(const MctsOptions& options) : options_(options) {
    path_.reserve(256);  // deeper walks grow it, as the tree grows
    reset();
  }

  // An empty tree: the next search starts afresh.
  void reset() {
    nodes_.clear();
    nodes_.push_back(make_node(0, kNobody, false));
    joints_.clear();
    lo_ = std::numeric_limits<double>::infinity();
    hi_ = -lo_;
  }

  // Moves the root down the tree along `moves` (made since the last search) and
  // keeps only the subtree below; false, with an empty tree, if the tree does
  // not hold them.
  bool advance(const std::vector<Observed>& moves) {
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

  // Runs `iterations` iterations, or fewer when `deadline` comes first, on the
  // tree as it is (reset() or advance() first).
  void search(const State& root, Player player, std::uint64_t seed, long long iterations,
              std::optional<Clock::time_point> deadline) {
    hidden_ = root.game().facts().hidden_information;
    if ((options_.rollout == RolloutPolicy::kHeuristic || options_.prior > 0 ||
         options_.heuristic_eval) &&
        !policy_) {
      for (const PolicyEntry& e : heuristic_policies()) {
        if (e.game == root.game().facts().name) policy_ = e.make();
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

  long long iterations() const { return iterations_; }
  long long playout_actions() const { return playout_actions_; }
  long long size() const { return static_cast<long long>(nodes_.size()); }
  long long root_visits() const { return nodes_[0].visits; }

  // Appends the root statistics of `player` to `out`, tagged with `tree`.
  void root_stats(Player player, int tree, std::vector<RootStat>& out) const {
    for (int c = nodes_[0].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      const Node& n = nodes_[static_cast<std::size_t>(c)];
      if (n.mover != player) continue;
      out.push_back({static_cast<Action>(n.key), tree, n.visits, n.reward});
    }
  }

 private:
  Node& at(int i) { return nodes_[static_cast<std::size_t>(i)]; }

  // Copies the subtree of `node` into a compact tree rooted at index 0 (children
  // in their order), in the spare vector, which then becomes the tree.
  void reroot(int node) {
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

  int add_child(int parent, std::uint64_t key, Player mover, bool arm) {
    const int index = static_cast<int>(nodes_.size());
    nodes_.push_back(make_node(key, mover, arm));
    at(index).next_sibling = at(parent).first_child;
    at(parent).first_child = index;
    return index;
  }

  int add_joint(int parent, std::uint64_t key) {
    const int index = static_cast<int>(nodes_.size());
    nodes_.push_back(make_node(key, kNobody, false));
    at(index).next_sibling = at(parent).first_joint;
    at(parent).first_joint = index;
    joints_.add(nodes_, parent, index, key);
    return index;
  }

  int find_joint(int parent, std::uint64_t key) const { return joints_.find(nodes_, parent, key); }

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

  // The position of `key` in `legal_`, or -1 (through the index when built).
  int legal_position(std::uint64_t key, bool indexed) const {
    if (indexed) return key > 0xFFFFFFFFULL ? -1 : index_.find(static_cast<Action>(key));
    for (int i = 0; i < legal_.size(); ++i) {
      if (key_of(legal_[i]) == key) return i;
    }
    return -1;
  }

  // Heuristic playouts, the prior and the evaluation need the game's policy; a
  // game without one (only reachable past MctsBot::check_game) searches without.
  bool policy_playouts() const {
    return options_.rollout == RolloutPolicy::kHeuristic && policy_ != nullptr;
  }

  // Calls on_child(child, its index, its position in `legal_`) for each child of
  // `parent` that `player` may choose now (a move or, at a simultaneous step, an
  // arm), counting each as available there (ISMCTS: a child's exploration term
  // counts the visits in which it was legal).
  template <typename OnChild>
  void for_each_legal_child(int parent, Player player, bool arm, bool indexed, OnChild&& on_child) {
    for (int c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
      Node& child = at(c);
      if (child.mover != player || child.arm != arm) continue;
      const int index = legal_position(child.key, indexed);
      if (index < 0) continue;  // not legal in this determinisation
      ++child.available;
      on_child(child, c, index);
    }
  }

  // The child of `parent` that `player` (acting in `s`, with legal actions
  // `legal_`) explores next: PUCT with the policy's prior when options_.prior is
  // set, else UCT, which first adds an untried legal action drawn at random.
  int select(int parent, Player player, bool arm, const State& s, Rng& rng, bool& expanded) {
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
      const double value =
          mean + options_.exploration * std::sqrt(std::log(static_cast<double>(child.available)) /
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

  // PUCT (as in AlphaZero): mean + c * P(a) * sqrt(visits) / (1 + visits(a)),
  // where P gives the policy's move `prior` and spreads the rest evenly over
  // every legal action, and the means are scaled to 0..1 between the smallest
  // and largest mean among the tried children (as in MuZero), since score
  // margins have no fixed range. An untried action counts with the tried
  // children's mean return, so the search leaves the policy's move only for
  // moves that look better.
  int select_with_prior(int parent, Player player, bool arm, const State& s, Rng& rng,
                        bool& expanded) {
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

  void iterate(const State& root, Player player, Rng& search_rng) {
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
      returns_ = scores_;  // no allocation once returns_ has held as many
      if (scores_.size() > 1) {
        // Score margins: each player's score minus the best other score.
        for (std::size_t p = 0; p < scores_.size(); ++p) {
          double best_other = -std::numeric_limits<double>::infinity();
          for (std::size_t q = 0; q < scores_.size(); ++q) {
            if (q != p) best_other = std::max(best_other, scores_[q]);
          }
          returns_[p] = scores_[p] - best_other;
        }
      }
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

  const MctsOptions& options_;
  std::vector<Node> nodes_;
  std::vector<Node> spare_;  // reroot() builds the kept subtree here
  std::vector<int> from_;    // reroot(): the old index of each copied node
  std::vector<Step> path_;
  std::unique_ptr<State> det_;  // the determinisation of the current iteration
  std::vector<double> returns_;
  std::vector<double> scores_;
  ActionList legal_;
  PlayerList acting_;
  LegalIndex index_;
  JointIndex joints_;
  std::array<bool, kMaxLegalActions> tried_{};
  std::array<int, kMaxLegalActions> child_at_{};  // select_with_prior(): child per legal action
  double lo_ = 0;  // the smallest and largest return seen, to scale means to 0..1
  double hi_ = 0;
  bool hidden_ = false;
  long long iterations_ = 0;
  std::uint64_t seed_ = 0;         // this search's, for the paired streams
  Rng paired_rng_{0, 5};           // options_.paired: the stream of this iteration's root visit
  long long playout_actions_ = 0;  // actions applied by this search's playouts
  std::unique_ptr<GamePolicy> policy_;  // for heuristic playouts and the prior
};

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
