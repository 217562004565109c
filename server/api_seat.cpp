// What a seat's holder does at a table (api_routes.h): each POST names its
// seat and credential in the body (or the credential in a header), and the
// table decides.
#include <climits>

#include "server/api_routes.h"

namespace rookery {

using nlohmann::json;

namespace {

// The body's seat; its player is known to be here (Table::seen), or why not.
Result<int> seat_of(ApiCall& call) {
  auto seat = seat_field(call.body);
  if (!seat) return seat.error();
  call.table->seen(*seat, credential_in(call.req, call.body));
  return *seat;
}

// A body's field naming another seat (`name`, from 0), or why it cannot.
Result<int> other_seat(const json& body, const char* name, const char* what) {
  const json& seat = body.contains(name) ? body[name] : json();
  if (!seat.is_number_unsigned() || seat.get<std::uint64_t>() > INT_MAX) {
    return make_error(ErrorCode::kInvalidArgument,
                      std::string("field \"") + name + "\" (" + what + ", from 0) is missing");
  }
  return seat.get<int>();
}

}  // namespace

Response api::join(ApiCall& call) {
  const Request& req = call.req;
  // Someone signed in takes the seat for their account (docs/protocol.md, "Accounts").
  const std::optional<Account> account = call.account();
  const Account* as = account ? &*account : nullptr;
  // With an invite (a private table's seats), the seat may be left to it.
  if (call.body.contains("invite")) {
    std::optional<int> at;
    if (call.body.contains("seat")) {
      auto s = seat_field(call.body);
      if (!s) return fail(req, s.error());
      at = *s;
    }
    auto seated = call.table->join_invited(string_field(call.body, "invite"), at,
                                           string_field(call.body, "name"), Table::Clock::now(),
                                           call.client, as);
    if (!seated) return fail(req, seated.error());
    return reply(
        req, http::status::ok,
        {{"table", call.table->id()}, {"seat", seated->seat}, {"credential", seated->credential}});
  }
  const auto seat = seat_of(call);
  if (!seat) return fail(req, seat.error());
  auto credential = call.table->join(*seat, string_field(call.body, "name"), Table::Clock::now(),
                                     call.client, as);
  if (!credential) return fail(req, credential.error());
  return reply(req, http::status::ok,
               {{"table", call.table->id()}, {"seat", *seat}, {"credential", *credential}});
}

Response api::leave(ApiCall& call) {
  const auto seat = seat_of(call);
  if (!seat) return fail(call.req, seat.error());
  auto left = call.table->leave(*seat, credential_in(call.req, call.body),
                                string_field(call.body, "bot"), call.client);
  if (!left) return fail(call.req, left.error());
  return reply(call.req, http::status::ok, {{"table", call.table->id()}, {"seat", *seat}});
}

Response api::give_to_bot(ApiCall& call) {
  // The host gives an open seat to a bot, so the game need not wait for it.
  const auto seat = seat_of(call);
  if (!seat) return fail(call.req, seat.error());
  const auto open_seat = other_seat(call.body, "open_seat", "the seat to give");
  if (!open_seat) return fail(call.req, open_seat.error());
  auto given = call.table->give_seat_to_bot(*seat, credential_in(call.req, call.body), *open_seat,
                                            string_field(call.body, "bot"));
  if (!given) return fail(call.req, given.error());
  return reply(call.req, http::status::ok, {{"table", call.table->id()}, {"seat", *open_seat}});
}

Response api::hand_over(ApiCall& call) {
  // The others hand the seat of a player who stayed away to a bot.
  const auto seat = seat_of(call);
  if (!seat) return fail(call.req, seat.error());
  const auto away = other_seat(call.body, "away_seat", "the seat to hand over");
  if (!away) return fail(call.req, away.error());
  auto handed = call.table->hand_over(*seat, credential_in(call.req, call.body), *away,
                                      string_field(call.body, "bot"));
  if (!handed) return fail(call.req, handed.error());
  return reply(call.req, http::status::ok, {{"table", call.table->id()}, {"seat", *away}});
}

Response api::undo(ApiCall& call) {
  const auto seat = seat_of(call);
  if (!seat) return fail(call.req, seat.error());
  auto version = call.table->undo(*seat, credential_in(call.req, call.body));
  if (!version) return fail(call.req, version.error());
  return reply(call.req, http::status::ok, {{"table", call.table->id()}, {"version", *version}});
}

Response api::act(ApiCall& call) {
  const auto seat = seat_of(call);
  if (!seat) return fail(call.req, seat.error());
  if (call.body.contains("standing") && !call.body["standing"].is_boolean()) {
    return fail(call.req, make_error(ErrorCode::kInvalidArgument,
                                     "field \"standing\" (leave the move standing) is true or "
                                     "false"));
  }
  const bool standing = call.body.value("standing", false);
  bool held = false;
  auto version =
      call.table->act(*seat, credential_in(call.req, call.body), string_field(call.body, "action"),
                      Table::Clock::now(), standing, &held);
  if (!version) return fail(call.req, version.error());
  // Held, not yet stored: 202, and made at the window's minimum (a crash
  // before then loses it, and the seat is asked again).
  if (held) {
    return reply(call.req, http::status::accepted,
                 {{"table", call.table->id()}, {"version", *version}, {"held", true}});
  }
  return reply(call.req, http::status::ok, {{"table", call.table->id()}, {"version", *version}});
}

Response api::again(ApiCall& call) {
  const auto seat = seat_of(call);
  if (!seat) return fail(call.req, seat.error());
  auto next =
      call.lobby.again(call.table->id(), *seat, credential_in(call.req, call.body), call.client);
  if (!next) return fail(call.req, next.error());
  json made = {{"table", (*next)->id()}};
  // The asker hosts a private table's next game: their seat there is theirs already.
  const TableRecord r = (*next)->record();
  if ((*next)->access().host == *seat) {
    made["seat"] = *seat;
    made["credential"] = r.seats[static_cast<std::size_t>(*seat)].credential;
  }
  return reply(call.req, http::status::created, made);
}

}  // namespace rookery
