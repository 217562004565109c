// Accounts and sessions in SQLite (AccountRows): two tables, the secrets only as
// Argon2id hashes and BLAKE2b digests (server/passwords.h).
#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <chrono>
#include <mutex>

#include "server/accounts.h"
#include "server/db_error.h"
#include "server/private_file.h"
#include "server/wall_clock.h"

namespace rookery {

namespace {

class SqliteAccountRows final : public AccountRows {
 public:
  explicit SqliteAccountRows(const std::string& path)
      : db_(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_FULLMUTEX |
                      SQLite::OPEN_URI) {
    db_.exec("PRAGMA busy_timeout=5000");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS accounts (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "key TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, recovery_digest TEXT NOT NULL, "
        "created INTEGER NOT NULL)");
    db_.exec(
        "CREATE TABLE IF NOT EXISTS sessions (digest TEXT PRIMARY KEY, account INTEGER NOT "
        "NULL REFERENCES accounts(id), created INTEGER NOT NULL)");
    db_.exec("CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account)");
  }

  Result<std::int64_t> insert(const AccountRow& row) override {
    std::lock_guard lock(mutex_);
    try {
      SQLite::Statement q(db_,
                          "INSERT INTO accounts (name, key, password_hash, recovery_digest, "
                          "created) VALUES (?, ?, ?, ?, ?)");
      q.bind(1, row.name);
      q.bind(2, row.key);
      q.bind(3, row.password_hash);
      q.bind(4, row.recovery_digest);
      q.bind(5, static_cast<int64_t>(unix_seconds()));
      q.exec();
      return static_cast<std::int64_t>(db_.getLastInsertRowid());
    } catch (const SQLite::Exception& e) {
      if (e.getExtendedErrorCode() == SQLITE_CONSTRAINT_UNIQUE) {
        return make_error(ErrorCode::kInvalidArgument,
                          "that name is taken, or one that looks the same: choose another");
      }
      return db_error("store the account", e);
    }
  }

  std::optional<AccountRow> by_key(const std::string& key) override {
    return one("SELECT id, name, key, password_hash, recovery_digest FROM accounts WHERE key = ?",
               [&](SQLite::Statement& q) { q.bind(1, key); });
  }

  std::optional<AccountRow> by_id(std::int64_t id) override {
    return one("SELECT id, name, key, password_hash, recovery_digest FROM accounts WHERE id = ?",
               [&](SQLite::Statement& q) { q.bind(1, static_cast<int64_t>(id)); });
  }

  Result<void> set_secrets(std::int64_t id, const std::string& password_hash,
                           const std::string& recovery_digest) override {
    return run("change the password",
               "UPDATE accounts SET password_hash = ?, recovery_digest = ? WHERE id = ?",
               [&](SQLite::Statement& q) {
                 q.bind(1, password_hash);
                 q.bind(2, recovery_digest);
                 q.bind(3, static_cast<int64_t>(id));
               });
  }

  Result<void> add_session(const std::string& digest, std::int64_t account) override {
    return run("open the session",
               "INSERT INTO sessions (digest, account, created) VALUES (?, ?, ?)",
               [&](SQLite::Statement& q) {
                 q.bind(1, digest);
                 q.bind(2, static_cast<int64_t>(account));
                 q.bind(3, static_cast<int64_t>(unix_seconds()));
               });
  }

  std::optional<std::int64_t> session(const std::string& digest) override {
    std::lock_guard lock(mutex_);
    try {
      SQLite::Statement q(db_, "SELECT account FROM sessions WHERE digest = ? AND created > ?");
      q.bind(1, digest);
      q.bind(2, static_cast<int64_t>(unix_seconds() - kSessionDays * 24 * 3600));
      if (q.executeStep()) return q.getColumn(0).getInt64();
    } catch (const SQLite::Exception&) {
      // A database that cannot answer opens no session.
    }
    return std::nullopt;
  }

  Result<void> drop_session(const std::string& digest) override {
    return run("close the session", "DELETE FROM sessions WHERE digest = ?",
               [&](SQLite::Statement& q) { q.bind(1, digest); });
  }

  Result<void> drop_sessions(std::int64_t account) override {
    return run("close the sessions", "DELETE FROM sessions WHERE account = ?",
               [&](SQLite::Statement& q) { q.bind(1, static_cast<int64_t>(account)); });
  }

 private:
  // One statement that changes rows, `bind` filling its parameters.
  template <class Bind>
  Result<void> run(const std::string& what, const char* sql, Bind bind) {
    std::lock_guard lock(mutex_);
    try {
      SQLite::Statement q(db_, sql);
      bind(q);
      q.exec();
      return ok_result();
    } catch (const SQLite::Exception& e) {
      return db_error(what, e);
    }
  }

  // The one account a query finds, if any.
  template <class Bind>
  std::optional<AccountRow> one(const char* sql, Bind bind) {
    std::lock_guard lock(mutex_);
    try {
      SQLite::Statement q(db_, sql);
      bind(q);
      if (!q.executeStep()) return std::nullopt;
      return AccountRow{q.getColumn(0).getInt64(), q.getColumn(1).getString(),
                        q.getColumn(2).getString(), q.getColumn(3).getString(),
                        q.getColumn(4).getString()};
    } catch (const SQLite::Exception&) {
      return std::nullopt;
    }
  }

  std::mutex mutex_;
  SQLite::Database db_;
};

}  // namespace

Result<std::unique_ptr<AccountRows>> sqlite_account_rows(const std::string& path) {
  // Only its owner may read the hashes (docs/security.md, "Data at rest").
  if (path != ":memory:" && path.rfind("file:", 0) != 0) {
    if (auto p = make_private(path, true); !p) return p.error();
  }
  try {
    return std::unique_ptr<AccountRows>(std::make_unique<SqliteAccountRows>(path));
  } catch (const std::exception& e) {
    return db_error("open the accounts in " + path, e);
  }
}

}  // namespace rookery
