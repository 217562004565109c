// Fuzzes every registered game's action text in reached positions: the
// configurations are each game's (GameEntry::configurations), in listing order,
// so a new game is fuzzed by its registration alone.
#include "tests/fuzz/action_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto games = [] {
    std::vector<std::string> configurations;
    for (const rookery::GameEntry& e : rookery::registered_games()) {
      configurations.insert(configurations.end(), e.configurations.begin(), e.configurations.end());
    }
    return rookery::fuzz::load_all(configurations);
  }();
  return rookery::fuzz::fuzz_action_text(games, data, size);
}
