#include "tests/server/hostile_harness.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace rookery::hostile {

namespace {}  // namespace

std::string new_folder() {
  std::string pattern =
      (std::filesystem::temp_directory_path() / "rookery-hostile-XXXXXX").string();
  const char* made = mkdtemp(pattern.data());
  EXPECT_NE(made, nullptr);
  return pattern;
}

namespace {

std::vector<char*> argv_of(std::vector<std::string>& args) {
  std::vector<char*> out;
  for (std::string& a : args) out.push_back(a.data());
  out.push_back(nullptr);
  return out;
}

// A socket connected to 127.0.0.1:`port` from `from`; -1 when it cannot be.
int connect_from(int port, const std::string& from) {
  const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  sockaddr_in local{};
  local.sin_family = AF_INET;
  inet_pton(AF_INET, from.c_str(), &local.sin_addr);
  sockaddr_in remote{};
  remote.sin_family = AF_INET;
  remote.sin_port = htons(static_cast<uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr);
  if (bind(fd, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0 ||
      connect(fd, reinterpret_cast<sockaddr*>(&remote), sizeof remote) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

// Reads until `done(buffer)` or the peer closes or 10 s pass.
template <typename Done>
std::string read_until(int fd, Done done) {
  std::string buffer;
  char chunk[65536];
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!done(buffer) && std::chrono::steady_clock::now() < end) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    const ssize_t n = recv(fd, chunk, sizeof chunk, 0);
    if (n <= 0) break;
    buffer.append(chunk, static_cast<std::size_t>(n));
  }
  return buffer;
}

}  // namespace

Server::Server(std::vector<std::string> args, ProcessLimits limits, std::string folder) {
  own_folder_ = true;
  folder_ = folder.empty() ? new_folder() : folder;
  std::vector<std::string> all = {ROOKERY_BIN, "serve", "--port", "0", "--address", "127.0.0.1"};
  // The database in the folder, unless the test names one (or none: ROOKERY_DB).
  const bool named = std::find(args.begin(), args.end(), "--db") != args.end() ||
                     std::find(args.begin(), args.end(), "--db-file") != args.end() ||
                     std::getenv("ROOKERY_DB") != nullptr;
  if (!named) {
    all.push_back("--db");
    all.push_back(db());
  }
  all.insert(all.end(), args.begin(), args.end());
  const std::string err_path = folder_ + "/stderr";
  const std::string out_path = folder_ + "/stdout";
  // Its own output only: a server restarted on the folder starts it afresh,
  // before the first line is looked for.
  std::ofstream(out_path, std::ios::trunc).close();
  pid_ = fork();
  if (pid_ == 0) {
    const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
    dup2(out, STDOUT_FILENO);
    const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
    dup2(err, STDERR_FILENO);
    if (limits.open_files > 0) {
      const rlimit r{static_cast<rlim_t>(limits.open_files),
                     static_cast<rlim_t>(limits.open_files)};
      setrlimit(RLIMIT_NOFILE, &r);
    }
    if (limits.stack_bytes > 0) {
      rlimit r{};
      getrlimit(RLIMIT_STACK, &r);
      r.rlim_cur = static_cast<rlim_t>(limits.stack_bytes);
      setrlimit(RLIMIT_STACK, &r);
    }
    auto argv = argv_of(all);
    execv(ROOKERY_BIN, argv.data());
    _exit(127);
  }
  // Everything it prints stays in the folder (output()); the first line, which
  // it flushes, says where it listens. A server that exits first has said why.
  std::string line;
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(20 * kSlowdown);
  for (;;) {
    const std::string text = output();
    if (const auto end = text.find('\n'); end != std::string::npos) {
      line = text.substr(0, end);
      break;
    }
    if (!alive() || std::chrono::steady_clock::now() > give_up) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  first_line_ = line;
  const auto at = line.find("localhost:");
  EXPECT_NE(at, std::string::npos) << "the server did not start: " << line << errors();
  if (at != std::string::npos) port_ = std::stoi(line.substr(at + 10));
}

Server::~Server() {
  if (!reaped_ && pid_ > 0) {
    kill(pid_, SIGTERM);
    waitpid(pid_, &status_, 0);
  }
  if (own_folder_) std::filesystem::remove_all(folder_);
}

bool Server::alive() {
  if (reaped_) return false;
  if (waitpid(pid_, &status_, WNOHANG) == pid_) {
    reaped_ = true;
    return false;
  }
  return true;
}

long Server::rss_kib() const {
  std::ifstream status("/proc/" + std::to_string(pid_) + "/status");
  std::string key;
  while (status >> key) {
    if (key == "VmRSS:") {
      long kib = 0;
      status >> kib;
      return kib;
    }
    status.ignore(1 << 12, '\n');
  }
  return -1;
}

long Server::cpu_ticks() const {
  std::ifstream stat("/proc/" + std::to_string(pid_) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  // Fields after the command's closing parenthesis: state is field 3; utime 14, stime 15.
  std::istringstream rest(text.substr(text.rfind(')') + 2));
  std::string field;
  long utime = 0;
  long stime = 0;
  for (int i = 3; i <= 15 && rest >> field; ++i) {
    if (i == 14) utime = std::stol(field);
    if (i == 15) stime = std::stol(field);
  }
  return utime + stime;
}

void Server::kill_hard() {
  if (reaped_) return;
  kill(pid_, SIGKILL);
  waitpid(pid_, &status_, 0);
  reaped_ = true;
}

void Server::stop() {
  if (reaped_) return;
  kill(pid_, SIGTERM);
  waitpid(pid_, &status_, 0);
  reaped_ = true;
}

std::string Server::output() const {
  std::ifstream in(folder_ + "/stdout");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

std::string Server::errors() const {
  std::ifstream in(folder_ + "/stderr");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

Exit run_serve_expecting_exit(const std::vector<std::string>& args) {
  std::vector<std::string> all = {ROOKERY_BIN, "serve", "--port", "0", "--address", "127.0.0.1"};
  all.insert(all.end(), args.begin(), args.end());
  int err[2];
  EXPECT_EQ(pipe(err), 0);
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(err[1], STDERR_FILENO);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    close(err[0]);
    auto argv = argv_of(all);
    execv(ROOKERY_BIN, argv.data());
    _exit(127);
  }
  close(err[1]);
  Exit exit;
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  int status = 0;
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > end) {
      kill(pid, SIGKILL);  // it did not refuse: it serves
      waitpid(pid, &status, 0);
      close(err[0]);
      return exit;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  char chunk[4096];
  ssize_t n;
  while ((n = read(err[0], chunk, sizeof chunk)) > 0)
    exit.err.append(chunk, static_cast<std::size_t>(n));
  close(err[0]);
  exit.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return exit;
}

std::string Answer::header(const std::string& name) const {
  std::istringstream lines(head);
  std::string line;
  while (std::getline(lines, line)) {
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string key = line.substr(0, colon);
    if (key.size() != name.size() ||
        !std::equal(key.begin(), key.end(), name.begin(),
                    [](char a, char b) { return std::tolower(a) == std::tolower(b); })) {
      continue;
    }
    std::string value = line.substr(colon + 1);
    while (!value.empty() && (value.front() == ' ')) value.erase(0, 1);
    while (!value.empty() && (value.back() == '\r' || value.back() == ' ')) value.pop_back();
    return value;
  }
  return "";
}

Answer raw_http(int port, const std::string& raw, const std::string& from) {
  Answer a;
  const int fd = connect_from(port, from);
  if (fd < 0) return a;
  send(fd, raw.data(), raw.size(), MSG_NOSIGNAL);
  const bool head_request = raw.rfind("HEAD ", 0) == 0;
  const std::string text = read_until(fd, [&](const std::string& b) {
    const auto end = b.find("\r\n\r\n");
    if (end == std::string::npos) return false;
    if (head_request) return true;
    Answer partial;
    partial.head = b.substr(0, end);
    const std::string length = partial.header("Content-Length");
    return !length.empty() && b.size() >= end + 4 + std::stoul(length);
  });
  // A HEAD answer must end at its headers: more bytes would be read as the
  // next answer's start by a keep-alive client.
  if (head_request) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    char extra[16];
    const ssize_t more = recv(fd, extra, sizeof extra, MSG_DONTWAIT);
    a.body = more > 0 ? std::string(extra, static_cast<std::size_t>(more)) : "";
  }
  close(fd);
  const auto end = text.find("\r\n\r\n");
  if (text.rfind("HTTP/1.", 0) != 0 || end == std::string::npos) return a;
  a.status = std::stoi(text.substr(9, 3));
  a.head = text.substr(0, end);
  if (!head_request) a.body = text.substr(end + 4);
  return a;
}

Answer http(int port, const std::string& method, const std::string& target, const std::string& body,
            const std::vector<std::string>& headers, const std::string& from) {
  std::string raw = method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                    "\r\nConnection: close\r\n";
  if (!body.empty() || method == "POST") {
    raw +=
        "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
  }
  for (const std::string& h : headers) raw += h + "\r\n";
  return raw_http(port, raw + "\r\n" + body, from);
}

int open_idle(int port, const std::string& from) { return connect_from(port, from); }

std::chrono::milliseconds well_behaved_answer(int port) {
  auto best = std::chrono::milliseconds::max();
  for (int i = 0; i < 3; ++i) {
    const auto start = std::chrono::steady_clock::now();
    const Answer a = http(port, "GET", "/api/games");
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    if (a.status == 200) best = std::min(best, took);
  }
  return best;
}

std::string create_table(int port, const std::string& body) {
  const Answer a = http(port, "POST", "/api/tables", body);
  EXPECT_EQ(a.status, 201) << a.body;
  const auto j = a.json();
  return j.is_object() && j.contains("table") ? j["table"].get<std::string>() : "";
}

std::string join(int port, const std::string& table, int seat, const std::string& name) {
  nlohmann::json body = {{"seat", seat}};
  if (!name.empty()) body["name"] = name;
  const Answer a = http(port, "POST", "/api/tables/" + table + "/join", body.dump());
  EXPECT_EQ(a.status, 200) << a.body;
  const auto j = a.json();
  return j.is_object() && j.contains("credential") ? j["credential"].get<std::string>() : "";
}

std::string session_of(const Answer& a) {
  const std::string cookie = a.header("Set-Cookie");
  const std::string key = "rookery_session=";
  if (cookie.rfind(key, 0) != 0) return "";
  return cookie.substr(key.size(), cookie.find(';') - key.size());
}

std::vector<std::string> with_session(const std::string& session) {
  if (session.empty()) return {};
  return {"Cookie: theme=dark; rookery_session=" + session};
}

std::string sign_up(int port, const std::string& name, const std::string& password) {
  const nlohmann::json body = {{"name", name}, {"password", password}};
  const Answer a = http(port, "POST", "/api/account", body.dump());
  EXPECT_EQ(a.status, 201) << a.body;
  return session_of(a);
}

}  // namespace rookery::hostile
