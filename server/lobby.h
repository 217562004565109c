// Lobby: every table of the server, created from a game string and a seat list,
// restored from the store at start-up, with bots thinking on worker threads so
// that no table's queue ever waits for a bot, and one clock thread that calls each
// real-time table's tick() at its deadline().
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "server/site_counts.h"
#include "server/store.h"
#include "server/table.h"

namespace rookery {

// What one server lets its clients use; the operator sets them (`rookery serve`).
struct LobbyLimits {
  int open_tables = 1000;      // tables whose game is not over, at once
  int tables_per_client = 20;  // of those, created by one client (address)
  BotBudget bots;              // what one bot decision may cost
  // A table nobody has watched or changed for this long leaves memory; it
  // stays in the store and comes back when someone asks for it.
  std::chrono::seconds unload_after{600};
  // The shortest a response window lasts (PassWindow).
  std::chrono::milliseconds response_window = PassWindow::kDefaultMinimum;
  // How long a person's seat has had no connection before the others may hand
  // it to a bot (Table::hand_over).
  std::chrono::milliseconds hand_over_after = kDefaultHandOverAfter;
};

// A table's id: 16 hex digits (64 bits), so that a private table cannot be
// found by guessing; tables made before have 8, and are found as before.
inline constexpr std::size_t kTableIdDigits = 16;
inline constexpr std::size_t kOldTableIdDigits = 8;
// Whether `id` has the shape of a table's id, new or old.
bool table_id_shaped(std::string_view id);

class Lobby {
 public:
  // `bot_threads` workers think for the bots, and one more answers for the bots
  // that decide at once (random, heuristic, reaction), so that they never wait
  // behind a search.
  Lobby(std::unique_ptr<Store> store, int bot_threads, LobbyLimits limits = {});
  ~Lobby();
  Lobby(const Lobby&) = delete;
  Lobby& operator=(const Lobby&) = delete;

  // Loads every stored table, each exactly as it was acknowledged. A table whose
  // moves no longer replay (played under rules corrected since, or damaged) is
  // not served but stays in the store; the answer says which and why, one line
  // each, so that one old table cannot keep the server from starting.
  Result<std::vector<std::string>> restore();
  // A new table for `game` with one seat per entry ("human" or a bot spec),
  // created by `client` (an address: its tables count against its limit).
  // Its seed comes from the operating system's secure randomness; a chosen
  // `seed` is accepted only at a table with at most one human seat, where
  // knowing every draw tells no person another person's secret.
  // With a `host`, the creator is seated at creation (Access::host) and the
  // game waits until every human seat is taken; `invite_only` makes the table
  // private (unlisted, its seats taken with invites, one per other human seat
  // and one for any open seat), which needs a host. With `hints`, the coach
  // gives hints to every seat (Table::hint), in a game that has a coach.
  // A `rated` table (TableRecord::rated) has people's seats only, at least
  // two, no hints, and a host, if any, signed in.
  struct Host {
    std::optional<int> seat;  // the creator's seat; none: the first human seat
    std::string name;         // checked by check_seat_name
    bool invite_only = false;
    std::int64_t account = 0;  // signed in: the seat is the account's, `name` its name
  };
  Result<std::shared_ptr<Table>> create(const std::string& game,
                                        const std::vector<std::string>& seats,
                                        std::optional<std::uint64_t> seed = std::nullopt,
                                        const std::string& client = "",
                                        std::optional<Host> host = std::nullopt, bool hints = false,
                                        bool rated = false);
  // The same game and seats again, at a new table (bots keep their seats, people
  // rejoin), asked by the holder of seat `seat` once the game is over (the new
  // table counts against `client`'s limit); asked again, the table made the
  // first time. A private table's next one is private too, its asker seated
  // there as host, and each seat of the old table shown its invite to the new.
  Result<std::shared_ptr<Table>> again(const std::string& id, int seat,
                                       const std::string& credential,
                                       const std::string& client = "");
  // Who asks the coach: their address and the credential they asked with; ""
  // counts for nobody (the lobby's own tests).
  struct CoachAsker {
    std::string client;
    std::string credential;
  };
  // A place for one more of the coach's jobs, taken now: at most kCoachJobs
  // hints and reviews are out at once, and at most kCoachJobsPerAsker for one
  // address and for one credential, so that asking at many tables cannot crowd
  // the bots' jobs out of the queue, nor one client everyone else out of the
  // coach. False when there is none.
  bool coach_reserve(const CoachAsker& who = {});
  // Gives back a place taken by coach_reserve() that no work used.
  void coach_release(const CoachAsker& who = {});
  // Runs the coach's `work` for `table` (Table::CoachReply) on a bot worker,
  // in a place taken by coach_reserve() for `who`, and again at the back of the
  // queue while it returns true; the place is given back when it is done. The
  // coach works only when no bot's job waits, on at most all but one of the
  // bot workers, hints before reviews (a `review`), so bots' moves stay prompt.
  void coach(const std::shared_ptr<Table>& table, std::function<bool()> work,
             const CoachAsker& who = {}, bool review = false);
  // What the coach is asked for: a hint at the seat's decision now (Table::hint),
  // or the review of its finished game (Table::review).
  enum class CoachKind { kHint, kReview };
  // Asks the coach at `table` for `seat` (holding `credential`), on behalf of
  // `who`: the answer when it is ready, or "thinking" with its work scheduled
  // in a place of `who`'s (coach_reserve, coach); kLimitReached when the work
  // is not out yet and there is no place for it. Table refusals pass through.
  Result<Table::CoachReply> ask_coach(const std::shared_ptr<Table>& table, int seat,
                                      const std::string& credential, CoachKind kind,
                                      const CoachAsker& who = {});
  static constexpr int kCoachJobsPerAsker = 2;
  static constexpr int kCoachJobs = 16;
  // Workers of the quick bots (random, heuristic): they only wait for the
  // store, so there are more of them than cores, for bigger group commits.
  static constexpr int kQuickWorkers = 16;
  // The table with this id (loaded from the store if it had left memory), or null.
  // With several server processes (Store::ownership), a table another process
  // plays is asked for and is null here until it has passed (moving()).
  std::shared_ptr<Table> find(const std::string& id);
  // The table with this id for someone who only watches it (a spectator):
  // the table itself when this process plays it; else, with several server
  // processes, a copy that follows the process that plays it (Table::follow,
  // told of each change through the database), so that watching moves no
  // table; null when there is no such table. A real-time table is not
  // followed (its clock is its holder's): it is found as by find().
  std::shared_ptr<Table> find_to_watch(const std::string& id);
  // The table with this id for a request of seat `seat` with `credential`: as
  // find(), but with several server processes a table played elsewhere passes
  // here only when the credential holds that seat in the store; otherwise the
  // copy that follows it (find_to_watch), which refuses the credential, so
  // that a wrong credential never moves a table.
  std::shared_ptr<Table> find_for_seat(const std::string& id, int seat,
                                       const std::string& credential);
  // Whether table `id` is passing to this process from another: find() found
  // it held elsewhere a moment ago, or it arrived since. Asking again soon
  // finds it here.
  bool moving(const std::string& id) const;
  // Why the stored table `id` is not served (its moves no longer replay), or ""
  // for any other id.
  std::string not_served(const std::string& id) const;
  // One page of the listed tables in memory (private ones are not) for the
  // lobby page, as summaries: those with an open seat first, then the others,
  // newest first within each; {"tables": [...], "total": N, "offset": O}.
  nlohmann::json list(std::size_t offset = 0, std::size_t limit = 50) const;
  // Tables in memory now.
  std::size_t loaded() const;
  // What to do once with each finished game (its record and returns): the
  // people's results and ratings (Standings::settle). Called off the table's
  // lock, when the last move is made or a finished table comes into memory
  // (after a restart too: the callee records each table once). Set before restore().
  using Finished = std::function<void(const TableRecord&, const std::vector<double>&)>;
  void on_finished(Finished finished) { finished_ = std::move(finished); }
  // Calls on_finished again for `table` once its game is over: a seat of it
  // became an account's since (POST /api/account/seats), whose history it joins.
  void settle_again(const std::shared_ptr<Table>& table);
  // The seats `account` holds at tables of this store, newest first (Store::seats_of_account).
  Result<std::vector<AccountSeat>> seats_of_account(std::int64_t account, int limit);
  // Lets idle tables leave memory (Table::idle_since); returns how many left.
  // The clock thread calls it every minute.
  std::size_t unload_idle(Table::TimePoint now = Table::Clock::now());
  // What each client holds in every process of the site (its connections, its
  // places at the coach), shared at each lease renewal; null with one server.
  SiteCounts* site_counts() { return ownership_ ? &site_counts_ : nullptr; }
  // Shares the site's counts now (the cluster thread does so at each renewal):
  // for tests that must see another process's counts at once.
  Result<void> share_counts();

 private:
  void watch(const std::shared_ptr<Table>& table);
  // Calls finished_ for `table` if its game is over and this process has not yet.
  void settle_if_over(const std::shared_ptr<Table>& table);
  Finished finished_;
  std::mutex settled_mutex_;
  std::set<std::string> settled_;  // tables finished_ was called for (guarded by settled_mutex_)
  void wake_bots(const std::shared_ptr<Table>& table);
  // Asks `table` when its clock is next due, and wakes the clock thread if
  // that is sooner than it would wake by itself.
  void schedule(const std::shared_ptr<Table>& table);
  void run_clock();
  // The clock thread waits until `until` or a sooner deadline (clock_mutex_ held).
  void sleep_clock(std::unique_lock<std::mutex>& lock, Table::TimePoint until);

  // Adds a table to memory and starts its bots and clock; `reserved`: it was
  // reserved by `client` in create, and the reservation ends in the same step.
  void add(const std::shared_ptr<Table>& table, const std::string& client, bool reserved = false);
  // Ends one reservation of create's by `client`. Needs mutex_ held.
  void release_reservation(const std::string& client);
  // Loads the stored table `id`, which this process holds (its lease), unless
  // it is in memory; a taken-over real-time table's card goes on with the time
  // it had left. The caller holds load_mutex_.
  std::shared_ptr<Table> load_held(const std::string& id);
  // With several processes: loads `id` when this process holds or can take its
  // lease, else asks its holder for it (moving()); the caller holds load_mutex_.
  std::shared_ptr<Table> load_or_ask(const std::string& id);

  // ---- several server processes (lobby_cluster.cpp) ----
  // Renews this process's leases, takes up tables it was handed or whose
  // holder stopped, lets go of those it lost, answers the others' asking for
  // its tables, and writes what the lobby lists; until the lobby stops, when
  // its tables are left to the others at once.
  void run_cluster();
  // Takes table `id` out of the lobby's memory and returns it (null if absent).
  std::shared_ptr<Table> take_out(const std::string& id);
  // Gives table `id` up to process `to` ("" any), with its clock.
  void give_up(const std::string& id, const std::string& to);
  // Writes the listing of the tables that changed since the last time.
  void publish_listings();
  // Brings the follower of `id` up to date with the store, if there is one.
  void catch_up_follower(const std::string& id);
  // Forgets the followers nobody has watched for a while.
  void drop_idle_followers();
  struct Follower {
    std::shared_ptr<Table> table;
    Table::TimePoint used;
  };
  std::map<std::string, Follower> followers_;  // guarded by mutex_
  static constexpr std::size_t kMostFollowers = 1000;
  Ownership* ownership_ = nullptr;  // Store::ownership(): null with one server
  SiteCounts site_counts_;          // shared through ownership_ (site_counts())
  std::map<std::string, Table::TimePoint>
      taken_for_client_;                           // id -> when a client's asking took it here
  std::map<std::string, Table::TimePoint> asked_;  // id -> when it was asked of its holder
  std::mutex listing_mutex_;
  std::set<std::string> listing_changed_;  // ids whose summary changed (guarded by listing_mutex_)
  std::mutex cluster_mutex_;
  std::condition_variable cluster_wake_;
  bool cluster_stopping_ = false;
  std::thread cluster_;

  std::unique_ptr<Store> store_;
  LobbyLimits limits_;
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Table>> tables_;
  std::vector<std::string> order_;                   // creation (or loading) order
  std::map<std::string, std::string> creators_;      // table id -> client that created it
  int reserved_ = 0;                                 // tables being made (create)
  std::map<std::string, int> reserved_by_;           // of those, by client
  std::mutex again_mutex_;                           // one "play again" at a time
  std::mutex load_mutex_;                            // one table loaded from the store at a time
  std::map<std::string, std::string> unreplayable_;  // table id -> why (guarded by mutex_)

  struct Job {
    std::weak_ptr<Table> table;
    std::string table_id;
    BotJob job;
    bool quick = false;                     // a bot that answers at once (!Bot::thinks_long)
    std::function<bool()> coach = nullptr;  // the coach's work instead of a bot's
    CoachAsker asker = {};                  // whose place the coach's work holds
    bool review = false;                    // a review: after the hints
  };
  // Counts `who`'s coach places by `delta` (address and credential apart);
  // the caller holds jobs_mutex_. With several processes they are shared
  // with the others (site_counts_), so one asker's share holds site-wide.
  void count_coach_asker(const CoachAsker& who, int delta);
  // The keys `who`'s coach places are counted under: its address, its
  // credential (hashed: SiteCounts::key_of_secret).
  static std::vector<CountKey> coach_keys(const CoachAsker& who);
  // Fair shares: a worker takes the oldest job of a table that has no bot
  // thinking, so one table's long searches never hold back another table;
  // `quick_only`: a worker of the quick bots, which never waits for a search.
  std::optional<Job> next_job(bool quick_only);  // the caller holds jobs_mutex_
  // Wakes one worker for a job just queued: a quick bots' worker for a
  // `quick` one if one waits, else one of the others (the caller holds jobs_mutex_).
  void wake_worker(bool quick);
  void work(bool quick_only);
  std::map<std::string, int> thinking_;     // table id -> jobs being worked on
  int coach_out_ = 0;                       // the coach's jobs queued or being worked on
  std::map<CountKey, int> coach_by_asker_;  // coach_keys -> places held here
  int coach_running_ = 0;                   // the coach's jobs being worked on
  int coach_workers_ = 1;                   // the most of those at once
  std::mutex jobs_mutex_;
  std::condition_variable jobs_ready_;   // the workers that take every job wait here
  std::condition_variable quick_ready_;  // the quick bots' workers wait here
  int quick_waiting_ = 0;                // ... this many now
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
  // When the clock thread wakes by itself (TimePoint::min() while it is awake):
  // only a sooner deadline needs to wake it, not every change of every table.
  Table::TimePoint clock_sleeps_until_ = Table::TimePoint::min();
  Table::TimePoint next_unload_ = Table::Clock::now();
  std::thread clock_;
};

}  // namespace rookery
