// `rookery_load failover`: several `rookery serve` processes over one
// PostgreSQL database behind nginx (docs/deploy.md); many tables, each with a
// scripted person and bots, played through nginx; one process killed with
// SIGKILL mid-game. Passes when every acknowledged move is stored, every table
// finishes, and every person's connection came back by itself within the
// limit (--reconnect-limit); the figure is printed beside the 5 s goal.
#include "bench/failover.h"

#include <signal.h>

#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <iostream>
#include <pqxx/pqxx>
#include <random>

#include "bench/http_client.h"
#include "bench/installation.h"
#include "bench/percentile.h"

namespace rookery_load {

namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

// docs/deploy.md's goal for a person's way back after a kill, on a quiet machine.
constexpr double kReconnectGoalMs = 5000;

// The games played: a person (seat 0) against bots that answer at once.
const std::vector<std::pair<std::string, std::vector<std::string>>> kTables = {
    {"pantolino", {"human", "heuristic"}},
    {"fistful", {"human", "heuristic", "random"}},
    {"push_push", {"human", "random", "heuristic"}},
    {"pantolino(players=3)", {"human", "random", "random"}},
};

struct Person {
  std::string table;
  std::string credential;
  // Moves acknowledged to this person: the table's version then -> the action sent.
  std::map<int, std::string> acked;
  bool finished = false;
  int reconnects = 0;
  std::vector<double> back_ms;  // each time the connection was lost: until the next update
  std::string last_error;
};

// Plays seat 0 of `p.table` through `port` with random legal moves, `think`
// apart, reconnecting by itself (as the page does) whenever the connection
// drops, until the game is over or `stop`.
net::awaitable<void> play(int port, Person& p, std::chrono::milliseconds think,
                          Clock::time_point stop, unsigned seed) {
  auto executor = co_await net::this_coro::executor;
  std::mt19937 rng(seed);
  net::steady_timer timer(executor);
  int seen = 0;
  std::optional<Clock::time_point> lost;
  int next_id = 1;
  while (!p.finished && Clock::now() < stop) {
    websocket::stream<tcp::socket> ws(executor);
    auto [ec] = co_await ws.next_layer().async_connect(
        tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)),
        net::as_tuple(net::use_awaitable));
    if (!ec) {
      std::tie(ec) = co_await ws.async_handshake("localhost",
                                                 "/ws/tables/" + p.table +
                                                     "?seat=0&credential=" + p.credential +
                                                     "&since=" + std::to_string(seen),
                                                 net::as_tuple(net::use_awaitable));
    }
    if (ec) {
      if (!lost) lost = Clock::now();
      timer.expires_after(std::chrono::milliseconds(250));
      co_await timer.async_wait(net::as_tuple(net::use_awaitable));
      continue;
    }
    beast::flat_buffer buffer;
    std::map<int, std::string> sent;  // message id -> action
    bool waiting = false;
    for (;;) {
      auto [rec, n] = co_await ws.async_read(buffer, net::as_tuple(net::use_awaitable));
      if (rec) break;
      const json msg = json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
      buffer.consume(buffer.size());
      if (!msg.is_object()) continue;
      const std::string type = msg.value("type", "");
      if (type == "ack") {
        const int id = msg.value("id", 0);
        if (sent.count(id) != 0) p.acked[msg.value("version", 0)] = sent[id];
        waiting = false;
        continue;
      }
      if (type == "error") {
        p.last_error = msg.value("message", "");
        waiting = false;
        continue;
      }
      if (type != "update") continue;
      if (lost) {
        p.back_ms.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - *lost).count());
        ++p.reconnects;
        lost.reset();
      }
      const json& view = msg["view"];
      seen = view.value("version", seen);
      if (view.value("terminal", false)) {
        p.finished = true;
        break;
      }
      if (waiting || !view.contains("legal") || view["legal"].empty() || Clock::now() >= stop)
        continue;
      timer.expires_after(think);
      co_await timer.async_wait(net::as_tuple(net::use_awaitable));
      const json& legal = view["legal"];
      const std::string action =
          legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
      const int id = next_id++;
      sent[id] = action;
      waiting = true;
      // Built before the co_await: GCC 12 mishandles some temporaries across it.
      const std::string message = json{{"type", "act"}, {"id", id}, {"action", action}}.dump();
      auto [wec, wn] =
          co_await ws.async_write(net::buffer(message), net::as_tuple(net::use_awaitable));
      if (wec) break;
    }
    if (!p.finished && !lost) lost = Clock::now();
  }
}

// The status of GET `target` through `port` with `headers` added; 0 when
// nothing answers.
int status_of(int port, const std::string& target,
              const std::vector<std::pair<std::string, std::string>>& headers = {}) {
  try {
    net::io_context ioc;
    tcp::socket socket(ioc);
    socket.connect(
        tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)));
    http::request<http::empty_body> req{http::verb::get, target, 11};
    req.set(http::field::host, "127.0.0.1:" + std::to_string(port));
    for (const auto& [name, value] : headers) req.set(name, value);
    http::write(socket, req);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(socket, buffer, res);
    return static_cast<int>(res.result_int());
  } catch (const std::exception&) {
    return 0;
  }
}

}  // namespace

int run_failover(const InstallationOptions& base, const FailoverOptions& options) {
  InstallationOptions o = base;
  o.nginx = true;
  Installation site(o);
  const int port = site.port();
  std::vector<Person> people(static_cast<std::size_t>(options.tables));
  for (int t = 0; t < options.tables; ++t) {
    const auto& [game, seats] = kTables[static_cast<std::size_t>(t) % kTables.size()];
    const Answer made =
        http_call(port, http::verb::post, "/api/tables", {{"game", game}, {"seats", seats}});
    if (made.status != 201) throw std::runtime_error("creating a table: " + made.body.dump());
    Person& p = people[static_cast<std::size_t>(t)];
    p.table = made.body["table"];
    const Answer joined = http_call(port, http::verb::post, "/api/tables/" + p.table + "/join",
                                    {{"seat", 0}, {"name", "Player " + std::to_string(t)}});
    if (joined.status != 200) throw std::runtime_error("joining a table: " + joined.body.dump());
    p.credential = joined.body["credential"];
  }
  // One request with 10 KB of headers (each line under nginx's 8 KB) must not
  // take any process out of nginx's upstream: everyone else is still answered.
  const int oversized = status_of(
      port, "/api/games", {{"X-A", std::string(5000, 'a')}, {"X-B", std::string(5000, 'b')}});
  int refused_after = 0;
  for (int i = 0; i < 9; ++i) {
    const std::string target = i % 3 == 0 ? "/api/games"
                               : i % 3 == 1
                                   ? "/api/tables"
                                   : "/api/tables/" + people[static_cast<std::size_t>(i)].table;
    if (status_of(port, target) != 200) ++refused_after;
  }
  net::io_context ioc;
  const auto start = Clock::now();
  const auto stop = start + options.deadline;
  unsigned seed = 1;
  for (Person& p : people)
    net::co_spawn(ioc, play(port, p, options.think, stop, seed++), net::detached);
  // The kill, mid-game, from the client's own loop.
  net::steady_timer killer(ioc);
  killer.expires_after(options.kill_after);
  killer.async_wait([&](beast::error_code) { site.signal_process(options.victim, SIGKILL); });
  ioc.run();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();

  // Every acknowledged move, as stored; every table over, as any process says.
  pqxx::connection db(site.database());
  int acked = 0;
  int missing = 0;
  int finished = 0;
  std::vector<double> back;
  int moved = 0;
  for (const Person& p : people) {
    pqxx::read_transaction r(db);
    // An ack names the table's version once the move is made, chance moves
    // after it included: the move is the person's last one up to there.
    int after = 0;
    for (const auto& [version, action] : p.acked) {
      ++acked;
      const pqxx::result row = r.exec_params(
          "SELECT action FROM moves WHERE table_id = $1 AND player = 0 AND version > $2 "
          "AND version <= $3 ORDER BY version DESC LIMIT 1",
          p.table, after, version);
      after = version;
      if (row.empty() || row[0][0].as<std::string>() != action) {
        ++missing;
        std::cerr << "table " << p.table << ": acknowledged move " << version << " (" << action
                  << ") is not stored\n";
      }
    }
    const Answer view = http_call(port, http::verb::get, "/api/tables/" + p.table);
    if (view.status == 200 && view.body.value("terminal", false)) {
      ++finished;
    } else {
      std::cerr << "table " << p.table << " did not finish (last error: " << p.last_error << ")\n";
    }
    back.insert(back.end(), p.back_ms.begin(), p.back_ms.end());
    if (!p.back_ms.empty()) ++moved;
  }
  const double worst = back.empty() ? 0 : *std::max_element(back.begin(), back.end());
  const bool passed = missing == 0 && finished == options.tables &&
                      worst <= static_cast<double>(options.reconnect_limit.count()) &&
                      oversized != 502 && refused_after == 0;
  const json result = {
      {"processes", o.processes},
      {"tables", options.tables},
      {"tables_finished", finished},
      {"seconds", seconds},
      {"killed_after_seconds", std::chrono::duration<double>(options.kill_after).count()},
      {"moves_acknowledged", acked},
      {"acknowledged_moves_missing", missing},
      {"people_reconnected", moved},
      {"reconnect_ms_p50", percentile(back, 0.5)},
      {"reconnect_ms_max", worst},
      {"reconnect_limit_ms", options.reconnect_limit.count()},
      {"reconnect_goal_ms", kReconnectGoalMs},
      {"reconnect_goal_met", worst <= kReconnectGoalMs},
      {"oversized_request_status", oversized},
      {"requests_refused_after_it", refused_after},
      {"passed", passed}};
  std::cout << result.dump(2) << "\n";
  return passed ? 0 : 1;
}

}  // namespace rookery_load
