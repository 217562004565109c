// The lobby's HTTP API: the route table and the router (api_routes.h).
#include "server/api_routes.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "core/text.h"

namespace rookery {

namespace {

// How the router finds the table a route's {id} names, before the handler runs.
enum class Find {
  kNoTable,  // the route names no table
  // The view and the replay: someone who only watches is shown the table where
  // it is, since watching moves no table between server processes
  // (Lobby::find_to_watch); a seat's holder as kForSeat.
  kToWatch,
  // A request that names a seat and its credential moves the table to this
  // process, but only when the credential holds the seat (Lobby::find_for_seat).
  kForSeat,
  kAny,  // wherever the table is played (a join, which names no seat held yet)
};

struct Route {
  http::verb method;  // get (HEAD is answered as GET) or post
  // The path after /api/, a segment at a time; "{id}" is a table's id (or a
  // player's name, a game's: a route that names no table reads it itself).
  std::array<std::string_view, 3> pattern;
  Find find;
  Response (*handle)(ApiCall&);
};

constexpr std::string_view kId = "{id}";

// Every route of the API (docs/protocol.md). A new route is one line here and a
// handler in its resource's file.
constexpr std::array kRoutes{
    Route{http::verb::get, {"games"}, Find::kNoTable, api::games},
    Route{http::verb::get, {"components"}, Find::kNoTable, api::components},
    Route{http::verb::get, {"tables"}, Find::kNoTable, api::list_tables},
    Route{http::verb::post, {"tables"}, Find::kNoTable, api::create_table},
    Route{http::verb::get, {"tables", kId}, Find::kToWatch, api::view},
    Route{http::verb::get, {"tables", kId, "replay"}, Find::kToWatch, api::replay},
    Route{http::verb::get, {"tables", kId, "hint"}, Find::kForSeat, api::hint},
    Route{http::verb::get, {"tables", kId, "analysis"}, Find::kForSeat, api::analysis},
    Route{http::verb::post, {"tables", kId, "join"}, Find::kAny, api::join},
    Route{http::verb::post, {"tables", kId, "leave"}, Find::kForSeat, api::leave},
    Route{http::verb::post, {"tables", kId, "bot"}, Find::kForSeat, api::give_to_bot},
    Route{http::verb::post, {"tables", kId, "hand-over"}, Find::kForSeat, api::hand_over},
    Route{http::verb::post, {"tables", kId, "undo"}, Find::kForSeat, api::undo},
    Route{http::verb::post, {"tables", kId, "act"}, Find::kForSeat, api::act},
    Route{http::verb::post, {"tables", kId, "again"}, Find::kForSeat, api::again},
    Route{http::verb::post, {"tables", kId, "chat"}, Find::kAny, api::say},
    Route{http::verb::post, {"tables", kId, "mute"}, Find::kForSeat, api::mute},
    Route{http::verb::post, {"account"}, Find::kNoTable, api::sign_up},
    Route{http::verb::get, {"account"}, Find::kNoTable, api::account},
    Route{http::verb::post, {"account", "sign-in"}, Find::kNoTable, api::sign_in},
    Route{http::verb::post, {"account", "sign-out"}, Find::kNoTable, api::sign_out},
    Route{http::verb::post, {"account", "password"}, Find::kNoTable, api::new_password},
    Route{http::verb::post, {"account", "recover"}, Find::kNoTable, api::recover},
    Route{http::verb::post, {"account", "seats"}, Find::kNoTable, api::keep_seats},
    Route{http::verb::get, {"account", "tables"}, Find::kNoTable, api::account_tables},
    Route{http::verb::get, {"players", kId}, Find::kNoTable, api::profile},
    Route{http::verb::get, {"leaderboards", kId}, Find::kNoTable, api::leaderboard},
};

// The routes that check a password (checks_password).
constexpr std::array kPasswordRoutes{api::sign_up, api::sign_in, api::new_password, api::recover};

// Whether `route` answers `method` on `path` (path[0] == "api").
bool matches(const Route& route, http::verb method, const std::vector<std::string>& path) {
  const bool get = method == http::verb::get || method == http::verb::head;
  if (route.method == http::verb::get ? !get : method != route.method) return false;
  std::size_t length = 0;
  while (length < route.pattern.size() && !route.pattern[length].empty()) ++length;
  if (path.size() != length + 1) return false;
  for (std::size_t i = 0; i < length; ++i) {
    if (route.pattern[i] != kId && route.pattern[i] != path[i + 1]) return false;
  }
  return true;
}

// The table the request names, looked up as `find` says; null when there is none here.
std::shared_ptr<Table> find_table(ApiCall& call, Find find) {
  const std::string& id = call.target.path[2];
  const std::string seat = call.target.get("seat");
  if (find == Find::kToWatch && seat.empty()) return call.lobby.find_to_watch(id);
  if (find != Find::kAny && call.req.method() != http::verb::post && !seat.empty()) {
    return call.lobby.find_for_seat(id, parse_int(seat).value_or(-1),
                                    credential_of(call.req, call.target));
  }
  if (find == Find::kForSeat && call.body.contains("seat")) {
    const auto at = seat_field(call.body);
    return call.lobby.find_for_seat(id, at ? *at : -1, credential_in(call.req, call.body));
  }
  return call.lobby.find(id);
}

// Why there is no table `id` to answer for: one whose moves no longer replay,
// one passing between processes (ask again), or none at all.
Error no_table(Lobby& lobby, const std::string& id) {
  if (const std::string why = lobby.not_served(id); !why.empty()) {
    return not_found("table " + id +
                     " cannot go on: its moves no longer replay under these rules (" + why + ")");
  }
  if (lobby.moving(id)) return moving(id);
  return not_found("there is no table " + quote(id));
}

}  // namespace

std::optional<Account> ApiCall::account() const {
  if (!people) return std::nullopt;
  return people->accounts.signed_in(session_cookie(req));
}

bool checks_password(const Request& req, const Target& target) {
  for (const Route& route : kRoutes) {
    if (!matches(route, req.method(), target.path)) continue;
    return std::find(kPasswordRoutes.begin(), kPasswordRoutes.end(), route.handle) !=
           kPasswordRoutes.end();
  }
  return false;
}

Response handle_api(Lobby& lobby, const Request& req, const Target& target,
                    const std::string& client, People* people) {
  for (const Route& route : kRoutes) {
    if (!matches(route, req.method(), target.path)) continue;
    ApiCall call{lobby, req, target, client, nlohmann::json::object(), nullptr, people};
    // A body that cannot be read is said only once the table is known to be here.
    Result<nlohmann::json> body = nlohmann::json::object();
    if (req.method() == http::verb::post) {
      body = body_json(req);
      if (body) call.body = std::move(*body);
    }
    if (route.find != Find::kNoTable) {
      call.table = find_table(call, route.find);
      if (!call.table) return fail(req, no_table(lobby, target.path[2]));
    }
    if (!body) return fail(req, body.error());
    return route.handle(call);
  }
  // The path alone: a query may hold a credential, which no answer repeats.
  const std::string_view path = req.target();
  return fail(req, not_found(std::string("no such API route: ") + std::string(req.method_string()) +
                             " " + quote_prefix(path.substr(0, path.find('?')), 200)));
}

}  // namespace rookery
