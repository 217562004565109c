// rookery_load: a load client for `rookery serve`, on loopback only. It starts
// the server itself (a child process on a fresh database; or, with --db and
// --processes, several over one PostgreSQL database behind nginx, as
// docs/deploy.md sets them up: bench/installation.h) and measures:
//   connections: how many WebSocket viewers of idle tables the server holds, and
//                its memory per connection;
//   busy:        actions/s across many tables where one seat is played by this
//                client (random legal moves, paced to a total rate) and the others
//                by the server's random bots, with the latency from sending an
//                action to its acknowledgement (p50, p99);
//   failover:    one process of several killed mid-game (bench/failover.h).
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <thread>

#include "bench/failover.h"
#include "bench/http_client.h"
#include "bench/installation.h"
#include "bench/percentile.h"
#include "bench/play_message.h"

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

// The server's resident memory in KiB (Linux /proc).
long rss_kib(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string key;
  while (status >> key) {
    if (key == "VmRSS:") {
      long kib = 0;
      status >> kib;
      return kib;
    }
  }
  return 0;
}

// The CPU time `pid` has used so far, user and system, in seconds (Linux /proc).
double cpu_seconds(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(stat, line);
  // Fields after the command's closing parenthesis; utime and stime are the
  // 14th and 15th of the whole line, so the 12th and 13th after it.
  std::istringstream rest(line.substr(line.rfind(')') + 2));
  std::string field;
  double ticks = 0;
  for (int i = 1; i <= 13 && rest >> field; ++i) {
    if (i >= 12) ticks += std::stod(field);
  }
  return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// The CPU time every process called `name` has used so far (postgres, nginx),
// in seconds: what the database and the proxy cost beside the servers.
double cpu_seconds_of(const std::string& name) {
  double seconds = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string pid = entry.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat(entry.path() / "stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    const auto open = line.find('(');
    const auto close = line.rfind(')');
    if (open == std::string::npos || close == std::string::npos) continue;
    if (line.substr(open + 1, close - open - 1) == name) seconds += cpu_seconds(std::stoi(pid));
  }
  return seconds;
}

// This process's own CPU time so far, in seconds.
double own_cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
         static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

json http_call(int port, http::verb method, const std::string& target, const json& body) {
  return rookery_load::http_call(port, method, target, body).body;
}

void raise_file_limit() {
  rlimit limit{};
  getrlimit(RLIMIT_NOFILE, &limit);
  limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_NOFILE, &limit);
}

// ---- connections -------------------------------------------------------------------

net::awaitable<void> hold(int port, std::string target, int& opened, int& failed,
                          std::vector<std::unique_ptr<websocket::stream<tcp::socket>>>& held) {
  auto executor = co_await net::this_coro::executor;
  auto ws = std::make_unique<websocket::stream<tcp::socket>>(executor);
  auto [ec] = co_await ws->next_layer().async_connect(
      tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)),
      net::as_tuple(net::use_awaitable));
  if (!ec)
    std::tie(ec) =
        co_await ws->async_handshake("localhost", target, net::as_tuple(net::use_awaitable));
  beast::flat_buffer buffer;
  if (!ec)
    std::tie(ec, std::ignore) = co_await ws->async_read(buffer, net::as_tuple(net::use_awaitable));
  if (ec) {
    ++failed;
    co_return;
  }
  ++opened;
  held.push_back(std::move(ws));
}

int run_connections(const rookery_load::Installation& server, int count, int tables) {
  std::vector<std::string> ids;
  for (int t = 0; t < tables; ++t) {
    ids.push_back(http_call(server.port(), http::verb::post, "/api/tables",
                            {{"game", "pantolino"}, {"seats", {"human", "human"}}})["table"]);
  }
  const long before = rss_kib(server.processes().front().pid);
  net::io_context ioc;
  int opened = 0;
  int failed = 0;
  std::vector<std::unique_ptr<websocket::stream<tcp::socket>>> held;
  const auto start = Clock::now();
  // In batches, so the listen queue is not flooded.
  for (int done = 0; done < count;) {
    const int batch = std::min(500, count - done);
    for (int i = 0; i < batch; ++i) {
      net::co_spawn(
          ioc,
          hold(server.port(), "/ws/tables/" + ids[static_cast<std::size_t>(done + i) % ids.size()],
               opened, failed, held),
          net::detached);
    }
    ioc.run();
    ioc.restart();
    done += batch;
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const long after = rss_kib(server.processes().front().pid);
  json result = {
      {"connections_held", opened},
      {"failed", failed},
      {"idle_tables", tables},
      {"seconds_to_open", seconds},
      {"server_rss_kib_before", before},
      {"server_rss_kib_after", after},
      {"kib_per_connection", opened > 0 ? static_cast<double>(after - before) / opened : 0.0}};
  std::cout << result.dump(2) << "\n";
  return failed == 0 ? 0 : 1;
}

// ---- busy tables --------------------------------------------------------------------

struct Stats {
  std::vector<double> latency_ms;
  int actions = 0;
  int errors = 0;
};

// Paces sends to a total rate across all tables.
struct Pacer {
  Clock::time_point next;
  Clock::duration gap;
};

net::awaitable<void> play(int port, std::string id, std::string credential, Pacer& pacer,
                          Stats& stats, Clock::time_point stop, unsigned seed,
                          simdjson::ondemand::parser& parser) {
  auto executor = co_await net::this_coro::executor;
  websocket::stream<tcp::socket> ws(executor);
  auto [ec] = co_await ws.next_layer().async_connect(
      tcp::endpoint(net::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)),
      net::as_tuple(net::use_awaitable));
  if (!ec) {
    std::tie(ec) = co_await ws.async_handshake(
        "localhost", "/ws/tables/" + id + "?seat=0&credential=" + credential,
        net::as_tuple(net::use_awaitable));
  }
  if (ec) {
    ++stats.errors;
    co_return;
  }
  std::mt19937 rng(seed);
  net::steady_timer timer(executor);
  beast::flat_buffer buffer;
  Clock::time_point sent{};
  bool waiting_ack = false;
  int acked_version = 0;
  std::string text;
  for (;;) {
    auto [rec, n] = co_await ws.async_read(buffer, net::as_tuple(net::use_awaitable));
    if (rec) co_return;
    // Only what a player's next move needs is read: the load client must cost
    // the machine it shares with the server as little as it can.
    text.assign(static_cast<const char*>(buffer.data().data()), buffer.size());
    buffer.consume(buffer.size());
    const rookery_load::PlayMessage msg = rookery_load::read_play_message(parser, text, rng);
    using Kind = rookery_load::PlayMessage::Kind;
    if (msg.kind == Kind::kAck || msg.kind == Kind::kError) {
      if (waiting_ack) {
        stats.latency_ms.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
        waiting_ack = false;
        if (msg.kind == Kind::kAck) {
          ++stats.actions;
          acked_version = msg.version;
        } else {
          ++stats.errors;
        }
      }
      continue;
    }
    if (msg.kind != Kind::kUpdate || waiting_ack) continue;
    if (msg.terminal || Clock::now() >= stop) {
      co_return;
    }
    if (msg.legal == 0 || msg.version < acked_version) continue;
    // Wait for this table's turn in the global pace, then send a random legal move.
    pacer.next = std::max(pacer.next + pacer.gap, Clock::now());
    timer.expires_at(pacer.next);
    co_await timer.async_wait(net::as_tuple(net::use_awaitable));
    const std::string action = msg.chosen;
    sent = Clock::now();
    waiting_ack = true;
    // Built before the co_await: GCC 12 mishandles some temporaries across it.
    const std::string message = json{{"type", "act"}, {"action", action}}.dump();
    co_await ws.async_write(net::buffer(message), net::as_tuple(net::use_awaitable));
  }
}

int run_busy(const rookery_load::Installation& server, int tables, double rate, double seconds,
             const std::string& game) {
  // The servers' memory in all: before the tables, with them, and at the end.
  const auto memory = [&server] {
    long kib = 0;
    for (const auto& p : server.processes()) kib += rss_kib(p.pid);
    return kib;
  };
  const long empty_kib = memory();
  std::vector<std::pair<std::string, std::string>> seats;
  for (int t = 0; t < tables; ++t) {
    const std::string id = http_call(server.port(), http::verb::post, "/api/tables",
                                     {{"game", game}, {"seats", {"human", "random"}}})["table"];
    const std::string credential =
        http_call(server.port(), http::verb::post, "/api/tables/" + id + "/join",
                  {{"seat", 0}})["credential"];
    seats.emplace_back(id, credential);
  }
  const long tables_kib = memory();
  const auto cpu = [&server] {
    double seconds = 0;
    for (const auto& p : server.processes()) seconds += cpu_seconds(p.pid);
    return seconds;
  };
  const double cpu_before = cpu();
  const double postgres_before = cpu_seconds_of("postgres");
  const double nginx_before = cpu_seconds_of("nginx");
  const double own_before = own_cpu_seconds();
  net::io_context ioc;
  Stats stats;
  Pacer pacer{Clock::now(), std::chrono::duration_cast<Clock::duration>(
                                std::chrono::duration<double>(1.0 / rate))};
  const auto start = Clock::now();
  const auto stop =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  unsigned seed = 1;
  // One parser for every table: they run on this one thread, and each reads a
  // message through before it waits again.
  simdjson::ondemand::parser parser;
  for (const auto& [id, credential] : seats) {
    net::co_spawn(ioc, play(server.port(), id, credential, pacer, stats, stop, seed++, parser),
                  net::detached);
  }
  ioc.run();
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  // CPU per acknowledged action, in ms, of everything the machine ran for it.
  const auto per_action = [&stats](double seconds) {
    return stats.actions > 0 ? seconds * 1000 / stats.actions : 0.0;
  };
  const double server_cpu = cpu() - cpu_before;
  const double postgres_cpu = cpu_seconds_of("postgres") - postgres_before;
  const double nginx_cpu = cpu_seconds_of("nginx") - nginx_before;
  const double own_cpu = own_cpu_seconds() - own_before;
  json result = {{"tables", tables},
                 {"game", game},
                 {"target_rate", rate},
                 {"seconds", elapsed},
                 {"actions_acknowledged", stats.actions},
                 {"errors", stats.errors},
                 {"actions_per_second", stats.actions / elapsed},
                 {"latency_ms_p50", rookery_load::percentile(stats.latency_ms, 0.50)},
                 {"latency_ms_p99", rookery_load::percentile(stats.latency_ms, 0.99)},
                 {"latency_ms_max", rookery_load::percentile(stats.latency_ms, 1.0)},
                 // The servers' CPU per acknowledged action (bots' moves and chance
                 // included), and that of the database, the proxy and this client.
                 {"server_cpu_ms_per_action", per_action(server_cpu)},
                 {"postgres_cpu_ms_per_action", per_action(postgres_cpu)},
                 {"nginx_cpu_ms_per_action", per_action(nginx_cpu)},
                 {"client_cpu_ms_per_action", per_action(own_cpu)},
                 {"server_rss_kib_empty", empty_kib},
                 {"server_rss_kib_tables", tables_kib},
                 {"server_rss_kib_end", memory()}};
  std::cout << result.dump(2) << "\n";
  return 0;
}

// Prints where `site` is (its front port, each process's pid, port and name)
// and keeps it until standard input closes or SIGTERM comes.
int hold_installation(const rookery_load::Installation& site) {
  json processes = json::array();
  for (const auto& p : site.processes())
    processes.push_back({{"pid", p.pid}, {"port", p.port}, {"name", p.name}});
  std::cout << json{{"port", site.port()}, {"processes", processes}}.dump() << std::endl;
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGTERM);
  sigaddset(&stop, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop, nullptr);
  std::thread reader([] {
    char c;
    while (read(STDIN_FILENO, &c, 1) > 0) {
    }
    kill(getpid(), SIGTERM);
  });
  reader.detach();
  int signal = 0;
  sigwait(&stop, &signal);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"rookery_load: load for `rookery serve` on loopback (it starts the server itself)"};
  app.require_subcommand(1);
  rookery_load::InstallationOptions site;
  site.binary = ROOKERY_BIN;
  app.add_option("--server", site.binary, "the rookery program to start")->capture_default_str();
  app.add_option("--durability", site.durability, "process or full")->capture_default_str();
  app.add_option("--bot-threads", site.bot_threads, "each server's bot threads")
      ->capture_default_str();
  int net_threads = 0;
  app.add_option("--threads", net_threads,
                 "each server's network threads (default: rookery serve's own default)");
  app.add_option("--db", site.postgres,
                 "a PostgreSQL URL: the servers share a fresh schema there (default: one server "
                 "on a fresh SQLite file)");
  app.add_option("--processes", site.processes,
                 "rookery serve processes over --db, behind nginx when more than one")
      ->capture_default_str();
  app.add_flag("--nginx", site.nginx, "nginx in front even of one process");
  app.add_option("--nginx-binary", site.nginx_binary, "the nginx program")->capture_default_str();
  int count = 10000;
  int idle_tables = 100;
  auto* conn = app.add_subcommand("connections", "hold WebSocket viewers of idle tables");
  conn->add_option("--count", count, "connections to open")->capture_default_str();
  conn->add_option("--tables", idle_tables, "idle tables they watch")->capture_default_str();
  int tables = 1000;
  double rate = 1000;
  double seconds = 20;
  std::string game = "pantolino";
  auto* busy = app.add_subcommand("busy", "play many tables at a total rate; latency to the ack");
  busy->add_option("--tables", tables, "tables, one seat each played by this client")
      ->capture_default_str();
  busy->add_option("--rate", rate, "actions a second in total")->capture_default_str();
  busy->add_option("--seconds", seconds, "how long to play")->capture_default_str();
  busy->add_option("--game", game, "game string (2 seats: this client and a random bot)")
      ->capture_default_str();
  auto* hold = app.add_subcommand(
      "hold",
      "start the installation and keep it until SIGTERM or standard input closes, "
      "first printing where it is as one line of JSON (for the browser tests)");
  hold->add_option("--static", site.static_dir, "the front end's files for every process");
  rookery_load::FailoverOptions failover;
  int think_ms = static_cast<int>(failover.think.count());
  double kill_after = 4;
  double reconnect_limit = 5;
  auto* fail = app.add_subcommand(
      "failover", "several processes over --db behind nginx; one killed with SIGKILL mid-game");
  fail->add_option("--tables", failover.tables, "tables, each a scripted person and bots")
      ->capture_default_str();
  fail->add_option("--think-ms", think_ms, "the scripted people's time per move")
      ->capture_default_str();
  fail->add_option("--kill-after", kill_after, "seconds of play before the kill")
      ->capture_default_str();
  fail->add_option("--reconnect-limit", reconnect_limit,
                   "seconds within which every person must be back (the goal is 5)")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  CLI11_PARSE(app, argc, argv);
  if (net_threads > 0) site.extra = {"--threads", std::to_string(net_threads)};
  failover.think = std::chrono::milliseconds(think_ms);
  failover.kill_after = std::chrono::milliseconds(static_cast<long long>(kill_after * 1000));
  failover.reconnect_limit =
      std::chrono::milliseconds(static_cast<long long>(reconnect_limit * 1000));

  raise_file_limit();
  signal(SIGPIPE, SIG_IGN);
  try {
    if (*fail) {
      if (site.postgres.empty() || site.processes < 2) {
        std::cerr << "error: failover needs --db (PostgreSQL) and --processes 2 or more\n";
        return 2;
      }
      return rookery_load::run_failover(site, failover);
    }
    rookery_load::Installation server(site);
    if (*hold) return hold_installation(server);
    return *conn ? run_connections(server, count, idle_tables)
                 : run_busy(server, tables, rate, seconds, game);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
}
