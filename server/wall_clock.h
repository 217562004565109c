#pragma once
// The time of day as stored and shown (a chat line's, a result's, a session's):
// seconds since 1970. Durations are measured on the steady clock instead.

#include <chrono>
#include <cstdint>

namespace rookery {

// Seconds since 1970 now.
inline std::int64_t unix_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace rookery
