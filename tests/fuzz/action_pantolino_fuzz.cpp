// Fuzzes Pantolino's action text in reached positions; parsed actions' texts parse back to them.
#include "tests/fuzz/action_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto games = rookery::fuzz::load_all({
      "pantolino",
      "pantolino(players=1)",
      "pantolino(players=3,escaping_boots=true)",
      "pantolino(players=4,escaping_boots=true,discard_smallest=true)",
  });
  return rookery::fuzz::fuzz_action_text(games, data, size);
}
