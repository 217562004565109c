// No heap allocation per action in steady state: a counting global allocator
// watches random playouts after the first state is cloned, and MCTS searches
// once their scratch buffers and tree have grown.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "ai/mcts.h"
#include "ai/random_playout.h"
#include "games/registry.h"

namespace {
std::atomic<long long> g_allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  ++g_allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace rookery {
namespace {

TEST(Allocation, RandomPlayoutsAllocateNothingPerAction) {
  std::vector<std::string> games;
  for (const GameEntry& entry : registered_games()) games.push_back(entry.facts.name);
  games.push_back("fistful(players=4,advanced=true)");
  for (const std::string& name : games) {
    auto game = load_game(name).value();
    const std::unique_ptr<State> initial = game->new_initial_state(game);
    Rng rng(1);
    long long actions = 0;
    long long allocations = 0;
    for (int i = 0; i < 200; ++i) {
      std::unique_ptr<State> state =
          initial->clone();  // one allocation per playout, not per action
      const long long before = g_allocations.load();
      actions += random_playout(*state, rng);
      allocations += g_allocations.load() - before;
    }
    EXPECT_GT(actions, 200) << name;
    EXPECT_EQ(allocations, 0) << name << ": " << allocations << " allocations in " << actions
                              << " actions";
  }
}

// An MCTS search allocates nothing per iteration beyond the tree's growth: once
// two searches have grown the node vector (it doubles, so it has room to spare)
// and the scratch state and vectors, three more searches from the same root
// allocate nothing at all. Random playouts, one thread.
TEST(Allocation, MctsIterationsAllocateNothingBeyondTreeGrowth) {
  std::vector<std::string> games;
  for (const GameEntry& entry : registered_games()) games.push_back(entry.facts.name);
  games.push_back("fistful(players=4,advanced=true)");
  games.push_back("plucky(players=3)");
  for (const std::string& name : games) {
    auto game = load_game(name).value();
    std::unique_ptr<State> state = game->new_initial_state(game);
    Rng dice(5);
    while (state->is_chance_node()) {
      state->apply_unchecked(kChancePlayer, state->sample_chance(dice));
    }
    const Player player = state->acting_players()[0];
    const int iterations = 500;
    MctsOptions options;
    options.seed = 3;
    options.iterations = iterations;
    MctsSearch search(options);
    search.choose(*state, player);
    search.choose(*state, player);
    const long long before = g_allocations.load();
    long long searched = 0;
    for (int i = 0; i < 3; ++i) {
      search.choose(*state, player);
      searched += search.last_stats().iterations;
    }
    const long long allocations = g_allocations.load() - before;
    EXPECT_EQ(searched, 3 * iterations) << name;
    EXPECT_GT(search.last_stats().nodes, 20) << name;  // a real tree was grown
    EXPECT_EQ(allocations, 0) << name << ": " << allocations << " allocations in " << searched
                              << " iterations";
  }
}

}  // namespace
}  // namespace rookery
