// What the fuzz targets share: an invariant check that stops the run (libFuzzer
// saves the input as a crash), and reading the input as text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace rookery::fuzz {

// Aborts with `what` (and `detail`) on stderr unless `ok`: an invariant of the parser is broken.
inline void check(bool ok, const char* what, std::string_view detail = {}) {
  if (ok) return;
  std::fprintf(stderr, "fuzz invariant broken: %s\n%.*s\n", what, static_cast<int>(detail.size()),
               detail.data());
  std::abort();
}

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace rookery::fuzz
