#include "study/bench.h"

#include <chrono>
#include <cstring>

#include "ai/mcts.h"
#include "ai/random_playout.h"
#include "core/state.h"

namespace rookery {

namespace {

constexpr std::uint64_t kFnvOffset = 1469598103934665603ULL;
constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

void fnv_mix(std::uint64_t& h, std::uint64_t value) {
  for (int i = 0; i < 8; ++i) {
    h ^= (value >> (8 * i)) & 0xFF;
    h *= kFnvPrime;
  }
}

}  // namespace

std::uint64_t behaviour_signature(const std::shared_ptr<const Game>& game) {
  std::uint64_t h = kFnvOffset;
  for (std::uint64_t seed = 0; seed < 100; ++seed) {
    std::unique_ptr<State> state = game->new_initial_state(game);
    Rng rng(seed, 7);
    random_playout(*state, rng, [&](Player p, Action a) {
      fnv_mix(h, static_cast<std::uint64_t>(static_cast<std::int64_t>(p)));
      fnv_mix(h, static_cast<std::uint64_t>(static_cast<std::int64_t>(a)));
    });
    for (double r : state->returns()) {
      std::uint64_t bits;
      std::memcpy(&bits, &r, sizeof bits);
      fnv_mix(h, bits);
    }
  }
  return h;
}

BenchResult bench_game(const std::shared_ptr<const Game>& game, long long playouts) {
  BenchResult result;
  result.signature = behaviour_signature(game);
  const std::unique_ptr<State> initial = game->new_initial_state(game);
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  Rng rng(12345, 1);
  while (playouts > 0 ? result.playouts < playouts : elapsed < 1.0) {
    // Batches of 64 keep the clock out of the measurement.
    for (int i = 0; i < 64 && (playouts <= 0 || result.playouts < playouts); ++i) {
      std::unique_ptr<State> state = initial->clone();
      result.actions += random_playout(*state, rng);
      ++result.playouts;
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  result.seconds = elapsed;
  result.playouts_per_second = elapsed > 0 ? static_cast<double>(result.playouts) / elapsed : 0;
  result.actions_per_second = elapsed > 0 ? static_cast<double>(result.actions) / elapsed : 0;

  // MCTS from the first decision (the initial state is often a chance node),
  // searched in batches of fresh decisions so the tree size stays typical.
  std::unique_ptr<State> first = initial->clone();
  Rng dice(12345, 2);
  while (first->is_chance_node()) first->apply_unchecked(kChancePlayer, first->sample_chance(dice));
  if (!first->is_terminal()) {
    MctsOptions options;
    options.iterations =
        playouts > 0 ? static_cast<int>(std::min<long long>(playouts, 1000)) : 1000;
    options.seed = 1;
    MctsSearch search(options);
    const Player player = first->acting_players()[0];
    const auto mcts_start = std::chrono::steady_clock::now();
    double mcts_elapsed = 0;
    do {
      search.choose(*first, player);
      result.mcts_iterations += search.last_stats().iterations;
      mcts_elapsed =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - mcts_start).count();
    } while (playouts <= 0 && mcts_elapsed < 1.0);
    result.mcts_seconds = mcts_elapsed;
    result.mcts_iterations_per_second =
        mcts_elapsed > 0 ? static_cast<double>(result.mcts_iterations) / mcts_elapsed : 0;
  }
  return result;
}

}  // namespace rookery
