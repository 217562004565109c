#include "cli/terminal_input.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace rookery {

namespace {

// What the signal handlers need: async-signal-safe globals (one raw terminal at a time).
volatile std::sig_atomic_t g_signal = 0;
int g_fd = -1;
termios g_saved{};
termios g_raw{};

extern "C" void on_signal(int sig) {
  if (g_signal != 0) {
    // A second signal: the table did not stop in time; restore and die as asked.
    tcsetattr(g_fd, TCSANOW, &g_saved);
    std::signal(sig, SIG_DFL);
    std::raise(sig);
    return;
  }
  g_signal = sig;  // the table sees it at its next key and leaves normally
}

extern "C" void on_stop(int) {
  // Ctrl-Z: the shell gets its terminal back while we are stopped.
  tcsetattr(g_fd, TCSANOW, &g_saved);
  std::signal(SIGTSTP, SIG_DFL);
  std::raise(SIGTSTP);  // delivered, and stops us, when this handler returns
}

void install(int sig, void (*handler)(int), struct sigaction* old) {
  struct sigaction action {};
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a signal wakes the waiting poll
  sigaction(sig, &action, old);
}

extern "C" void on_continue(int) {
  // `fg` after Ctrl-Z: single keys again.
  install(SIGTSTP, on_stop, nullptr);
  tcsetattr(g_fd, TCSANOW, &g_raw);
}

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT};

}  // namespace

RawTerminal::RawTerminal(int fd) : fd_(fd) {
  if (!isatty(fd) || tcgetattr(fd, &saved_) != 0) return;
  termios raw = saved_;
  raw.c_lflag &= static_cast<tcflag_t>(~(ICANON | ECHO));  // single keys, unseen; ISIG stays
  raw.c_iflag &= static_cast<tcflag_t>(~IXON);             // Ctrl-S is a key, not a pause
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  g_fd = fd;
  g_saved = saved_;
  g_raw = raw;
  g_signal = 0;
  for (std::size_t i = 0; i < old_.size(); ++i) {
    const int sig = kSignals[i];
    install(sig, sig == SIGTSTP ? on_stop : sig == SIGCONT ? on_continue : on_signal, &old_[i]);
  }
  installed_ = true;
  active_ = tcsetattr(fd, TCSANOW, &raw) == 0;
}

RawTerminal::~RawTerminal() {
  if (!installed_) return;
  tcsetattr(fd_, TCSANOW, &saved_);
  for (std::size_t i = 0; i < old_.size(); ++i) sigaction(kSignals[i], &old_[i], nullptr);
  g_fd = -1;
}

int RawTerminal::signal_received() { return g_signal; }

TerminalInput::TerminalInput(int fd) : fd_(fd), raw_(fd) {}

std::int64_t TerminalInput::now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               start_)
      .count();
}

std::optional<char> TerminalInput::next_key(std::int64_t deadline_ms) {
  for (;;) {
    if (RawTerminal::signal_received() != 0) return kInterruptKey;
    const std::int64_t now = now_ms();
    if (deadline_ms != kForever && now >= deadline_ms) return std::nullopt;
    const int timeout = deadline_ms == kForever
                            ? -1
                            : static_cast<int>(std::min<std::int64_t>(deadline_ms - now, 60'000));
    pollfd pfd{fd_, POLLIN, 0};
    const int ready = poll(&pfd, 1, timeout);
    if (ready < 0) {
      if (errno == EINTR) continue;  // a signal: checked at the top
      return kEndOfInputKey;
    }
    if (ready == 0) continue;  // the deadline (checked at the top)
    unsigned char c = 0;
    const ssize_t n = read(fd_, &c, 1);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return kEndOfInputKey;
    if (c == 0x1b) {
      // An escape sequence arrives all at once: swallow the rest as one key.
      unsigned char rest[16];
      pollfd more{fd_, POLLIN, 0};
      if (poll(&more, 1, 5) > 0) {
        if (read(fd_, rest, sizeof rest) < 0) return kEndOfInputKey;
      }
    }
    return static_cast<char>(c);
  }
}

}  // namespace rookery
