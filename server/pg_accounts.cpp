// Accounts and sessions in PostgreSQL (AccountRows), so that several server
// processes sharing one database share accounts and sessions (docs/deploy.md).
// The same two tables as SQLite's (sqlite_accounts.cpp).
#include <chrono>
#include <mutex>
#include <pqxx/pqxx>

#include "server/accounts.h"
#include "server/db_error.h"

namespace rookery {

namespace {

class PostgresAccountRows final : public AccountRows {
 public:
  explicit PostgresAccountRows(const std::string& url) : db_(url) {
    pqxx::work w(db_);
    // Servers starting together create the tables one at a time (as the tables' store).
    w.exec("SELECT pg_advisory_xact_lock(7305902)");
    w.exec(
        "CREATE TABLE IF NOT EXISTS accounts (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, "
        "key TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, recovery_digest TEXT NOT NULL, "
        "created TIMESTAMPTZ NOT NULL DEFAULT now())");
    w.exec(
        "CREATE TABLE IF NOT EXISTS sessions (digest TEXT PRIMARY KEY, account BIGINT NOT NULL "
        "REFERENCES accounts(id), created TIMESTAMPTZ NOT NULL DEFAULT now())");
    w.exec("CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account)");
    w.commit();
  }

  Result<std::int64_t> insert(const AccountRow& row) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      const auto id = w.exec_params1(
                           "INSERT INTO accounts (name, key, password_hash, recovery_digest) "
                           "VALUES ($1, $2, $3, $4) RETURNING id",
                           row.name, row.key, row.password_hash, row.recovery_digest)[0]
                          .as<std::int64_t>();
      w.commit();
      return id;
    } catch (const pqxx::unique_violation&) {
      return make_error(ErrorCode::kInvalidArgument,
                        "that name is taken, or one that looks the same: choose another");
    } catch (const std::exception& e) {
      return db_error("store the account", e);
    }
  }

  std::optional<AccountRow> by_key(const std::string& key) override {
    return one("SELECT id, name, key, password_hash, recovery_digest FROM accounts WHERE key = $1",
               key);
  }

  std::optional<AccountRow> by_id(std::int64_t id) override {
    return one("SELECT id, name, key, password_hash, recovery_digest FROM accounts WHERE id = $1",
               id);
  }

  Result<void> set_secrets(std::int64_t id, const std::string& password_hash,
                           const std::string& recovery_digest) override {
    return run("change the password",
               "UPDATE accounts SET password_hash = $1, recovery_digest = $2 WHERE id = $3",
               password_hash, recovery_digest, id);
  }

  Result<void> add_session(const std::string& digest, std::int64_t account) override {
    return run("open the session", "INSERT INTO sessions (digest, account) VALUES ($1, $2)", digest,
               account);
  }

  std::optional<std::int64_t> session(const std::string& digest) override {
    std::lock_guard lock(mutex_);
    try {
      pqxx::read_transaction r(db_);
      const auto rows = r.exec_params(
          "SELECT account FROM sessions WHERE digest = $1 AND created > now() - $2 * interval '1 "
          "day'",
          digest, kSessionDays);
      if (!rows.empty()) return rows[0][0].as<std::int64_t>();
    } catch (const std::exception&) {
      // A database that cannot answer opens no session.
    }
    return std::nullopt;
  }

  Result<void> drop_session(const std::string& digest) override {
    return run("close the session", "DELETE FROM sessions WHERE digest = $1", digest);
  }

  Result<void> drop_sessions(std::int64_t account) override {
    return run("close the sessions", "DELETE FROM sessions WHERE account = $1", account);
  }

 private:
  // One statement that changes rows, in a transaction of its own.
  template <class... Args>
  Result<void> run(const std::string& what, const char* sql, const Args&... args) {
    std::lock_guard lock(mutex_);
    try {
      pqxx::work w(db_);
      w.exec_params(sql, args...);
      w.commit();
      return ok_result();
    } catch (const std::exception& e) {
      return db_error(what, e);
    }
  }

  // The one account a query finds, if any.
  template <class Arg>
  std::optional<AccountRow> one(const char* sql, const Arg& arg) {
    std::lock_guard lock(mutex_);
    try {
      pqxx::read_transaction r(db_);
      const auto rows = r.exec_params(sql, arg);
      if (rows.empty()) return std::nullopt;
      const auto& f = rows[0];
      return AccountRow{f[0].template as<std::int64_t>(), f[1].template as<std::string>(),
                        f[2].template as<std::string>(), f[3].template as<std::string>(),
                        f[4].template as<std::string>()};
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }

  std::mutex mutex_;
  pqxx::connection db_;
};

}  // namespace

Result<std::unique_ptr<AccountRows>> postgres_account_rows(const std::string& url) {
  try {
    return std::unique_ptr<AccountRows>(std::make_unique<PostgresAccountRows>(url));
  } catch (const std::exception& e) {
    return db_error("open the accounts", e);
  }
}

}  // namespace rookery
