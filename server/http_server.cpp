// The network layer: Beast HTTP for the lobby's JSON API and static files, and a
// WebSocket per viewer of a table. Every handler ends in Lobby or Table calls;
// no rules and no projections are computed here.
#include "server/http_server.h"

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/text.h"
#include "games/registry.h"
#include "server/catalogue.h"

namespace rookery {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;

struct HttpServer::Impl {
  Impl(Lobby& l, ServerOptions o) : lobby(l), options(std::move(o)), acceptor(ioc) {}
  Lobby& lobby;
  ServerOptions options;
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

// "%41b+c" -> "Ab c" (query strings).
std::string url_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
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

// A request target split into path segments and query parameters.
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
    if (!piece.empty()) t.path.push_back(url_decode(piece));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (q != std::string_view::npos) {
    std::string_view rest = target.substr(q + 1);
    while (!rest.empty()) {
      const auto amp = rest.find('&');
      const auto pair = rest.substr(0, amp);
      const auto eq = pair.find('=');
      t.query[url_decode(pair.substr(0, eq))] =
          eq == std::string_view::npos ? "" : url_decode(pair.substr(eq + 1));
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
    default:
      return http::status::bad_request;
  }
}

using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

Response reply(const Request& req, http::status status, const json& body) {
  Response res{status, req.version()};
  res.set(http::field::content_type, "application/json");
  res.set(http::field::cache_control, "no-store");
  res.keep_alive(req.keep_alive());
  res.body() = body.dump();
  res.prepare_payload();
  return res;
}

Response fail(const Request& req, const Error& e) {
  return reply(req, status_of(e), error_json(e));
}

Error not_found(std::string_view what) {
  return make_error(ErrorCode::kUnknownName, std::string(what));
}

// The request body as a JSON object, or an error saying what is wrong with it.
Result<json> body_json(const Request& req) {
  if (req.body().empty()) return json::object();
  json j = json::parse(req.body(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    return make_error(ErrorCode::kParseError, "the request body is not a JSON object");
  }
  return j;
}

// A field of a JSON body: an integer seat (1-based in words, 0-based here).
Result<int> seat_field(const json& j) {
  if (!j.contains("seat") || !j["seat"].is_number_integer()) {
    return make_error(ErrorCode::kInvalidArgument, "field \"seat\" (an integer from 0) is missing");
  }
  return j["seat"].get<int>();
}

std::string string_field(const json& j, const char* name) {
  return j.contains(name) && j[name].is_string() ? j[name].get<std::string>() : "";
}

const char* content_type(const std::string& path) {
  const auto ends = [&](const char* s) {
    const std::string_view e(s);
    return path.size() >= e.size() && path.compare(path.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".js")) return "text/javascript";
  if (ends(".css")) return "text/css";
  if (ends(".svg")) return "image/svg+xml";
  if (ends(".png")) return "image/png";
  if (ends(".json")) return "application/json";
  return "application/octet-stream";
}

// A file of the front end, or a short page saying where the API is.
Response static_file(const Impl& impl, const Request& req, const Target& t) {
  std::string rel;
  for (const std::string& p : t.path) {
    if (p == ".." || p.find('\\') != std::string::npos) return fail(req, not_found("no such file"));
    rel += "/" + p;
  }
  if (rel.empty()) rel = "/index.html";
  if (!impl.options.static_dir.empty()) {
    std::ifstream file(impl.options.static_dir + rel, std::ios::binary);
    if (file) {
      std::ostringstream body;
      body << file.rdbuf();
      Response res{http::status::ok, req.version()};
      res.set(http::field::content_type, content_type(rel));
      res.keep_alive(req.keep_alive());
      res.body() = body.str();
      res.prepare_payload();
      return res;
    }
  }
  if (rel != "/index.html") return fail(req, not_found("no such file: " + rel));
  Response res{http::status::ok, req.version()};
  res.set(http::field::content_type, "text/html; charset=utf-8");
  res.keep_alive(req.keep_alive());
  res.body() =
      "<!doctype html><title>Rookery</title><h1>Rookery</h1><p>The server is running. "
      "The lobby's API is under <a href=\"/api/games\">/api/games</a> and "
      "<a href=\"/api/tables\">/api/tables</a>.</p>";
  res.prepare_payload();
  return res;
}

// ---- the lobby's HTTP API ----------------------------------------------------------

Response handle_api(Impl& impl, const Request& req, const Target& t) {
  Lobby& lobby = impl.lobby;
  const auto& p = t.path;  // p[0] == "api"
  const bool get = req.method() == http::verb::get;
  const bool post = req.method() == http::verb::post;
  if (p.size() == 2 && p[1] == "games" && get)
    return reply(req, http::status::ok, catalogue_json());
  if (p.size() == 2 && p[1] == "components" && get) {
    auto game = load_game(t.get("game"));
    if (!game) return fail(req, game.error());
    return reply(req, http::status::ok, (*game)->components());
  }
  if (p.size() == 2 && p[1] == "tables" && get) {
    return reply(req, http::status::ok, {{"tables", lobby.list()}});
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
    auto table = lobby.create(string_field(*body, "game"), seats, seed);
    if (!table) return fail(req, table.error());
    return reply(req, http::status::created,
                 {{"table", (*table)->id()}, {"view", (*table)->view(kSpectator)}});
  }
  if (p.size() >= 3 && p[1] == "tables") {
    auto table = lobby.find(p[2]);
    if (!table) return fail(req, not_found("there is no table " + quote(p[2])));
    if ((p.size() == 3 || (p.size() == 4 && p[3] == "replay")) && get) {
      // A seat's view needs its credential; anyone may look on as a spectator.
      Player viewer = kSpectator;
      if (!t.get("seat").empty()) {
        const auto seat = parse_int(t.get("seat"));
        if (!seat || !table->holds(*seat, t.get("credential"))) {
          return fail(req, make_error(ErrorCode::kInvalidArgument,
                                      "that credential does not hold that seat"));
        }
        viewer = *seat;
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
    if (p.size() == 4 && post) {
      auto body = body_json(req);
      if (!body) return fail(req, body.error());
      if (p[3] == "again") {
        auto next = lobby.again(table->id());
        if (!next) return fail(req, next.error());
        return reply(req, http::status::created, {{"table", (*next)->id()}});
      }
      auto seat = seat_field(*body);
      if (!seat) return fail(req, seat.error());
      if (p[3] == "join") {
        auto credential = table->join(*seat, string_field(*body, "name"));
        if (!credential) return fail(req, credential.error());
        return reply(req, http::status::ok,
                     {{"table", table->id()}, {"seat", *seat}, {"credential", *credential}});
      }
      if (p[3] == "leave") {
        auto r = table->leave(*seat, string_field(*body, "credential"), string_field(*body, "bot"));
        if (!r) return fail(req, r.error());
        return reply(req, http::status::ok, {{"table", table->id()}, {"seat", *seat}});
      }
      if (p[3] == "act") {
        auto v =
            table->act(*seat, string_field(*body, "credential"), string_field(*body, "action"));
        if (!v) return fail(req, v.error());
        return reply(req, http::status::ok, {{"table", table->id()}, {"version", *v}});
      }
    }
  }
  return fail(req, not_found(std::string("no such API route: ") + std::string(req.method_string()) +
                             " " + std::string(req.target())));
}

// ---- a table's WebSocket -------------------------------------------------------------

class Viewer : public std::enable_shared_from_this<Viewer> {
 public:
  Viewer(Impl& impl, websocket::stream<beast::tcp_stream> ws, std::shared_ptr<Table> table,
         Player seat, std::string credential, int since)
      : impl_(impl),
        ws_(std::move(ws)),
        table_(std::move(table)),
        seat_(seat),
        credential_(std::move(credential)),
        sent_(since),
        tokens_(impl.options.messages_per_second),
        refill_(std::chrono::steady_clock::now()),
        ping_timer_(ws_.get_executor()) {}

  net::awaitable<void> run(Request req) {
    ws_.set_option(websocket::stream_base::timeout{
        std::chrono::seconds(30), std::chrono::seconds(impl_.options.idle_seconds), true});
    ws_.read_message_max(impl_.options.max_message);
    auto [ec] = co_await ws_.async_accept(req, kUseTuple);
    if (ec) co_return;
    std::weak_ptr<Viewer> weak = weak_from_this();
    listener_ = table_->subscribe([weak] {
      if (auto self = weak.lock()) self->schedule_update();
    });
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
    send_update();
    net::co_spawn(ws_.get_executor(), ping_loop(shared_from_this()), net::detached);
    beast::flat_buffer buffer;
    for (;;) {
      auto [rec, n] = co_await ws_.async_read(buffer, kUseTuple);
      if (rec) break;
      const std::string text = beast::buffers_to_string(buffer.data());
      buffer.consume(buffer.size());
      handle(text);
    }
    closed_ = true;
    ping_timer_.cancel();
    ws_.control_callback();
    table_->unsubscribe(listener_);
    if (seat_ >= 0) table_->report_latency(seat_, -1);  // nobody measured at that seat now
  }

 private:
  // Called from any thread after the table changed: the update is built on this
  // connection's strand, so messages leave in order.
  void schedule_update() {
    net::post(ws_.get_executor(), [self = shared_from_this()] { self->send_update(); });
  }

  void send_update() {
    // A seat given up (left, or handed to a bot) is no longer this connection's
    // to see: it watches from then on, as a spectator.
    if (seat_ >= 0 && !table_->holds(seat_, credential_)) {
      table_->report_latency(seat_, -1);
      seat_ = kSpectator;
    }
    json view = table_->view(seat_, sent_);
    sent_ = view["version"].get<int>();
    send({{"type", "update"}, {"view", std::move(view)}});
  }

  void send(const json& message) {
    outbox_.push_back({message.dump(), false});
    if (!writing_) write_next();
  }

  // The round trip is measured with WebSocket ping frames, which every client
  // answers by itself: one at once, then every latency_ping_ms. They queue with
  // the messages, so one write is out at a time.
  static net::awaitable<void> ping_loop(std::shared_ptr<Viewer> self) {
    while (!self->closed_) {
      self->outbox_.push_back({"", true});
      if (!self->writing_) self->write_next();
      self->ping_timer_.expires_after(
          std::chrono::milliseconds(std::max(1, self->impl_.options.latency_ping_ms)));
      auto [ec] = co_await self->ping_timer_.async_wait(kUseTuple);
      if (ec) co_return;
    }
  }

  void write_next() {
    writing_ = true;
    const auto done = [self = shared_from_this()](beast::error_code ec) {
      self->outbox_.pop_front();
      if (ec || self->outbox_.empty()) {
        self->writing_ = false;
        if (ec) self->outbox_.clear();
        return;
      }
      self->write_next();
    };
    if (outbox_.front().ping) {
      ping_payload_ = "rtt " + std::to_string(++pings_);
      ping_sent_ = std::chrono::steady_clock::now();
      ws_.async_ping(websocket::ping_data(ping_payload_.c_str()), done);
      return;
    }
    ws_.text(true);
    ws_.async_write(net::buffer(outbox_.front().text),
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
    const json msg = json::parse(text, nullptr, false);
    json id = msg.is_object() && msg.contains("id") ? msg["id"] : json();
    const auto error = [&](const Error& e) {
      send({{"type", "error"},
            {"id", id},
            {"code", std::string(error_code_name(e.code))},
            {"message", e.message}});
    };
    if (!take_token()) {
      error(make_error(ErrorCode::kInvalidArgument,
                       "too many messages; at most " +
                           std::to_string(impl_.options.messages_per_second) + " a second"));
      return;
    }
    if (msg.is_discarded() || !msg.is_object() || !msg.contains("type") ||
        !msg["type"].is_string()) {
      error(make_error(ErrorCode::kParseError,
                       "a message is a JSON object with a \"type\": act, claim, sync or ping"));
      return;
    }
    const std::string type = msg["type"].get<std::string>();
    if (type == "ping") {
      json pong = {
          {"type", "pong"}, {"id", id}, {"server_ms", now_ms()}, {"latency_ms", latency_ms_}};
      if (msg.contains("client_ms")) pong["client_ms"] = msg["client_ms"];  // echoed as sent
      send(pong);
    } else if (type == "sync") {
      // A reconnecting client says what it saw; it gets what it missed.
      sent_ = msg.contains("version") && msg["version"].is_number_integer()
                  ? msg["version"].get<int>()
                  : 0;
      send_update();
    } else if (type == "act") {
      if (seat_ < 0) {
        error(make_error(ErrorCode::kInvalidArgument, "spectators cannot act; join a seat"));
        return;
      }
      if (!msg.contains("action") || !msg["action"].is_string()) {
        error(make_error(ErrorCode::kInvalidArgument,
                         "field \"action\" (the move's words) is missing"));
        return;
      }
      auto version = table_->act(seat_, credential_, msg["action"].get<std::string>());
      if (!version) {
        error(version.error());
        return;
      }
      send({{"type", "ack"}, {"id", id}, {"version", *version}});
    } else if (type == "claim") {
      // Real time: the server stamps the claim when it arrives.
      if (seat_ < 0) {
        error(make_error(ErrorCode::kInvalidArgument, "spectators cannot claim; join a seat"));
        return;
      }
      if (!msg.contains("claim") || !msg["claim"].is_string()) {
        error(make_error(ErrorCode::kInvalidArgument,
                         "field \"claim\" (the claim's words, or \"pass\") is missing"));
        return;
      }
      std::optional<int> seen;
      if (msg.contains("version") && msg["version"].is_number_integer())
        seen = msg["version"].get<int>();
      auto claimed = table_->claim(seat_, credential_, msg["claim"].get<std::string>(),
                                   Table::Clock::now(), seen);
      if (!claimed) {
        error(claimed.error());
        return;
      }
      send({{"type", "ack"},
            {"id", id},
            {"version", claimed->version},
            {"action", claimed->action}});
    } else {
      error(make_error(ErrorCode::kUnknownName, "unknown message type " + quote(type) +
                                                    "; expected act, claim, sync or ping"));
    }
  }

  Impl& impl_;
  websocket::stream<beast::tcp_stream> ws_;
  std::shared_ptr<Table> table_;
  Player seat_;
  std::string credential_;
  int sent_;
  double tokens_;
  std::chrono::steady_clock::time_point refill_;
  struct Out {
    std::string text;
    bool ping = false;  // a ping frame that times the round trip
  };
  std::deque<Out> outbox_;
  bool writing_ = false;
  int listener_ = -1;
  net::steady_timer ping_timer_;
  bool closed_ = false;
  std::string ping_payload_;  // of the ping not yet answered; "" when none
  std::chrono::steady_clock::time_point ping_sent_;
  int pings_ = 0;
  int latency_ms_ = -1;  // the last round trip measured
};

// ---- connections ---------------------------------------------------------------------

net::awaitable<void> serve_connection(Impl& impl, beast::tcp_stream stream) {
  beast::flat_buffer buffer;
  for (;;) {
    stream.expires_after(std::chrono::seconds(impl.options.idle_seconds));
    http::request_parser<http::string_body> parser;
    parser.body_limit(impl.options.max_message);
    auto [ec, n] = co_await http::async_read(stream, buffer, parser, kUseTuple);
    if (ec == http::error::body_limit) {
      Request req;
      Response res =
          reply(req, http::status::payload_too_large,
                error_json(make_error(ErrorCode::kInvalidArgument,
                                      "the request body is larger than " +
                                          std::to_string(impl.options.max_message) + " bytes")));
      res.keep_alive(false);
      co_await http::async_write(stream, res, kUseTuple);
      co_return;
    }
    if (ec) co_return;
    Request req = parser.release();
    const Target target = parse_target(req.target());
    if (websocket::is_upgrade(req)) {
      // /ws/tables/{id}?seat=N&credential=X&since=V (no seat: a spectator).
      std::shared_ptr<Table> table;
      if (target.path.size() == 3 && target.path[0] == "ws" && target.path[1] == "tables") {
        table = impl.lobby.find(target.path[2]);
      }
      Player seat = kSpectator;
      bool allowed = table != nullptr;
      if (allowed && !target.get("seat").empty()) {
        const auto s = parse_int(target.get("seat"));
        allowed = s && table->holds(*s, target.get("credential"));
        if (allowed) seat = *s;
      }
      if (!allowed) {
        Response res = table ? fail(req, make_error(ErrorCode::kInvalidArgument,
                                                    "that credential does not hold that seat"))
                             : fail(req, not_found("there is no such table"));
        res.keep_alive(false);
        co_await http::async_write(stream, res, kUseTuple);
        co_return;
      }
      stream.expires_never();
      auto viewer = std::make_shared<Viewer>(
          impl, websocket::stream<beast::tcp_stream>(std::move(stream)), table, seat,
          target.get("credential"), parse_int(target.get("since")).value_or(0));
      co_await viewer->run(std::move(req));
      co_return;
    }
    Response res = !target.path.empty() && target.path[0] == "api" ? handle_api(impl, req, target)
                                                                   : static_file(impl, req, target);
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
  for (;;) {
    auto [ec, socket] = co_await impl.acceptor.async_accept(net::make_strand(impl.ioc), kUseTuple);
    if (ec == net::error::operation_aborted) co_return;
    if (ec) continue;
    auto executor = socket.get_executor();
    net::co_spawn(executor, serve_connection(impl, beast::tcp_stream(std::move(socket))),
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
