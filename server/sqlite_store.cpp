// The SQLite store: three tables (tables, seats, moves) in WAL mode; one
// connection guarded by a mutex, since moves of many tables arrive at once.
#include <SQLiteCpp/SQLiteCpp.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <vector>

#include "server/db_error.h"
#include "server/group_commit.h"
#include "server/private_file.h"
#include "server/store.h"
#include "server/store_frame.h"

namespace rookery {

namespace {

class SqliteStore final : public GroupCommitStore {
 public:
  SqliteStore(const std::string& path, Durability durability)
      : db_(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_FULLMUTEX) {
    // One server per database: the first write transaction takes the file's lock
    // for as long as this connection lives (in exclusive mode the write-ahead
    // log's index is kept in memory, so there is no -shm file either). Taken
    // before anything else, so that a second server is told why it cannot start.
    db_.exec("PRAGMA locking_mode=EXCLUSIVE");
    try {
      db_.exec("BEGIN EXCLUSIVE");
      db_.exec("COMMIT");
      db_.exec("PRAGMA journal_mode=WAL");
    } catch (const SQLite::Exception& e) {
      if (e.getErrorCode() == SQLITE_BUSY || e.getErrorCode() == SQLITE_LOCKED) {
        throw std::runtime_error("it is in use by another server (a database has one server)");
      }
      throw;
    }
    db_.exec(durability == Durability::kFull ? "PRAGMA synchronous=FULL"
                                             : "PRAGMA synchronous=NORMAL");
    db_.exec("PRAGMA busy_timeout=5000");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, "
        "seed INTEGER NOT NULL, created INTEGER NOT NULL)");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "kind TEXT NOT NULL, credential TEXT NOT NULL, name TEXT NOT NULL, "
        "PRIMARY KEY (table_id, seat))");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS moves (table_id TEXT NOT NULL, version INTEGER NOT NULL, "
        "player INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (table_id, version))");
    // Added after the first release: CREATE ... IF NOT EXISTS gives older files it too.
    db_.exec(
        "CREATE TABLE IF NOT EXISTS departures (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "name TEXT NOT NULL, person TEXT NOT NULL, version INTEGER NOT NULL)");
    db_.exec("CREATE INDEX IF NOT EXISTS departures_by_table ON departures (table_id)");
    // Private tables and invites, added later the same way: a table without a row
    // here is listed, open to anyone and has no host (Access's defaults).
    db_.exec(
        "CREATE TABLE IF NOT EXISTS access (table_id TEXT PRIMARY KEY, "
        "invite_only INTEGER NOT NULL, host INTEGER NOT NULL)");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS invites (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "secret TEXT NOT NULL, used_by TEXT NOT NULL, PRIMARY KEY (table_id, secret))");
    // The coach, added later the same way: a table without a row has hints off
    // and no review kept.
    db_.exec(
        "CREATE TABLE IF NOT EXISTS coach_settings (table_id TEXT PRIMARY KEY, "
        "hints INTEGER NOT NULL)");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS reviews (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "review TEXT NOT NULL, PRIMARY KEY (table_id, seat))");
    // Accounts and rated tables, added later: a seat or a departure of an older
    // file is a guest's (account 0), and a table without a row is unrated.
    add_column_once("seats", "account", "INTEGER NOT NULL DEFAULT 0");
    add_column_once("departures", "account", "INTEGER NOT NULL DEFAULT 0");
    db_.exec("CREATE INDEX IF NOT EXISTS seats_by_account ON seats (account) WHERE account != 0");
    db_.exec("CREATE TABLE IF NOT EXISTS rated_tables (table_id TEXT PRIMARY KEY)");
    // The chat at each table, added later the same way.
    db_.exec(
        "CREATE TABLE IF NOT EXISTS chat (table_id TEXT NOT NULL, n INTEGER NOT NULL, seat "
        "INTEGER NOT NULL, name TEXT NOT NULL, text TEXT NOT NULL, version INTEGER NOT NULL, at "
        "INTEGER NOT NULL, PRIMARY KEY (table_id, n))");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS chat_mutes (table_id TEXT NOT NULL, seat INTEGER NOT NULL, "
        "muted INTEGER NOT NULL, PRIMARY KEY (table_id, seat, muted))");
  }

  Result<void> append_chat(const std::string& table, const ChatLine& line) override {
    return framed("record a chat line of table " + table, [&](SQLite::Transaction&) {
      SQLite::Statement q(db_,
                          "INSERT INTO chat (table_id, n, seat, name, text, version, at) VALUES "
                          "(?, ?, ?, ?, ?, ?, ?)");
      q.bind(1, table);
      q.bind(2, line.n);
      q.bind(3, line.seat);
      q.bind(4, line.name);
      q.bind(5, line.text);
      q.bind(6, line.version);
      q.bind(7, static_cast<std::int64_t>(line.at));
      q.exec();
    });
  }

  Result<void> set_chat_mute(const std::string& table, const ChatMute& mute, bool muted) override {
    return framed("record a mute at table " + table, [&](SQLite::Transaction&) {
      SQLite::Statement q(db_, muted ? "INSERT OR IGNORE INTO chat_mutes (table_id, seat, muted) "
                                       "VALUES (?, ?, ?)"
                                     : "DELETE FROM chat_mutes WHERE table_id = ? AND seat = ? AND "
                                       "muted = ?");
      q.bind(1, table);
      q.bind(2, mute.seat);
      q.bind(3, mute.muted);
      q.exec();
    });
  }

  Result<std::vector<AccountSeat>> seats_of_account(std::int64_t account, int limit) override {
    return framed("read the seats of an account", [&](SQLite::Transaction&) {
      std::vector<AccountSeat> out;
      SQLite::Statement q(db_,
                          "SELECT s.table_id, s.seat, s.credential FROM seats s JOIN tables t ON "
                          "t.id = s.table_id WHERE s.account = ? ORDER BY t.created DESC, s.seat "
                          "LIMIT ?");
      q.bind(1, static_cast<std::int64_t>(account));
      q.bind(2, limit);
      while (q.executeStep()) {
        out.push_back(
            {q.getColumn(0).getString(), q.getColumn(1).getInt(), q.getColumn(2).getString()});
      }
      return out;
    });
  }

  Result<void> set_hints_on(const std::string& table) override {
    return framed("record the coach's hints at table " + table, [&](SQLite::Transaction&) {
      SQLite::Statement insert(
          db_, "INSERT OR REPLACE INTO coach_settings (table_id, hints) VALUES (?, 1)");
      insert.bind(1, table);
      insert.exec();
    });
  }

  Result<bool> hints_on(const std::string& table) override {
    return framed("read the coach's settings at table " + table, [&](SQLite::Transaction&) {
      SQLite::Statement q(db_, "SELECT hints FROM coach_settings WHERE table_id = ?");
      q.bind(1, table);
      return q.executeStep() && q.getColumn(0).getInt() != 0;
    });
  }

  Result<void> save_review(const std::string& table, int seat, const std::string& review) override {
    return framed("keep the review of seat " + std::to_string(seat + 1) + " at table " + table,
                  [&](SQLite::Transaction&) {
                    SQLite::Statement insert(db_,
                                             "INSERT OR REPLACE INTO reviews (table_id, seat, "
                                             "review) VALUES (?, ?, ?)");
                    insert.bind(1, table);
                    insert.bind(2, seat);
                    insert.bind(3, review);
                    insert.exec();
                  });
  }

  Result<std::optional<std::string>> load_review(const std::string& table, int seat) override {
    return framed("read a review at table " + table, [&](SQLite::Transaction&) {
      SQLite::Statement q(db_, "SELECT review FROM reviews WHERE table_id = ? AND seat = ?");
      q.bind(1, table);
      q.bind(2, seat);
      std::optional<std::string> review;
      if (q.executeStep()) review = q.getColumn(0).getString();
      return review;
    });
  }

  Result<void> create_table(const TableRecord& t) override {
    return framed("record table " + t.id, [&](SQLite::Transaction&) {
      SQLite::Statement insert(db_,
                               "INSERT INTO tables (id, game, seed, created) VALUES (?, ?, ?, "
                               "(SELECT COUNT(*) FROM tables))");
      insert.bind(1, t.id);
      insert.bind(2, t.game);
      insert.bind(3, static_cast<std::int64_t>(t.seed));
      insert.exec();
      for (std::size_t s = 0; s < t.seats.size(); ++s)
        write_seat(t.id, static_cast<int>(s), t.seats[s]);
      if (t.rated) {
        SQLite::Statement rated(db_, "INSERT INTO rated_tables (table_id) VALUES (?)");
        rated.bind(1, t.id);
        rated.exec();
      }
    });
  }

  // Only a table that differs from the defaults has a row, so tables without
  // one read as they always did.
  Result<void> create_access(const std::string& table, const Access& a) override {
    if (!a.invite_only && a.host < 0 && a.invites.empty()) return ok_result();
    return framed("record who may sit at table " + table, [&](SQLite::Transaction&) {
      SQLite::Statement insert(db_,
                               "INSERT INTO access (table_id, invite_only, host) VALUES (?, ?, ?)");
      insert.bind(1, table);
      insert.bind(2, a.invite_only ? 1 : 0);
      insert.bind(3, a.host);
      insert.exec();
      for (const Invite& i : a.invites) {
        SQLite::Statement invite(
            db_, "INSERT INTO invites (table_id, seat, secret, used_by) VALUES (?, ?, ?, ?)");
        invite.bind(1, table);
        invite.bind(2, i.seat);
        invite.bind(3, i.secret);
        invite.bind(4, i.used_by);
        invite.exec();
      }
    });
  }

  Result<Access> load_access(const std::string& table) override {
    return framed("read who may sit at table " + table, [&](SQLite::Transaction&) {
      Access a;
      SQLite::Statement access(db_, "SELECT invite_only, host FROM access WHERE table_id = ?");
      access.bind(1, table);
      if (access.executeStep()) {
        a.invite_only = access.getColumn(0).getInt() != 0;
        a.host = access.getColumn(1).getInt();
      }
      SQLite::Statement invites(
          db_, "SELECT seat, secret, used_by FROM invites WHERE table_id = ? ORDER BY rowid");
      invites.bind(1, table);
      while (invites.executeStep()) {
        a.invites.push_back({invites.getColumn(0).getInt(), invites.getColumn(1).getString(),
                             invites.getColumn(2).getString()});
      }
      return a;
    });
  }

  Result<void> spend_invite(const std::string& table, const std::string& secret,
                            const std::string& name) override {
    return framed("record an invite of table " + table + " as used", [&](SQLite::Transaction&) {
      SQLite::Statement spend(db_,
                              "UPDATE invites SET used_by = ? WHERE table_id = ? AND secret = ?");
      spend.bind(1, name);
      spend.bind(2, table);
      spend.bind(3, secret);
      spend.exec();
    });
  }

  Result<void> remove_moves_from(const std::string& table, int version) override {
    // Every append_move has returned before (the table's lock orders them), so
    // the move is written and no batch holds it.
    return framed("take back moves from " + std::to_string(version) + " of table " + table,
                  [&](SQLite::Transaction&) {
                    SQLite::Statement remove(
                        db_, "DELETE FROM moves WHERE table_id = ? AND version >= ?");
                    remove.bind(1, table);
                    remove.bind(2, version);
                    remove.exec();
                  });
  }

  Result<void> update_seat(const std::string& table, int seat, const SeatRecord& r) override {
    return framed("record seat " + std::to_string(seat + 1) + " of table " + table,
                  [&](SQLite::Transaction&) { write_seat(table, seat, r); });
  }

  Result<void> vacate_seat(const std::string& table, const Departure& d,
                           const SeatRecord& r) override {
    return framed("record who left seat " + std::to_string(d.seat + 1) + " of table " + table,
                  [&](SQLite::Transaction&) {
                    write_seat(table, d.seat, r);
                    SQLite::Statement insert(
                        db_,
                        "INSERT INTO departures (table_id, seat, name, person, version, account) "
                        "VALUES (?, ?, ?, ?, ?, ?)");
                    insert.bind(1, table);
                    insert.bind(2, d.seat);
                    insert.bind(3, d.name);
                    insert.bind(4, d.person);
                    insert.bind(5, d.version);
                    insert.bind(6, static_cast<std::int64_t>(d.account));
                    insert.exec();
                  });
  }

  Result<std::vector<TableRecord>> load_all() override {
    return framed("read the tables", [&](SQLite::Transaction&) {
      std::vector<TableRecord> out;
      SQLite::Statement tables(db_, std::string(kSelectTable) + " ORDER BY created");
      while (tables.executeStep()) out.push_back(read_table(tables));
      return out;
    });
  }

  Result<std::optional<TableRecord>> load_table(const std::string& id) override {
    return framed("read table " + id, [&](SQLite::Transaction&) {
      SQLite::Statement table(db_, std::string(kSelectTable) + " WHERE id = ?");
      table.bind(1, id);
      std::optional<TableRecord> found;
      if (table.executeStep()) found = read_table(table);
      return found;
    });
  }

 private:
  // A statement's frame (server/store_frame.h) on this store's one connection.
  template <typename Body>
  auto framed(const std::string& what, Body&& body)
      -> Result<std::invoke_result_t<Body, SQLite::Transaction&>> {
    return in_transaction<SQLite::Transaction>(mutex_, db_, db_error, what,
                                               std::forward<Body>(body));
  }

  // What read_table reads of a table's own row.
  static constexpr const char* kSelectTable =
      "SELECT id, game, seed, EXISTS (SELECT 1 FROM rated_tables r WHERE r.table_id = tables.id) "
      "FROM tables";

  // Adds `column` to `table` unless an older file already has it (SQLite has no
  // ADD COLUMN IF NOT EXISTS).
  void add_column_once(const std::string& table, const std::string& column,
                       const std::string& declaration) {
    SQLite::Statement q(db_, "SELECT 1 FROM pragma_table_info(?) WHERE name = ?");
    q.bind(1, table);
    q.bind(2, column);
    if (!q.executeStep())
      db_.exec("ALTER TABLE " + table + " ADD COLUMN " + column + " " + declaration);
  }

  // The table on the current row of `row` (kSelectTable), with its seats, moves
  // and departures.
  TableRecord read_table(SQLite::Statement& row) {
    TableRecord t;
    t.id = row.getColumn(0).getString();
    t.game = row.getColumn(1).getString();
    t.seed = static_cast<std::uint64_t>(row.getColumn(2).getInt64());
    t.rated = row.getColumn(3).getInt() != 0;
    SQLite::Statement seats(
        db_, "SELECT kind, credential, name, account FROM seats WHERE table_id = ? ORDER BY seat");
    seats.bind(1, t.id);
    while (seats.executeStep()) {
      t.seats.push_back({seats.getColumn(0).getString(), seats.getColumn(1).getString(),
                         seats.getColumn(2).getString(), seats.getColumn(3).getInt64()});
    }
    SQLite::Statement moves(db_,
                            "SELECT player, action FROM moves WHERE table_id = ? ORDER BY version");
    moves.bind(1, t.id);
    while (moves.executeStep()) {
      t.moves.push_back({moves.getColumn(0).getInt(), moves.getColumn(1).getString()});
    }
    SQLite::Statement left(db_,
                           "SELECT seat, name, person, version, account FROM departures WHERE "
                           "table_id = ? ORDER BY rowid");
    left.bind(1, t.id);
    while (left.executeStep()) {
      t.departures.push_back({left.getColumn(0).getInt(), left.getColumn(1).getString(),
                              left.getColumn(2).getString(), left.getColumn(3).getInt(),
                              left.getColumn(4).getInt64()});
    }
    SQLite::Statement chat(db_,
                           "SELECT n, seat, name, text, version, at FROM chat WHERE table_id = ? "
                           "ORDER BY n");
    chat.bind(1, t.id);
    while (chat.executeStep()) {
      t.chat.push_back({chat.getColumn(0).getInt(), chat.getColumn(1).getInt(),
                        chat.getColumn(2).getString(), chat.getColumn(3).getString(),
                        chat.getColumn(4).getInt(), chat.getColumn(5).getInt64()});
    }
    SQLite::Statement mutes(db_, "SELECT seat, muted FROM chat_mutes WHERE table_id = ?");
    mutes.bind(1, t.id);
    while (mutes.executeStep()) {
      t.chat_mutes.push_back({mutes.getColumn(0).getInt(), mutes.getColumn(1).getInt()});
    }
    return t;
  }

  void write_seat(const std::string& table, int seat, const SeatRecord& r) {
    SQLite::Statement upsert(db_,
                             "INSERT OR REPLACE INTO seats (table_id, seat, kind, credential, "
                             "name, account) VALUES (?, ?, ?, ?, ?, ?)");
    upsert.bind(1, table);
    upsert.bind(2, seat);
    upsert.bind(3, r.kind);
    upsert.bind(4, r.credential);
    upsert.bind(5, r.name);
    upsert.bind(6, static_cast<std::int64_t>(r.account));
    upsert.exec();
  }

  // One transaction for the batch. A write that cannot be made (a version
  // already stored: never, while one server holds the file) makes the batch
  // be written again with a savepoint for each write, so that it fails alone;
  // the statements are prepared once, since a batch runs them for every move.
  void write_batch(std::vector<std::shared_ptr<MoveWrite>>& batch) override {
    std::lock_guard db_lock(mutex_);
    if (!insert_move_) {
      insert_move_ = std::make_unique<SQLite::Statement>(
          db_, "INSERT INTO moves (table_id, version, player, action) VALUES (?, ?, ?, ?)");
      savepoint_ = std::make_unique<SQLite::Statement>(db_, "SAVEPOINT move");
      release_ = std::make_unique<SQLite::Statement>(db_, "RELEASE move");
      rollback_to_ = std::make_unique<SQLite::Statement>(db_, "ROLLBACK TO move");
    }
    const auto run = [](SQLite::Statement& s) {
      s.tryReset();  // a failed step before leaves its error here: not this one's
      s.exec();
    };
    const auto insert = [&](const MoveWrite& w) {
      for (std::size_t i = 0; i < w.moves.size(); ++i) {
        SQLite::Statement& statement = *insert_move_;
        statement.tryReset();
        statement.bind(1, w.table);
        statement.bind(2, w.version + static_cast<int>(i));
        statement.bind(3, w.moves[i].player);
        statement.bind(4, w.moves[i].action);
        statement.exec();
      }
    };
    bool one_failed = false;
    try {
      SQLite::Transaction tx(db_);
      try {
        for (auto& w : batch) insert(*w);
      } catch (const SQLite::Exception&) {
        one_failed = true;  // rolled back with tx, written again below
        throw;
      }
      tx.commit();
      return;
    } catch (const std::exception& e) {
      if (!one_failed) {
        for (auto& w : batch) w->result = db_error(w->what(), e);
        return;
      }
    }
    try {
      SQLite::Transaction tx(db_);
      for (auto& w : batch) {
        try {
          run(*savepoint_);
          insert(*w);
          run(*release_);
        } catch (const std::exception& e) {
          run(*rollback_to_);
          run(*release_);
          w->result = db_error(w->what(), e);
        }
      }
      tx.commit();
    } catch (const std::exception& e) {
      for (auto& w : batch) {
        if (w->result) w->result = db_error(w->what(), e);
      }
    }
  }

  std::mutex mutex_;  // guards the connection and the statements below
  SQLite::Database db_;
  // Prepared on the first batch, after the tables exist (write_batch).
  std::unique_ptr<SQLite::Statement> insert_move_, savepoint_, release_, rollback_to_;
};

}  // namespace

Result<std::unique_ptr<Store>> open_sqlite_store(const std::string& path, Durability durability) {
  if (path != ":memory:" && !path.empty()) {
    if (auto r = make_private(path, true); !r) return r.error();
  }
  try {
    auto store = std::make_unique<SqliteStore>(path, durability);
    if (path != ":memory:" && !path.empty()) {
      // The log is created by the first write (above), with the file's mode.
      if (auto r = make_private(path + "-wal", false); !r) return r.error();
    }
    return std::unique_ptr<Store>(std::move(store));
  } catch (const std::exception& e) {
    return make_error(ErrorCode::kIoError, "cannot open the database " + path + ": " + e.what());
  }
}

}  // namespace rookery
