// No heap allocation per action in steady state: a counting global allocator
// watches random playouts after the first state is cloned.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

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

}  // namespace
}  // namespace rookery
