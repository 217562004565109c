// Fuzzes every registered game's action text in reached positions: the
// configurations are each game's (GameEntry::configurations), in listing order,
// so a new game is fuzzed by its registration alone.
#include "tests/fuzz/action_fuzz.h"

#include <cstdio>

namespace {

std::vector<std::string> all_configurations() {
  std::vector<std::string> configurations;
  for (const rookery::GameEntry& e : rookery::registered_games()) {
    configurations.insert(configurations.end(), e.configurations.begin(), e.configurations.end());
  }
  return configurations;
}

}  // namespace

// Says once which configurations the first line's CONFIG picks among, so that a
// run shows a new game among them.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const std::vector<std::string> configurations = all_configurations();
  std::fprintf(stderr, "fuzz_action: %zu configurations: %s\n", configurations.size(),
               rookery::join(configurations, ", ").c_str());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto games = rookery::fuzz::load_all(all_configurations());
  return rookery::fuzz::fuzz_action_text(games, data, size);
}
