// The network layer: Beast HTTP for the lobby's JSON API and static files, and a
// WebSocket per viewer of a table. Every handler ends in Lobby or Table calls;
// no rules and no projections are computed here.
#include "server/http_server.h"

#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <climits>
#include <deque>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/json_input.h"
#include "core/text.h"
#include "games/registry.h"
#include "server/connection_limits.h"
#include "server/static_files.h"
#include "server/table_message.h"
#include "study/catalogue.h"

namespace rookery {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;

namespace {

// Connections in all: the operator's number, or what the descriptor limit
// leaves after a reserve for the database, files and the bots' work.
std::size_t connection_cap(const ServerOptions& o) {
  if (o.max_connections > 0) return o.max_connections;
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 100'000;
  constexpr rlim_t kReserve = 64;
  return limit.rlim_cur > 2 * kReserve ? static_cast<std::size_t>(limit.rlim_cur - kReserve)
                                       : static_cast<std::size_t>(limit.rlim_cur / 2);
}

}  // namespace

struct HttpServer::Impl {
  Impl(Lobby& l, ServerOptions o)
      : lobby(l),
        options(std::move(o)),
        files(options.static_dir),
        limits(connection_cap(options), options.connections_per_address),
        acceptor(ioc) {}
  Lobby& lobby;
  ServerOptions options;
  StaticFiles files;
  // Declared before the io_context: connections still pending when it is
  // destroyed give their places back to it.
  ConnectionLimits limits;
  net::io_context ioc;
  tcp::acceptor acceptor;
  std::vector<std::thread> threads;
};

namespace {

using Impl = HttpServer::Impl;
constexpr auto kUseTuple = net::as_tuple(net::use_awaitable);

// ---- small pieces -------------------------------------------------------------

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// "%41b+c" -> "Ab c" in a query string (`plus_is_space`), "Ab+c" in a path.
std::string url_decode(std::string_view s, bool plus_is_space) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+' && plus_is_space) {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && hex_value(s[i + 1]) >= 0 &&
               hex_value(s[i + 2]) >= 0) {
      out += static_cast<char>(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// A request target split into path segments and query parameters, each
// decoded: a segment may hold any byte (a decoded "%2f" too), so whoever uses
// one as a name checks it (StaticFiles, table ids).
struct Target {
  std::vector<std::string> path;
  std::map<std::string, std::string> query;
  std::string get(const std::string& key) const {
    const auto it = query.find(key);
    return it == query.end() ? "" : it->second;
  }
};

Target parse_target(std::string_view target) {
  Target t;
  const auto q = target.find('?');
  std::string_view path = target.substr(0, q);
  std::size_t start = 0;
  while (start <= path.size()) {
    const auto slash = path.find('/', start);
    const auto piece =
        path.substr(start, slash == std::string_view::npos ? path.npos : slash - start);
    if (!piece.empty()) t.path.push_back(url_decode(piece, false));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (q != std::string_view::npos) {
    std::string_view rest = target.substr(q + 1);
    while (!rest.empty()) {
      const auto amp = rest.find('&');
      const auto pair = rest.substr(0, amp);
      const auto eq = pair.find('=');
      t.query[url_decode(pair.substr(0, eq), true)] =
          eq == std::string_view::npos ? "" : url_decode(pair.substr(eq + 1), true);
      if (amp == std::string_view::npos) break;
      rest = rest.substr(amp + 1);
    }
  }
  return t;
}

json error_json(const Error& e) {
  return {{"error", {{"code", std::string(error_code_name(e.code))}, {"message", e.message}}}};
}

http::status status_of(const Error& e) {
  switch (e.code) {
    case ErrorCode::kUnknownName:
      return http::status::not_found;
    case ErrorCode::kIoError:
      return http::status::service_unavailable;
    case ErrorCode::kLimitReached:
      return http::status::too_many_requests;
    case ErrorCode::kMoving:
      return http::status::service_unavailable;
    default:
      return http::status::bad_request;
  }
}

// The request line and headers together: more than a proxy in front passes
// (nginx: 4 buffers of 8 KiB), so that what it forwards is read, not refused.
constexpr std::size_t kMaxRequestHead = 64 * 1024;

using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

// Headers every answer carries: the browser is not to guess types or frame the
// pages, and runs only the server's own scripts and styles (nothing inline), so
// that a slip that lets markup into a page cannot reach the credentials the
// page keeps. Images may be data: URLs (the tab's icon is drawn so).
void harden(Response& res) {
  res.set("X-Content-Type-Options", "nosniff");
  res.set("X-Frame-Options", "DENY");
  res.set("Referrer-Policy", "no-referrer");
  res.set("Content-Security-Policy",
          "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
          "form-action 'self'; frame-ancestors 'none'");
}

Response reply(const Request& req, http::status status, const json& body) {
  Response res{status, req.version()};
  res.set(http::field::content_type, "application/json");
  res.set(http::field::cache_control, "no-store");
  harden(res);
  res.keep_alive(req.keep_alive());
  res.body() = dump_json(body);  // a decoded URL quoted in a message may not be UTF-8
  res.prepare_payload();
  return res;
}

Response fail(const Request& req, const Error& e) {
  Response res = reply(req, status_of(e), error_json(e));
  // A table passing between server processes is back within a second or two.
  if (e.code == ErrorCode::kMoving) res.set(http::field::retry_after, "1");
  return res;
}

Error not_found(std::string_view what) {
  return make_error(ErrorCode::kUnknownName, std::string(what));
}

Error moving(const std::string& table) {
  return make_error(ErrorCode::kMoving, "table " + table +
                                            " is passing to this server from another one; ask "
                                            "again in a moment");
}

// The request body as a JSON object, or an error saying what is wrong with it.
Result<json> body_json(const Request& req) {
  if (req.body().empty()) return json::object();
  auto j = parse_json_input(req.body());
  if (!j) return make_error(ErrorCode::kParseError, "the request body: " + j.error().message);
  if (!j->is_object()) {
    return make_error(ErrorCode::kParseError, "the request body is not a JSON object");
  }
  return j;
}

// A field of a JSON body: an integer seat (1-based in words, 0-based here),
// range-checked as the 64-bit number it was sent as.
Result<int> seat_field(const json& j) {
  if (!j.contains("seat") || !j["seat"].is_number_integer()) {
    return make_error(ErrorCode::kInvalidArgument, "field \"seat\" (an integer from 0) is missing");
  }
  const json& seat = j["seat"];
  const bool fits = seat.is_number_unsigned()
                        ? seat.get<std::uint64_t>() <= INT_MAX
                        : seat.get<std::int64_t>() >= 0 && seat.get<std::int64_t>() <= INT_MAX;
  if (!fits) {
    return make_error(ErrorCode::kInvalidArgument,
                      "there is no seat " + seat.dump() + "; seats are numbered from 0");
  }
  return seat.get<int>();
}

bool starts_with_nocase(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() &&
         std::equal(prefix.begin(), prefix.end(), text.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) ==
                  std::tolower(static_cast<unsigned char>(b));
         });
}

// Whether the request's Origin is one the operator allows besides the
// server's own (--allow-origin): its pages are answered with CORS headers.
bool allowed_elsewhere(const Impl& impl, const Request& req) {
  const std::string origin(req[http::field::origin]);
  const auto& allowed = impl.options.allowed_origins;
  return !origin.empty() && origin != "null" &&
         (std::find(allowed.begin(), allowed.end(), "*") != allowed.end() ||
          std::find(allowed.begin(), allowed.end(), origin) != allowed.end());
}

// The answer to a browser's preflight (OPTIONS) before a cross-origin JSON
// POST: granted to allowed origins only.
Response preflight(const Impl& impl, const Request& req) {
  if (!allowed_elsewhere(impl, req)) {
    return fail(req, make_error(ErrorCode::kInvalidArgument,
                                "requests from another site's page are refused; the operator "
                                "can allow it with --allow-origin"));
  }
  Response res{http::status::no_content, req.version()};
  res.set(http::field::access_control_allow_methods, "GET, HEAD, POST");
  res.set(http::field::access_control_allow_headers, "Content-Type");
  res.set(http::field::access_control_max_age, "600");
  harden(res);
  res.keep_alive(req.keep_alive());
  res.prepare_payload();
  return res;
}

// A request that changes state (POST) comes from a program or from the
// server's own pages, not from another site's page in the visitor's browser:
// it is sent as JSON (a cross-site form or "simple" request cannot be), and
// an Origin, when the browser names one, is the server's own or allowed.
Result<void> check_same_site(const Impl& impl, const Request& req) {
  if (!starts_with_nocase(req[http::field::content_type], "application/json")) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a request that changes something is sent as JSON "
                      "(Content-Type: application/json)");
  }
  const std::string origin(req[http::field::origin]);
  if (origin.empty()) return ok_result();  // not a browser page: a program, or the same page
  if (allowed_elsewhere(impl, req)) return ok_result();
  const auto scheme = origin.find("://");
  const std::string_view host = req[http::field::host];
  if (scheme != std::string::npos && !host.empty() &&
      std::string_view(origin).substr(scheme + 3).size() == host.size() &&
      starts_with_nocase(std::string_view(origin).substr(scheme + 3), host)) {
    return ok_result();
  }
  return make_error(ErrorCode::kInvalidArgument,
                    "requests from another site's page are refused (origin " + quote(origin) +
                        "); the operator can allow it with --allow-origin");
}

std::string string_field(const json& j, const char* name) {
  return j.contains(name) && j[name].is_string() ? j[name].get<std::string>() : "";
}

// The seat's credential a request carries: in a header (`Authorization: Bearer
// X`, or `X-Rookery-Credential: X`), which no proxy writes to its logs, else in
// the query (older clients).
std::string credential_of(const Request& req, const Target& t) {
  const std::string_view authorization = req[http::field::authorization];
  if (starts_with_nocase(authorization, "bearer ")) {
    return std::string(trim(authorization.substr(7)));
  }
  if (const std::string_view header = req["X-Rookery-Credential"]; !header.empty()) {
    return std::string(trim(header));
  }
  return t.get("credential");
}

// The credential of a POST: the body's field, else a header as credential_of.
std::string credential_in(const Request& req, const json& body) {
  if (std::string c = string_field(body, "credential"); !c.empty()) return c;
  return credential_of(req, Target{});
}

// A file of the front end, or a short page saying where the API is.
Response static_file(const Impl& impl, const Request& req, const Target& t) {
  if (const auto file = impl.files.find(t.path)) {
    std::ifstream in(file->path, std::ios::binary);
    std::ostringstream body;
    if (in && (body << in.rdbuf())) {
      Response res{http::status::ok, req.version()};
      res.set(http::field::content_type, file->content_type);
      harden(res);
      res.keep_alive(req.keep_alive());
      res.body() = body.str();
      res.prepare_payload();
      return res;
    }
  }
  if (!t.path.empty()) return fail(req, not_found("no such file"));
  Response res{http::status::ok, req.version()};
  res.set(http::field::content_type, "text/html; charset=utf-8");
  harden(res);
  res.keep_alive(req.keep_alive());
  res.body() =
      "<!doctype html><title>Rookery</title><h1>Rookery</h1><p>The server is running. "
      "The lobby's API is under <a href=\"/api/games\">/api/games</a> and "
      "<a href=\"/api/tables\">/api/tables</a>.</p>";
  res.prepare_payload();
  return res;
}

// ---- the lobby's HTTP API ----------------------------------------------------------

// `client`: the peer's address, which the lobby's per-client limits count by.
Response handle_api(Impl& impl, const Request& req, const Target& t, const std::string& client) {
  Lobby& lobby = impl.lobby;
  const auto& p = t.path;  // p[0] == "api"
  const bool get = req.method() == http::verb::get || req.method() == http::verb::head;
  const bool post = req.method() == http::verb::post;
  if (post) {
    if (auto same_site = check_same_site(impl, req); !same_site) {
      const bool json_sent = starts_with_nocase(req[http::field::content_type], "application/json");
      Response res = fail(req, same_site.error());
      res.result(json_sent ? http::status::forbidden : http::status::unsupported_media_type);
      return res;
    }
  }
  if (p.size() == 2 && p[1] == "games" && get)
    return reply(req, http::status::ok, catalogue_json());
  if (p.size() == 2 && p[1] == "components" && get) {
    auto game = load_game(t.get("game"));
    if (!game) return fail(req, game.error());
    return reply(req, http::status::ok, (*game)->components());
  }
  if (p.size() == 2 && p[1] == "tables" && get) {
    // A page of summaries: the lobby page asks for one page, never for everything.
    const auto offset = parse_int(t.get("offset")).value_or(0);
    const auto limit = parse_int(t.get("limit")).value_or(50);
    return reply(req, http::status::ok,
                 lobby.list(static_cast<std::size_t>(std::max(0, offset)),
                            static_cast<std::size_t>(std::clamp(limit, 1, 100))));
  }
  if (p.size() == 2 && p[1] == "tables" && post) {
    auto body = body_json(req);
    if (!body) return fail(req, body.error());
    std::vector<std::string> seats;
    if (body->contains("seats") && (*body)["seats"].is_array()) {
      for (const json& s : (*body)["seats"]) {
        if (!s.is_string())
          return fail(req, make_error(ErrorCode::kInvalidArgument,
                                      "each seat is a string: \"human\" or a bot spec"));
        seats.push_back(s.get<std::string>());
      }
    }
    std::optional<std::uint64_t> seed;
    if (body->contains("seed") && (*body)["seed"].is_number_unsigned())
      seed = (*body)["seed"].get<std::uint64_t>();
    // A host is seated at once and the game waits for the guests; a host's
    // table is private unless "open" is true (docs/protocol.md).
    std::optional<Lobby::Host> host;
    if (body->contains("host")) {
      const json& h = (*body)["host"];
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
    const bool open = body->contains("open") ? (*body)["open"] == true : !host;
    if (host) {
      host->invite_only = !open;
    } else if (!open) {
      return fail(req, make_error(ErrorCode::kInvalidArgument,
                                  "a private table (\"open\": false) needs its host, who sends "
                                  "the invites: add \"host\": {\"name\": ...}"));
    }
    // "hints": the coach gives hints to every seat, which everyone who joins is told.
    if (body->contains("hints") && !(*body)["hints"].is_boolean()) {
      return fail(req, make_error(ErrorCode::kInvalidArgument,
                                  "field \"hints\" (the coach's hints for every seat) is true or "
                                  "false"));
    }
    const bool hints = body->value("hints", false);
    auto table = lobby.create(string_field(*body, "game"), seats, seed, client, host, hints);
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
  if (p.size() >= 3 && p[1] == "tables") {
    // Someone who only watches is shown the table where they are: watching
    // moves no table between server processes (Lobby::find_to_watch).
    const bool watching =
        get && (p.size() == 3 || (p.size() == 4 && p[3] == "replay")) && t.get("seat").empty();
    // A request that names a seat and its credential moves the table to this
    // process only when the credential holds the seat (Lobby::find_for_seat).
    std::shared_ptr<Table> table;
    if (watching) {
      table = lobby.find_to_watch(p[2]);
    } else if (get && !t.get("seat").empty()) {
      table =
          lobby.find_for_seat(p[2], parse_int(t.get("seat")).value_or(-1), credential_of(req, t));
    } else if (auto sent = body_json(req);
               post && p.size() == 4 && p[3] != "join" && sent && sent->contains("seat")) {
      const auto at = seat_field(*sent);
      table = lobby.find_for_seat(p[2], at ? *at : -1, credential_in(req, *sent));
    } else {
      table = lobby.find(p[2]);
    }
    if (!table) {
      if (const std::string why = lobby.not_served(p[2]); !why.empty()) {
        return fail(req, not_found("table " + p[2] +
                                   " cannot go on: its moves no longer replay under these rules (" +
                                   why + ")"));
      }
      if (lobby.moving(p[2])) return fail(req, moving(p[2]));
      return fail(req, not_found("there is no table " + quote(p[2])));
    }
    if ((p.size() == 3 || (p.size() == 4 && p[3] == "replay")) && get) {
      // A seat's view needs its credential; anyone may look on as a spectator.
      Player viewer = kSpectator;
      if (!t.get("seat").empty()) {
        const auto seat = parse_int(t.get("seat"));
        if (!seat || !table->holds(*seat, credential_of(req, t))) {
          return fail(req, make_error(ErrorCode::kInvalidArgument,
                                      "that credential does not hold that seat"));
        }
        viewer = *seat;
        table->seen(viewer, credential_of(req, t));
      }
      if (p.size() == 4) {
        const auto version = parse_int(t.get("version"));
        if (!version) {
          return fail(req, make_error(ErrorCode::kInvalidArgument,
                                      "query \"version\" (the step to show, from 0) is missing"));
        }
        auto then = table->view_at(viewer, *version);
        if (!then) return fail(req, then.error());
        return reply(req, http::status::ok, *then);
      }
      const int since = parse_int(t.get("since")).value_or(0);
      return reply(req, http::status::ok, table->view(viewer, since));
    }
    if (p.size() == 4 && get && (p[3] == "hint" || p[3] == "analysis")) {
      // The coach, for the holder of a seat only: its values come from that
      // seat's information. 202 while it thinks; ask again for the answer.
      const auto seat = parse_int(t.get("seat"));
      if (!seat) {
        return fail(req, make_error(ErrorCode::kInvalidArgument,
                                    "query \"seat\" (your seat, a number from 0) and "
                                    "\"credential\" are needed"));
      }
      // A share of the coach per address and per credential (Lobby::coach_reserve).
      const std::string credential = credential_of(req, t);
      const Lobby::CoachAsker asker{client, credential};
      const bool review = p[3] == "analysis";
      const bool room = lobby.coach_reserve(asker);
      auto answer =
          review ? table->review(*seat, credential, room) : table->hint(*seat, credential, room);
      if (answer && answer->work) {
        lobby.coach(table, std::move(answer->work), asker, review);  // in the place reserved
      } else if (room) {
        lobby.coach_release(asker);
      }
      if (!answer) return fail(req, answer.error());
      return reply(req, answer->ready ? http::status::ok : http::status::accepted, answer->body);
    }
    if (p.size() == 4 && post && p[3] == "join") {
      // With an invite (a private table's seats), the seat may be left to it.
      auto body = body_json(req);
      if (!body) return fail(req, body.error());
      if (body->contains("invite")) {
        std::optional<int> at;
        if (body->contains("seat")) {
          auto s = seat_field(*body);
          if (!s) return fail(req, s.error());
          at = *s;
        }
        auto seated = table->join_invited(string_field(*body, "invite"), at,
                                          string_field(*body, "name"), Table::Clock::now(), client);
        if (!seated) return fail(req, seated.error());
        return reply(
            req, http::status::ok,
            {{"table", table->id()}, {"seat", seated->seat}, {"credential", seated->credential}});
      }
    }
    if (p.size() == 4 && post) {
      auto body = body_json(req);
      if (!body) return fail(req, body.error());
      auto seat = seat_field(*body);
      if (!seat) return fail(req, seat.error());
      table->seen(*seat, credential_in(req, *body));  // the seat's player is here
      if (p[3] == "again") {
        auto next = lobby.again(table->id(), *seat, credential_in(req, *body), client);
        if (!next) return fail(req, next.error());
        json made = {{"table", (*next)->id()}};
        // The asker hosts a private table's next game: their seat there is theirs already.
        const TableRecord r = (*next)->record();
        if ((*next)->access().host == *seat) {
          made["seat"] = *seat;
          made["credential"] = r.seats[static_cast<std::size_t>(*seat)].credential;
        }
        return reply(req, http::status::created, made);
      }
      if (p[3] == "join") {
        auto credential =
            table->join(*seat, string_field(*body, "name"), Table::Clock::now(), client);
        if (!credential) return fail(req, credential.error());
        return reply(req, http::status::ok,
                     {{"table", table->id()}, {"seat", *seat}, {"credential", *credential}});
      }
      if (p[3] == "leave") {
        auto r = table->leave(*seat, credential_in(req, *body), string_field(*body, "bot"), client);
        if (!r) return fail(req, r.error());
        return reply(req, http::status::ok, {{"table", table->id()}, {"seat", *seat}});
      }
      if (p[3] == "bot") {
        // The host gives an open seat to a bot, so the game need not wait for it.
        const json& open_seat = (*body)["open_seat"];
        if (!open_seat.is_number_unsigned() || open_seat.get<std::uint64_t>() > INT_MAX) {
          return fail(req, make_error(ErrorCode::kInvalidArgument,
                                      "field \"open_seat\" (the seat to give, from 0) is missing"));
        }
        auto r = table->give_seat_to_bot(*seat, credential_in(req, *body), open_seat.get<int>(),
                                         string_field(*body, "bot"));
        if (!r) return fail(req, r.error());
        return reply(req, http::status::ok, {{"table", table->id()}, {"seat", open_seat}});
      }
      if (p[3] == "hand-over") {
        // The others hand the seat of a player who stayed away to a bot.
        const json& away = (*body)["away_seat"];
        if (!away.is_number_unsigned() || away.get<std::uint64_t>() > INT_MAX) {
          return fail(req, make_error(ErrorCode::kInvalidArgument,
                                      "field \"away_seat\" (the seat to hand over, from 0) is "
                                      "missing"));
        }
        auto r = table->hand_over(*seat, credential_in(req, *body), away.get<int>(),
                                  string_field(*body, "bot"));
        if (!r) return fail(req, r.error());
        return reply(req, http::status::ok, {{"table", table->id()}, {"seat", away}});
      }
      if (p[3] == "undo") {
        auto v = table->undo(*seat, credential_in(req, *body));
        if (!v) return fail(req, v.error());
        return reply(req, http::status::ok, {{"table", table->id()}, {"version", *v}});
      }
      if (p[3] == "act") {
        if (body->contains("standing") && !(*body)["standing"].is_boolean()) {
          return fail(req, make_error(ErrorCode::kInvalidArgument,
                                      "field \"standing\" (leave the move standing) is true or "
                                      "false"));
        }
        const bool standing = body->value("standing", false);
        bool held = false;
        auto v = table->act(*seat, credential_in(req, *body), string_field(*body, "action"),
                            Table::Clock::now(), standing, &held);
        if (!v) return fail(req, v.error());
        // Held, not yet stored: 202, and made at the window's minimum (a crash
        // before then loses it, and the seat is asked again).
        if (held) {
          return reply(req, http::status::accepted,
                       {{"table", table->id()}, {"version", *v}, {"held", true}});
        }
        return reply(req, http::status::ok, {{"table", table->id()}, {"version", *v}});
      }
    }
  }
  // The path alone: a query may hold a credential, which no answer repeats.
  const std::string_view target = req.target();
  return fail(req, not_found(std::string("no such API route: ") + std::string(req.method_string()) +
                             " " + quote_prefix(target.substr(0, target.find('?')), 200)));
}

// ---- a table's WebSocket -------------------------------------------------------------

// One viewer's connection to a table. Everything it sends waits in a bounded
// outbox: an update is never queued twice (a view is complete, so one pending
// update, built when its turn to be written comes, stands for any number of
// changes), and a client that stops reading is closed once its unsent bytes
// pass max_outbox or one write takes longer than write_seconds.
class Viewer : public std::enable_shared_from_this<Viewer> {
 public:
  // `seat` with an empty `credential`: the seat's credential is the first
  // message (auth), so that it is in no URL; until then nothing is sent.
  Viewer(Impl& impl, websocket::stream<beast::tcp_stream> ws, std::shared_ptr<Table> table,
         Player seat, std::string credential, int since)
      : impl_(impl),
        ws_(std::move(ws)),
        table_(std::move(table)),
        seat_(seat),
        credential_(std::move(credential)),
        sent_(std::max(0, since)),
        tokens_(impl.options.messages_per_second),
        refill_(std::chrono::steady_clock::now()),
        ping_timer_(ws_.get_executor()) {}

  net::awaitable<void> run(Request req) {
    ws_.set_option(websocket::stream_base::timeout{
        std::chrono::seconds(30), std::chrono::seconds(impl_.options.idle_seconds), true});
    ws_.read_message_max(impl_.options.max_message);
    auto [ec] = co_await ws_.async_accept(req, kUseTuple);
    if (ec) co_return;
    if (seat_ >= 0 && credential_.empty() && !co_await authenticate()) co_return;
    // The seat's player is here: the others are told (Table::hand_over); this
    // connection, not yet listening, gets it in its first update.
    if (seat_ >= 0) table_->connected(seat_, credential_);
    std::weak_ptr<Viewer> weak = weak_from_this();
    listener_ = table_->subscribe(
        [weak] {
          if (auto self = weak.lock()) self->schedule_update();
        },
        seat_ >= 0 ? credential_ : std::string());
    // Pongs come back during reads; ours carry the payload of the ping they answer.
    ws_.control_callback([this](websocket::frame_type kind, beast::string_view payload) {
      if (kind == websocket::frame_type::pong && !ping_payload_.empty() &&
          payload == ping_payload_) {
        latency_ms_ = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                           std::chrono::steady_clock::now() - ping_sent_)
                                           .count());
        ping_payload_.clear();
        if (seat_ >= 0) table_->report_latency(seat_, latency_ms_);
      }
    });
    queue_update();
    net::co_spawn(ws_.get_executor(), ping_loop(shared_from_this()), net::detached);
    beast::flat_buffer buffer;
    for (;;) {
      auto [rec, n] = co_await ws_.async_read(buffer, kUseTuple);
      if (rec || closing_) break;
      const std::string text = beast::buffers_to_string(buffer.data());
      buffer.consume(buffer.size());
      handle(text);
    }
    closed_ = true;
    ping_timer_.cancel();
    ws_.control_callback();
    table_->unsubscribe(listener_);
    if (seat_ >= 0) {
      table_->report_latency(seat_, -1);  // nobody measured at that seat now
      table_->disconnected(seat_, credential_);
    }
  }

 private:
  struct Out {
    enum class Kind { kText, kUpdate, kPing };
    Kind kind;
    std::string text;  // kText only
  };

  // Reads the first message, which must be {"type": "auth", "credential": ...}
  // for the seat asked for; otherwise says why and closes (1008).
  net::awaitable<bool> authenticate() {
    beast::flat_buffer first;
    auto [rec, n] = co_await ws_.async_read(first, kUseTuple);
    if (rec) co_return false;
    json id;
    auto msg = read_table_message(beast::buffers_to_string(first.data()), &id);
    if (msg && msg->type == TableMessage::Type::kAuth && table_->holds(seat_, msg->credential)) {
      credential_ = msg->credential;
      co_return true;
    }
    const std::string refusal =
        dump_json({{"type", "error"},
                   {"id", id},
                   {"code", "invalid_argument"},
                   {"message", msg && msg->type != TableMessage::Type::kAuth
                                   ? "the first message of a seat's connection is "
                                     "{\"type\": \"auth\", \"credential\": ...}"
                                   : "that credential does not hold that seat"}});
    ws_.text(true);
    auto [wec, wn] = co_await ws_.async_write(net::buffer(refusal), kUseTuple);
    if (!wec) {
      co_await ws_.async_close(websocket::close_reason(websocket::close_code::policy_error,
                                                       "that credential does not hold that seat"),
                               kUseTuple);
    }
    co_return false;
  }

  // Called from any thread after the table changed: the update is queued on
  // this connection's strand, so messages leave in order.
  void schedule_update() {
    net::post(ws_.get_executor(), [self = shared_from_this()] { self->queue_update(); });
  }

  void queue_update() {
    if (closed_ || closing_ || update_queued_) return;
    if (table_->retired()) {
      // Another server process plays the table now (docs/deploy.md): the
      // client reconnects, and the proxy takes it there.
      close_now(websocket::close_code::service_restart,
                "this table moved to another server process: reconnect");
      return;
    }
    update_queued_ = true;
    outbox_.push_back({Out::Kind::kUpdate, ""});
    if (!writing_) write_next();
  }

  // The update as it stands now: what changed since the last one sent.
  std::string build_update() {
    // A seat given up (left, or handed to a bot) is no longer this connection's
    // to see: it watches from then on, as a spectator.
    if (seat_ >= 0 && !table_->holds(seat_, credential_)) {
      table_->report_latency(seat_, -1);
      table_->disconnected(seat_, credential_);
      seat_ = kSpectator;
    }
    json view = table_->view(seat_, sent_);
    sent_ = view["version"].get<int>();
    return dump_json({{"type", "update"}, {"view", std::move(view)}});
  }

  void send(const json& message) {
    if (closed_ || closing_) return;
    std::string text = dump_json(message);
    if (queued_bytes_ + text.size() > impl_.options.max_outbox) {
      fall_behind();
      return;
    }
    queued_bytes_ += text.size();
    outbox_.push_back({Out::Kind::kText, std::move(text)});
    if (!writing_) write_next();
  }

  // The client reads too slowly to keep up: the connection is closed (a client
  // that reconnects asks for what it missed with its last version).
  void fall_behind() {
    close_now(websocket::close_code::policy_error, "too far behind: the client does not read");
  }

  // Closes the connection with `code` and `reason`, sending nothing more.
  void close_now(websocket::close_code code, const char* reason) {
    closing_ = true;
    // The message being written stays until its write ends; the rest goes.
    while (outbox_.size() > (writing_ ? 1u : 0u)) outbox_.pop_back();
    if (!writing_) {
      ws_.async_close(websocket::close_reason(code, reason),
                      [self = shared_from_this()](beast::error_code) {});
      return;
    }
    beast::get_lowest_layer(ws_).close();  // a write is stuck: end the connection now
  }

  // The round trip is measured with WebSocket ping frames, which every client
  // answers by itself: one at once, then every latency_ping_ms. They queue with
  // the messages, so one write is out at a time. The same timer finds a write
  // that has been stuck too long.
  static net::awaitable<void> ping_loop(std::shared_ptr<Viewer> self) {
    while (!self->closed_ && !self->closing_) {
      if (self->writing_ && std::chrono::steady_clock::now() - self->write_started_ >
                                std::chrono::seconds(self->impl_.options.write_seconds)) {
        self->fall_behind();
        co_return;
      }
      if (!self->ping_queued_) {
        self->ping_queued_ = true;
        self->outbox_.push_back({Out::Kind::kPing, ""});
        if (!self->writing_) self->write_next();
      }
      self->ping_timer_.expires_after(std::chrono::milliseconds(
          std::max(1, std::min(self->impl_.options.latency_ping_ms,
                               1000 * std::max(1, self->impl_.options.write_seconds)))));
      auto [ec] = co_await self->ping_timer_.async_wait(kUseTuple);
      if (ec) co_return;
    }
  }

  void write_next() {
    if (outbox_.empty() || closing_) return;
    writing_ = true;
    write_started_ = std::chrono::steady_clock::now();
    const auto done = [self = shared_from_this()](beast::error_code ec) {
      if (self->outbox_.front().kind == Out::Kind::kText)
        self->queued_bytes_ -= self->outbox_.front().text.size();
      self->outbox_.pop_front();
      self->writing_ = false;
      if (ec) {
        self->outbox_.clear();
        self->queued_bytes_ = 0;
        return;
      }
      self->write_next();
    };
    Out& front = outbox_.front();
    if (front.kind == Out::Kind::kPing) {
      ping_queued_ = false;
      // Unpredictable, so that a client cannot answer a ping before it came
      // and be shown a shorter round trip than its own.
      ping_payload_ = new_credential();
      ping_sent_ = std::chrono::steady_clock::now();
      ws_.async_ping(websocket::ping_data(ping_payload_.c_str()), done);
      return;
    }
    if (front.kind == Out::Kind::kUpdate) {
      update_queued_ = false;  // changes from now on need another update
      front.kind = Out::Kind::kText;
      front.text = build_update();
      queued_bytes_ += front.text.size();
    }
    ws_.text(true);
    ws_.async_write(net::buffer(front.text),
                    [done](beast::error_code ec, std::size_t) { done(ec); });
  }

  // A token bucket: messages_per_second, refilled continuously.
  bool take_token() {
    const auto now = std::chrono::steady_clock::now();
    const double elapsed = std::chrono::duration<double>(now - refill_).count();
    refill_ = now;
    tokens_ = std::min<double>(impl_.options.messages_per_second,
                               tokens_ + elapsed * impl_.options.messages_per_second);
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

  void handle(const std::string& text) {
    json id;
    const auto error = [&](const Error& e) {
      send({{"type", "error"},
            {"id", id},
            {"code", std::string(error_code_name(e.code))},
            {"message", e.message}});
    };
    if (!take_token()) {
      // Refused unread; one error says so until a message is taken again.
      if (!told_too_many_) {
        told_too_many_ = true;
        error(make_error(ErrorCode::kInvalidArgument,
                         "too many messages; at most " +
                             std::to_string(impl_.options.messages_per_second) + " a second"));
      }
      return;
    }
    told_too_many_ = false;
    auto msg = read_table_message(text, &id);
    if (!msg) {
      error(msg.error());
      return;
    }
    switch (msg->type) {
      case TableMessage::Type::kPing: {
        json pong = {
            {"type", "pong"}, {"id", id}, {"server_ms", now_ms()}, {"latency_ms", latency_ms_}};
        if (!msg->client_ms.is_null()) pong["client_ms"] = msg->client_ms;  // echoed as sent
        send(pong);
        return;
      }
      case TableMessage::Type::kSync:
        // A reconnecting client says what it saw; it gets what it missed.
        sent_ = static_cast<int>(std::clamp<long long>(msg->version.value_or(0), 0, INT_MAX));
        queue_update();  // at most one is pending: it is built when written
        return;
      case TableMessage::Type::kAct: {
        if (seat_ < 0) {
          error(make_error(ErrorCode::kInvalidArgument, "spectators cannot act; join a seat"));
          return;
        }
        bool held = false;
        auto version =
            table_->act(seat_, credential_, msg->words, Table::Clock::now(), msg->standing, &held);
        if (!version) {
          error(version.error());
          return;
        }
        json ack = {{"type", "ack"}, {"id", id}, {"version", *version}};
        if (held) ack["held"] = true;  // made at the window's minimum, not stored yet
        send(ack);
        return;
      }
      case TableMessage::Type::kAuth:
        error(make_error(ErrorCode::kInvalidArgument,
                         "\"auth\" is the first message of a seat's connection, and only it"));
        return;
      case TableMessage::Type::kUndo: {
        if (seat_ < 0) {
          error(make_error(ErrorCode::kInvalidArgument, "spectators have no moves to take back"));
          return;
        }
        auto version = table_->undo(seat_, credential_);
        if (!version) {
          error(version.error());
          return;
        }
        send({{"type", "ack"}, {"id", id}, {"version", *version}});
        return;
      }
      case TableMessage::Type::kClaim: {
        // Real time: the server stamps the claim when it arrives.
        if (seat_ < 0) {
          error(make_error(ErrorCode::kInvalidArgument, "spectators cannot claim; join a seat"));
          return;
        }
        std::optional<int> seen;
        if (msg->version)
          seen = static_cast<int>(std::clamp<long long>(*msg->version, -1, INT_MAX));
        auto claimed = table_->claim(seat_, credential_, msg->words, Table::Clock::now(), seen);
        if (!claimed) {
          error(claimed.error());
          return;
        }
        send({{"type", "ack"},
              {"id", id},
              {"version", claimed->version},
              {"action", claimed->action}});
        return;
      }
    }
  }

  Impl& impl_;
  websocket::stream<beast::tcp_stream> ws_;
  std::shared_ptr<Table> table_;
  Player seat_;
  std::string credential_;
  int sent_;
  double tokens_;
  bool told_too_many_ = false;
  std::chrono::steady_clock::time_point refill_;
  std::deque<Out> outbox_;
  std::size_t queued_bytes_ = 0;  // of the texts in the outbox
  bool update_queued_ = false;
  bool ping_queued_ = false;
  bool writing_ = false;
  std::chrono::steady_clock::time_point write_started_;
  int listener_ = -1;
  net::steady_timer ping_timer_;
  bool closed_ = false;
  bool closing_ = false;      // fell behind: nothing more is sent
  std::string ping_payload_;  // of the ping not yet answered; "" when none
  std::chrono::steady_clock::time_point ping_sent_;
  int latency_ms_ = -1;  // the last round trip measured
};

// ---- connections ---------------------------------------------------------------------

// Who sent `req` on a connection from `peer`: the peer, or for a trusted proxy
// the last address its X-Forwarded-For names (the one the proxy itself added;
// earlier ones come from the client and may be anything).
std::string requester(const Impl& impl, const Request& req, const std::string& peer) {
  const auto& trusted = impl.options.trusted_proxies;
  if (std::find(trusted.begin(), trusted.end(), peer) == trusted.end()) return peer;
  const std::string_view forwarded = req["X-Forwarded-For"];
  const auto comma = forwarded.rfind(',');
  const std::string last(
      trim(comma == std::string_view::npos ? forwarded : forwarded.substr(comma + 1)));
  boost::system::error_code ec;
  const auto address = net::ip::make_address(last, ec);
  return ec ? peer : address.to_string();
}

// The answer to a request the parser refused (`ec`), or none when the client
// went away or fell silent (nobody is left to read an answer).
std::optional<Response> unreadable_request(const beast::error_code& ec, std::size_t max_body) {
  const auto refuse = [](http::status status, const std::string& why) {
    Response res =
        reply(Request{}, status, error_json(make_error(ErrorCode::kInvalidArgument, why)));
    res.keep_alive(false);
    return res;
  };
  if (ec == http::error::header_limit) {
    return refuse(http::status::request_header_fields_too_large,
                  "the request line and headers are larger than " +
                      std::to_string(kMaxRequestHead / 1024) + " KiB");
  }
  if (ec == http::error::body_limit) {
    return refuse(http::status::payload_too_large,
                  "the request body is larger than " + std::to_string(max_body) + " bytes");
  }
  if (ec == http::error::end_of_stream || ec == http::error::partial_message ||
      ec.category() != http::make_error_code(http::error::bad_target).category()) {
    return std::nullopt;  // closed, reset or timed out
  }
  return refuse(http::status::bad_request,
                "the request cannot be read as HTTP/1.1 (" + ec.message() + ")");
}

// Writes `res` and ends the connection: the rest of what the client sent is
// read and dropped for a moment first, since closing on unread bytes resets the
// connection, and a reset can reach the client before the answer.
net::awaitable<void> refuse_and_close(beast::tcp_stream& stream, Response res) {
  stream.expires_after(std::chrono::seconds(5));
  auto [wec, wn] = co_await http::async_write(stream, res, kUseTuple);
  if (wec) co_return;
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
  stream.expires_after(std::chrono::seconds(2));
  std::array<char, 16 * 1024> sink{};
  std::size_t drained = 0;
  while (drained < 1024 * 1024) {
    auto [rec, got] = co_await stream.async_read_some(net::buffer(sink), kUseTuple);
    if (rec) break;
    drained += got;
  }
}

// `place` holds the connection's place under the connection limits until it ends.
net::awaitable<void> serve_connection(Impl& impl, beast::tcp_stream stream,
                                      std::unique_ptr<ConnectionLimits::Place> place,
                                      std::string client) {
  (void)place;
  beast::flat_buffer buffer;
  for (;;) {
    // Each request must arrive whole in request_seconds: slow or silent clients
    // give their connection back.
    stream.expires_after(std::chrono::seconds(
        std::max(1, std::min(impl.options.request_seconds, impl.options.idle_seconds))));
    http::request_parser<http::string_body> parser;
    parser.body_limit(impl.options.max_message);
    parser.header_limit(static_cast<std::uint32_t>(kMaxRequestHead));
    auto [ec, n] = co_await http::async_read(stream, buffer, parser, kUseTuple);
    if (ec) {
      // A request that cannot be read is answered, never closed in silence: a
      // proxy counts a silent close as a failed server (docs/security.md).
      if (auto refusal = unreadable_request(ec, impl.options.max_message)) {
        co_await refuse_and_close(stream, std::move(*refusal));
      }
      co_return;
    }
    Request req = parser.release();
    const Target target = parse_target(req.target());
    if (websocket::is_upgrade(req)) {
      // /ws/tables/{id}?seat=N&credential=X&since=V (no seat: a spectator).
      std::shared_ptr<Table> table;
      if (target.path.size() == 3 && target.path[0] == "ws" && target.path[1] == "tables") {
        table = target.get("seat").empty() ? impl.lobby.find_to_watch(target.path[2])
                                           : impl.lobby.find(target.path[2]);
      }
      // The credential in a header or the query is checked now; without one,
      // it comes as the connection's first message (Viewer::authenticate).
      const std::string credential = credential_of(req, target);
      Player seat = kSpectator;
      bool allowed = table != nullptr;
      if (allowed && !target.get("seat").empty()) {
        const auto s = parse_int(target.get("seat"));
        allowed = s && *s >= 0 && *s < static_cast<int>(table->record().seats.size()) &&
                  (credential.empty() || table->holds(*s, credential));
        if (allowed) seat = *s;
      }
      if (!allowed) {
        Response res = table ? fail(req, make_error(ErrorCode::kInvalidArgument,
                                                    "that credential does not hold that seat"))
                       : target.path.size() == 3 && impl.lobby.moving(target.path[2])
                           ? fail(req, moving(target.path[2]))
                           : fail(req, not_found("there is no such table"));
        res.keep_alive(false);
        co_await http::async_write(stream, res, kUseTuple);
        co_return;
      }
      stream.expires_never();
      auto viewer = std::make_shared<Viewer>(
          impl, websocket::stream<beast::tcp_stream>(std::move(stream)), table, seat, credential,
          parse_int(target.get("since")).value_or(0));
      co_await viewer->run(std::move(req));
      co_return;
    }
    const bool api = !target.path.empty() && target.path[0] == "api";
    Response res = api && req.method() == http::verb::options ? preflight(impl, req)
                   : api ? handle_api(impl, req, target, requester(impl, req, client))
                         : static_file(impl, req, target);
    if (api && allowed_elsewhere(impl, req)) {
      res.set(http::field::access_control_allow_origin, req[http::field::origin]);
      res.set(http::field::vary, "Origin");
    }
    if (req.method() == http::verb::head) {
      // The headers a GET would have, with no body.
      const std::size_t length = res.body().size();
      res.body().clear();
      res.content_length(length);
    }
    const bool keep = res.keep_alive();
    auto [wec, wn] = co_await http::async_write(stream, res, kUseTuple);
    if (wec || !keep) {
      beast::error_code ignored;
      stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
      co_return;
    }
  }
}

net::awaitable<void> listen(Impl& impl) {
  net::steady_timer backoff(impl.ioc);
  auto wait = std::chrono::milliseconds(0);
  for (;;) {
    auto [ec, socket] = co_await impl.acceptor.async_accept(net::make_strand(impl.ioc), kUseTuple);
    if (ec == net::error::operation_aborted) co_return;
    if (ec) {
      // Out of descriptors (or memory): retrying at once would spin a core
      // while nothing can be accepted; wait, longer each time, up to a second.
      wait = std::clamp(wait * 2, std::chrono::milliseconds(10), std::chrono::milliseconds(1000));
      backoff.expires_after(wait);
      co_await backoff.async_wait(kUseTuple);
      continue;
    }
    wait = std::chrono::milliseconds(0);
    beast::error_code peer_error;
    const tcp::endpoint peer = socket.remote_endpoint(peer_error);
    if (peer_error) continue;
    std::string client = peer.address().to_string();
    auto place = impl.limits.open(client);
    if (!place) {
      // Over the cap (in all, or for this address): closed at once, which costs
      // one descriptor for a moment instead of holding it.
      beast::error_code ignored;
      socket.close(ignored);
      continue;
    }
    auto executor = socket.get_executor();
    net::co_spawn(executor,
                  serve_connection(impl, beast::tcp_stream(std::move(socket)), std::move(place),
                                   std::move(client)),
                  net::detached);
  }
}

}  // namespace

HttpServer::HttpServer(Lobby& lobby, ServerOptions options)
    : impl_(std::make_unique<Impl>(lobby, std::move(options))) {}

HttpServer::~HttpServer() {
  stop();
  for (std::thread& t : impl_->threads) {
    if (t.joinable()) t.join();
  }
}

Result<int> HttpServer::start() {
  beast::error_code ec;
  const auto address = net::ip::make_address(impl_->options.address, ec);
  if (ec)
    return make_error(ErrorCode::kInvalidArgument, "bad address " + quote(impl_->options.address));
  const tcp::endpoint endpoint(address, static_cast<unsigned short>(impl_->options.port));
  impl_->acceptor.open(endpoint.protocol(), ec);
  if (!ec) impl_->acceptor.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) impl_->acceptor.bind(endpoint, ec);
  if (!ec) impl_->acceptor.listen(net::socket_base::max_listen_connections, ec);
  if (ec) {
    return make_error(ErrorCode::kIoError, "cannot listen on " + impl_->options.address + ":" +
                                               std::to_string(impl_->options.port) + ": " +
                                               ec.message());
  }
  net::co_spawn(impl_->ioc, listen(*impl_), net::detached);
  return static_cast<int>(impl_->acceptor.local_endpoint().port());
}

void HttpServer::run() {
  const int extra = std::max(0, impl_->options.threads - 1);
  for (int i = 0; i < extra; ++i) impl_->threads.emplace_back([this] { impl_->ioc.run(); });
  impl_->ioc.run();
}

void HttpServer::stop() { impl_->ioc.stop(); }

}  // namespace rookery
