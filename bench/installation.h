// A Rookery installation on loopback, for the load client and the failover
// test: one `rookery serve` on a fresh SQLite file, or several over a fresh
// PostgreSQL schema behind nginx, configured as docs/deploy.md says.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace rookery_load {

struct InstallationOptions {
  std::string binary;  // the rookery program
  std::string durability = "process";
  int bot_threads = 4;
  int processes = 1;     // `rookery serve` processes
  std::string postgres;  // a PostgreSQL URL; "" for SQLite (one process only)
  bool nginx = false;    // nginx in front (always with several processes)
  std::string nginx_binary = "/usr/sbin/nginx";
  std::vector<std::string> extra;  // more options for every `rookery serve`
  std::string static_dir;          // the front end's files (--static), if any
};

struct ServeProcess {
  pid_t pid = -1;
  int port = 0;
  std::string name;  // its name among the processes sharing PostgreSQL (its leases' owner)
};

class Installation {
 public:
  // Starts everything; throws std::runtime_error saying what did not start.
  explicit Installation(InstallationOptions options);
  // Stops every process, and removes the database (schema or file) and nginx's folder.
  ~Installation();
  Installation(const Installation&) = delete;
  Installation& operator=(const Installation&) = delete;

  // Where clients go: nginx, or the one process.
  int port() const { return front_; }
  const std::vector<ServeProcess>& processes() const { return serve_; }
  // The database the processes share (PostgreSQL URL with its schema, or a file).
  const std::string& database() const { return database_; }
  // Sends `signal` to process `index` and reaps it when it was SIGKILL or SIGTERM.
  void signal_process(std::size_t index, int signal);

 private:
  ServeProcess start_serve(int port) const;
  void stop();
  void start_nginx();

  InstallationOptions options_;
  std::string schema_;  // PostgreSQL: the fresh schema
  std::string database_;
  std::string folder_;  // nginx's configuration, logs and temporary files
  std::vector<ServeProcess> serve_;
  pid_t nginx_ = -1;
  int front_ = 0;
};

// A free TCP port on loopback now.
int free_port();

}  // namespace rookery_load
