// The tree of one ISMCTS searcher and one iteration on it: the nodes and their
// indexes, tree reuse (advance, reroot), selection (UCT, or PUCT with the
// heuristic as prior), expansion, playouts and backing up. MctsSearch (mcts.cpp),
// the search, drives one per thread and merges their roots; nothing else
// includes this header.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "ai/heuristic.h"
#include "ai/mcts.h"

namespace rookery {

namespace mcts_tree {

using Clock = std::chrono::steady_clock;

// The mover of the root and of the node after a joint (simultaneous) step:
// nobody's statistics live there.
constexpr Player kNobody = -100;
// With hidden information every chance outcome leads to the same child ("open
// loop"): branching on outcomes would let the tree see dealt cards the searching
// player cannot see.
constexpr std::uint64_t kAnyOutcome = ~0ULL;

// The tree key of action `a`.
inline std::uint64_t key_of(Action a) { return static_cast<std::uint32_t>(a); }

// The key of a joint choice: `h` so far, with `p` choosing `a`.
inline std::uint64_t mix_joint(std::uint64_t h, Player p, Action a) {
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

// A fresh node reached by `key`, made by `mover` (`arm`: a decoupled choice).
inline Node make_node(std::uint64_t key, Player mover, bool arm) {
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

}  // namespace mcts_tree

class MctsSearch::Tree {
  using Clock = mcts_tree::Clock;
  using JointIndex = mcts_tree::JointIndex;
  using LegalIndex = mcts_tree::LegalIndex;
  using Node = mcts_tree::Node;
  using Step = mcts_tree::Step;

 public:
  explicit Tree(const MctsOptions& options);

  // An empty tree: the next search starts afresh.
  void reset();

  // Moves the root down the tree along `moves` (made since the last search) and
  // keeps only the subtree below; false, with an empty tree, if the tree does
  // not hold them.
  bool advance(const std::vector<Observed>& moves);

  // Runs `iterations` iterations, or fewer when `deadline` comes first, on the
  // tree as it is (reset() or advance() first).
  void search(const State& root, Player player, std::uint64_t seed, long long iterations,
              std::optional<Clock::time_point> deadline);

  // What the last search did, and the tree it left.
  long long iterations() const { return iterations_; }
  long long playout_actions() const { return playout_actions_; }
  long long size() const { return static_cast<long long>(nodes_.size()); }
  long long root_visits() const { return nodes_[0].visits; }

  // Appends the root statistics of `player` to `out`, tagged with `tree`.
  void root_stats(Player player, int tree, std::vector<RootStat>& out) const;

 private:
  Node& at(int i) { return nodes_[static_cast<std::size_t>(i)]; }

  // Copies the subtree of `node` into a compact tree rooted at index 0 (children
  // in their order), in the spare vector, which then becomes the tree.
  void reroot(int node);

  // A new child of `parent` reached by `key` (made by `mover`; `arm`: a decoupled choice).
  int add_child(int parent, std::uint64_t key, Player mover, bool arm);

  // A new joint child of the simultaneous step at `parent`, for the joint `key`.
  int add_joint(int parent, std::uint64_t key);

  // The joint child of `parent` for `key`, or -1.
  int find_joint(int parent, std::uint64_t key) const { return joints_.find(nodes_, parent, key); }

  // The child of `parent` by `key` made by `mover`, or -1.
  int find_child(int parent, std::uint64_t key, Player mover);

  // How many chance outcomes of `parent` the tree holds.
  int chance_children(int parent);

  // A stored chance outcome of `parent`, in proportion to how often it was sampled.
  int pooled_outcome(int parent, Rng& rng);

  // The position of `key` in `legal_`, or -1 (through the index when built).
  int legal_position(std::uint64_t key, bool indexed) const;

  // Heuristic playouts, the prior and the evaluation need the game's policy; a
  // game without one (only reachable past MctsBot::check_game) searches without.
  bool policy_playouts() const;

  // Calls on_child(child, its index, its position in `legal_`) for each child of
  // `parent` that `player` may choose now (a move or, at a simultaneous step, an
  // arm), counting each as available there (ISMCTS: a child's exploration term
  // counts the visits in which it was legal).
  template <typename OnChild>
  void for_each_legal_child(int parent, Player player, bool arm, bool indexed, OnChild&& on_child);

  // The child of `parent` that `player` (acting in `s`, with legal actions
  // `legal_`) explores next: PUCT with the policy's prior when options_.prior is
  // set, else UCT, which first adds an untried legal action drawn at random.
  int select(int parent, Player player, bool arm, const State& s, Rng& rng, bool& expanded);

  // PUCT (as in AlphaZero): mean + c * P(a) * sqrt(visits) / (1 + visits(a)),
  // where P gives the policy's move `prior` and spreads the rest evenly over
  // every legal action, and the means are scaled to 0..1 between the smallest
  // and largest mean among the tried children (as in MuZero), since score
  // margins have no fixed range. An untried action counts with the tried
  // children's mean return, so the search leaves the policy's move only for
  // moves that look better.
  int select_with_prior(int parent, Player player, bool arm, const State& s, Rng& rng,
                        bool& expanded);

  // One iteration from `root` for `player`: determinise, select and expand down
  // the tree, play out, and back the returns up the path.
  void iterate(const State& root, Player player, Rng& search_rng);

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
  // Each player's side (State::side), when some side holds more than one player:
  // margins are then taken between sides (score_margins). Empty: every player is a side.
  std::vector<int> sides_;
  std::vector<double> side_scores_;  // score_margins' scratch
  long long iterations_ = 0;
  std::uint64_t seed_ = 0;         // this search's, for the paired streams
  Rng paired_rng_{0, 5};           // options_.paired: the stream of this iteration's root visit
  long long playout_actions_ = 0;  // actions applied by this search's playouts
  std::unique_ptr<GamePolicy> policy_;  // for heuristic playouts and the prior
};

}  // namespace rookery
