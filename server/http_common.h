// The small pieces every HTTP answer of the server is made of: the request
// and response types, the request target split and decoded, the JSON answer and
// its error shape (docs/protocol.md, "Errors"), and the fields a body carries.
// Shared by the network layer (http_server.cpp) and the API's routes (api_*.cpp).
#pragma once

#include <boost/beast/http.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace rookery {

namespace http = boost::beast::http;

using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

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

// `target` ("/api/tables/x?seat=1") split at "/" and "?", each piece decoded.
Target parse_target(std::string_view target);
// "%41b+c" -> "Ab c" in a query string (`plus_is_space`), "Ab+c" in a path.
std::string url_decode(std::string_view s, bool plus_is_space);

// The body of an error answer: {"error": {"code": ..., "message": ...}}.
nlohmann::json error_json(const Error& e);
// The HTTP status an error's code is answered with (docs/protocol.md's table).
http::status status_of(const Error& e);
// Sets the headers every answer carries (no sniffing, no framing, only the server's scripts).
void harden(Response& res);
// A JSON answer to `req` with `status`, never cached.
Response reply(const Request& req, http::status status, const nlohmann::json& body);
// The answer to `req` that says `e` (with Retry-After for a table that is moving).
Response fail(const Request& req, const Error& e);
// kUnknownName with `what` as the message.
Error not_found(std::string_view what);
// kMoving for `table`, which is passing to this process from another one.
Error moving(const std::string& table);

// The request body as a JSON object, or an error saying what is wrong with it.
Result<nlohmann::json> body_json(const Request& req);
// A body's "seat": an integer from 0 that fits an int, or why not.
Result<int> seat_field(const nlohmann::json& j);
// A body's string field `name`, or "" when it is missing or not a string.
std::string string_field(const nlohmann::json& j, const char* name);
// Whether `text` begins with `prefix`, ASCII case aside (header values).
bool starts_with_nocase(std::string_view text, std::string_view prefix);
// The seat's credential a request carries: a header, else the query.
std::string credential_of(const Request& req, const Target& t);
// The cookie that carries a signed-in person's session (docs/protocol.md, "Accounts").
inline constexpr std::string_view kSessionCookie = "rookery_session";
// The session a request carries in its cookie rookery_session, or "".
std::string session_cookie(const Request& req);
// Sets the session cookie to `token` on `res` ("" ends it): HttpOnly,
// SameSite=Strict, Path=/, for kSessionDays; Secure when `req` came over TLS
// through a proxy (X-Forwarded-Proto: https).
void set_session_cookie(const Request& req, Response& res, const std::string& token);
// The credential of a POST: the body's field, else a header as credential_of.
std::string credential_in(const Request& req, const nlohmann::json& body);

}  // namespace rookery
