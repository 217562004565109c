// Lobby: every table of the server, created from a game string and a seat list,
// restored from the store at start-up, with bots thinking on worker threads so
// that no table's queue ever waits for a bot, and one clock thread that calls each
// real-time table's tick() at its deadline().
#pragma once

#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "server/store.h"
#include "server/table.h"

namespace rookery {

class Lobby {
 public:
  // `bot_threads` workers think for the bots.
  Lobby(std::unique_ptr<Store> store, int bot_threads);
  ~Lobby();
  Lobby(const Lobby&) = delete;
  Lobby& operator=(const Lobby&) = delete;

  // Loads every stored table, each exactly as it was acknowledged.
  Result<void> restore();
  // A new table for `game` with one seat per entry ("human" or a bot spec).
  Result<std::shared_ptr<Table>> create(const std::string& game,
                                        const std::vector<std::string>& seats,
                                        std::optional<std::uint64_t> seed = std::nullopt);
  // The same game and seats again, at a new table (bots keep their seats, people
  // rejoin); asked again, the table made the first time.
  Result<std::shared_ptr<Table>> again(const std::string& id);
  // The table with this id, or null.
  std::shared_ptr<Table> find(const std::string& id) const;
  // Tables with their seats, in the order they were created, for the lobby page.
  nlohmann::json list() const;

 private:
  void watch(const std::shared_ptr<Table>& table);
  void wake_bots(const std::shared_ptr<Table>& table);
  void work();
  // Asks `table` when its clock is next due and wakes the clock thread.
  void schedule(const std::shared_ptr<Table>& table);
  void run_clock();

  std::unique_ptr<Store> store_;
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Table>> tables_;
  std::vector<std::string> order_;  // creation order

  struct Job {
    std::weak_ptr<Table> table;
    BotJob job;
  };
  std::mutex jobs_mutex_;
  std::condition_variable jobs_ready_;
  std::deque<Job> jobs_;
  bool stopping_ = false;
  std::vector<std::thread> workers_;

  // The card clocks: each real-time table's next deadline, by table id.
  struct Due {
    Table::TimePoint at;
    std::weak_ptr<Table> table;
  };
  std::mutex clock_mutex_;
  std::condition_variable clock_wake_;
  std::map<std::string, Due> due_;
  bool clock_stopping_ = false;
  std::thread clock_;
};

}  // namespace rookery
