// The lobby's tables (api_routes.h): a page of their summaries, and a new table.
#include <algorithm>

#include "core/text.h"
#include "server/api_routes.h"

namespace rookery {

using nlohmann::json;

Response api::list_tables(ApiCall& call) {
  // A page of summaries: the lobby page asks for one page, never for everything.
  const auto offset = parse_int(call.target.get("offset")).value_or(0);
  const auto limit = parse_int(call.target.get("limit")).value_or(50);
  return reply(call.req, http::status::ok,
               call.lobby.list(static_cast<std::size_t>(std::max(0, offset)),
                               static_cast<std::size_t>(std::clamp(limit, 1, 100))));
}

Response api::create_table(ApiCall& call) {
  const Request& req = call.req;
  const json& body = call.body;
  std::vector<std::string> seats;
  if (body.contains("seats") && body["seats"].is_array()) {
    for (const json& s : body["seats"]) {
      if (!s.is_string())
        return fail(req, make_error(ErrorCode::kInvalidArgument,
                                    "each seat is a string: \"human\" or a bot spec"));
      seats.push_back(s.get<std::string>());
    }
  }
  std::optional<std::uint64_t> seed;
  if (body.contains("seed") && body["seed"].is_number_unsigned())
    seed = body["seed"].get<std::uint64_t>();
  // A host is seated at once and the game waits for the guests; a host's
  // table is private unless "open" is true (docs/protocol.md).
  std::optional<Lobby::Host> host;
  if (body.contains("host")) {
    const json& h = body["host"];
    if (!h.is_object()) {
      return fail(req, make_error(ErrorCode::kInvalidArgument,
                                  "field \"host\" is an object: {\"name\": ..., \"seat\": N}"));
    }
    host.emplace();
    host->name = string_field(h, "name");
    if (h.contains("seat")) {
      auto at = seat_field(h);
      if (!at) return fail(req, at.error());
      host->seat = *at;
    }
  }
  // Without "open": a host's table is private, any other open (as old clients made them).
  const bool open = body.contains("open") ? body["open"] == true : !host;
  if (host) {
    host->invite_only = !open;
  } else if (!open) {
    return fail(req, make_error(ErrorCode::kInvalidArgument,
                                "a private table (\"open\": false) needs its host, who sends "
                                "the invites: add \"host\": {\"name\": ...}"));
  }
  // "hints": the coach gives hints to every seat, which everyone who joins is told.
  if (body.contains("hints") && !body["hints"].is_boolean()) {
    return fail(req, make_error(ErrorCode::kInvalidArgument,
                                "field \"hints\" (the coach's hints for every seat) is true or "
                                "false"));
  }
  const bool hints = body.value("hints", false);
  // "rated": the game moves its players' ratings; every seat an account's.
  if (body.contains("rated") && !body["rated"].is_boolean()) {
    return fail(req, make_error(ErrorCode::kInvalidArgument,
                                "field \"rated\" (whether the game moves ratings) is true or "
                                "false"));
  }
  const bool rated = body.value("rated", false);
  // A host who is signed in sits for their account, under its name.
  if (host) {
    if (const auto account = call.account()) {
      host->account = account->id;
      host->name = account->name;
    }
  }
  auto table =
      call.lobby.create(string_field(body, "game"), seats, seed, call.client, host, hints, rated);
  if (!table) return fail(req, table.error());
  json made = {{"table", (*table)->id()}, {"view", (*table)->view(kSpectator)}};
  if (host) {
    // The host's seat and credential, answered to the creator alone, and the invites.
    const TableRecord r = (*table)->record();
    const int at = (*table)->access().host;
    made["seat"] = at;
    made["credential"] = r.seats[static_cast<std::size_t>(at)].credential;
    made["invites"] = (*table)->view(at).value("invites", json::array());
  }
  return reply(req, http::status::created, made);
}

}  // namespace rookery
