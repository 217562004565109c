// The small pieces of every HTTP answer (http_common.h).
#include "server/http_common.h"

#include <algorithm>
#include <cctype>
#include <climits>

#include "core/json_input.h"
#include "core/text.h"
#include "server/accounts.h"

namespace rookery {

using nlohmann::json;

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

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
    case ErrorCode::kNotSignedIn:
      return http::status::unauthorized;
    default:
      return http::status::bad_request;
  }
}

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
  // A 401 names how to authenticate (RFC 9110, 15.5.2): the session cookie,
  // which a browser cannot be asked for by a dialog, so none opens.
  if (e.code == ErrorCode::kNotSignedIn) {
    res.set(http::field::www_authenticate, "Session realm=\"Rookery\", cookie=\"rookery_session\"");
  }
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

}  // namespace rookery

namespace rookery {

std::string session_cookie(const Request& req) {
  // Every Cookie header, each "a=1; b=2" (RFC 6265, 5.4).
  for (auto it = req.find(http::field::cookie);
       it != req.end() && it->name() == http::field::cookie; ++it) {
    std::string_view rest = it->value();
    while (!rest.empty()) {
      const std::size_t end = rest.find(';');
      std::string_view pair = trim(rest.substr(0, end));
      rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
      const std::size_t eq = pair.find('=');
      if (eq != std::string_view::npos && pair.substr(0, eq) == kSessionCookie) {
        return std::string(pair.substr(eq + 1));
      }
    }
  }
  return "";
}

void set_session_cookie(const Request& req, Response& res, const std::string& token) {
  const bool tls = starts_with_nocase(req["X-Forwarded-Proto"], "https");
  const int seconds = token.empty() ? 0 : kSessionDays * 24 * 3600;
  res.set(http::field::set_cookie, std::string(kSessionCookie) + "=" + token +
                                       "; Path=/; Max-Age=" + std::to_string(seconds) +
                                       "; HttpOnly; SameSite=Strict" + (tls ? "; Secure" : ""));
}

}  // namespace rookery
