// Ownership: which server process plays each table when several `rookery serve`
// processes share one PostgreSQL database (docs/deploy.md). A table is played
// by one process at a time, the holder of its lease: a row with an expiry that
// the holder renews while it has the table in memory. Only the holder writes
// the table's moves (the store refuses anyone else's). When a holder stops
// renewing (killed, cut off), its leases expire and the other processes take
// the tables over from their stored moves. Processes speak to each other
// through the database's LISTEN/NOTIFY: "hand me this table", "it is yours
// now", "tables are free", "this table changed" (for the copies that other
// processes keep for spectators). The lobby's list is read from the database, since
// each process has only its own tables in memory.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "server/site_counts.h"

namespace rookery {

// How long a lease lasts unless renewed; holders renew every kLeaseRenewal, so a
// table whose holder died is free again within kLeaseTime.
inline constexpr std::chrono::milliseconds kLeaseTime{2000};
inline constexpr std::chrono::milliseconds kLeaseRenewal{500};

// Where a real-time table's face-up card stood when its holder last said:
// after move `version`, it had been up `elapsed_ms`. A takeover resumes that
// card with the time it had left (Table::open).
struct ClockMark {
  int version = 0;
  int elapsed_ms = 0;
};

// What the lobby lists of one table (Table::summary), kept in the database.
struct Listing {
  std::string table;
  bool listed = true;     // not private
  bool joinable = false;  // an open seat and the game not over
  bool terminal = false;
  int version = 0;
  std::string summary;  // the summary's JSON text
};

// A word from another process, for this one.
struct OwnershipNote {
  enum class Kind {
    kAskedFor,  // another process (`from`) was asked for `table`, which this one holds
    kHanded,    // `table` was handed to this process
    kFreed,     // some leases were let go or expired: there may be tables to take up
    kChanged,   // `table` changed at its holder (publish): a follower catches up
  };
  Kind kind = Kind::kFreed;
  std::string table;
  std::string from;
};

// Thread-safe, but wait() is for one thread at a time (the lobby's cluster thread).
class Ownership {
 public:
  virtual ~Ownership() = default;
  // This process's name among the others: random at each start, so a process
  // that comes back never mistakes leases of its former life for its own.
  virtual const std::string& self() const = 0;
  // Takes the lease of `table` when it is free, already this process's, or
  // expired; returns who holds it then (self() when this process does), or ""
  // when there is no such table.
  virtual Result<std::string> claim(const std::string& table) = 0;
  // Asks `holder` to hand `table` over to this process.
  virtual Result<void> ask_for(const std::string& table, const std::string& holder) = 0;
  // Hands `table`, held by this process, to process `to` (which is told), or
  // with `to` empty lets its lease expire now, so that any process may take it
  // up at once; with the clock of a real-time table.
  virtual Result<void> hand_over(const std::string& table, const std::string& to,
                                 std::optional<ClockMark> clock) = 0;
  // Lets go of `table`: nobody is playing it, and a process takes it when
  // somebody asks for it.
  virtual Result<void> release(const std::string& table) = 0;
  // Renews every lease of this process, noting the clocks of its real-time
  // tables; returns the tables it holds (a table handed to it included).
  virtual Result<std::vector<std::string>> renew(
      const std::map<std::string, ClockMark>& clocks) = 0;
  // Takes up to `limit` tables whose lease expired (their holder stopped
  // renewing) and returns them. With `unclaimed`, also tables with no lease
  // whose game is not over or that were never listed (a start-up).
  virtual Result<std::vector<std::string>> take_orphans(std::size_t limit, bool unclaimed) = 0;
  // The clock mark left with `table`'s lease, if any.
  virtual Result<std::optional<ClockMark>> clock_mark(const std::string& table) = 0;
  // Waits up to `timeout` for words from other processes addressed to this one.
  virtual Result<std::vector<OwnershipNote>> wait(std::chrono::milliseconds timeout) = 0;
  // Writes what the lobby lists of these tables (a newer version only; each
  // table once), and tells every process that they changed (OwnershipNote::Kind::kChanged).
  virtual Result<void> publish(const std::vector<Listing>& tables) = 0;
  // One page of the listed tables of every process, as Lobby::list.
  virtual Result<nlohmann::json> list(std::size_t offset, std::size_t limit) = 0;
  // Records that `client` created `table`, for open_tables_of.
  virtual Result<void> record_creator(const std::string& table, const std::string& client) = 0;
  // Tables `client` created that a live process plays and whose game is not
  // over (as their listings last said): the per-client limit counts them all.
  virtual Result<int> open_tables_of(const std::string& client) = 0;
  // Games in play in every process, counted so (the table limit, --max-tables).
  virtual Result<int> open_tables() = 0;
  // Writes this process's counts that `changed` (SiteCounts; 0 removes one)
  // and notes that this process is live; returns the sum of each count over
  // every other live process.
  virtual Result<std::map<CountKey, int>> share_counts(const std::map<CountKey, int>& changed) = 0;
};

// The PostgreSQL ownership at `url` under the name `self` (its tables created
// when missing).
Result<std::unique_ptr<Ownership>> open_pg_ownership(const std::string& url,
                                                     const std::string& self);

}  // namespace rookery
