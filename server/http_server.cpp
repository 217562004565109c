// The network layer: Beast HTTP for the lobby's JSON API and static files, and a
// WebSocket per viewer of a table. Every handler ends in Lobby or Table calls;
// no rules and no projections are computed here.
#include "server/http_server.h"

#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <atomic>
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
#include "server/api_routes.h"
#include "server/connection_limits.h"
#include "server/http_common.h"
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
  Impl(Lobby& l, ServerOptions o, People* p)
      : lobby(l),
        people(p),
        options(std::move(o)),
        files(options.static_dir),
        limits(connection_cap(options), options.connections_per_address, l.site_counts()),
        acceptor(ioc) {}
  Lobby& lobby;
  People* people;
  ServerOptions options;
  StaticFiles files;
  // Checking a password takes a tenth of a second on purpose (Argon2id): done
  // here, never on a network thread, with a bounded number waiting.
  net::thread_pool password_checks{2};
  std::atomic<int> password_checks_out{0};
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

// The request line and headers together: more than a proxy in front passes
// (nginx: 4 buffers of 8 KiB), so that what it forwards is read, not refused.
constexpr std::size_t kMaxRequestHead = 64 * 1024;

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

// An answer under /api/: a POST is first checked to come from the server's own
// pages or a program (check_same_site); then the route table answers (api_routes.h).
Response api_answer(Impl& impl, const Request& req, const Target& t, const std::string& client) {
  if (req.method() == http::verb::post) {
    if (auto same_site = check_same_site(impl, req); !same_site) {
      const bool json_sent = starts_with_nocase(req[http::field::content_type], "application/json");
      Response res = fail(req, same_site.error());
      res.result(json_sent ? http::status::forbidden : http::status::unsupported_media_type);
      return res;
    }
  }
  return handle_api(impl.lobby, req, t, client, impl.people);
}

// The most password checks waiting or running at once; beyond, 503 (docs/protocol.md).
constexpr int kMostPasswordChecks = 32;

// An answer under /api/ whose route checks a password is made on the pool of
// password checks while this connection's coroutine waits; the others go on.
net::awaitable<Response> api_answer_off_thread(Impl& impl, const Request& req, const Target& t,
                                               const std::string& client) {
  if (impl.password_checks_out.fetch_add(1) >= kMostPasswordChecks) {
    impl.password_checks_out.fetch_sub(1);
    Response res = fail(req, make_error(ErrorCode::kIoError,
                                        "too many people are signing in at this moment; try "
                                        "again in a second"));
    res.set(http::field::retry_after, "1");
    co_return res;
  }
  Response res = co_await net::co_spawn(
      impl.password_checks,
      [&]() -> net::awaitable<Response> { co_return api_answer(impl, req, t, client); },
      net::use_awaitable);
  impl.password_checks_out.fetch_sub(1);
  co_return res;
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
                   {"code", msg && msg->type != TableMessage::Type::kAuth ? "invalid_argument"
                                                                          : "seat_not_held"},
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
    seat_ = table_->connection_viewer(seat_, credential_);
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
        Response res = table ? fail(req, make_error(ErrorCode::kSeatNotHeld,
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
    Response res;
    if (api && req.method() == http::verb::options) {
      res = preflight(impl, req);
    } else if (api && checks_password(req, target)) {
      res = co_await api_answer_off_thread(impl, req, target, requester(impl, req, client));
    } else if (api) {
      res = api_answer(impl, req, target, requester(impl, req, client));
    } else {
      res = static_file(impl, req, target);
    }
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

HttpServer::HttpServer(Lobby& lobby, ServerOptions options, People* people)
    : impl_(std::make_unique<Impl>(lobby, std::move(options), people)) {}

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

void HttpServer::stop() {
  impl_->ioc.stop();
  impl_->password_checks.stop();
}

}  // namespace rookery
