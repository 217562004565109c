#include "server/lobby.h"

#include <algorithm>

#include "core/text.h"
#include "games/registry.h"

namespace rookery {

bool table_id_shaped(std::string_view id) {
  return (id.size() == kTableIdDigits || id.size() == kOldTableIdDigits) &&
         id.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

Lobby::Lobby(std::unique_ptr<Store> store, int bot_threads, LobbyLimits limits)
    : store_(std::move(store)), limits_(limits) {
  ownership_ = store_->ownership();
  // One worker at least is always free for the bots: the coach waits for them.
  coach_workers_ = std::max(1, bot_threads - 1);
  for (int i = 0; i < std::max(1, bot_threads); ++i) {
    workers_.emplace_back([this] { work(false); });
  }
  // The quick bots' moves take no thought but wait for the disk: many workers,
  // so that many tables' moves share one commit (server/group_commit.h).
  for (int i = 0; i < kQuickWorkers; ++i) workers_.emplace_back([this] { work(true); });
  clock_ = std::thread([this] { run_clock(); });
  if (ownership_) cluster_ = std::thread([this] { run_cluster(); });
}

Lobby::~Lobby() {
  if (cluster_.joinable()) {
    {
      std::lock_guard lock(cluster_mutex_);
      cluster_stopping_ = true;
    }
    cluster_wake_.notify_all();
    cluster_.join();
  }
  {
    std::lock_guard lock(jobs_mutex_);
    stopping_ = true;
  }
  jobs_ready_.notify_all();
  quick_ready_.notify_all();
  {
    std::lock_guard lock(clock_mutex_);
    clock_stopping_ = true;
  }
  clock_wake_.notify_all();
  for (std::thread& t : workers_) t.join();
  clock_.join();
}

Result<std::vector<std::string>> Lobby::restore() {
  if (ownership_) {
    // Several processes may share the database: this one takes up the tables
    // nobody plays (all of them for the first to start), as a lone server
    // loads every table at its start; the others come when asked for.
    std::vector<std::string> left_out;
    for (;;) {
      auto taken = ownership_->take_orphans(100, true);
      if (!taken) return taken.error();
      for (const std::string& id : *taken) {
        std::lock_guard loading(load_mutex_);
        if (!load_held(id)) {
          left_out.push_back("table " + id + " is not served: " + not_served(id));
          (void)ownership_->release(id);  // nobody plays it; it stays in the store
        }
      }
      if (taken->size() < 100) break;
    }
    return left_out;
  }
  auto records = store_->load_all();
  if (!records) return records.error();
  std::vector<std::string> left_out;
  for (TableRecord& r : *records) {
    const std::string id = r.id;
    auto table = Table::open(std::move(r), store_.get(), Table::Clock::now(), limits_.bots,
                             limits_.response_window, limits_.hand_over_after);
    if (!table) {
      std::lock_guard lock(mutex_);
      unreplayable_[id] = table.error().message;
      left_out.push_back("table " + id + " is not served: " + table.error().message);
      continue;
    }
    add(*table, "");
  }
  return left_out;
}

std::string Lobby::not_served(const std::string& id) const {
  std::lock_guard lock(mutex_);
  const auto it = unreplayable_.find(id);
  return it == unreplayable_.end() ? "" : it->second;
}

void Lobby::add(const std::shared_ptr<Table>& table, const std::string& client, bool reserved) {
  {
    std::lock_guard lock(mutex_);
    tables_[table->id()] = table;
    order_.push_back(table->id());
    if (!client.empty()) creators_[table->id()] = client;
    // The reservation becomes the table in the same step: a create counting at
    // this moment sees it once, never as both (which refused a create the
    // limits allow when many came at once).
    if (reserved) release_reservation(client);
  }
  watch(table);
}

void Lobby::release_reservation(const std::string& client) {
  --reserved_;
  if (!client.empty() && --reserved_by_[client] <= 0) reserved_by_.erase(client);
}

Result<std::shared_ptr<Table>> Lobby::create(const std::string& game,
                                             const std::vector<std::string>& seats,
                                             std::optional<std::uint64_t> seed,
                                             const std::string& client, std::optional<Host> host,
                                             bool hints, bool rated) {
  if (seats.empty()) return make_error(ErrorCode::kInvalidArgument, "a table needs seats");
  auto loaded = load_game(game, static_cast<int>(seats.size()));
  if (!loaded) return loaded.error();
  TableRecord r;
  r.game = (*loaded)->game_string();
  int people = 0;
  for (const std::string& s : seats) {
    const std::string kind = to_lower(trim(s));
    if (kind == "human") {
      ++people;
    } else {
      // Checked now (against this server's bot budget), made by the table.
      auto bot = make_bot_within(kind, **loaded, 0, limits_.bots, OverBudget::kRefuse);
      if (!bot)
        return make_error(bot.error().code, "seat " + quote(s) + ": " + bot.error().message);
    }
    r.seats.push_back({kind, "", ""});
  }
  // Whoever knows the seed knows every die, hand and price to come.
  if (seed && people > 1) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a chosen seed would tell its chooser every secret to come, so it is "
                      "accepted only at a table with at most one human seat; this table draws "
                      "its own");
  }
  r.seed = seed ? *seed : secure_random_u64();
  if (rated) {
    if (people != static_cast<int>(seats.size()) || people < 2) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a rated table is for people only, two or more: every seat \"human\"");
    }
    if (hints) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a rated game is played without the coach's hints (its review comes "
                        "after the game)");
    }
    if (host && host->account == 0) {
      return make_error(ErrorCode::kNotSignedIn,
                        "sign in to host a rated table: its result moves the players' ratings");
    }
    r.rated = true;
  }
  Access access;
  if (host) {
    if (people == 0) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a table without a person's seat has no seat for its host");
    }
    int at = host->seat.value_or(-1);
    if (at < 0) {
      for (std::size_t s = 0; s < r.seats.size(); ++s) {
        if (r.seats[s].kind == "human") {
          at = static_cast<int>(s);
          break;
        }
      }
    }
    if (at >= static_cast<int>(r.seats.size()) ||
        r.seats[static_cast<std::size_t>(at)].kind != "human") {
      return make_error(
          ErrorCode::kInvalidArgument,
          "the host's seat must be a person's seat; seat " + std::to_string(at + 1) + " is not");
    }
    if (auto checked = check_seat_name(host->name); !checked) return checked.error();
    SeatRecord& mine = r.seats[static_cast<std::size_t>(at)];
    mine.credential = new_credential();
    const std::string given(trim(host->name));
    mine.name = given.empty() ? player_name(at) : given;
    mine.account = host->account;
    access.host = at;
    access.invite_only = host->invite_only;
    if (host->invite_only) {
      for (std::size_t s = 0; s < r.seats.size(); ++s) {
        if (r.seats[s].kind == "human" && static_cast<int>(s) != at)
          access.invites.push_back({static_cast<int>(s), new_credential(), ""});
      }
      if (people > 1) access.invites.push_back({-1, new_credential(), ""});
    }
  }
  // With several processes, the client's tables in all of them (as their
  // listings say), so that the limit does not multiply by the processes.
  int elsewhere = 0;
  int in_play_on_site = 0;
  if (ownership_ && !client.empty()) {
    auto counted = ownership_->open_tables_of(client);
    if (!counted) return counted.error();
    elsewhere = *counted;
  }
  if (ownership_) {
    auto counted = ownership_->open_tables();
    if (!counted) return counted.error();
    in_play_on_site = *counted;
  }
  {
    std::lock_guard lock(mutex_);
    // Counted and reserved at once: tables being made count as made, so that
    // simultaneous creates cannot all pass the limits (Reservation).
    const auto by = reserved_by_.find(client);
    const int being_made = client.empty() || by == reserved_by_.end() ? 0 : by->second;
    int open = reserved_;
    int mine = being_made;
    for (const auto& [id, table] : tables_) {
      if (table->terminal()) continue;
      ++open;
      const auto by = creators_.find(id);
      if (!client.empty() && by != creators_.end() && by->second == client) ++mine;
    }
    // Likewise the games in play in every process: the site's limit.
    open = std::max(open, in_play_on_site + reserved_);
    if (open >= limits_.open_tables) {
      return make_error(ErrorCode::kLimitReached,
                        "this server has " + std::to_string(open) +
                            " games in play, its limit; try again when some have ended");
    }
    // The database counts this process's published tables too: the larger.
    mine = std::max(mine, elsewhere + being_made);
    if (!client.empty() && mine >= limits_.tables_per_client) {
      return make_error(ErrorCode::kLimitReached,
                        "you have " + std::to_string(mine) +
                            " tables whose games are not over, the most one player may open; "
                            "leave one from \"Your tables\" in the lobby (a bot plays it to its "
                            "end), or finish one, to open another");
    }
    do {
      r.id = new_credential().substr(0, kTableIdDigits);
    } while (tables_.count(r.id) != 0 || unreplayable_.count(r.id) != 0);
    ++reserved_;
    if (!client.empty()) ++reserved_by_[client];
  }
  // Given back as the table goes into memory (add), or here if it was not made.
  struct Reservation {
    Lobby& lobby;
    std::string client;
    bool became_the_table = false;
    ~Reservation() {
      if (became_the_table) return;
      std::lock_guard lock(lobby.mutex_);
      lobby.release_reservation(client);
    }
  } reservation{*this, client};
  // Stored first, so the chance moves made on opening (a first roll) follow it;
  // who may sit before the table, which is never stored without it.
  if (auto w = store_->create_access(r.id, access); !w) return w.error();
  if (ownership_ && !client.empty()) {
    if (auto w = ownership_->record_creator(r.id, client); !w) return w.error();
  }
  if (hints) {
    if (auto w = store_->set_hints_on(r.id); !w) return w.error();
  }
  // Under the loading lock until it is in memory: with several processes, the
  // lease comes with the stored table, and the cluster thread would otherwise
  // find it held here but not loaded, and load a second copy.
  std::unique_lock loading(load_mutex_);
  if (auto w = store_->create_table(r); !w) return w.error();
  auto table = Table::open(r, store_.get(), Table::Clock::now(), limits_.bots,
                           limits_.response_window, limits_.hand_over_after);
  if (!table) return table.error();
  add(*table, client, /*reserved=*/true);
  reservation.became_the_table = true;
  loading.unlock();
  // Listed at once, so that the lobby's list of any process shows it.
  if (ownership_) publish_listings();
  return *table;
}

Result<std::shared_ptr<Table>> Lobby::again(const std::string& id, int seat,
                                            const std::string& credential,
                                            const std::string& client) {
  // One at a time: however many ask together, the first makes the next table
  // and the others are sent to it.
  std::lock_guard one_at_a_time(again_mutex_);
  auto table = find(id);
  if (!table) return make_error(ErrorCode::kUnknownName, "there is no table " + quote(id));
  if (!table->holds(seat, credential)) {
    return make_error(ErrorCode::kSeatNotHeld,
                      "only a player seated at the table can play it again");
  }
  if (!table->terminal()) {
    return make_error(ErrorCode::kIllegalAction,
                      "the game is not over: play it again once it has ended");
  }
  // Played again already: everyone goes to that one table, however many ask.
  if (const std::string made = table->next(); !made.empty()) {
    if (auto there = find(made)) return there;
    if (moving(made)) {
      return make_error(ErrorCode::kMoving,
                        "the next table is passing to this server from "
                        "another one; ask again in a moment");
    }
  }
  const TableRecord r = table->record();
  std::vector<std::string> seats;
  for (const SeatRecord& s : r.seats) seats.push_back(s.kind);
  // A private table's next game is private too: its asker hosts it, and each
  // person at the old table is shown the invite to their seat at the new one.
  std::optional<Host> host;
  if (table->access().invite_only)
    host = Host{seat, r.seats[static_cast<std::size_t>(seat)].name, true};
  auto next = create(r.game, seats, std::nullopt, client, host, table->hints_on());
  if (!next) return next;
  if (host) {
    std::vector<std::string> invites(r.seats.size());
    for (const Invite& i : (*next)->access().invites) {
      if (i.seat >= 0) invites[static_cast<std::size_t>(i.seat)] = i.secret;
    }
    table->set_next_invites(std::move(invites));
  }
  // Everyone still at the old table is shown where the next game is.
  table->set_next((*next)->id());
  return next;
}

std::shared_ptr<Table> Lobby::find(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    const auto it = tables_.find(id);
    if (it != tables_.end()) return it->second;
  }
  if (!table_id_shaped(id)) return nullptr;  // not asked of the store
  std::lock_guard loading(load_mutex_);
  {
    std::lock_guard lock(mutex_);  // loaded meanwhile by another request
    const auto it = tables_.find(id);
    if (it != tables_.end()) return it->second;
    if (unreplayable_.count(id) != 0) return nullptr;  // tried once: it does not replay
  }
  if (ownership_) return load_or_ask(id);
  return load_held(id);
}

std::shared_ptr<Table> Lobby::load_or_ask(const std::string& id) {
  // Played here only while this process holds its lease: taken when free or
  // expired, else asked of its holder (at most once a second), which hands
  // it over; meanwhile the asker is told it is moving.
  const auto holder = ownership_->claim(id);
  if (holder && holder->empty()) return nullptr;  // no such table
  if (!holder || *holder != ownership_->self()) {
    const auto now = Table::Clock::now();
    bool ask = false;
    {
      std::lock_guard lock(mutex_);
      auto [it, fresh] = asked_.try_emplace(id, now);
      ask = holder && (fresh || now - it->second >= std::chrono::seconds(1));
      if (ask) it->second = now;
    }
    if (ask) (void)ownership_->ask_for(id, *holder);
    return nullptr;
  }
  {
    std::lock_guard lock(mutex_);
    asked_.try_emplace(id, Table::Clock::now());  // for a client: it stays a while
  }
  return load_held(id);
}

std::shared_ptr<Table> Lobby::find_for_seat(const std::string& id, int seat,
                                            const std::string& credential) {
  if (!ownership_) return find(id);
  {
    std::lock_guard lock(mutex_);
    if (const auto it = tables_.find(id); it != tables_.end()) return it->second;
  }
  if (!table_id_shaped(id)) return nullptr;
  auto record = store_->load_table(id);
  if (!record || !*record) return nullptr;
  const auto& seats = (**record).seats;
  const bool holds = seat >= 0 && static_cast<std::size_t>(seat) < seats.size() &&
                     !credential.empty() &&
                     seats[static_cast<std::size_t>(seat)].credential == credential;
  return holds ? find(id) : find_to_watch(id);
}

std::shared_ptr<Table> Lobby::find_to_watch(const std::string& id) {
  if (!ownership_) return find(id);
  const auto now = Table::Clock::now();
  {
    std::lock_guard lock(mutex_);
    if (const auto it = tables_.find(id); it != tables_.end()) return it->second;
    if (const auto it = followers_.find(id); it != followers_.end()) {
      it->second.used = now;
      return it->second.table;
    }
  }
  bool room = false;
  {
    std::lock_guard lock(mutex_);
    room = followers_.size() < kMostFollowers;
  }
  // No room for another copy (drop_idle_followers makes some): the table is
  // watched where it is played, as a player's request would.
  if (!room) return find(id);
  if (!table_id_shaped(id)) return nullptr;
  std::lock_guard loading(load_mutex_);
  {
    std::lock_guard lock(mutex_);  // loaded meanwhile by another request
    if (const auto it = tables_.find(id); it != tables_.end()) return it->second;
    if (const auto it = followers_.find(id); it != followers_.end()) return it->second.table;
    if (unreplayable_.count(id) != 0) return nullptr;
  }
  auto record = store_->load_table(id);
  if (!record || !*record) return nullptr;
  auto game = load_game((*record)->game, static_cast<int>((*record)->seats.size()));
  if (!game) return nullptr;
  if ((*game)->facts().real_time) return load_or_ask(id);
  auto table = Table::open(std::move(**record), store_.get(), now, limits_.bots,
                           limits_.response_window, limits_.hand_over_after, true);
  if (!table) return nullptr;
  std::lock_guard lock(mutex_);
  followers_[id] = {*table, now};
  return *table;
}

bool Lobby::moving(const std::string& id) const {
  if (!ownership_) return false;
  std::lock_guard lock(mutex_);
  // Handed here between the look that missed it and this answer: its hand-over
  // ended the asking (load_held), and the next ask finds it.
  if (tables_.count(id) != 0) return true;
  const auto it = asked_.find(id);
  return it != asked_.end() && Table::Clock::now() - it->second < std::chrono::seconds(10);
}

std::shared_ptr<Table> Lobby::load_held(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    const auto it = tables_.find(id);
    if (it != tables_.end()) return it->second;
    if (unreplayable_.count(id) != 0) return nullptr;  // tried once: it does not replay
  }
  auto record = store_->load_table(id);
  if (!record || !*record) return nullptr;
  const auto now = Table::Clock::now();
  auto table = Table::open(std::move(**record), store_.get(), now, limits_.bots,
                           limits_.response_window, limits_.hand_over_after);
  if (!table) {
    std::lock_guard lock(mutex_);
    unreplayable_[id] = table.error().message;
    return nullptr;
  }
  if (ownership_ && (*table)->real_time()) {
    // Taken over: the face-up card goes on with the time it had left.
    if (auto mark = ownership_->clock_mark(id); mark && *mark) (*table)->resume_clock(**mark, now);
  }
  std::shared_ptr<Table> follower;
  {
    // Asked for by a client here (find): it stays a while before another
    // process may have it (lobby_cluster.cpp).
    std::lock_guard lock(mutex_);
    if (asked_.erase(id) != 0) taken_for_client_[id] = Table::Clock::now();
    // Its watchers here reconnect to the table itself.
    if (const auto it = followers_.find(id); it != followers_.end()) {
      follower = std::move(it->second.table);
      followers_.erase(it);
    }
  }
  if (follower) follower->retire();
  add(*table, "");
  return *table;
}

nlohmann::json Lobby::list(std::size_t offset, std::size_t limit) const {
  if (ownership_) {
    // Every process's tables, as each last wrote them (publish_listings).
    if (auto page = ownership_->list(offset, limit)) return *page;
  }
  std::vector<std::shared_ptr<Table>> tables;
  {
    std::lock_guard lock(mutex_);
    for (auto it = order_.rbegin(); it != order_.rend(); ++it) tables.push_back(tables_.at(*it));
  }
  std::vector<nlohmann::json> open;
  std::vector<nlohmann::json> others;
  for (const auto& t : tables) {
    if (!t->listed()) continue;  // a private table is reached by its link only
    nlohmann::json s = t->summary();
    const bool joinable = s["open_seats"].get<int>() > 0 && !s["terminal"].get<bool>();
    (joinable ? open : others).push_back(std::move(s));
  }
  const std::size_t total = open.size() + others.size();
  nlohmann::json page = nlohmann::json::array();
  for (std::size_t i = offset; i < total && page.size() < limit; ++i) {
    page.push_back(i < open.size() ? std::move(open[i]) : std::move(others[i - open.size()]));
  }
  return {{"tables", std::move(page)}, {"total", total}, {"offset", offset}};
}

std::size_t Lobby::loaded() const {
  std::lock_guard lock(mutex_);
  return tables_.size();
}

std::size_t Lobby::unload_idle(Table::TimePoint now) {
  const Table::TimePoint since = now - limits_.unload_after;
  // No table is loaded while others leave: one that left is not mistaken for held.
  std::lock_guard loading(load_mutex_);
  std::vector<std::string> left;
  {
    std::lock_guard lock(mutex_);
    for (auto it = tables_.begin(); it != tables_.end();) {
      // Held by the lobby alone (no request, connection, bot or clock holds it;
      // none can take it while the lobby's lock is held), and idle.
      if (it->second.use_count() == 1 && it->second->idle_since(since)) {
        // It is stored move by move already.
        creators_.erase(it->first);
        taken_for_client_.erase(it->first);
        std::erase(order_, it->first);
        left.push_back(it->first);
        it = tables_.erase(it);
      } else {
        ++it;
      }
    }
  }
  // Nobody plays them: whichever process is next asked for one takes it.
  if (ownership_) {
    for (const std::string& id : left) (void)ownership_->release(id);
  }
  return left.size();
}

void Lobby::settle_if_over(const std::shared_ptr<Table>& table) {
  if (!finished_ || !table->terminal()) return;
  {
    std::lock_guard lock(settled_mutex_);
    if (!settled_.insert(table->id()).second) return;
  }
  finished_(table->record(), table->returns());
}

void Lobby::settle_again(const std::shared_ptr<Table>& table) {
  {
    std::lock_guard lock(settled_mutex_);
    settled_.erase(table->id());
  }
  settle_if_over(table);
}

Result<std::vector<AccountSeat>> Lobby::seats_of_account(std::int64_t account, int limit) {
  return store_->seats_of_account(account, limit);
}

void Lobby::watch(const std::shared_ptr<Table>& table) {
  std::weak_ptr<Table> weak = table;
  table->subscribe([this, weak] {
    if (auto t = weak.lock()) {
      wake_bots(t);
      schedule(t);
      settle_if_over(t);
      if (ownership_) {
        std::lock_guard lock(listing_mutex_);
        listing_changed_.insert(t->id());
      }
    }
  });
  if (ownership_) {
    std::lock_guard lock(listing_mutex_);
    listing_changed_.insert(table->id());
  }
  wake_bots(table);
  schedule(table);
  settle_if_over(table);
}

void Lobby::schedule(const std::shared_ptr<Table>& table) {
  const std::optional<Table::TimePoint> at = table->deadline();
  bool sooner = false;
  {
    std::lock_guard lock(clock_mutex_);
    if (at) {
      due_[table->id()] = {*at, table};
      sooner = *at < clock_sleeps_until_;
    } else {
      due_.erase(table->id());
    }
  }
  // A later or a removed deadline is found when the clock thread wakes anyway.
  if (sooner) clock_wake_.notify_one();
}

// One thread keeps every card clock: it sleeps until the earliest deadline and
// calls that table's tick(), which holds the table's lock only to make the moves
// due (a few writes). A table that changes is rescheduled by its listener.
void Lobby::sleep_clock(std::unique_lock<std::mutex>& lock, Table::TimePoint until) {
  clock_sleeps_until_ = until;
  clock_wake_.wait_until(lock, until);
  clock_sleeps_until_ = Table::TimePoint::min();
}

void Lobby::run_clock() {
  std::unique_lock lock(clock_mutex_);
  while (!clock_stopping_) {
    if (Table::Clock::now() >= next_unload_) {
      next_unload_ = Table::Clock::now() + std::chrono::minutes(1);
      lock.unlock();
      unload_idle();
      lock.lock();
      continue;
    }
    if (due_.empty()) {
      sleep_clock(lock, next_unload_);
      continue;
    }
    const auto next = std::min_element(due_.begin(), due_.end(), [](const auto& a, const auto& b) {
      return a.second.at < b.second.at;
    });
    if (next->second.at > Table::Clock::now()) {
      // A copy: the entry may be erased by schedule() while this thread waits.
      const Table::TimePoint until = std::min(next->second.at, next_unload_);
      sleep_clock(lock, until);
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
    for (BotJob& j : jobs) {
      const bool quick = !j.bot->thinks_long();
      jobs_.push_back({table, table->id(), std::move(j), quick});
      wake_worker(quick);
    }
  }
}

Result<Table::CoachReply> Lobby::ask_coach(const std::shared_ptr<Table>& table, int seat,
                                           const std::string& credential, CoachKind kind,
                                           const CoachAsker& who) {
  const bool review = kind == CoachKind::kReview;
  const bool room = coach_reserve(who);
  auto answer =
      review ? table->review(seat, credential, room) : table->hint(seat, credential, room);
  if (answer && answer->work) {
    coach(table, std::move(answer->work), who, review);  // in the place reserved
    answer->work = nullptr;
  } else if (room) {
    coach_release(who);
  }
  return answer;
}

void Lobby::coach(const std::shared_ptr<Table>& table, std::function<bool()> work,
                  const CoachAsker& who, bool review) {
  {
    std::lock_guard lock(jobs_mutex_);
    Job job{table, table->id(), BotJob{}, false};
    job.coach = std::move(work);
    job.asker = who;
    job.review = review;
    jobs_.push_back(std::move(job));
    wake_worker(false);
  }
}

std::vector<CountKey> Lobby::coach_keys(const CoachAsker& who) {
  std::vector<CountKey> keys;
  if (!who.client.empty()) keys.push_back({"coach address", who.client});
  if (!who.credential.empty())
    keys.push_back({"coach credential", SiteCounts::key_of_secret(who.credential)});
  return keys;
}

void Lobby::count_coach_asker(const CoachAsker& who, int delta) {
  for (const CountKey& key : coach_keys(who)) {
    if ((coach_by_asker_[key] += delta) <= 0) coach_by_asker_.erase(key);
    if (ownership_) site_counts_.add(key, delta);
  }
}

bool Lobby::coach_reserve(const CoachAsker& who) {
  std::lock_guard lock(jobs_mutex_);
  if (coach_out_ >= kCoachJobs) return false;
  // The asker's places here and, with several processes, in the others.
  for (const CountKey& key : coach_keys(who)) {
    const auto it = coach_by_asker_.find(key);
    const int here = it == coach_by_asker_.end() ? 0 : it->second;
    if (here + site_counts_.others(key) >= kCoachJobsPerAsker) return false;
  }
  ++coach_out_;
  count_coach_asker(who, 1);
  return true;
}

void Lobby::coach_release(const CoachAsker& who) {
  std::lock_guard lock(jobs_mutex_);
  --coach_out_;
  count_coach_asker(who, -1);
}

void Lobby::wake_worker(bool quick) {
  // One thread per job, not all of them: at thousands of moves a second,
  // waking every worker for each one costs more than the bots' moves.
  if (quick && quick_waiting_ > 0) {
    quick_ready_.notify_one();
  } else {
    jobs_ready_.notify_one();
  }
}

std::optional<Lobby::Job> Lobby::next_job(bool quick_only) {
  // The bots first, fairly among tables; the coach only when no bot waits.
  const auto eligible = [quick_only](const Job& j) { return !j.coach && (j.quick || !quick_only); };
  auto pick = std::find_if(jobs_.begin(), jobs_.end(), [&](const Job& j) {
    const auto it = thinking_.find(j.table_id);
    return eligible(j) && (it == thinking_.end() || it->second == 0);
  });
  // Every waiting table has a bot thinking: the oldest job.
  if (pick == jobs_.end()) pick = std::find_if(jobs_.begin(), jobs_.end(), eligible);
  if (pick == jobs_.end() && !quick_only && coach_running_ < coach_workers_) {
    pick =
        std::find_if(jobs_.begin(), jobs_.end(), [](const Job& j) { return j.coach && !j.review; });
    if (pick == jobs_.end())
      pick =
          std::find_if(jobs_.begin(), jobs_.end(), [](const Job& j) { return j.coach != nullptr; });
  }
  if (pick == jobs_.end()) return std::nullopt;
  Job job = std::move(*pick);
  jobs_.erase(pick);
  ++thinking_[job.table_id];
  if (job.coach) ++coach_running_;
  return job;
}

void Lobby::work(bool quick_only) {
  for (;;) {
    std::optional<Job> job;
    {
      std::unique_lock lock(jobs_mutex_);
      std::condition_variable& ready = quick_only ? quick_ready_ : jobs_ready_;
      while (!stopping_ && !(job = next_job(quick_only))) {
        if (quick_only) ++quick_waiting_;
        ready.wait(lock);
        if (quick_only) --quick_waiting_;
      }
      if (stopping_) return;
    }
    bool again = false;
    if (auto table = job->table.lock()) {
      if (job->coach) {
        again = job->coach();
      } else {
        job->job.catch_up();
        const Action action = job->job.bot->choose(*job->job.state, job->job.seat);
        (void)table->act_as_bot(job->job, action);  // a stale answer is dropped
      }
    }
    std::lock_guard lock(jobs_mutex_);
    if (--thinking_[job->table_id] == 0) thinking_.erase(job->table_id);
    if (job->coach) {
      --coach_running_;
      jobs_ready_.notify_one();  // a worker waiting for a coach's turn may take one now
    }
    if (again && !stopping_) {
      jobs_.push_back(std::move(*job));
      wake_worker(false);
    } else if (job->coach) {
      --coach_out_;
      count_coach_asker(job->asker, -1);
    }
  }
}

}  // namespace rookery
