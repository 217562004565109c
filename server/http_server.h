// HttpServer: the lobby's HTTP + JSON API and each table's WebSocket on one port
// (Boost.Beast). All Beast and Asio code of the project is in http_server.cpp,
// which compiles slowly; everything else talks to Lobby and Table.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "server/lobby.h"
#include "server/people.h"

namespace rookery {

// Every limit here is documented with its default in docs/security.md.
struct ServerOptions {
  std::string address = "127.0.0.1";    // loopback only unless the operator says otherwise
  int port = 8080;                      // 0: any free port (tests)
  int threads = 2;                      // network threads
  std::size_t max_message = 64 * 1024;  // bytes, HTTP bodies and WebSocket messages
  int messages_per_second = 20;         // per connection; more are refused with an error
  int idle_seconds = 300;               // a silent WebSocket is closed after this
  int request_seconds = 20;             // an HTTP request must arrive whole within this
  int latency_ping_ms = 5000;  // each WebSocket is pinged this often to time its round trip
  // A WebSocket whose unsent messages pass this many bytes, or whose one write
  // takes longer than write_seconds, is behind for good: it is closed (1008).
  std::size_t max_outbox = 1024 * 1024;
  int write_seconds = 30;
  std::size_t max_connections = 0;  // in all; 0: from the descriptor limit
  std::size_t connections_per_address = 64;
  // Origins (scheme://host:port) besides the server's own from which a browser
  // page may change state (create, join, act...); "*" allows every origin.
  std::vector<std::string> allowed_origins;
  // Addresses of reverse proxies whose X-Forwarded-For is believed: a request
  // from one of them is counted (tables per client) and known (who left which
  // seat) by the last address that header names. Connections are still counted
  // by the proxy's address.
  std::vector<std::string> trusted_proxies;
  std::string static_dir;  // files served under / (the browser front end)
};

class HttpServer {
 public:
  // `people`: the accounts, their sessions and standings (people.h), or null
  // for a server that keeps none (its account routes say so).
  HttpServer(Lobby& lobby, ServerOptions options, People* people = nullptr);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Binds and listens; returns the port (useful with port 0), or why it cannot.
  Result<int> start();
  // Serves until stop() (from another thread or a signal handler's thread).
  void run();
  void stop();

  struct Impl;  // the Beast side, defined in http_server.cpp

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace rookery
