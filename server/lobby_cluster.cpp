// The lobby among several server processes sharing one PostgreSQL database
// (part of Lobby; server/ownership.h, docs/deploy.md).
#include "server/lobby.h"

namespace rookery {

namespace {

// A table a client's asking brought here stays at least this long before
// another process may ask for it: two clients of one table reaching two
// processes cannot toss it back and forth faster than this.
constexpr auto kHoldAtLeast = std::chrono::seconds(2);
// Tables taken up at once from processes that stopped, each round.
constexpr std::size_t kOrphansAtOnce = 50;

}  // namespace

void Lobby::run_cluster() {
  auto next_renewal = Table::Clock::now();
  bool freed = true;  // look for tables to take up at the first round
  for (;;) {
    {
      std::lock_guard lock(cluster_mutex_);
      if (cluster_stopping_) break;
    }
    const auto now = Table::Clock::now();
    const auto until = std::min(next_renewal, now + std::chrono::milliseconds(100));
    auto notes = ownership_->wait(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::max(until - now, {})));
    if (!notes) {
      // The database is away: wait a little rather than spin.
      std::unique_lock lock(cluster_mutex_);
      cluster_wake_.wait_for(lock, std::chrono::milliseconds(250));
      continue;
    }
    for (const OwnershipNote& note : *notes) {
      switch (note.kind) {
        case OwnershipNote::Kind::kAskedFor: {
          std::shared_ptr<Table> table;
          {
            std::lock_guard lock(mutex_);
            const auto it = tables_.find(note.table);
            if (it == tables_.end()) break;  // not here yet: they ask again
            const auto taken = taken_for_client_.find(note.table);
            if (taken != taken_for_client_.end() &&
                Table::Clock::now() - taken->second < kHoldAtLeast)
              break;
          }
          give_up(note.table, note.from);
          break;
        }
        case OwnershipNote::Kind::kHanded: {
          std::lock_guard loading(load_mutex_);
          (void)load_held(note.table);
          break;
        }
        case OwnershipNote::Kind::kFreed:
          freed = true;
          break;
        case OwnershipNote::Kind::kChanged:
          catch_up_follower(note.table);
          break;
      }
    }
    // Changes are told at once, for the followers of other processes.
    publish_listings();
    if (Table::Clock::now() < next_renewal && !freed) continue;
    next_renewal = Table::Clock::now() + kLeaseRenewal;
    // Renewed, with the clocks of the real-time tables, so that a takeover
    // resumes each card with the time it had left.
    std::map<std::string, ClockMark> clocks;
    std::vector<std::shared_ptr<Table>> here;
    {
      std::lock_guard lock(mutex_);
      for (const auto& [id, table] : tables_) here.push_back(table);
    }
    for (const auto& table : here) {
      if (auto mark = table->clock_mark()) clocks[table->id()] = *mark;
    }
    here.clear();
    drop_idle_followers();
    {
      // Tables asked for that never came (their clients went away) are forgotten.
      std::lock_guard lock(mutex_);
      std::erase_if(asked_, [](const auto& a) {
        return Table::Clock::now() - a.second > std::chrono::seconds(10);
      });
    }
    // Under the loading lock: a table a request takes meanwhile is not lost.
    std::unique_lock loading(load_mutex_);
    if (auto held = ownership_->renew(clocks)) {
      std::set<std::string> ours(held->begin(), held->end());
      std::vector<std::string> lost;
      {
        std::lock_guard lock(mutex_);
        for (const auto& [id, table] : tables_) {
          if (ours.count(id) == 0) lost.push_back(id);
        }
      }
      // Another process took these over (this one was too slow to renew):
      // their watchers reconnect there.
      for (const std::string& id : lost) {
        if (auto table = take_out(id)) table->retire();
      }
      for (const std::string& id : ours) {
        // Handed here, or not yet loaded; one that does not replay is let go.
        if (!load_held(id)) (void)ownership_->release(id);
      }
    }
    loading.unlock();
    (void)share_counts();  // a failure keeps the changes for the next renewal
    if (auto taken = ownership_->take_orphans(kOrphansAtOnce, false)) {
      std::lock_guard loading(load_mutex_);
      for (const std::string& id : *taken) {
        if (!load_held(id)) (void)ownership_->release(id);  // does not replay: nobody plays it
      }
      freed = taken->size() == kOrphansAtOnce;  // more may be waiting
    } else {
      freed = false;
    }
    publish_listings();
  }
  // Stopping: every table is left to the others at once, each real-time card
  // with the time it had left.
  std::vector<std::string> ids;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, table] : tables_) ids.push_back(id);
  }
  publish_listings();
  for (const std::string& id : ids) give_up(id, "");
}

void Lobby::give_up(const std::string& id, const std::string& to) {
  // No table is loaded meanwhile: a request for it waits, then finds it elsewhere.
  std::lock_guard loading(load_mutex_);
  const std::shared_ptr<Table> table = take_out(id);
  if (!table) return;
  {
    std::lock_guard lock(clock_mutex_);
    due_.erase(id);
  }
  table->retire();
  // A move made after this mark but before the lease passes is stored and
  // stands; the next holder then starts that card's step afresh.
  (void)ownership_->hand_over(id, to, table->clock_mark());
}

std::shared_ptr<Table> Lobby::take_out(const std::string& id) {
  std::lock_guard lock(mutex_);
  const auto it = tables_.find(id);
  if (it == tables_.end()) return nullptr;
  std::shared_ptr<Table> table = std::move(it->second);
  tables_.erase(it);
  creators_.erase(id);
  taken_for_client_.erase(id);
  std::erase(order_, id);
  return table;
}

void Lobby::catch_up_follower(const std::string& id) {
  std::shared_ptr<Table> follower;
  {
    std::lock_guard lock(mutex_);
    const auto it = followers_.find(id);
    if (it == followers_.end()) return;
    follower = it->second.table;
  }
  auto stored = store_->load_table(id);
  if (!stored || !*stored) return;
  auto caught = follower->follow(**stored);
  if (caught && *caught) return;
  // Moves taken back, or a move that does not replay: this copy ends, and its
  // watchers reconnect to a new one.
  {
    std::lock_guard lock(mutex_);
    followers_.erase(id);
  }
  follower->retire();
}

void Lobby::drop_idle_followers() {
  const auto since = Table::Clock::now() - std::chrono::seconds(30);
  std::lock_guard lock(mutex_);
  std::erase_if(followers_, [&](const auto& f) {
    // Held by the lobby alone (nobody watching through it), and unasked for a while.
    return f.second.table.use_count() == 1 && f.second.used < since;
  });
}

void Lobby::publish_listings() {
  std::set<std::string> changed;
  {
    std::lock_guard lock(listing_mutex_);
    changed.swap(listing_changed_);
  }
  std::vector<Listing> listings;
  for (const std::string& id : changed) {
    std::shared_ptr<Table> table;
    {
      std::lock_guard lock(mutex_);
      const auto it = tables_.find(id);
      if (it == tables_.end()) continue;
      table = it->second;
    }
    nlohmann::json s = table->summary();
    const bool terminal = s.value("terminal", false);
    listings.push_back({id, table->listed(), s.value("open_seats", 0) > 0 && !terminal, terminal,
                        s.value("version", 0), s.dump()});
  }
  if (auto w = ownership_->publish(listings); !w) {
    // Written at the next round instead.
    std::lock_guard lock(listing_mutex_);
    listing_changed_.insert(changed.begin(), changed.end());
  }
}

Result<void> Lobby::share_counts() {
  if (!ownership_) return ok_result();
  return site_counts_.share(*ownership_);
}

}  // namespace rookery
