// The PostgreSQL store (libpqxx): the same tables as the SQLite store, for
// installations that outgrow one file. kFull keeps synchronous_commit on (a move
// is on disk before the ack); kProcess turns it off, which still survives this
// process being killed, since PostgreSQL holds the move.
#include <mutex>
#include <pqxx/pqxx>
#include <set>

#include "server/db_error.h"
#include "server/group_commit.h"
#include "server/ownership.h"
#include "server/pg_array.h"
#include "server/store.h"
#include "server/store_frame.h"
#include "server/table.h"

namespace rookery {

namespace {

// A write to a table whose lease this process does not hold (server/ownership.h).
struct NotHeld : std::runtime_error {
  explicit NotHeld(const std::string& table)
      : std::runtime_error("this server no longer plays table " + table +
                           ": another server took it over; reconnect to go on there") {}
};

// A write refused for want of the table's lease is kMoving (ask again), any other db_error.
Error store_error(const std::string& what, const std::exception& e) {
  if (dynamic_cast<const NotHeld*>(&e) != nullptr) {
    return make_error(ErrorCode::kMoving, e.what());
  }
  return db_error(what, e);
}

class PostgresStore final : public GroupCommitStore {
 public:
  PostgresStore(const std::string& url, Durability durability) : db_(url) {
    pqxx::work w(db_);
    // Servers starting together create the tables one at a time.
    w.exec("SELECT pg_advisory_xact_lock(7305901)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, "
        "seed BIGINT NOT NULL, created BIGSERIAL)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "kind TEXT NOT NULL, credential TEXT NOT NULL, name TEXT NOT NULL, "
        "PRIMARY KEY (table_id, seat))");
    w.exec(
        "CREATE TABLE IF NOT EXISTS moves (table_id TEXT NOT NULL, version INTEGER NOT NULL, "
        "player INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (table_id, version))");
    // Added after the first release: CREATE ... IF NOT EXISTS gives older databases it too.
    w.exec(
        "CREATE TABLE IF NOT EXISTS departures (id BIGSERIAL PRIMARY KEY, table_id TEXT NOT NULL, "
        "seat INTEGER NOT NULL, name TEXT NOT NULL, person TEXT NOT NULL, "
        "version INTEGER NOT NULL)");
    w.exec("CREATE INDEX IF NOT EXISTS departures_by_table ON departures (table_id)");
    // Private tables and invites, added later the same way: a table without a row
    // here is listed, open to anyone and has no host (Access's defaults).
    w.exec(
        "CREATE TABLE IF NOT EXISTS access (table_id TEXT PRIMARY KEY, "
        "invite_only BOOLEAN NOT NULL, host INTEGER NOT NULL)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS invites (id BIGSERIAL PRIMARY KEY, table_id TEXT NOT NULL, "
        "seat INTEGER NOT NULL, secret TEXT NOT NULL, used_by TEXT NOT NULL, "
        "UNIQUE (table_id, secret))");
    // The coach, added later the same way (as in the SQLite store).
    w.exec(
        "CREATE TABLE IF NOT EXISTS coach_settings (table_id TEXT PRIMARY KEY, "
        "hints BOOLEAN NOT NULL)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS reviews (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "review TEXT NOT NULL, PRIMARY KEY (table_id, seat))");
    // Accounts and rated tables, added later (as in the SQLite store).
    w.exec("ALTER TABLE seats ADD COLUMN IF NOT EXISTS account BIGINT NOT NULL DEFAULT 0");
    w.exec("ALTER TABLE departures ADD COLUMN IF NOT EXISTS account BIGINT NOT NULL DEFAULT 0");
    w.exec("CREATE INDEX IF NOT EXISTS seats_by_account ON seats (account) WHERE account <> 0");
    w.exec("CREATE TABLE IF NOT EXISTS rated_tables (table_id TEXT PRIMARY KEY)");
    // The chat at each table, added later (as in the SQLite store).
    w.exec(
        "CREATE TABLE IF NOT EXISTS chat (table_id TEXT NOT NULL, n INTEGER NOT NULL, seat "
        "INTEGER NOT NULL, name TEXT NOT NULL, text TEXT NOT NULL, version INTEGER NOT NULL, at "
        "BIGINT NOT NULL, PRIMARY KEY (table_id, n))");
    w.exec(
        "CREATE TABLE IF NOT EXISTS chat_mutes (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "muted INTEGER NOT NULL, PRIMARY KEY (table_id, seat, muted))");
    w.commit();
    pqxx::nontransaction n(db_);
    n.exec(durability == Durability::kFull ? "SET synchronous_commit = on"
                                           : "SET synchronous_commit = off");
    // The leases: who plays which table when several servers share the database.
    auto ownership = open_pg_ownership(url, self_);
    if (!ownership) throw std::runtime_error(ownership.error().message);
    ownership_ = std::move(*ownership);
  }

  Ownership* ownership() override { return ownership_.get(); }

  Result<void> create_table(const TableRecord& t) override {
    return framed<pqxx::work>("record table " + t.id, [&](pqxx::work& w) {
      w.exec_params("INSERT INTO tables (id, game, seed) VALUES ($1, $2, $3)", t.id, t.game,
                    static_cast<std::int64_t>(t.seed));
      // Its maker plays it first.
      w.exec_params(
          "INSERT INTO leases (table_id, owner, expires) VALUES ($1, $2, now() + "
          "interval '" +
              std::to_string(kLeaseTime.count()) + " milliseconds')",
          t.id, self_);
      for (std::size_t s = 0; s < t.seats.size(); ++s)
        write_seat(w, t.id, static_cast<int>(s), t.seats[s]);
      if (t.rated) w.exec_params("INSERT INTO rated_tables (table_id) VALUES ($1)", t.id);
    });
  }

  Result<void> append_chat(const std::string& table, const ChatLine& line) override {
    return framed<pqxx::work>("record a chat line of table " + table, [&](pqxx::work& w) {
      fence(w, table);
      w.exec_params(
          "INSERT INTO chat (table_id, n, seat, name, text, version, at) VALUES ($1, $2, $3, $4, "
          "$5, $6, $7)",
          table, line.n, line.seat, line.name, line.text, line.version, line.at);
    });
  }

  Result<void> set_chat_mute(const std::string& table, const ChatMute& mute, bool muted) override {
    return framed<pqxx::work>("record a mute at table " + table, [&](pqxx::work& w) {
      fence(w, table);
      w.exec_params(muted
                        ? "INSERT INTO chat_mutes (table_id, seat, muted) VALUES ($1, $2, $3) "
                          "ON CONFLICT DO NOTHING"
                        : "DELETE FROM chat_mutes WHERE table_id = $1 AND seat = $2 AND muted = $3",
                    table, mute.seat, mute.muted);
    });
  }

  Result<std::vector<AccountSeat>> seats_of_account(std::int64_t account, int limit) override {
    return framed<pqxx::read_transaction>(
        "read the seats of an account", [&](pqxx::read_transaction& r) {
          std::vector<AccountSeat> out;
          for (const auto& row : r.exec_params(
                   "SELECT s.table_id, s.seat, s.credential FROM seats s JOIN tables t ON t.id = "
                   "s.table_id WHERE s.account = $1 ORDER BY t.created DESC, s.seat LIMIT $2",
                   account, limit)) {
            out.push_back({row[0].as<std::string>(), row[1].as<int>(), row[2].as<std::string>()});
          }
          return out;
        });
  }

  // Only a table that differs from the defaults has a row (as in the SQLite store).
  Result<void> create_access(const std::string& table, const Access& a) override {
    if (!a.invite_only && a.host < 0 && a.invites.empty()) return ok_result();
    return framed<pqxx::work>("record who may sit at table " + table, [&](pqxx::work& w) {
      w.exec_params("INSERT INTO access (table_id, invite_only, host) VALUES ($1, $2, $3)", table,
                    a.invite_only, a.host);
      for (const Invite& i : a.invites) {
        w.exec_params(
            "INSERT INTO invites (table_id, seat, secret, used_by) VALUES ($1, $2, $3, $4)", table,
            i.seat, i.secret, i.used_by);
      }
    });
  }

  Result<Access> load_access(const std::string& table) override {
    return framed<pqxx::read_transaction>(
        "read who may sit at table " + table, [&](pqxx::read_transaction& r) {
          Access a;
          for (const auto& row :
               r.exec_params("SELECT invite_only, host FROM access WHERE table_id = $1", table)) {
            a.invite_only = row[0].as<bool>();
            a.host = row[1].as<int>();
          }
          for (const auto& i : r.exec_params(
                   "SELECT seat, secret, used_by FROM invites WHERE table_id = $1 ORDER BY id",
                   table)) {
            a.invites.push_back({i[0].as<int>(), i[1].as<std::string>(), i[2].as<std::string>()});
          }
          return a;
        });
  }

  Result<void> set_hints_on(const std::string& table) override {
    return framed<pqxx::work>("record the coach's hints at table " + table, [&](pqxx::work& w) {
      w.exec_params(
          "INSERT INTO coach_settings (table_id, hints) VALUES ($1, TRUE) ON CONFLICT (table_id) "
          "DO UPDATE SET hints = TRUE",
          table);
    });
  }

  Result<bool> hints_on(const std::string& table) override {
    return framed<pqxx::read_transaction>(
        "read the coach's settings at table " + table, [&](pqxx::read_transaction& r) {
          const pqxx::result rows =
              r.exec_params("SELECT hints FROM coach_settings WHERE table_id = $1", table);
          return !rows.empty() && rows[0][0].as<bool>();
        });
  }

  Result<void> save_review(const std::string& table, int seat, const std::string& review) override {
    return framed<pqxx::work>(
        "keep the review of seat " + std::to_string(seat + 1) + " at table " + table,
        [&](pqxx::work& w) {
          w.exec_params(
              "INSERT INTO reviews (table_id, seat, review) VALUES ($1, $2, $3) ON CONFLICT "
              "(table_id, seat) DO UPDATE SET review = EXCLUDED.review",
              table, seat, review);
        });
  }

  Result<std::optional<std::string>> load_review(const std::string& table, int seat) override {
    return framed<pqxx::read_transaction>(
        "read a review at table " + table, [&](pqxx::read_transaction& r) {
          const pqxx::result rows = r.exec_params(
              "SELECT review FROM reviews WHERE table_id = $1 AND seat = $2", table, seat);
          if (rows.empty()) return std::optional<std::string>{};
          return std::optional<std::string>{rows[0][0].as<std::string>()};
        });
  }

  Result<void> spend_invite(const std::string& table, const std::string& secret,
                            const std::string& name) override {
    return framed<pqxx::work>(
        "record an invite of table " + table + " as used", [&](pqxx::work& w) {
          fence(w, table);
          w.exec_params("UPDATE invites SET used_by = $1 WHERE table_id = $2 AND secret = $3", name,
                        table, secret);
        });
  }

  Result<void> remove_moves_from(const std::string& table, int version) override {
    return framed<pqxx::work>(
        "take back moves from " + std::to_string(version) + " of table " + table,
        [&](pqxx::work& w) {
          fence(w, table);
          w.exec_params("DELETE FROM moves WHERE table_id = $1 AND version >= $2", table, version);
        });
  }

  Result<void> update_seat(const std::string& table, int seat, const SeatRecord& r) override {
    return framed<pqxx::work>("record seat " + std::to_string(seat + 1) + " of table " + table,
                              [&](pqxx::work& w) {
                                fence(w, table);
                                write_seat(w, table, seat, r);
                              });
  }

  Result<void> vacate_seat(const std::string& table, const Departure& d,
                           const SeatRecord& r) override {
    return framed<pqxx::work>(
        "record who left seat " + std::to_string(d.seat + 1) + " of table " + table,
        [&](pqxx::work& w) {
          fence(w, table);
          write_seat(w, table, d.seat, r);
          w.exec_params(
              "INSERT INTO departures (table_id, seat, name, person, version, account) "
              "VALUES ($1, $2, $3, $4, $5, $6)",
              table, d.seat, d.name, d.person, d.version, d.account);
        });
  }

  Result<std::vector<TableRecord>> load_all() override {
    return framed<pqxx::read_transaction>("read the tables", [&](pqxx::read_transaction& r) {
      std::vector<TableRecord> out;
      for (const auto& row : r.exec(std::string(kSelectTable) + " ORDER BY created")) {
        out.push_back(read_table(r, row));
      }
      return out;
    });
  }

  Result<std::optional<TableRecord>> load_table(const std::string& id) override {
    return framed<pqxx::read_transaction>("read table " + id, [&](pqxx::read_transaction& r) {
      const pqxx::result rows = r.exec_params(std::string(kSelectTable) + " WHERE id = $1", id);
      if (rows.empty()) return std::optional<TableRecord>();
      return std::optional<TableRecord>(read_table(r, rows[0]));
    });
  }

 private:
  // A statement's frame (server/store_frame.h) on this store's one connection:
  // a pqxx::work to write, a pqxx::read_transaction to read.
  template <typename Transaction, typename Body>
  auto framed(const std::string& what, Body&& body)
      -> Result<std::invoke_result_t<Body, Transaction&>> {
    return in_transaction<Transaction>(mutex_, db_, store_error, what, std::forward<Body>(body));
  }

  // What read_table reads of a table's own row.
  static constexpr const char* kSelectTable =
      "SELECT id, game, seed, EXISTS (SELECT 1 FROM rated_tables r WHERE r.table_id = tables.id) "
      "FROM tables";

  // The table on `row` (kSelectTable), with its seats, moves and departures.
  static TableRecord read_table(pqxx::read_transaction& r, const pqxx::row& row) {
    TableRecord t;
    t.id = row[0].as<std::string>();
    t.game = row[1].as<std::string>();
    t.seed = static_cast<std::uint64_t>(row[2].as<std::int64_t>());
    t.rated = row[3].as<bool>();
    for (const auto& s : r.exec_params(
             "SELECT kind, credential, name, account FROM seats WHERE table_id = $1 ORDER BY seat",
             t.id)) {
      t.seats.push_back({s[0].as<std::string>(), s[1].as<std::string>(), s[2].as<std::string>(),
                         s[3].as<std::int64_t>()});
    }
    for (const auto& m : r.exec_params(
             "SELECT player, action FROM moves WHERE table_id = $1 ORDER BY version", t.id)) {
      t.moves.push_back({m[0].as<int>(), m[1].as<std::string>()});
    }
    for (const auto& d : r.exec_params(
             "SELECT seat, name, person, version, account FROM departures WHERE table_id = $1 "
             "ORDER BY id",
             t.id)) {
      t.departures.push_back({d[0].as<int>(), d[1].as<std::string>(), d[2].as<std::string>(),
                              d[3].as<int>(), d[4].as<std::int64_t>()});
    }
    for (const auto& c : r.exec_params(
             "SELECT n, seat, name, text, version, at FROM chat WHERE table_id = $1 ORDER BY n",
             t.id)) {
      t.chat.push_back({c[0].as<int>(), c[1].as<int>(), c[2].as<std::string>(),
                        c[3].as<std::string>(), c[4].as<int>(), c[5].as<std::int64_t>()});
    }
    for (const auto& m :
         r.exec_params("SELECT seat, muted FROM chat_mutes WHERE table_id = $1", t.id)) {
      t.chat_mutes.push_back({m[0].as<int>(), m[1].as<int>()});
    }
    return t;
  }

  // Refuses (NotHeld) a write to `table` unless this process holds its lease;
  // the lease's row stays locked until the write commits, so a takeover
  // (server/pg_ownership.cpp) waits for it, and no write follows a takeover.
  void fence(pqxx::work& w, const std::string& table) const {
    const pqxx::result rows =
        w.exec_params("SELECT owner FROM leases WHERE table_id = $1 FOR SHARE", table);
    if (rows.empty() || rows[0][0].as<std::string>() != self_) throw NotHeld(table);
  }

  // A batch in one transaction of two statements, whatever its size: the
  // fence of every table in it (as fence(), the leases locked in table order:
  // server/pg_ownership.cpp), then every move of the tables still held. A move
  // already stored (never, while the fence holds) makes the batch be written
  // again one write at a time, so that it fails alone.
  void write_batch(std::vector<std::shared_ptr<MoveWrite>>& batch) override {
    {
      std::lock_guard lock(mutex_);
      try {
        pqxx::work w(db_);
        std::vector<std::string> tables;
        for (const auto& m : batch) tables.push_back(m->table);
        std::set<std::string> held;
        for (const auto& row : w.exec_params(
                 "SELECT table_id FROM leases WHERE owner = $1 AND table_id = ANY($2::text[]) "
                 "ORDER BY table_id FOR SHARE",
                 self_, pg_array(tables))) {
          held.insert(row[0].as<std::string>());
        }
        std::vector<std::string> ids, actions;
        std::vector<int> versions, players;
        std::size_t expected = 0;
        for (auto& m : batch) {
          if (!held.contains(m->table)) {
            m->result = store_error(m->what(), NotHeld(m->table));
            continue;
          }
          for (std::size_t i = 0; i < m->moves.size(); ++i) {
            ids.push_back(m->table);
            versions.push_back(m->version + static_cast<int>(i));
            players.push_back(m->moves[i].player);
            actions.push_back(m->moves[i].action);
          }
          expected += m->moves.size();
        }
        const pqxx::result written = w.exec_params(
            "INSERT INTO moves (table_id, version, player, action) "
            "SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[]) "
            "ON CONFLICT DO NOTHING",
            pg_array(ids), pg_array(versions), pg_array(players), pg_array(actions));
        if (static_cast<std::size_t>(written.affected_rows()) == expected) {
          w.commit();
          return;
        }
      } catch (const std::exception& e) {
        for (auto& m : batch) {
          if (m->result) m->result = store_error(m->what(), e);
        }
        return;
      }
    }
    for (auto& m : batch) {
      if (!m->result) continue;
      m->result = framed<pqxx::work>(m->what(), [&](pqxx::work& w) {
        fence(w, m->table);
        for (std::size_t i = 0; i < m->moves.size(); ++i) {
          w.exec_params(
              "INSERT INTO moves (table_id, version, player, action) VALUES ($1, $2, $3, $4)",
              m->table, m->version + static_cast<int>(i), m->moves[i].player, m->moves[i].action);
        }
      });
    }
  }

  static void write_seat(pqxx::work& w, const std::string& table, int seat, const SeatRecord& r) {
    w.exec_params(
        "INSERT INTO seats (table_id, seat, kind, credential, name, account) VALUES ($1, $2, $3, "
        "$4, $5, $6) ON CONFLICT (table_id, seat) DO UPDATE SET kind = $3, credential = $4, "
        "name = $5, account = $6",
        table, seat, r.kind, r.credential, r.name, r.account);
  }

  std::mutex mutex_;  // guards the connection
  pqxx::connection db_;
  // This process's name among the servers sharing the database (random at each start).
  std::string self_ = new_credential().substr(0, 16);
  std::unique_ptr<Ownership> ownership_;
};

}  // namespace

Result<std::unique_ptr<Store>> open_postgres_store(const std::string& url, Durability durability) {
  try {
    return std::unique_ptr<Store>(std::make_unique<PostgresStore>(url, durability));
  } catch (const std::exception& e) {
    // libpq's messages name the host and user, not the password; the URL is
    // never quoted whole.
    return make_error(ErrorCode::kIoError, "cannot open the PostgreSQL database " +
                                               masked_store_name(url) + ": " + e.what());
  }
}

bool postgres_url(const std::string& where) {
  return where.rfind("postgresql://", 0) == 0 || where.rfind("postgres://", 0) == 0;
}

std::string masked_store_name(const std::string& where) {
  if (!postgres_url(where)) return where;
  std::string out = where;
  const auto authority = out.find("://") + 3;
  const auto at = out.find('@', authority);
  const auto slash = out.find('/', authority);
  if (at != std::string::npos && (slash == std::string::npos || at < slash)) {
    const auto colon = out.find(':', authority);
    if (colon != std::string::npos && colon < at) out.replace(colon + 1, at - colon - 1, "***");
  }
  for (std::size_t p = out.find("password="); p != std::string::npos;
       p = out.find("password=", p + 1)) {
    const auto end = out.find('&', p);
    out.replace(p + 9, (end == std::string::npos ? out.size() : end) - p - 9, "***");
  }
  return out;
}

Result<std::unique_ptr<Store>> open_store(const std::string& where, Durability durability) {
  if (postgres_url(where)) {
    return open_postgres_store(where, durability);
  }
  return open_sqlite_store(where, durability);
}

}  // namespace rookery
