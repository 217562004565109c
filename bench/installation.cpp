#include "bench/installation.h"

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <pqxx/pqxx>
#include <stdexcept>
#include <thread>

namespace rookery_load {

namespace {

// Runs `argv` as a child with its standard output on a pipe (returned in `out`).
pid_t spawn(const std::vector<std::string>& argv, int* out) {
  int pipe_fds[2] = {-1, -1};
  if (out != nullptr && pipe(pipe_fds) != 0) throw std::runtime_error("pipe failed");
  const pid_t pid = fork();
  if (pid == 0) {
    if (out != nullptr) {
      dup2(pipe_fds[1], STDOUT_FILENO);
      close(pipe_fds[0]);
    }
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  if (out != nullptr) {
    close(pipe_fds[1]);
    *out = pipe_fds[0];
  }
  return pid;
}

// Waits until something accepts connections on loopback `port`.
bool wait_for_port(int port, std::chrono::seconds within) {
  const auto until = std::chrono::steady_clock::now() + within;
  while (std::chrono::steady_clock::now() < until) {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<uint16_t>(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool up = connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
    close(fd);
    if (up) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return false;
}

}  // namespace

int free_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  if (bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
      getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
    close(fd);
    throw std::runtime_error("no free port on loopback");
  }
  close(fd);
  return ntohs(addr.sin_port);
}

Installation::Installation(InstallationOptions options) : options_(std::move(options)) {
  const std::string tag = std::to_string(getpid());
  if (options_.postgres.empty()) {
    if (options_.processes != 1)
      throw std::runtime_error("several processes share a PostgreSQL database: give --db");
    database_ = (std::filesystem::temp_directory_path() / ("rookery-load-" + tag + ".db")).string();
  } else {
    schema_ = "load_" + tag;
    pqxx::connection c(options_.postgres);
    pqxx::nontransaction n(c);
    n.exec("DROP SCHEMA IF EXISTS " + schema_ + " CASCADE");
    n.exec("CREATE SCHEMA " + schema_);
    database_ = options_.postgres + (options_.postgres.find('?') == std::string::npos ? "?" : "&") +
                "options=-csearch_path%3D" + schema_;
  }
  try {
    for (int i = 0; i < options_.processes; ++i) serve_.push_back(start_serve(0));
    if (options_.nginx || options_.processes > 1) {
      start_nginx();
    } else {
      front_ = serve_.front().port;
    }
  } catch (...) {
    stop();
    throw;
  }
}

Installation::~Installation() { stop(); }

void Installation::stop() {
  if (nginx_ > 0) {
    kill(nginx_, SIGTERM);
    waitpid(nginx_, nullptr, 0);
    nginx_ = -1;
  }
  for (ServeProcess& p : serve_) {
    if (p.pid <= 0) continue;
    kill(p.pid, SIGTERM);
    waitpid(p.pid, nullptr, 0);
    p.pid = -1;
  }
  serve_.clear();
  if (!folder_.empty()) {
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
    folder_.clear();
  }
  try {
    if (!schema_.empty()) {
      pqxx::connection c(options_.postgres);
      pqxx::nontransaction n(c);
      n.exec("DROP SCHEMA IF EXISTS " + schema_ + " CASCADE");
      schema_.clear();
    } else if (!database_.empty()) {
      for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(database_ + suffix);
    }
  } catch (const std::exception&) {
    // Left behind: a later run drops its own schema only.
  }
}

ServeProcess Installation::start_serve(int port) const {
  std::vector<std::string> argv = {
      options_.binary, "serve", "--port", std::to_string(port), "--address", "127.0.0.1",
      "--durability", options_.durability, "--bot-threads", std::to_string(options_.bot_threads),
      "--rate", "1000",
      // One client on loopback plays many players at once: the
      // limits that protect a public server from one address are
      // lifted for it.
      "--connections-per-address", "1000000", "--tables-per-client", "1000000", "--max-tables",
      "1000000", "--trust-proxy", "127.0.0.1"};
  argv.insert(argv.end(), options_.extra.begin(), options_.extra.end());
  if (!options_.static_dir.empty()) {
    argv.push_back("--static");
    argv.push_back(options_.static_dir);
  }
  // The database's URL holds a password: it goes by the environment, as
  // docs/deploy.md advises, not on the command line.
  setenv("ROOKERY_DB", database_.c_str(), 1);
  int out = -1;
  const pid_t pid = spawn(argv, &out);
  unsetenv("ROOKERY_DB");
  std::string line;
  char c;
  while (read(out, &c, 1) == 1 && c != '\n') line += c;
  close(out);
  const auto at = line.find("localhost:");
  if (at == std::string::npos) {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    throw std::runtime_error("rookery serve did not start: " + line);
  }
  // "...; process NAME among those sharing it)..."
  std::string name;
  if (const auto p = line.find("; process "); p != std::string::npos) {
    name = line.substr(p + 10, line.find(' ', p + 10) - p - 10);
  }
  return {pid, std::stoi(line.substr(at + 10)), name};
}

void Installation::start_nginx() {
  folder_ = (std::filesystem::temp_directory_path() / ("rookery-nginx-" + std::to_string(getpid())))
                .string();
  std::filesystem::create_directories(folder_);
  // Its workers may run as another user (nginx started by root): they write here.
  chmod(folder_.c_str(), 0777);
  front_ = free_port();
  std::ofstream conf(folder_ + "/nginx.conf");
  conf << "worker_processes 1;\n"
       << "error_log " << folder_ << "/error.log warn;\n"
       << "pid " << folder_ << "/nginx.pid;\n"
       << "events { worker_connections 4096; }\n"
       << "http {\n"
       << "  access_log off;\n"
       << "  client_body_temp_path " << folder_ << "/body;\n"
       << "  proxy_temp_path " << folder_ << "/proxy;\n"
       << "  fastcgi_temp_path " << folder_ << "/fastcgi;\n"
       << "  uwsgi_temp_path " << folder_ << "/uwsgi;\n"
       << "  scgi_temp_path " << folder_ << "/scgi;\n"
       << "  include " << ROOKERY_SOURCE_DIR << "/deploy/nginx/rookery-maps.conf;\n"
       << "  upstream rookery {\n"
       << "    hash $rookery_key consistent;\n";
  for (const ServeProcess& p : serve_) {
    conf << "    server 127.0.0.1:" << p.port
         << " max_fails=0;\n";  // as deploy/nginx/rookery-site.conf
  }
  conf << "    keepalive 32;\n"
       << "  }\n"
       << "  server {\n"
       << "    listen 127.0.0.1:" << front_ << ";\n"
       << "    location / {\n"
       << "      include " << ROOKERY_SOURCE_DIR << "/deploy/nginx/rookery-proxy.conf;\n"
       << "    }\n"
       << "  }\n"
       << "}\n";
  conf.close();
  nginx_ = spawn(
      {options_.nginx_binary, "-p", folder_, "-c", folder_ + "/nginx.conf", "-g", "daemon off;"},
      nullptr);
  if (!wait_for_port(front_, std::chrono::seconds(10))) {
    std::ifstream log(folder_ + "/error.log");
    std::string text((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
    throw std::runtime_error("nginx did not start: " + text);
  }
}

void Installation::signal_process(std::size_t index, int signal) {
  ServeProcess& p = serve_.at(index);
  if (p.pid <= 0) return;
  kill(p.pid, signal);
  if (signal == SIGKILL || signal == SIGTERM) {
    waitpid(p.pid, nullptr, 0);
    p.pid = -1;
  }
}

}  // namespace rookery_load
