#include "server/accounts.h"

#include "core/text.h"
#include "server/name_fold.h"
#include "server/passwords.h"
#include "server/table.h"

namespace rookery {

namespace {

// The one refusal of a sign-in: it does not tell a wrong name from a wrong password.
Error wrong_name_or_password() {
  return make_error(ErrorCode::kNotSignedIn, "no account has that name and password");
}

// A hash to check a password against when the name is unknown, so that a wrong
// name takes as long as a wrong password (nobody learns which names exist).
const std::string& decoy_hash() {
  static const std::string hash = hash_password("a password nobody has").value();
  return hash;
}

}  // namespace

Accounts::Accounts(std::unique_ptr<AccountRows> rows) : rows_(std::move(rows)) {
  (void)decoy_hash();  // made now, so that the first unknown name takes no longer than others
}

Result<SignedIn> Accounts::sign_up(std::string_view name, std::string_view password) {
  if (auto ok = check_seat_name(name); !ok) return ok.error();
  const std::string key = folded_name(name);
  if (key.empty()) return make_error(ErrorCode::kInvalidArgument, "an account needs a name");
  auto hash = hash_password(password);
  if (!hash) return hash.error();
  const std::string code = new_token();
  AccountRow row{0, std::string(trim(name)), key, std::move(*hash), token_digest(code)};
  auto id = rows_->insert(row);
  if (!id) return id.error();
  row.id = *id;
  return open_session(row, code);
}

Result<SignedIn> Accounts::sign_in(std::string_view name, std::string_view password) {
  const auto row = rows_->by_key(folded_name(name));
  if (!row) {
    (void)password_matches(decoy_hash(), password);
    return wrong_name_or_password();
  }
  if (!password_matches(row->password_hash, password)) return wrong_name_or_password();
  return open_session(*row, "");
}

std::optional<Account> Accounts::named(std::string_view name) {
  const auto row = rows_->by_key(folded_name(name));
  if (!row) return std::nullopt;
  return Account{row->id, row->name};
}

std::optional<Account> Accounts::signed_in(std::string_view session) {
  if (session.empty()) return std::nullopt;
  const auto id = rows_->session(token_digest(session));
  if (!id) return std::nullopt;
  const auto row = rows_->by_id(*id);
  if (!row) return std::nullopt;
  return Account{row->id, row->name};
}

Result<void> Accounts::sign_out(std::string_view session) {
  return rows_->drop_session(token_digest(session));
}

Result<void> Accounts::sign_out_everywhere(std::int64_t account) {
  return rows_->drop_sessions(account);
}

Result<SignedIn> Accounts::change_password(std::int64_t account, std::string_view old,
                                           std::string_view fresh) {
  const auto row = rows_->by_id(account);
  if (!row || !password_matches(row->password_hash, old)) {
    return make_error(ErrorCode::kNotSignedIn, "the present password is not that");
  }
  return new_password(*row, fresh, "");
}

Result<SignedIn> Accounts::recover(std::string_view name, std::string_view code,
                                   std::string_view fresh) {
  const auto row = rows_->by_key(folded_name(name));
  if (!row || row->recovery_digest.empty() ||
      !same_digest(row->recovery_digest, token_digest(code))) {
    return make_error(ErrorCode::kNotSignedIn, "no account has that name and recovery code");
  }
  // The code is spent: a new one replaces it, shown once, as at sign-up.
  return new_password(*row, fresh, new_token());
}

Result<SignedIn> Accounts::new_password(const AccountRow& row, std::string_view fresh,
                                        std::string recovery_code) {
  auto hash = hash_password(fresh);
  if (!hash) return hash.error();
  const std::string digest =
      recovery_code.empty() ? row.recovery_digest : token_digest(recovery_code);
  if (auto w = rows_->set_secrets(row.id, *hash, digest); !w) return w.error();
  // Whoever else knew the old password or code is signed out; this device signs in.
  if (auto w = rows_->drop_sessions(row.id); !w) return w.error();
  return open_session(row, std::move(recovery_code));
}

Result<SignedIn> Accounts::open_session(const AccountRow& row, std::string recovery_code) {
  const std::string token = new_token();
  if (auto w = rows_->add_session(token_digest(token), row.id); !w) return w.error();
  return SignedIn{Account{row.id, row.name}, token, std::move(recovery_code)};
}

}  // namespace rookery
