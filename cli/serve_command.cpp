// `rookery serve`: the online table (lobby over HTTP + JSON, tables over
// WebSocket) until SIGINT or SIGTERM.
#include <signal.h>
#include <sys/resource.h>

#include <fstream>
#include <ostream>
#include <thread>

#include "cli/commands.h"
#include "core/text.h"
#include "server/http_server.h"
#include "server/ownership.h"
#include "server/people.h"

namespace rookery {

namespace {

// Connections each take a descriptor: the soft limit is raised to the hard one
// (the server's connection cap is then read from it).
void raise_descriptor_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
  }
}

}  // namespace

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
  std::string db = options.db;
  if (!options.db_file.empty()) {
    std::ifstream file(options.db_file);
    if (!file || !std::getline(file, db) || trim(db).empty()) {
      err << "error: --db-file " << options.db_file
          << ": cannot read a database from its first line\n";
      return kExitBadInput;
    }
    db = std::string(trim(db));
  }
  auto store =
      open_store(db, options.durability == "full" ? Durability::kFull : Durability::kProcess);
  if (!store) {
    err << "error: " << store.error().message << "\n";
    return kExitBadInput;
  }
  // Servers sharing a PostgreSQL database each have a name there (server/ownership.h).
  const std::string name = (*store)->ownership() ? (*store)->ownership()->self() : "";
  raise_descriptor_limit();
  LobbyLimits limits = options.lobby;
  limits.response_window = std::chrono::milliseconds(options.window_ms);
  limits.hand_over_after =
      std::chrono::milliseconds(static_cast<long long>(options.hand_over_after_s * 1000));
  // People's accounts and ratings, beside the tables (server/people.h).
  auto people = open_people(db);
  if (!people) {
    err << "error: " << people.error().message << "\n";
    return kExitBadInput;
  }
  Lobby lobby(std::move(*store), options.bot_threads, limits);
  lobby.on_finished([&people, &err](const TableRecord& table, const std::vector<double>& returns) {
    // A result not recorded now is recorded when the table next comes into
    // memory (after a restart at the latest): the game itself is stored.
    if (auto settled = (*people)->standings.settle(table, returns); !settled) {
      err << "warning: the results of table " << table.id
          << " are not recorded yet: " << settled.error().message << "\n";
    }
  });
  auto restored = lobby.restore();
  if (!restored) {
    err << "error: " << restored.error().message << "\n";
    return kExitBadInput;
  }
  // Tables played under rules corrected since: kept in the database, not served.
  for (const std::string& line : *restored) err << "warning: " << line << "\n";
  HttpServer server(lobby, options.server, people->get());
  auto port = server.start();
  if (!port) {
    err << "error: " << port.error().message << "\n";
    return kExitBadInput;
  }
  const std::string& address = options.server.address;
  const bool everywhere = address == "0.0.0.0" || address == "::";
  out << "Rookery is serving on http://"
      << (everywhere || address == "127.0.0.1" ? "localhost" : address) << ":" << *port << "/"
      << (everywhere ? " and every address of this machine" : "") << " (database "
      << masked_store_name(db) << ", durability " << options.durability
      << (name.empty() ? "" : "; process " + name + " among those sharing it")
      << "); Ctrl-C stops it.\n"
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
