// Fuzzes Push Push's action text in reached positions; parsed actions' texts parse back to them.
#include "tests/fuzz/action_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto games = rookery::fuzz::load_all({
      "push_push",
      "push_push(players=2)",
      "push_push(players=4,waddlebots=2)",
      "push_push(players=6)",
  });
  return rookery::fuzz::fuzz_action_text(games, data, size);
}
