// Talk at the table over HTTP (docs/protocol.md, "Talk at the table"): a
// player's line names its seat and credential; a spectator's comes with the
// session cookie of a signed-in account. The table decides.
#include "server/api_routes.h"

namespace rookery {

using nlohmann::json;

Response api::say(ApiCall& call) {
  const std::string text = string_field(call.body, "text");
  Result<int> n = 0;
  if (call.body.contains("seat")) {
    const auto seat = seat_field(call.body);
    if (!seat) return fail(call.req, seat.error());
    n = call.table->say(*seat, credential_in(call.req, call.body), text);
  } else {
    const auto account = call.account();
    if (!account) {
      return fail(call.req,
                  make_error(ErrorCode::kNotSignedIn, "sign in to talk with the other spectators"));
    }
    n = call.table->say_as_spectator(*account, text);
  }
  if (!n) {
    Response res = fail(call.req, n.error());
    if (n.error().code == ErrorCode::kLimitReached) res.set(http::field::retry_after, "10");
    return res;
  }
  return reply(call.req, http::status::ok, {{"table", call.table->id()}, {"n", *n}});
}

Response api::mute(ApiCall& call) {
  const auto seat = seat_field(call.body);
  if (!seat) return fail(call.req, seat.error());
  const json& other = call.body.contains("other_seat") ? call.body["other_seat"] : json();
  const json& muted = call.body.contains("muted") ? call.body["muted"] : json();
  if (!other.is_number_integer() || !muted.is_boolean()) {
    return fail(call.req, make_error(ErrorCode::kInvalidArgument,
                                     "a mute names \"other_seat\" (from 0) and \"muted\" (true "
                                     "or false)"));
  }
  const auto o = other.get<std::int64_t>();
  auto now = call.table->mute(*seat, credential_in(call.req, call.body),
                              o < 0 || o > 1000 ? -1 : static_cast<int>(o), muted.get<bool>());
  if (!now) return fail(call.req, now.error());
  return reply(call.req, http::status::ok, {{"table", call.table->id()}, {"muted", *now}});
}

}  // namespace rookery
