// The leases of tables in PostgreSQL (server/ownership.h). Times are the
// database's own now(), so the processes' clocks never need to agree. Words
// between processes go on one channel, each naming the process it is for.
#include <mutex>
#include <pqxx/pqxx>
#include <sstream>

#include "server/db_error.h"
#include "server/ownership.h"
#include "server/pg_array.h"

namespace rookery {

namespace {

constexpr const char* kChannel = "rookery_tables";

// "now() + the lease", as SQL.
std::string lease_end() {
  return "now() + interval '" + std::to_string(kLeaseTime.count()) + " milliseconds'";
}

// The leases of owner $1, locked in the order of their tables' ids. Every
// statement that locks several leases takes them in this order (the store's
// writes too, server/pg_store.cpp), so two of them never wait for each other.
std::string mine_in_order() {
  return "(SELECT table_id FROM leases WHERE owner = $1 ORDER BY table_id FOR UPDATE)";
}

// Collects the channel's words while the listening connection waits.
class Receiver final : public pqxx::notification_receiver {
 public:
  Receiver(pqxx::connection_base& c, std::string self, std::vector<OwnershipNote>& into)
      : pqxx::notification_receiver(c, kChannel), self_(std::move(self)), into_(into) {}

  // Payloads: "ask TABLE FROM HOLDER", "handed TABLE TO", "freed", "changed TABLE".
  void operator()(const std::string& payload, int) override {
    std::istringstream words(payload);
    std::string kind, table, a, b;
    words >> kind >> table >> a >> b;
    if (kind == "ask" && b == self_) {
      into_.push_back({OwnershipNote::Kind::kAskedFor, table, a});
    } else if (kind == "handed" && a == self_) {
      into_.push_back({OwnershipNote::Kind::kHanded, table, ""});
    } else if (kind == "freed") {
      into_.push_back({OwnershipNote::Kind::kFreed, "", ""});
    } else if (kind == "changed") {
      into_.push_back({OwnershipNote::Kind::kChanged, table, ""});
    }
  }

 private:
  std::string self_;
  std::vector<OwnershipNote>& into_;
};

class PgOwnership final : public Ownership {
 public:
  PgOwnership(const std::string& url, std::string self)
      : url_(url), self_(std::move(self)), db_(url) {
    pqxx::work w(db_);
    // Processes starting together create the tables one at a time.
    w.exec("SELECT pg_advisory_xact_lock(7305901)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS leases (table_id TEXT PRIMARY KEY, owner TEXT NOT NULL, "
        "expires TIMESTAMPTZ NOT NULL, clock_version INTEGER, clock_elapsed_ms INTEGER)");
    w.exec("CREATE INDEX IF NOT EXISTS leases_by_owner ON leases (owner)");
    w.exec("CREATE INDEX IF NOT EXISTS leases_by_expiry ON leases (expires)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS listing (table_id TEXT PRIMARY KEY, listed BOOLEAN NOT NULL, "
        "joinable BOOLEAN NOT NULL, terminal BOOLEAN NOT NULL, version INTEGER NOT NULL, "
        "summary TEXT NOT NULL)");
    w.exec("CREATE TABLE IF NOT EXISTS creators (table_id TEXT PRIMARY KEY, client TEXT NOT NULL)");
    w.exec("CREATE INDEX IF NOT EXISTS creators_by_client ON creators (client)");
    // What each live process holds of each client (SiteCounts), and which
    // processes are live: a process that stops renewing counts no more.
    w.exec(
        "CREATE TABLE IF NOT EXISTS processes (owner TEXT PRIMARY KEY, "
        "expires TIMESTAMPTZ NOT NULL)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS counts (owner TEXT NOT NULL, kind TEXT NOT NULL, "
        "key TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (owner, kind, key))");
    w.commit();
  }

  ~PgOwnership() override {
    // A process that stops cleanly frees its tables at once for the others.
    try {
      std::lock_guard lock(mutex_);
      pqxx::work w(db_);
      w.exec_params(
          "UPDATE leases SET expires = now() WHERE owner = $1 AND table_id IN " + mine_in_order(),
          self_);
      w.exec_params("SELECT pg_notify($1, 'freed')", kChannel);
      w.commit();
    } catch (const std::exception&) {
      // The leases expire by themselves.
    }
  }

  const std::string& self() const override { return self_; }

  Result<std::string> claim(const std::string& table) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      // Each statement sees what is committed when it starts (READ COMMITTED): a
      // lease let go between the claim and the look at its holder shows neither,
      // though the table exists. Then the claim is made again; "no holder" means
      // no such table only when the table is not there.
      for (int attempt = 0; attempt < 3; ++attempt) {
        const pqxx::result taken = w.exec_params(
            "INSERT INTO leases (table_id, owner, expires) SELECT $1, $2, " + lease_end() +
                " WHERE EXISTS (SELECT 1 FROM tables WHERE id = $1) "
                "ON CONFLICT (table_id) DO UPDATE SET owner = EXCLUDED.owner, "
                "expires = EXCLUDED.expires "
                "WHERE leases.owner = EXCLUDED.owner OR leases.expires < now() RETURNING owner",
            table, self_);
        std::optional<std::string> holder;
        if (!taken.empty()) {
          holder = self_;
        } else if (const pqxx::result held =
                       w.exec_params("SELECT owner FROM leases WHERE table_id = $1", table);
                   !held.empty()) {
          holder = held[0][0].as<std::string>();
        } else if (w.exec_params("SELECT 1 FROM tables WHERE id = $1", table).empty()) {
          holder = std::string();  // no such table
        }
        if (holder) {
          w.commit();
          return *holder;
        }
      }
      return make_error(ErrorCode::kMoving, "table " + table + " is passing between processes");
    } catch (const std::exception& e) {
      return db_error("take table " + table, e);
    }
  }

  Result<void> ask_for(const std::string& table, const std::string& holder) override {
    return notify("ask " + table + " " + self_ + " " + holder, "ask for table " + table);
  }

  Result<void> hand_over(const std::string& table, const std::string& to,
                         std::optional<ClockMark> clock) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      const std::optional<int> version = clock ? std::optional<int>(clock->version) : std::nullopt;
      const std::optional<int> elapsed =
          clock ? std::optional<int>(clock->elapsed_ms) : std::nullopt;
      if (to.empty()) {
        w.exec_params(
            "UPDATE leases SET expires = now(), clock_version = $3, clock_elapsed_ms = $4 "
            "WHERE table_id = $1 AND owner = $2",
            table, self_, version, elapsed);
        w.exec_params("SELECT pg_notify($1, 'freed')", kChannel);
      } else {
        w.exec_params("UPDATE leases SET owner = $3, expires = " + lease_end() +
                          ", clock_version = $4, clock_elapsed_ms = $5 "
                          "WHERE table_id = $1 AND owner = $2",
                      table, self_, to, version, elapsed);
        w.exec_params("SELECT pg_notify($1, $2)", kChannel, "handed " + table + " " + to);
      }
      w.commit();
      return ok_result();
    } catch (const std::exception& e) {
      return db_error("hand table " + table + " over", e);
    }
  }

  Result<void> release(const std::string& table) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      w.exec_params("DELETE FROM leases WHERE table_id = $1 AND owner = $2", table, self_);
      w.commit();
      return ok_result();
    } catch (const std::exception& e) {
      return db_error("let go of table " + table, e);
    }
  }

  Result<std::vector<std::string>> renew(const std::map<std::string, ClockMark>& clocks) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      std::vector<std::string> held;
      for (const auto& row : w.exec_params("UPDATE leases SET expires = " + lease_end() +
                                               " WHERE owner = $1 AND table_id IN " +
                                               mine_in_order() + " RETURNING table_id",
                                           self_)) {
        held.push_back(row[0].as<std::string>());
      }
      for (const auto& [table, mark] : clocks) {
        w.exec_params(
            "UPDATE leases SET clock_version = $3, clock_elapsed_ms = $4 "
            "WHERE table_id = $1 AND owner = $2",
            table, self_, mark.version, mark.elapsed_ms);
      }
      w.commit();
      return held;
    } catch (const std::exception& e) {
      return db_error("renew this server's tables", e);
    }
  }

  Result<std::vector<std::string>> take_orphans(std::size_t limit, bool unclaimed) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      std::vector<std::string> taken;
      for (const auto& row : w.exec_params(
               "UPDATE leases SET owner = $1, expires = " + lease_end() +
                   " WHERE table_id IN (SELECT table_id FROM leases WHERE expires < now() "
                   "ORDER BY expires LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING table_id",
               self_, static_cast<long long>(limit))) {
        taken.push_back(row[0].as<std::string>());
      }
      if (unclaimed && taken.size() < limit) {
        // Tables nobody holds whose game goes on, or never listed here (stored
        // before several processes shared the database): as a lone server
        // would load them all at its start.
        for (const auto& row : w.exec_params(
                 "INSERT INTO leases (table_id, owner, expires) SELECT t.id, $1, " + lease_end() +
                     " FROM tables t LEFT JOIN listing l ON l.table_id = t.id "
                     "WHERE (l.table_id IS NULL OR NOT l.terminal) "
                     "AND NOT EXISTS (SELECT 1 FROM leases x WHERE x.table_id = t.id) "
                     "ORDER BY t.created LIMIT $2 ON CONFLICT (table_id) DO NOTHING "
                     "RETURNING table_id",
                 self_, static_cast<long long>(limit - taken.size()))) {
          taken.push_back(row[0].as<std::string>());
        }
      }
      w.commit();
      return taken;
    } catch (const std::exception& e) {
      return db_error("take up tables whose server stopped", e);
    }
  }

  Result<std::optional<ClockMark>> clock_mark(const std::string& table) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::read_transaction r(db_);
      const pqxx::result rows = r.exec_params(
          "SELECT clock_version, clock_elapsed_ms FROM leases WHERE table_id = $1 "
          "AND clock_version IS NOT NULL AND clock_elapsed_ms IS NOT NULL",
          table);
      if (rows.empty()) return std::optional<ClockMark>{};
      return std::optional<ClockMark>{ClockMark{rows[0][0].as<int>(), rows[0][1].as<int>()}};
    } catch (const std::exception& e) {
      return db_error("read the clock of table " + table, e);
    }
  }

  Result<std::vector<OwnershipNote>> wait(std::chrono::milliseconds timeout) override {
    try {
      if (!listener_) {
        listener_ = std::make_unique<pqxx::connection>(url_);
        receiver_ = std::make_unique<Receiver>(*listener_, self_, notes_);
      }
      notes_.clear();
      const long long us = std::chrono::duration_cast<std::chrono::microseconds>(timeout).count();
      listener_->await_notification(static_cast<long>(us / 1000000),
                                    static_cast<long>(us % 1000000));
      listener_->get_notifs();
      return notes_;
    } catch (const std::exception& e) {
      // A lost connection is opened again on the next wait.
      receiver_.reset();
      listener_.reset();
      return db_error("hear the other servers", e);
    }
  }

  Result<void> publish(const std::vector<Listing>& tables) override {
    if (tables.empty()) return ok_result();
    std::lock_guard lock(mutex_);
    try {
      // Two statements however many tables changed: at thousands of moves a
      // second, an upsert and a note per table were two round trips each.
      std::vector<std::string> ids, summaries;
      std::vector<bool> listed, joinable, terminal;
      std::vector<int> versions;
      for (const Listing& l : tables) {
        ids.push_back(l.table);
        listed.push_back(l.listed);
        joinable.push_back(l.joinable);
        terminal.push_back(l.terminal);
        versions.push_back(l.version);
        summaries.push_back(l.summary);
      }
      pqxx::work w(db_);
      w.exec_params(
          "INSERT INTO listing (table_id, listed, joinable, terminal, version, summary) "
          "SELECT * FROM unnest($1::text[], $2::boolean[], $3::boolean[], $4::boolean[], "
          "$5::int[], $6::text[]) "
          "ON CONFLICT (table_id) DO UPDATE SET "
          "listed = EXCLUDED.listed, joinable = EXCLUDED.joinable, terminal = EXCLUDED.terminal, "
          "version = EXCLUDED.version, summary = EXCLUDED.summary "
          "WHERE listing.version <= EXCLUDED.version",
          pg_array(ids), pg_array(listed), pg_array(joinable), pg_array(terminal),
          pg_array(versions), pg_array(summaries));
      w.exec_params("SELECT pg_notify($1, 'changed ' || id) FROM unnest($2::text[]) AS id",
                    kChannel, pg_array(ids));
      w.commit();
      return ok_result();
    } catch (const std::exception& e) {
      return db_error("list this server's tables", e);
    }
  }

  Result<void> record_creator(const std::string& table, const std::string& client) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      w.exec_params(
          "INSERT INTO creators (table_id, client) VALUES ($1, $2) ON CONFLICT DO NOTHING", table,
          client);
      w.commit();
      return ok_result();
    } catch (const std::exception& e) {
      return db_error("record who made a table", e);
    }
  }

  Result<int> open_tables_of(const std::string& client) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::read_transaction r(db_);
      return r
          .exec_params(
              "SELECT count(*) FROM creators c JOIN listing l ON l.table_id = c.table_id "
              "JOIN leases x ON x.table_id = c.table_id "
              "WHERE c.client = $1 AND NOT l.terminal AND x.expires > now()",
              client)[0][0]
          .as<int>();
    } catch (const std::exception& e) {
      return db_error("count a client's tables", e);
    }
  }

  Result<int> open_tables() override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::read_transaction r(db_);
      return r
          .exec(
              "SELECT count(*) FROM listing l JOIN leases x ON x.table_id = l.table_id "
              "WHERE NOT l.terminal AND x.expires > now()")[0][0]
          .as<int>();
    } catch (const std::exception& e) {
      return db_error("count the games in play", e);
    }
  }

  Result<std::map<CountKey, int>> share_counts(const std::map<CountKey, int>& changed) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      w.exec_params("INSERT INTO processes (owner, expires) VALUES ($1, " + lease_end() +
                        ") ON CONFLICT (owner) DO UPDATE SET expires = EXCLUDED.expires",
                    self_);
      if (!changed.empty()) {
        std::vector<std::string> kinds, keys;
        std::vector<int> ns;
        for (const auto& [key, n] : changed) {
          kinds.push_back(key.first);
          keys.push_back(key.second);
          ns.push_back(n);
        }
        w.exec_params(
            "INSERT INTO counts (owner, kind, key, n) SELECT $1, * FROM "
            "unnest($2::text[], $3::text[], $4::int[]) ON CONFLICT (owner, kind, key) "
            "DO UPDATE SET n = EXCLUDED.n",
            self_, pg_array(kinds), pg_array(keys), pg_array(ns));
        w.exec_params("DELETE FROM counts WHERE owner = $1 AND n <= 0", self_);
      }
      // The counts of processes gone for a while are dropped (a process that
      // comes back comes under a new name).
      w.exec(
          "DELETE FROM counts WHERE owner IN (SELECT owner FROM processes "
          "WHERE expires < now() - interval '1 minute')");
      w.exec("DELETE FROM processes WHERE expires < now() - interval '1 minute'");
      std::map<CountKey, int> others;
      for (const auto& row : w.exec_params(
               "SELECT c.kind, c.key, sum(c.n) FROM counts c JOIN processes p ON p.owner = "
               "c.owner WHERE p.expires > now() AND c.owner <> $1 GROUP BY c.kind, c.key",
               self_)) {
        others[{row[0].as<std::string>(), row[1].as<std::string>()}] = row[2].as<int>();
      }
      w.commit();
      return others;
    } catch (const std::exception& e) {
      return db_error("share this server's counts with the others", e);
    }
  }

  Result<nlohmann::json> list(std::size_t offset, std::size_t limit) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::read_transaction r(db_);
      nlohmann::json page = nlohmann::json::array();
      for (const auto& row : r.exec_params(
               "SELECT l.summary FROM listing l JOIN tables t ON t.id = l.table_id "
               "WHERE l.listed ORDER BY l.joinable DESC, t.created DESC OFFSET $1 LIMIT $2",
               static_cast<long long>(offset), static_cast<long long>(limit))) {
        page.push_back(nlohmann::json::parse(row[0].as<std::string>(), nullptr, false));
      }
      const auto total = r.exec("SELECT count(*) FROM listing WHERE listed")[0][0].as<long long>();
      return nlohmann::json{{"tables", std::move(page)}, {"total", total}, {"offset", offset}};
    } catch (const std::exception& e) {
      return db_error("read the list of tables", e);
    }
  }

 private:
  Result<void> notify(const std::string& payload, const std::string& what) {
    std::lock_guard lock(mutex_);
    try {
      pqxx::nontransaction n(db_);
      n.exec_params("SELECT pg_notify($1, $2)", kChannel, payload);
      return ok_result();
    } catch (const std::exception& e) {
      return db_error(what, e);
    }
  }

  std::string url_;
  std::string self_;
  std::mutex mutex_;
  pqxx::connection db_;
  // The listening connection, used by wait()'s one thread only.
  std::unique_ptr<pqxx::connection> listener_;
  std::unique_ptr<Receiver> receiver_;
  std::vector<OwnershipNote> notes_;
};

}  // namespace

Result<std::unique_ptr<Ownership>> open_pg_ownership(const std::string& url,
                                                     const std::string& self) {
  try {
    return std::unique_ptr<Ownership>(std::make_unique<PgOwnership>(url, self));
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kIoError,
                      std::string("cannot share tables through the database: ") + e.what());
  }
}

}  // namespace rookery
