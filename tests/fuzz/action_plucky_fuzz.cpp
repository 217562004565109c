// Fuzzes Plucky's action text in reached positions; parsed actions' texts parse back to them.
#include "tests/fuzz/action_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto games = rookery::fuzz::load_all({
      "plucky",
      "plucky(players=3,characters=chosen)",
      "plucky(mode=teams,players=2)",
      "plucky(mode=golden_fish,players=5)",
      "plucky(mode=capture_the_fish,players=8)",
  });
  return rookery::fuzz::fuzz_action_text(games, data, size);
}
