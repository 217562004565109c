// Rng: the one explicit, seeded random number generator of Rookery.
//
// Built on PCG32 (libpcg-cpp). Every bounded draw goes through below(), which
// uses Lemire's multiply-and-reject method, so a seed gives the same numbers on
// every machine and standard library (std::uniform_int_distribution does not).
#pragma once

#include <cstdint>
#include <pcg_random.hpp>

namespace rookery {

// SplitMix64 finaliser: derives independent seeds from (seed, index) pairs.
constexpr std::uint64_t mix_seed(std::uint64_t seed, std::uint64_t index) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (index + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0) : pcg_(seed, stream) {}

  // A fresh generator for the index-th independent stream of a seed (game i of a
  // simulation, ply i of a game): the same (seed, index) always gives the same stream.
  static Rng derived(std::uint64_t seed, std::uint64_t index) {
    return Rng(mix_seed(seed, index), mix_seed(~seed, index));
  }

  // Uniform 32-bit value.
  std::uint32_t next_u32() { return pcg_(); }

  // Uniform integer in [0, n); n must be at least 1.
  std::uint32_t below(std::uint32_t n) {
    std::uint64_t m = std::uint64_t{next_u32()} * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
      const std::uint32_t threshold = (0u - n) % n;
      while (low < threshold) {
        m = std::uint64_t{next_u32()} * n;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

  // Uniform integer in [0, n) for 64-bit n (rejection on the top bits).
  std::uint64_t below64(std::uint64_t n) {
    if (n <= 0xFFFFFFFFULL) return below(static_cast<std::uint32_t>(n));
    const std::uint64_t limit = ~0ULL - (~0ULL % n);
    for (;;) {
      const std::uint64_t x = (std::uint64_t{next_u32()} << 32) | next_u32();
      if (x < limit) return x % n;
    }
  }

  // Uniform double in [0, 1) with 53 random bits.
  double uniform01() {
    const std::uint64_t x = (std::uint64_t{next_u32()} << 21) ^ (next_u32() >> 11);
    return static_cast<double>(x & ((1ULL << 53) - 1)) * 0x1.0p-53;
  }

 private:
  pcg32 pcg_;
};

}  // namespace rookery
