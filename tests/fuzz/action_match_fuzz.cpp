// Fuzzes Match's action text in reached positions; parsed actions' texts parse back to them.
#include "tests/fuzz/action_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto games = rookery::fuzz::load_all({
      "match",
      "match(players=2)",
      "match(players=6,card_ms=500)",
  });
  return rookery::fuzz::fuzz_action_text(games, data, size);
}
