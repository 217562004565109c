// Fuzzes Fistful's action text in reached positions; parsed actions' texts parse back to them.
#include "tests/fuzz/action_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto games = rookery::fuzz::load_all({
      "fistful",
      "fistful(players=1,solo_squirrels=bank)",
      "fistful(players=3,advanced=true)",
      "fistful(players=6,advanced=true)",
  });
  return rookery::fuzz::fuzz_action_text(games, data, size);
}
