// `rookery serve`: the online table (lobby over HTTP + JSON, tables over
// WebSocket) until SIGINT or SIGTERM.
#include <signal.h>

#include <ostream>
#include <thread>

#include "cli/commands.h"
#include "server/http_server.h"

namespace rookery {

int run_serve(const ServeOptions& options, std::ostream& out, std::ostream& err) {
  // Signals are taken by one thread that stops the server cleanly; they are
  // blocked before any other thread (bots, network) starts, so none inherits them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  if (options.durability != "process" && options.durability != "full") {
    err << "error: --durability is process or full, not \"" << options.durability << "\"\n";
    return kExitBadInput;
  }
  auto store = open_store(options.db,
                          options.durability == "full" ? Durability::kFull : Durability::kProcess);
  if (!store) {
    err << "error: " << store.error().message << "\n";
    return kExitBadInput;
  }
  Lobby lobby(std::move(*store), options.bot_threads);
  if (auto r = lobby.restore(); !r) {
    err << "error: " << r.error().message << "\n";
    return kExitBadInput;
  }
  ServerOptions server_options;
  server_options.address = options.address;
  server_options.port = options.port;
  server_options.threads = options.threads;
  server_options.max_message = options.max_message;
  server_options.messages_per_second = options.rate;
  server_options.idle_seconds = options.idle_seconds;
  server_options.static_dir = options.static_dir;
  HttpServer server(lobby, server_options);
  auto port = server.start();
  if (!port) {
    err << "error: " << port.error().message << "\n";
    return kExitBadInput;
  }
  out << "Rookery is serving on http://localhost:" << *port << "/ (database " << options.db
      << ", durability " << options.durability << "); Ctrl-C stops it.\n"
      << std::flush;
  std::thread waiter([&] {
    int signal = 0;
    sigwait(&signals, &signal);
    server.stop();
  });
  server.run();
  pthread_kill(waiter.native_handle(), SIGTERM);
  waiter.join();
  out << "Stopped.\n";
  return kExitOk;
}

}  // namespace rookery
