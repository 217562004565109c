// Google Benchmark: the hot path of every game (random playouts, legal
// actions, cloning). Run: build/release/bench/rookery_benchmarks
#include <benchmark/benchmark.h>

#include "ai/mcts.h"
#include "ai/random_playout.h"
#include "games/registry.h"

namespace rookery {
namespace {

std::shared_ptr<const Game> game_for(const benchmark::State& bench) {
  return load_game(registered_games()[static_cast<std::size_t>(bench.range(0))].facts.name).value();
}

// Whole random playouts from the initial state; reports actions per second.
void BM_RandomPlayout(benchmark::State& bench) {
  const auto game = game_for(bench);
  bench.SetLabel(game->game_string());
  const std::unique_ptr<State> initial = game->new_initial_state(game);
  Rng rng(1);
  long long actions = 0;
  for (auto _ : bench) {
    std::unique_ptr<State> state = initial->clone();
    actions += random_playout(*state, rng);
    benchmark::DoNotOptimize(state);
  }
  bench.counters["actions/s"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  bench.counters["playouts/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
}

// legal_actions at the first decision of a game.
void BM_LegalActions(benchmark::State& bench) {
  const auto game = game_for(bench);
  bench.SetLabel(game->game_string());
  std::unique_ptr<State> state = game->new_initial_state(game);
  Rng rng(2);
  while (state->is_chance_node()) state->apply_unchecked(kChancePlayer, state->sample_chance(rng));
  const Player p = state->acting_players()[0];
  ActionList legal;
  for (auto _ : bench) {
    state->legal_actions(p, legal);
    benchmark::DoNotOptimize(legal);
  }
}

// clone(): what search pays per determinisation or tree node.
void BM_Clone(benchmark::State& bench) {
  const auto game = game_for(bench);
  bench.SetLabel(game->game_string());
  const std::unique_ptr<State> state = game->new_initial_state(game);
  for (auto _ : bench) benchmark::DoNotOptimize(state->clone());
}

// MCTS iterations from the first decision (default options, one thread);
// compare iterations/s with BM_RandomPlayout's playouts/s.
void BM_MctsIterations(benchmark::State& bench) {
  const auto game = game_for(bench);
  bench.SetLabel(game->game_string());
  std::unique_ptr<State> state = game->new_initial_state(game);
  Rng rng(3);
  while (state->is_chance_node()) state->apply_unchecked(kChancePlayer, state->sample_chance(rng));
  MctsOptions options;
  options.iterations = 1000;
  MctsSearch search(options);
  const Player p = state->acting_players()[0];
  long long iterations = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(search.choose(*state, p));
    iterations += search.last_stats().iterations;
  }
  bench.counters["iterations/s"] =
      benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}

// The first chance node of a game (after the opening's chance and first decisions
// are played at random) and a scratch copy of it, for the chance benchmarks.
std::unique_ptr<State> first_chance_node(const std::shared_ptr<const Game>& game, Rng& rng) {
  std::unique_ptr<State> state = game->new_initial_state(game);
  // Past the set-up's deals, to the first chance node after a player's move.
  bool moved = false;
  while (!state->is_terminal() && !(moved && state->is_chance_node())) {
    const PlayerList acting = state->acting_players();
    if (acting[0] == kChancePlayer) {
      state->apply_unchecked(kChancePlayer, state->sample_chance(rng));
      continue;
    }
    const ActionList legal = state->legal_actions(acting[0]);
    state->apply_unchecked(
        acting[0], legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
    moved = true;
  }
  return state;
}

// At the game's first chance node, again and again on a copy of it: an outcome
// drawn with sample_chance and applied, checked through apply() (is_chance_outcome:
// a replay's or a Python caller's chance move) or unchecked (what a playout pays).
void chance_moves(benchmark::State& bench, bool checked) {
  const auto game = game_for(bench);
  bench.SetLabel(game->game_string());
  Rng rng(4);
  const std::unique_ptr<State> node = first_chance_node(game, rng);
  std::unique_ptr<State> scratch = node->clone();
  for (auto _ : bench) {
    node->copy_into(scratch);
    const Action a = scratch->sample_chance(rng);
    if (checked) {
      benchmark::DoNotOptimize(scratch->apply(kChancePlayer, a));
    } else {
      scratch->apply_unchecked(kChancePlayer, a);
      benchmark::DoNotOptimize(scratch);
    }
  }
}

void BM_ChanceSampleAndApply(benchmark::State& bench) { chance_moves(bench, false); }
void BM_ChanceCheckedApply(benchmark::State& bench) { chance_moves(bench, true); }

void each_game(benchmark::internal::Benchmark* b) {
  for (std::size_t i = 0; i < registered_games().size(); ++i) b->Arg(static_cast<int>(i));
}

BENCHMARK(BM_RandomPlayout)->Apply(each_game);
BENCHMARK(BM_LegalActions)->Apply(each_game);
BENCHMARK(BM_Clone)->Apply(each_game);
BENCHMARK(BM_ChanceSampleAndApply)->Apply(each_game);
BENCHMARK(BM_ChanceCheckedApply)->Apply(each_game);
BENCHMARK(BM_MctsIterations)->Apply(each_game)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace rookery

BENCHMARK_MAIN();
