#pragma once
// People's accounts (issue: players who come back): a name and a password,
// sessions, and a one-time recovery code, since there is no mail server. Guests
// need none: a seat's credential plays a table as before. The rules live here;
// the rows live in a store (AccountRows), one per database.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.h"
#include "server/account.h"

namespace rookery {

// An account as stored: its secrets only as hashes and digests.
struct AccountRow {
  std::int64_t id = 0;
  std::string name;
  std::string key;              // folded_name(name): unique, so no two names look alike
  std::string password_hash;    // Argon2id, encoded
  std::string recovery_digest;  // token_digest of the recovery code not yet used
};

// How long a session lasts from its sign-in (the cookie's Max-Age too).
inline constexpr int kSessionDays = 30;

// The storage of accounts and sessions (SQLite: sqlite_account_rows). Safe from
// several threads. A session is stored by its token's digest.
class AccountRows {
 public:
  virtual ~AccountRows() = default;
  // Stores a new account; its id, or kInvalidArgument when the key is taken.
  virtual Result<std::int64_t> insert(const AccountRow& row) = 0;
  virtual std::optional<AccountRow> by_key(const std::string& key) = 0;
  virtual std::optional<AccountRow> by_id(std::int64_t id) = 0;
  // Replaces an account's password hash and recovery digest.
  virtual Result<void> set_secrets(std::int64_t id, const std::string& password_hash,
                                   const std::string& recovery_digest) = 0;
  virtual Result<void> add_session(const std::string& digest, std::int64_t account) = 0;
  // The account a session's digest belongs to, if it is still open (younger
  // than kSessionDays).
  virtual std::optional<std::int64_t> session(const std::string& digest) = 0;
  virtual Result<void> drop_session(const std::string& digest) = 0;
  virtual Result<void> drop_sessions(std::int64_t account) = 0;
};

// Accounts and sessions kept in the SQLite database file `path` (":memory:" for tests).
Result<std::unique_ptr<AccountRows>> sqlite_account_rows(const std::string& path);
// Accounts and sessions kept in the PostgreSQL database at `url`, shared by every
// server process using it.
Result<std::unique_ptr<AccountRows>> postgres_account_rows(const std::string& url);

// What signing up or recovering gives: the account, signed in (a session token for
// the cookie), and the recovery code to write down, shown this once.
struct SignedIn {
  Account account;
  std::string session;
  std::string recovery_code;  // "" when signing in, which does not change it
};

// The rules of accounts over a store. Every failure to sign in says the same,
// whether the name exists or not, and takes as long.
class Accounts {
 public:
  explicit Accounts(std::unique_ptr<AccountRows> rows);

  // sign_up(name, password) → the new account, signed in, with its recovery code.
  // The name follows the rules of a seat's name, and no account may already have
  // one that looks the same (NFKC case folding, spaces ignored).
  Result<SignedIn> sign_up(std::string_view name, std::string_view password);
  // sign_in(name, password) → the account with a new session (a new token at every
  // sign-in), or one refusal for a wrong name and a wrong password alike.
  Result<SignedIn> sign_in(std::string_view name, std::string_view password);
  // The account called `name` (or a name that looks the same), if there is one.
  std::optional<Account> named(std::string_view name);
  // The account a session token is signed in as, if that session is still open.
  std::optional<Account> signed_in(std::string_view session);
  // Closes one session (signing out on this device).
  Result<void> sign_out(std::string_view session);
  // Closes every session of an account (signing out everywhere).
  Result<void> sign_out_everywhere(std::int64_t account);
  // change_password(account, old, fresh) → a new session, every other closed.
  Result<SignedIn> change_password(std::int64_t account, std::string_view old,
                                   std::string_view fresh);
  // recover(name, code, fresh) → the account signed in with the new password and a
  // new recovery code; every other session closed. The code works once.
  Result<SignedIn> recover(std::string_view name, std::string_view code, std::string_view fresh);

 private:
  Result<SignedIn> open_session(const AccountRow& row, std::string recovery_code);
  // Stores `fresh` as the password and `recovery_code` as the code ("" keeps the
  // old code), closes every session, and opens one.
  Result<SignedIn> new_password(const AccountRow& row, std::string_view fresh,
                                std::string recovery_code);
  std::unique_ptr<AccountRows> rows_;
};

}  // namespace rookery
