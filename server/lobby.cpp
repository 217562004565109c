#include "server/lobby.h"

#include <algorithm>
#include <random>

#include "core/text.h"
#include "games/registry.h"

namespace rookery {

Lobby::Lobby(std::unique_ptr<Store> store, int bot_threads) : store_(std::move(store)) {
  for (int i = 0; i < std::max(1, bot_threads); ++i) workers_.emplace_back([this] { work(); });
  clock_ = std::thread([this] { run_clock(); });
}

Lobby::~Lobby() {
  {
    std::lock_guard lock(jobs_mutex_);
    stopping_ = true;
  }
  jobs_ready_.notify_all();
  {
    std::lock_guard lock(clock_mutex_);
    clock_stopping_ = true;
  }
  clock_wake_.notify_all();
  for (std::thread& t : workers_) t.join();
  clock_.join();
}

Result<void> Lobby::restore() {
  auto records = store_->load_all();
  if (!records) return records.error();
  for (TableRecord& r : *records) {
    auto table = Table::open(std::move(r), store_.get());
    if (!table) return table.error();
    {
      std::lock_guard lock(mutex_);
      tables_[(*table)->id()] = *table;
      order_.push_back((*table)->id());
    }
    watch(*table);
  }
  return ok_result();
}

Result<std::shared_ptr<Table>> Lobby::create(const std::string& game,
                                             const std::vector<std::string>& seats,
                                             std::optional<std::uint64_t> seed) {
  if (seats.empty()) return make_error(ErrorCode::kInvalidArgument, "a table needs seats");
  auto loaded = load_game(game, static_cast<int>(seats.size()));
  if (!loaded) return loaded.error();
  TableRecord r;
  static thread_local std::random_device device;
  r.seed = seed ? *seed : (static_cast<std::uint64_t>(device()) << 32 | device());
  r.game = (*loaded)->game_string();
  for (const std::string& s : seats) {
    const std::string kind = to_lower(trim(s));
    if (kind != "human") {
      auto bot = make_bot_for(kind, **loaded, 0);  // checked now, made by the table
      if (!bot)
        return make_error(bot.error().code, "seat " + quote(s) + ": " + bot.error().message);
    }
    r.seats.push_back({kind, "", ""});
  }
  {
    std::lock_guard lock(mutex_);
    do {
      r.id = new_credential().substr(0, 8);
    } while (tables_.count(r.id) != 0);
  }
  // Stored first, so the chance moves made on opening (a first roll) follow it.
  if (auto w = store_->create_table(r); !w) return w.error();
  auto table = Table::open(r, store_.get());
  if (!table) return table.error();
  {
    std::lock_guard lock(mutex_);
    tables_[r.id] = *table;
    order_.push_back(r.id);
  }
  watch(*table);
  return *table;
}

Result<std::shared_ptr<Table>> Lobby::again(const std::string& id) {
  auto table = find(id);
  if (!table) return make_error(ErrorCode::kUnknownName, "there is no table " + quote(id));
  // Played again already: everyone goes to that one table, however many ask.
  if (const std::string made = table->next(); !made.empty()) {
    if (auto there = find(made)) return there;
  }
  const TableRecord r = table->record();
  std::vector<std::string> seats;
  for (const SeatRecord& s : r.seats) seats.push_back(s.kind);
  auto next = create(r.game, seats);
  // Everyone still at the old table is shown where the next game is.
  if (next) table->set_next((*next)->id());
  return next;
}

std::shared_ptr<Table> Lobby::find(const std::string& id) const {
  std::lock_guard lock(mutex_);
  const auto it = tables_.find(id);
  return it == tables_.end() ? nullptr : it->second;
}

nlohmann::json Lobby::list() const {
  std::vector<std::shared_ptr<Table>> tables;
  {
    std::lock_guard lock(mutex_);
    for (const std::string& id : order_) tables.push_back(tables_.at(id));
  }
  nlohmann::json out = nlohmann::json::array();
  for (const auto& t : tables) {
    const nlohmann::json v = t->view(kSpectator, 1 << 30);
    int open = 0;
    for (const auto& s : v["seats"]) open += s["taken"].get<bool>() ? 0 : 1;
    out.push_back({{"table", v["table"]},
                   {"game", v["game"]},
                   {"title", v["title"]},
                   {"seats", v["seats"]},
                   {"open_seats", open},
                   {"version", v["version"]},
                   {"terminal", v["terminal"]}});
  }
  return out;
}

void Lobby::watch(const std::shared_ptr<Table>& table) {
  std::weak_ptr<Table> weak = table;
  table->subscribe([this, weak] {
    if (auto t = weak.lock()) {
      wake_bots(t);
      schedule(t);
    }
  });
  wake_bots(table);
  schedule(table);
}

void Lobby::schedule(const std::shared_ptr<Table>& table) {
  if (!table->real_time()) return;
  const std::optional<Table::TimePoint> at = table->deadline();
  {
    std::lock_guard lock(clock_mutex_);
    if (at) {
      due_[table->id()] = {*at, table};
    } else {
      due_.erase(table->id());
    }
  }
  clock_wake_.notify_all();
}

// One thread keeps every card clock: it sleeps until the earliest deadline and
// calls that table's tick(), which holds the table's lock only to make the moves
// due (a few writes). A table that changes is rescheduled by its listener.
void Lobby::run_clock() {
  std::unique_lock lock(clock_mutex_);
  while (!clock_stopping_) {
    if (due_.empty()) {
      clock_wake_.wait(lock);
      continue;
    }
    const auto next = std::min_element(due_.begin(), due_.end(), [](const auto& a, const auto& b) {
      return a.second.at < b.second.at;
    });
    if (next->second.at > Table::Clock::now()) {
      clock_wake_.wait_until(lock, next->second.at);
      continue;
    }
    const std::string id = next->first;
    const std::shared_ptr<Table> table = next->second.table.lock();
    due_.erase(next);
    if (!table) continue;
    lock.unlock();
    const Result<void> ticked = table->tick();
    if (ticked) schedule(table);
    lock.lock();
    // A move that could not be stored (a full disk) is tried again in a second.
    if (!ticked) due_[id] = {Table::Clock::now() + std::chrono::seconds(1), table};
  }
}

void Lobby::wake_bots(const std::shared_ptr<Table>& table) {
  std::vector<BotJob> jobs = table->bot_jobs();
  if (jobs.empty()) return;
  {
    std::lock_guard lock(jobs_mutex_);
    for (BotJob& j : jobs) jobs_.push_back({table, std::move(j)});
  }
  jobs_ready_.notify_all();
}

void Lobby::work() {
  for (;;) {
    Job job;
    {
      std::unique_lock lock(jobs_mutex_);
      jobs_ready_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (stopping_) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    auto table = job.table.lock();
    if (!table) continue;
    job.job.catch_up();
    const Action action = job.job.bot->choose(*job.job.state, job.job.seat);
    (void)table->act_as_bot(job.job, action);  // a stale answer is dropped
  }
}

}  // namespace rookery
