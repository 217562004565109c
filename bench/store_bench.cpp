// The stores' group commit alone (server/group_commit.h), without the network
// or the games: `writers` threads, each appending moves to its own table at
// full durability, as a server's network and bot threads do. Reports moves a
// second and moves per transaction: what one database connection carries, and
// how much the batching saves (docs/deploy.md, "Capacity").
//   rookery_store_bench [--benchmark_repetitions=5 ...]
// SQLite on a file in the temporary folder; PostgreSQL too when
// ROOKERY_TEST_POSTGRES names a database (a schema of its own, dropped after).
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <pqxx/pqxx>
#include <string>
#include <thread>
#include <vector>

#include "server/store.h"

namespace rookery {
namespace {

constexpr int kMovesPerWriter = 50;  // each iteration, each writer

// Runs the writers on `store` and reports what its group commit did.
void write_moves(benchmark::State& state, Store& store) {
  const int writers = static_cast<int>(state.range(0));
  for (int w = 0; w < writers; ++w) {
    TableRecord t{"t" + std::to_string(w), "pantolino(players=2)", 1, {{"human", "", ""}}, {}, {}};
    if (!store.create_table(t).ok()) state.SkipWithError("cannot create a table");
  }
  const CommitCounts before = store.commit_counts();
  int written = 0;
  for (auto _ : state) {
    std::vector<std::thread> threads;
    for (int w = 0; w < writers; ++w) {
      threads.emplace_back([&store, w, written] {
        for (int i = 1; i <= kMovesPerWriter; ++i)
          (void)store.append_move("t" + std::to_string(w), written + i, {0, "stop"});
      });
    }
    for (std::thread& t : threads) t.join();
    written += kMovesPerWriter;
  }
  const CommitCounts after = store.commit_counts();
  const double moves = static_cast<double>(after.moves - before.moves);
  const double transactions = static_cast<double>(after.transactions - before.transactions);
  state.counters["moves_per_s"] = benchmark::Counter(moves, benchmark::Counter::kIsRate);
  state.counters["transactions_per_s"] =
      benchmark::Counter(transactions, benchmark::Counter::kIsRate);
  state.counters["moves_per_transaction"] = transactions > 0 ? moves / transactions : 0;
}

void BM_SqliteGroupCommit(benchmark::State& state) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("rookery-store-bench-" + std::to_string(::getpid()) + ".db");
  {
    auto store = open_sqlite_store(path.string(), Durability::kFull);
    if (!store) {
      state.SkipWithError(store.error().message.c_str());
      return;
    }
    write_moves(state, **store);
  }
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
}

void BM_PostgresGroupCommit(benchmark::State& state) {
  const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
  if (base == nullptr || *base == 0) {
    state.SkipWithError("ROOKERY_TEST_POSTGRES is not set");
    return;
  }
  const std::string schema = "store_bench_" + std::to_string(::getpid());
  {
    pqxx::connection c(base);
    pqxx::nontransaction(c).exec("CREATE SCHEMA " + schema);
  }
  {
    auto store = open_postgres_store(std::string(base) + "?options=-csearch_path%3D" + schema,
                                     Durability::kFull);
    if (store) {
      write_moves(state, **store);
    } else {
      state.SkipWithError(store.error().message.c_str());
    }
  }
  pqxx::connection c(base);
  pqxx::nontransaction(c).exec("DROP SCHEMA " + schema + " CASCADE");
}

// Each store with 1 to 64 writers, timed by the clock (the writers wait for the disk).
void writer_counts(benchmark::internal::Benchmark* b) {
  for (const int writers : {1, 4, 16, 64}) b->Arg(writers);
  b->UseRealTime()->Unit(benchmark::kMillisecond);
}

BENCHMARK(BM_SqliteGroupCommit)->Apply(writer_counts);
BENCHMARK(BM_PostgresGroupCommit)->Apply(writer_counts);

}  // namespace
}  // namespace rookery

BENCHMARK_MAIN();
