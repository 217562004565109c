// The keyboard of a terminal as LiveInput: single keys without Enter or echo,
// timed on the steady clock. The terminal is restored on every way out.
#pragma once

#include <termios.h>

#include <array>
#include <chrono>
#include <csignal>

#include "cli/live_input.h"

namespace rookery {

// RAII: puts terminal `fd` in single-key mode (no line editing, no echo; Ctrl-C
// still signals) and restores its settings when destroyed. While it lives,
// SIGINT, SIGTERM and SIGHUP are noted rather than fatal (a second one restores
// the terminal and ends the process), and Ctrl-Z gives the shell its terminal
// back until `fg`. One at a time; a file that is not a terminal is left alone.
class RawTerminal {
 public:
  // Enters single-key mode on `fd`.
  explicit RawTerminal(int fd);
  // Restores the terminal's settings and the previous signal handlers.
  ~RawTerminal();
  RawTerminal(const RawTerminal&) = delete;
  RawTerminal& operator=(const RawTerminal&) = delete;

  // Whether `fd` is a terminal now in single-key mode.
  bool active() const { return active_; }
  // The signal received since single-key mode began, or 0.
  static int signal_received();

 private:
  int fd_;
  bool active_ = false;
  bool installed_ = false;  // signal handlers in place
  termios saved_{};
  std::array<struct sigaction, 5> old_{};  // the handlers before, restored after
};

// Keys from terminal `fd` in single-key mode, with the time since construction.
class TerminalInput final : public LiveInput {
 public:
  // Enters single-key mode on `fd` for this object's lifetime.
  explicit TerminalInput(int fd);
  // Milliseconds since this input was made (steady clock).
  std::int64_t now_ms() override;
  // A key, or nothing at the deadline; kInterruptKey after a signal, kEndOfInputKey
  // when the terminal closes. An escape sequence (arrow keys) comes as one '\x1b'.
  std::optional<char> next_key(std::int64_t deadline_ms) override;

 private:
  int fd_;
  RawTerminal raw_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace rookery
