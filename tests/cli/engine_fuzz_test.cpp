// Fuzzing the engine protocol: whatever arrives on a line, the answer is one
// well-formed JSON object, and the engine keeps running.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/engine.h"
#include "core/rng.h"

namespace rookery {
namespace {

const char* const kValid[] = {
    R"json({"id":1,"cmd":"new","game":"pantolino(players=3,escaping_boots=true)","seed":4})json",
    R"({"id":2,"cmd":"legal","player":0})",
    R"({"id":3,"cmd":"apply","player":0,"action":"reroll 1 3"})",
    R"({"id":4,"cmd":"apply","player":0,"action":"stop"})",
    R"({"id":5,"cmd":"apply","player":0,"action":"take red 3 from player 2"})",
    R"({"id":6,"cmd":"observe","player":1})",
    R"({"id":7,"cmd":"legal","player":"chance"})",
    R"({"id":8,"cmd":"state"})",
    R"({"id":9,"cmd":"new","game":"push_push","chance":"manual"})",
    R"({"id":10,"cmd":"apply","player":"chance","action":"roll 1 2"})",
    R"({"id":11,"cmd":"describe","player":0})",
    R"({"id":12,"cmd":"returns"})",
};

std::string mutate(std::string line, Rng& rng) {
  const int edits = 1 + static_cast<int>(rng.below(4));
  for (int e = 0; e < edits && !line.empty(); ++e) {
    const std::size_t at = rng.below(static_cast<std::uint32_t>(line.size()));
    switch (rng.below(5)) {
      case 0:
        line.erase(at, 1 + rng.below(6));
        break;
      case 1:
        line.insert(at, 1, static_cast<char>(rng.below(256)));
        break;
      case 2:
        line[at] = "{}[]\":,0123456789-e.tfn "[rng.below(25)];
        break;
      case 3:
        line.insert(at, line.substr(at, rng.below(12)));
        break;
      default:
        line = line.substr(0, at);
        break;
    }
  }
  return line;
}

TEST(EngineFuzz, EveryLineGetsOneWellFormedAnswer) {
  Engine engine;
  Rng rng(2024);
  int errors = 0;
  for (int i = 0; i < 5000; ++i) {
    const std::string valid = kValid[rng.below(std::size(kValid))];
    const std::string line = rng.below(4) == 0 ? valid : mutate(valid, rng);
    const std::string answer = engine.handle_line(line);
    const auto j = nlohmann::json::parse(answer, nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << line << " -> " << answer;
    ASSERT_TRUE(j.is_object() && j.contains("ok") && j["ok"].is_boolean()) << answer;
    ASSERT_TRUE(j.contains("id")) << answer;
    if (j["ok"] == false) {
      ++errors;
      ASSERT_TRUE(j["error"]["code"].is_string()) << answer;
      ASSERT_FALSE(j["error"]["message"].get<std::string>().empty()) << answer;
    }
    ASSERT_FALSE(engine.quit_requested());
  }
  EXPECT_GT(errors, 1000);
}

}  // namespace
}  // namespace rookery
