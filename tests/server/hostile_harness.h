// For the attacks of tests/server/hostile_*: a real `rookery serve` in a child
// process (its own database in a fresh folder, a loopback port), what it costs
// (memory, CPU), raw HTTP from a chosen loopback address, and the well-behaved
// client that must still be answered quickly after each attack.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rookery::hostile {

// Under AddressSanitizer (the suite's second pass) the attacks run all the same,
// for the memory errors they might find, but the server is several times
// slower and keeps freed memory in quarantine: times are allowed kSlowdown
// times longer, and memory is not measured.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
inline constexpr int kSlowdown = kSanitized ? 10 : 1;

// Process limits for the server, set in the child before it starts.
struct ProcessLimits {
  long open_files = 0;   // RLIMIT_NOFILE, soft and hard (0: unchanged)
  long stack_bytes = 0;  // RLIMIT_STACK (0: unchanged); threads take theirs from it
};

class Server {
 public:
  // `rookery serve --port 0 --db <folder>/rookery.db` plus `args` (no --db when
  // `args` name a database or ROOKERY_DB is set); waits for its
  // first line and reads the port from it. `folder` (new_folder(), prepared by
  // the test) or a fresh one; removed with the server.
  explicit Server(std::vector<std::string> args = {}, ProcessLimits limits = {},
                  std::string folder = "");
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  const std::string& folder() const { return folder_; }
  std::string db() const { return folder_ + "/rookery.db"; }
  // Whether the process is still running (not exited, not killed by a signal).
  bool alive();
  // Resident memory now, in KiB (VmRSS).
  long rss_kib() const;
  // CPU time used so far, user and system, in clock ticks.
  long cpu_ticks() const;
  // Stops it with SIGKILL (a crash, as far as the database knows) and waits.
  void kill_hard();
  // Stops it with SIGTERM (Ctrl-C) and waits; the folder stays until destruction.
  void stop();
  // Everything it printed on standard error (after it stopped, or so far).
  std::string errors() const;
  // Everything it printed on standard output, its first line included.
  std::string output() const;
  // The line it printed on starting.
  const std::string& first_line() const { return first_line_; }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string folder_;
  std::string first_line_;
  bool own_folder_ = false;
  int status_ = 0;
  bool reaped_ = false;
};

// A fresh empty folder under the temporary directory.
std::string new_folder();

// Runs `rookery serve` with `args` and returns its exit status and what it
// printed on stderr, when it is expected to refuse to start (a bound of 10 s).
struct Exit {
  int code = -1;
  std::string err;
};
Exit run_serve_expecting_exit(const std::vector<std::string>& args);

struct Answer {
  int status = 0;  // 0: no answer (the connection was closed)
  std::string head;
  std::string body;
  nlohmann::json json() const { return nlohmann::json::parse(body, nullptr, false); }
  std::string header(const std::string& name) const;  // "" when absent
};

// Sends `raw` (a whole HTTP request, "\r\n" line ends) on a new connection from
// `from` (a loopback address such as 127.0.0.2) and reads one answer; a HEAD
// answer is read without a body.
Answer raw_http(int port, const std::string& raw, const std::string& from = "127.0.0.1");

// A request with the usual headers: `method target`, a JSON body when given
// (Content-Type: application/json), extra header lines (each "Name: value"),
// from loopback address `from`.
Answer http(int port, const std::string& method, const std::string& target,
            const std::string& body = "", const std::vector<std::string>& headers = {},
            const std::string& from = "127.0.0.1");

// A TCP connection from `from` that is opened and left alone; -1 when refused.
int open_idle(int port, const std::string& from);

// The best of three timed GET /api/games from a well-behaved client: the
// server must still answer everyone else after an attack.
std::chrono::milliseconds well_behaved_answer(int port);

// A table made with `body` (JSON); its id, or "" (the test fails).
std::string create_table(int port, const std::string& body);
// Joins seat `seat` of `table`; the credential, or "" (the test fails).
std::string join(int port, const std::string& table, int seat, const std::string& name = "");

// ---- accounts (docs/protocol.md, "Accounts, ratings and profiles") ----
// The value of the session cookie an answer sets ("" when it sets none or ends it).
std::string session_of(const Answer& a);
// The header line that sends `session` as the session cookie (no line for "").
std::vector<std::string> with_session(const std::string& session);
// Signs `name` up with `password`; the session (the test fails without one).
std::string sign_up(int port, const std::string& name,
                    const std::string& password = "correct horse battery");

}  // namespace rookery::hostile
