// LiveInput: what the real-time table reads, a clock and the keys pressed.
// The terminal implements it (cli/terminal_input.h); tests script it with a
// fake clock and keys at given milliseconds.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>

namespace rookery {

inline constexpr char kInterruptKey = '\x03';   // Ctrl-C or a termination signal
inline constexpr char kEndOfInputKey = '\x04';  // Ctrl-D, or the keyboard is gone
inline constexpr std::int64_t kForever = std::numeric_limits<std::int64_t>::max();

class LiveInput {
 public:
  virtual ~LiveInput() = default;
  // Milliseconds on a clock that never goes back.
  virtual std::int64_t now_ms() = 0;
  // The next key pressed before the clock reaches `deadline_ms`, or nothing once it has.
  virtual std::optional<char> next_key(std::int64_t deadline_ms) = 0;
};

}  // namespace rookery
