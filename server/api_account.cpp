// People's accounts over HTTP (docs/protocol.md, "Accounts, ratings and
// profiles"): sign up, in and out, a new password, a recovery, and the seats an
// account holds. The session is a cookie (http_common.h); every rule is
// Accounts'. Failed tries are counted per name and per address (SignInLimits).
#include "core/text.h"
#include "server/api_routes.h"
#include "server/name_fold.h"

namespace rookery {

using nlohmann::json;

namespace {

// The most seats a guest's browser hands to its account at once.
constexpr std::size_t kMostKeptSeats = 100;
// The most of an account's tables one answer lists.
constexpr int kMostAccountTables = 50;

json account_json(const Account& a) { return {{"id", a.id}, {"name", a.name}}; }

Error no_accounts() { return not_found("this server keeps no accounts"); }

Error not_signed_in() {
  return make_error(ErrorCode::kNotSignedIn, "you are not signed in (or your session has ended)");
}

// `session` signed in: the answer with its cookie, and the account.
Response signed_in(const Request& req, http::status status, const SignedIn& in) {
  json body = {{"account", account_json(in.account)}};
  if (!in.recovery_code.empty()) body["recovery_code"] = in.recovery_code;
  Response res = reply(req, status, body);
  set_session_cookie(req, res, in.session);
  return res;
}

// Refused for now: too many failed tries of `name` or from this address.
std::optional<Response> over_limit(ApiCall& call, const std::string& key) {
  const auto wait = call.people->limits.wait(key, call.client, SignInLimits::Clock::now());
  if (!wait) return std::nullopt;
  Response res =
      fail(call.req, make_error(ErrorCode::kLimitReached, "too many failed tries: wait " +
                                                              std::to_string(wait->count()) +
                                                              " seconds before trying again"));
  res.set(http::field::retry_after, std::to_string(wait->count()));
  return res;
}

// Counts a failure of a password or code check (kNotSignedIn) against `key`.
void count(ApiCall& call, const std::string& key, const Error& e) {
  if (e.code == ErrorCode::kNotSignedIn) {
    call.people->limits.failed(key, call.client, SignInLimits::Clock::now());
  }
}

}  // namespace

Response api::sign_up(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const std::string name = string_field(call.body, "name");
  const std::string key = folded_name(name);
  if (auto refused = over_limit(call, key)) return *refused;
  auto in = call.people->accounts.sign_up(name, string_field(call.body, "password"));
  if (!in) return fail(call.req, in.error());
  // Each account made counts as a try from its address, so that one address
  // cannot make accounts without end (SignInLimits::Options::per_address).
  call.people->limits.tried_from(call.client, SignInLimits::Clock::now());
  return signed_in(call.req, http::status::created, *in);
}

Response api::account(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const auto account = call.account();
  if (!account) return fail(call.req, not_signed_in());
  return reply(call.req, http::status::ok, {{"account", account_json(*account)}});
}

Response api::sign_in(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const std::string name = string_field(call.body, "name");
  const std::string key = folded_name(name);
  if (auto refused = over_limit(call, key)) return *refused;
  auto in = call.people->accounts.sign_in(name, string_field(call.body, "password"));
  if (!in) {
    count(call, key, in.error());
    return fail(call.req, in.error());
  }
  call.people->limits.succeeded(key);
  return signed_in(call.req, http::status::ok, *in);
}

Response api::sign_out(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const std::string session = session_cookie(call.req);
  if (call.body.contains("everywhere") && !call.body["everywhere"].is_boolean()) {
    return fail(call.req, make_error(ErrorCode::kInvalidArgument,
                                     "field \"everywhere\" (every device) is true or false"));
  }
  if (call.body.value("everywhere", false)) {
    const auto account = call.account();
    if (!account) return fail(call.req, not_signed_in());
    if (auto out = call.people->accounts.sign_out_everywhere(account->id); !out) {
      return fail(call.req, out.error());
    }
  } else if (!session.empty()) {
    if (auto out = call.people->accounts.sign_out(session); !out) {
      return fail(call.req, out.error());
    }
  }
  Response res = reply(call.req, http::status::ok, json::object());
  set_session_cookie(call.req, res, "");
  return res;
}

Response api::new_password(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const auto account = call.account();
  if (!account) return fail(call.req, not_signed_in());
  // A session found on a shared computer must not guess the password either.
  const std::string key = folded_name(account->name);
  if (auto refused = over_limit(call, key)) return *refused;
  auto in = call.people->accounts.change_password(account->id, string_field(call.body, "password"),
                                                  string_field(call.body, "new_password"));
  if (!in) {
    count(call, key, in.error());
    return fail(call.req, in.error());
  }
  return signed_in(call.req, http::status::ok, *in);
}

Response api::recover(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const std::string name = string_field(call.body, "name");
  const std::string key = folded_name(name);
  if (auto refused = over_limit(call, key)) return *refused;
  auto in = call.people->accounts.recover(name, string_field(call.body, "recovery_code"),
                                          string_field(call.body, "new_password"));
  if (!in) {
    count(call, key, in.error());
    return fail(call.req, in.error());
  }
  call.people->limits.succeeded(key);
  return signed_in(call.req, http::status::ok, *in);
}

Response api::keep_seats(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const auto account = call.account();
  if (!account) return fail(call.req, not_signed_in());
  const json& seats = call.body.contains("seats") ? call.body["seats"] : json();
  if (!seats.is_array() || seats.size() > kMostKeptSeats) {
    return fail(call.req, make_error(ErrorCode::kInvalidArgument,
                                     "field \"seats\" is a list of at most " +
                                         std::to_string(kMostKeptSeats) +
                                         " {\"table\", \"seat\", \"credential\"}"));
  }
  int kept = 0;
  for (const json& s : seats) {
    if (!s.is_object()) continue;
    const std::string id = string_field(s, "table");
    const auto seat = seat_field(s);
    if (!seat || !table_id_shaped(id)) continue;
    const auto table = call.lobby.find_for_seat(id, *seat, string_field(s, "credential"));
    if (!table || !table->adopt(*seat, string_field(s, "credential"), *account)) continue;
    ++kept;
    // A game this browser finished as a guest joins the account's history.
    call.lobby.settle_again(table);
  }
  return reply(call.req, http::status::ok, {{"kept", kept}});
}

Response api::account_tables(ApiCall& call) {
  if (!call.people) return fail(call.req, no_accounts());
  const auto account = call.account();
  if (!account) return fail(call.req, not_signed_in());
  auto seats = call.lobby.seats_of_account(account->id, kMostAccountTables);
  if (!seats) return fail(call.req, seats.error());
  json tables = json::array();
  for (const AccountSeat& s : *seats) {
    const auto table = call.lobby.find_to_watch(s.table);
    if (!table) continue;  // not served now (its moves no longer replay)
    const json summary = table->summary();
    tables.push_back({{"table", s.table},
                      {"seat", s.seat},
                      {"credential", s.credential},
                      {"game", summary["game"]},
                      {"title", summary["title"]},
                      {"terminal", summary["terminal"]},
                      {"rated", summary["rated"]},
                      {"version", summary["version"]}});
  }
  return reply(call.req, http::status::ok, {{"tables", std::move(tables)}});
}

}  // namespace rookery
