// The server over real sockets: the lobby's HTTP API, a table's WebSocket (acks,
// updates, errors, spectators, reconnecting with a version, rate limits), and a
// server killed with SIGKILL that restarts with every acknowledged move.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cstdlib>
#include <filesystem>
#include <pqxx/pqxx>
#include <thread>

#include "server/http_server.h"
#include "tests/server/view_text.h"

namespace rookery {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;

struct Reply {
  int status = 0;
  json body;
};

// One HTTP request to the server on localhost:`port`.
Reply request(int port, http::verb method, const std::string& target,
              const std::string& body = "") {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(
      tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)));
  http::request<http::string_body> req{method, target, 11};
  req.set(http::field::host, "localhost");
  req.set(http::field::content_type, "application/json");
  req.body() = body;
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return {static_cast<int>(res.result_int()), json::parse(res.body(), nullptr, false)};
}

// A WebSocket client of one table.
class Client {
 public:
  Client(int port, const std::string& target) : ws_(ioc_) {
    tcp::resolver resolver(ioc_);
    net::connect(ws_.next_layer(), resolver.resolve("127.0.0.1", std::to_string(port)));
    ws_.handshake("localhost", target);
  }
  void send(const json& j) { ws_.write(net::buffer(j.dump())); }
  void send_raw(const std::string& s) { ws_.write(net::buffer(s)); }
  json read() {
    beast::flat_buffer buffer;
    ws_.read(buffer);
    return json::parse(beast::buffers_to_string(buffer.data()));
  }
  // Messages until one of `type` comes.
  json read_until(const std::string& type) {
    for (;;) {
      json j = read();
      if (j["type"] == type) return j;
    }
  }

 private:
  net::io_context ioc_;
  websocket::stream<tcp::socket> ws_;
};

// A server on a free port, with its lobby on an in-memory database.
class Running {
 public:
  explicit Running(ServerOptions options = {})
      : lobby_(open_sqlite_store(":memory:", Durability::kProcess).value(), 1) {
    options.port = 0;
    options.address = "127.0.0.1";
    server_ = std::make_unique<HttpServer>(lobby_, options);
    port_ = server_->start().value();
    thread_ = std::thread([this] { server_->run(); });
  }
  ~Running() {
    server_->stop();
    thread_.join();
  }
  int port() const { return port_; }

 private:
  Lobby lobby_;
  std::unique_ptr<HttpServer> server_;
  int port_ = 0;
  std::thread thread_;
};

TEST(Http, TheLobbyCreatesListsJoinsAndPlaysTables) {
  Running server;
  const int port = server.port();
  Reply games = request(port, http::verb::get, "/api/games");
  ASSERT_EQ(games.status, 200);
  EXPECT_EQ(games.body["games"].size(), 5u);  // the five games; the toy game is test-only
  for (const auto& g : games.body["games"]) {
    EXPECT_NE(g["name"], "toy");
    EXPECT_FALSE(g["bot_levels"].empty()) << g["name"];  // the lobby's seats, from the bot table
  }
  Reply made = request(port, http::verb::post, "/api/tables",
                       R"({"game": "pantolino", "seats": ["human", "human"]})");
  ASSERT_EQ(made.status, 201) << made.body.dump();
  const std::string id = made.body["table"];
  Reply listed = request(port, http::verb::get, "/api/tables");
  ASSERT_EQ(listed.body["tables"].size(), 1u);
  EXPECT_EQ(listed.body["tables"][0]["open_seats"], 2);
  Reply joined = request(port, http::verb::post, "/api/tables/" + id + "/join",
                         R"({"seat": 0, "name": "Ann"})");
  ASSERT_EQ(joined.status, 200);
  const std::string ann = joined.body["credential"];
  Reply view = request(port, http::verb::get, "/api/tables/" + id + "?seat=0&credential=" + ann);
  ASSERT_EQ(view.status, 200);
  EXPECT_FALSE(view.body["legal"].empty());
  Reply acted = request(port, http::verb::post, "/api/tables/" + id + "/act",
                        json{{"seat", 0}, {"credential", ann}, {"action", "stop"}}.dump());
  ASSERT_EQ(acted.status, 200) << acted.body.dump();
  EXPECT_EQ(acted.body["version"], 2);
  Reply standing =
      request(port, http::verb::post, "/api/tables/" + id + "/act",
              json{{"seat", 0}, {"credential", ann}, {"action", "stop"}, {"standing", 1}}.dump());
  EXPECT_EQ(standing.status, 400);
  EXPECT_EQ(standing.body["error"]["code"], "invalid_argument");
  // Refusals say why, with a status and a stable code.
  Reply wrong = request(port, http::verb::get, "/api/tables/" + id + "?seat=0&credential=nope");
  EXPECT_EQ(wrong.status, 400);
  EXPECT_EQ(wrong.body["error"]["code"], "seat_not_held");
  EXPECT_EQ(request(port, http::verb::post, "/api/tables", "{oops").body["error"]["code"],
            "parse_error");
  EXPECT_EQ(request(port, http::verb::get, "/api/tables/nothere").status, 404);
  EXPECT_EQ(request(port, http::verb::get, "/api/nothing").status, 404);
  Reply bad_game =
      request(port, http::verb::post, "/api/tables", R"({"game": "chess", "seats": ["human"]})");
  EXPECT_NE(bad_game.body["error"]["message"].get<std::string>().find("unknown game"),
            std::string::npos);
  // Playing again needs a seat's credential and a game that is over.
  EXPECT_EQ(request(port, http::verb::post, "/api/tables/" + id + "/again", "{}").status, 400);
  Reply early = request(port, http::verb::post, "/api/tables/" + id + "/again",
                        json{{"seat", 0}, {"credential", ann}}.dump());
  EXPECT_EQ(early.status, 400);
  EXPECT_EQ(early.body["error"]["code"], "illegal_action");
  EXPECT_EQ(request(port, http::verb::get, "/").status, 200);
}

// A replay shows each step as that viewer saw it then, and keeps every secret.
TEST(Http, AReplayStepIsTheTableAsThatViewerSawItThen) {
  Running server;
  const int port = server.port();
  Reply made = request(
      port, http::verb::post, "/api/tables",
      json{{"game", "plucky(players=3)"}, {"seats", {"human", "random", "random"}}, {"seed", 5}}
          .dump());
  ASSERT_EQ(made.status, 201) << made.body.dump();
  const std::string id = made.body["table"];
  const std::string ann =
      request(port, http::verb::post, "/api/tables/" + id + "/join", R"({"seat": 0})")
          .body["credential"];
  const json now = request(port, http::verb::get, "/api/tables/" + id).body;
  const int last = now["version"];
  ASSERT_GT(last, 2);
  Reply first = request(port, http::verb::get, "/api/tables/" + id + "/replay?version=0");
  ASSERT_EQ(first.status, 200) << first.body.dump();
  EXPECT_EQ(first.body["version"], 0);
  EXPECT_TRUE(first.body["log"].empty());
  EXPECT_TRUE(first.body["replay"].get<bool>());
  // The last step is the table now, seen by the same viewer, without moves to make.
  Reply end = request(port, http::verb::get,
                      "/api/tables/" + id + "/replay?version=" + std::to_string(last) +
                          "&seat=0&credential=" + ann);
  ASSERT_EQ(end.status, 200) << end.body.dump();
  const json seat_now =
      request(port, http::verb::get, "/api/tables/" + id + "?seat=0&credential=" + ann).body;
  EXPECT_EQ(end.body["observation"], seat_now["observation"]);
  EXPECT_EQ(end.body["log"], seat_now["log"]);
  EXPECT_TRUE(end.body["legal"].empty());
  // A spectator's replay has no hand in it; a credential that does not hold the
  // seat sees nothing; a step that is not there is named.
  Reply watched = request(port, http::verb::get,
                          "/api/tables/" + id + "/replay?version=" + std::to_string(last));
  EXPECT_FALSE(watched.body["observation"].contains("hand"));
  EXPECT_TRUE(end.body["observation"].contains("hand"));
  EXPECT_EQ(
      request(port, http::verb::get, "/api/tables/" + id + "/replay?version=1&seat=0&credential=x")
          .status,
      400);
  Reply beyond = request(port, http::verb::get, "/api/tables/" + id + "/replay?version=100000");
  EXPECT_EQ(beyond.status, 400);
  EXPECT_NE(beyond.body["error"]["message"].get<std::string>().find("steps are 0.."),
            std::string::npos);
  EXPECT_EQ(request(port, http::verb::get, "/api/tables/" + id + "/replay").status, 400);
}

// Card texts for front ends: the deck of Match, Plucky's cards and Events.
TEST(Http, ComponentsGiveTheTextsOfTheCards) {
  Running server;
  const int port = server.port();
  Reply match = request(port, http::verb::get, "/api/components?game=match");
  ASSERT_EQ(match.status, 200);
  ASSERT_EQ(match.body["cards"].size(), 64u);
  EXPECT_TRUE(match.body["cards"][0].contains("colours"));
  Reply plucky = request(port, http::verb::get, "/api/components?game=plucky(players=3)");
  ASSERT_EQ(plucky.status, 200);
  EXPECT_EQ(plucky.body["characters"].size(), 8u);
  EXPECT_FALSE(plucky.body["cards"][0]["text"].get<std::string>().empty());
  EXPECT_FALSE(plucky.body["events"]["orca"].empty());
  EXPECT_TRUE(request(port, http::verb::get, "/api/components?game=pantolino").body.empty());
  EXPECT_EQ(request(port, http::verb::get, "/api/components?game=chess").status, 404);
}

TEST(Http, ABodyLargerThanTheLimitIsRefused) {
  ServerOptions options;
  options.max_message = 1000;
  Running server(options);
  Reply big = request(server.port(), http::verb::post, "/api/tables", std::string(5000, ' '));
  EXPECT_EQ(big.status, 413);
}

// A Pantolino table of two people with Ann on seat 0: its id and her
// credential.
struct Seated {
  std::string id;
  std::string ann;
};
Seated ann_at_pantolino(int port) {
  const std::string id = request(port, http::verb::post, "/api/tables",
                                 R"({"game": "pantolino", "seats": ["human", "human"]})")
                             .body["table"];
  return {id, request(port, http::verb::post, "/api/tables/" + id + "/join", R"({"seat": 0})")
                  .body["credential"]};
}

TEST(WebSocket, ASeatActsAndEveryViewerGetsItsOwnUpdate) {
  Running server;
  const int port = server.port();
  const auto [id, ann] = ann_at_pantolino(port);
  Client seat(port, "/ws/tables/" + id + "?seat=0&credential=" + ann);
  Client watcher(port, "/ws/tables/" + id);
  json first = seat.read_until("update");
  EXPECT_EQ(first["view"]["viewer"], 0);
  EXPECT_FALSE(first["view"]["legal"].empty());
  EXPECT_EQ(watcher.read_until("update")["view"]["viewer"], kSpectator);
  // "standing" is true or false; Pantolino has no choice that may stand, and a
  // refused move is not made.
  seat.send({{"type", "act"}, {"action", "stop"}, {"standing", "yes"}});
  EXPECT_EQ(seat.read_until("error")["message"],
            "field \"standing\" (leave the move standing) is true or false");
  seat.send({{"type", "act"}, {"action", "stop"}, {"standing", true}});
  EXPECT_EQ(seat.read_until("error")["message"], "\"stop\" cannot be left standing");
  seat.send({{"type", "act"}, {"action", "stop"}, {"id", 1}});
  json ack = seat.read_until("ack");
  EXPECT_EQ(ack["id"], 1);
  EXPECT_EQ(ack["version"], 2);
  json seen = watcher.read_until("update");
  while (seen["view"]["version"] != 2) seen = watcher.read_until("update");
  EXPECT_EQ(seen["view"]["log"].back()["text"], "stop");
  // Errors answer the request and close nothing.
  seat.send_raw("{not json");
  EXPECT_EQ(seat.read_until("error")["code"], "parse_error");
  seat.send({{"type", "dance"}});
  EXPECT_EQ(seat.read_until("error")["code"], "unknown_name");
  seat.send({{"type", "act"}, {"action", "reroll 9"}, {"id", 2}});
  json refused = seat.read_until("error");
  EXPECT_EQ(refused["id"], 2);
  watcher.send({{"type", "act"}, {"action", "stop"}});
  EXPECT_NE(watcher.read_until("error")["message"].get<std::string>().find("spectators"),
            std::string::npos);
  seat.send({{"type", "ping"}, {"id", 3}});
  EXPECT_TRUE(seat.read_until("pong").contains("server_ms"));
}

// A seat given up is no longer that connection's to see: it watches from then on,
// so whoever takes the seat next keeps their secrets.
TEST(WebSocket, AConnectionWhoseSeatWasGivenUpWatchesFromThenOn) {
  Running server;
  const int port = server.port();
  const auto [id, ann] = ann_at_pantolino(port);
  Client seat(port, "/ws/tables/" + id + "?seat=0&credential=" + ann);
  EXPECT_EQ(seat.read_until("update")["view"]["viewer"], 0);
  ASSERT_EQ(request(port, http::verb::post, "/api/tables/" + id + "/leave",
                    json{{"seat", 0}, {"credential", ann}}.dump())
                .status,
            200);
  json after = seat.read_until("update");
  EXPECT_EQ(after["view"]["viewer"], kSpectator);
  EXPECT_TRUE(after["view"]["legal"].empty());
  seat.send({{"type", "act"}, {"action", "stop"}, {"id", 1}});
  EXPECT_NE(seat.read_until("error")["message"].get<std::string>().find("spectators"),
            std::string::npos);
}

TEST(WebSocket, AReconnectingClientGetsWhatItMissed) {
  Running server;
  const int port = server.port();
  const auto [id, ann] = ann_at_pantolino(port);
  request(port, http::verb::post, "/api/tables/" + id + "/act",
          json{{"seat", 0}, {"credential", ann}, {"action", "stop"}}.dump());
  Client back(port, "/ws/tables/" + id + "?seat=0&credential=" + ann + "&since=1");
  json update = back.read_until("update");
  ASSERT_EQ(update["view"]["log"].size(), 1u);
  EXPECT_EQ(update["view"]["log"][0]["version"], 2);
  back.send({{"type", "sync"}, {"version", 0}});  // or everything again
  EXPECT_EQ(back.read_until("update")["view"]["log"].size(), 2u);
}

TEST(WebSocket, AWrongCredentialIsRefusedAtTheHandshakeAndFloodsAreLimited) {
  ServerOptions options;
  options.messages_per_second = 5;
  Running server(options);
  const int port = server.port();
  const std::string id = request(port, http::verb::post, "/api/tables",
                                 R"({"game": "pantolino", "seats": ["human", "human"]})")
                             .body["table"];
  EXPECT_THROW(Client(port, "/ws/tables/" + id + "?seat=0&credential=nope"),
               boost::system::system_error);
  EXPECT_THROW(Client(port, "/ws/tables/nothere"), boost::system::system_error);
  Client c(port, "/ws/tables/" + id);
  c.read_until("update");
  for (int i = 0; i < 30; ++i) c.send({{"type", "ping"}, {"id", i}});
  // Once the bucket refills, a message is answered again.
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  c.send({{"type", "ping"}, {"id", "last"}});
  int pongs = 0;
  int limited = 0;
  for (;;) {
    json m = c.read();
    if (m["type"] == "pong" && m["id"] == "last") break;
    if (m["type"] == "pong") ++pongs;
    if (m["type"] == "error") ++limited;
  }
  // One error says the rest were refused; they are not each answered, so a
  // client that floods cannot fill the server's memory with answers.
  EXPECT_EQ(limited, 1);
  EXPECT_LE(pongs, 6);
}

TEST(WebSocket, ARealTimeClaimIsStampedByTheServerAndEverySeatsLatencyIsShown) {
  Running server;
  const int port = server.port();
  const std::string id =
      request(port, http::verb::post, "/api/tables",
              R"x({"game": "match(card_ms=2000)", "seats": ["human", "human"]})x")
          .body["table"];
  std::string creds[2];
  for (int s = 0; s < 2; ++s) {
    creds[s] =
        request(port, http::verb::post, "/api/tables/" + id + "/join", json{{"seat", s}}.dump())
            .body["credential"];
  }
  Client seat(port, "/ws/tables/" + id + "?seat=0&credential=" + creds[0]);
  // The server pings each connection as it opens; the client answers while reading,
  // and everyone's view shows the round trip (seat 1 has no connection: -1).
  json update = seat.read_until("update");
  for (int i = 0; i < 50 && update["view"]["seats"][0]["latency_ms"] < 0; ++i) {
    update = seat.read_until("update");
  }
  EXPECT_GE(update["view"]["seats"][0]["latency_ms"], 0);
  EXPECT_EQ(update["view"]["seats"][1]["latency_ms"], -1);
  EXPECT_TRUE(update["view"]["clock"]["running"].get<bool>());
  seat.send({{"type", "claim"}, {"claim", "grab white pawn"}, {"id", 1}, {"version", 1}});
  json ack = seat.read_until("ack");
  EXPECT_EQ(ack["id"], 1);
  const std::string action = ack["action"];
  EXPECT_EQ(action.rfind("grab white pawn at ", 0), 0u) << action;
  seat.send({{"type", "claim"}, {"claim", "knock at 20 ms"}, {"id", 2}});
  json refused = seat.read_until("error");
  EXPECT_EQ(refused["id"], 2);
  EXPECT_EQ(refused["code"], "invalid_argument");
  seat.send({{"type", "ping"}, {"id", "p"}, {"client_ms", 12345}});
  json pong = seat.read_until("pong");
  EXPECT_EQ(pong["client_ms"], 12345);
  EXPECT_GE(pong["latency_ms"], 0);
  EXPECT_TRUE(pong.contains("server_ms"));
}

// ---- a real process, killed -------------------------------------------------------

// Starts `rookery serve` on a free port; returns its pid and port.
std::pair<pid_t, int> start_server(const std::string& db) {
  int out[2];
  EXPECT_EQ(pipe(out), 0);
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(out[1], STDOUT_FILENO);
    close(out[0]);
    execl(ROOKERY_BIN, ROOKERY_BIN, "serve", "--port", "0", "--address", "127.0.0.1", "--db",
          db.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  std::string line;
  char c;
  while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
  close(out[0]);
  const auto at = line.find("localhost:");
  EXPECT_NE(at, std::string::npos) << line;
  return {pid, std::stoi(line.substr(at + 10))};
}

// Plays a table of two humans for a while, kills the server with SIGKILL, starts
// it again on `db` and checks every acknowledged move is there, byte for byte.
void kill_and_restart(const std::string& db) {
  auto [pid, port] = start_server(db);
  const Reply made = request(port, http::verb::post, "/api/tables",
                             R"x({"game": "push_push(players=2)", "seats": ["human", "human"]})x");
  if (!made.body.contains("table")) {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    FAIL() << "the table was not made: " << made.body.dump();
  }
  const std::string id = made.body["table"];
  std::string creds[2];
  for (int s = 0; s < 2; ++s) {
    creds[s] =
        request(port, http::verb::post, "/api/tables/" + id + "/join", json{{"seat", s}}.dump())
            .body["credential"];
  }
  // Both play their legal moves for a while; every acknowledged version is kept.
  int acknowledged = 0;
  for (int k = 0; k < 30; ++k) {
    for (int s = 0; s < 2; ++s) {
      json view =
          request(port, http::verb::get,
                  "/api/tables/" + id + "?seat=" + std::to_string(s) + "&credential=" + creds[s])
              .body;
      if (view["legal"].empty()) continue;
      Reply r =
          request(port, http::verb::post, "/api/tables/" + id + "/act",
                  json{{"seat", s}, {"credential", creds[s]}, {"action", view["legal"][0]}}.dump());
      if (r.status == 200) acknowledged = r.body["version"];
    }
  }
  ASSERT_GT(acknowledged, 10);
  const std::string before = testing::without_presence(
      request(port, http::verb::get, "/api/tables/" + id + "?seat=0&credential=" + creds[0]).body);
  kill(pid, SIGKILL);
  waitpid(pid, nullptr, 0);
  auto [pid2, port2] = start_server(db);
  Reply after =
      request(port2, http::verb::get, "/api/tables/" + id + "?seat=0&credential=" + creds[0]);
  // Over PostgreSQL the killed process's lease on the table runs out first
  // (docs/deploy.md): "moving" until then, within its 2 s.
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (after.status == 503 && std::chrono::steady_clock::now() < until) {
    EXPECT_EQ(after.body["error"]["code"], "moving");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    after = request(port2, http::verb::get, "/api/tables/" + id + "?seat=0&credential=" + creds[0]);
  }
  EXPECT_EQ(after.body["version"], acknowledged);
  EXPECT_EQ(testing::without_presence(after.body), before);
  kill(pid2, SIGTERM);
  waitpid(pid2, nullptr, 0);
}

TEST(Durability, AServerKilledWithSigkillRestartsWithEveryAcknowledgedMove) {
  const std::string db = (std::filesystem::temp_directory_path() /
                          ("rookery-kill-" + std::to_string(getpid()) + ".db"))
                             .string();
  std::filesystem::remove(db);
  kill_and_restart(db);
  std::filesystem::remove(db);
  std::filesystem::remove(db + "-wal");
  std::filesystem::remove(db + "-shm");
}

TEST(Durability, TheSameWithPostgreSQL) {
  const char* base = std::getenv("ROOKERY_TEST_POSTGRES");
  if (base == nullptr || *base == 0)
    GTEST_SKIP() << "ROOKERY_TEST_POSTGRES is not set (scripts/test sets it)";
  const std::string schema = "kill_" + std::to_string(getpid());
  {
    pqxx::connection c(base);
    pqxx::nontransaction n(c);
    n.exec("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
    n.exec("CREATE SCHEMA " + schema);
  }
  kill_and_restart(std::string(base) + "?options=-csearch_path%3D" + schema);
  pqxx::connection c(base);
  pqxx::nontransaction n(c);
  n.exec("DROP SCHEMA " + schema + " CASCADE");
}

}  // namespace
}  // namespace rookery
