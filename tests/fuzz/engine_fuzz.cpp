// Fuzzes engine lines (Engine::handle_line, one line per input line): each answer is one line of
// JSON, an object with "id" and "ok", and an error answer has a code and a message.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "cli/engine.h"
#include "core/text.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rookery;
  using fuzz::check;
  std::string_view input = fuzz::as_text(data, size);
  Engine engine;
  while (!input.empty() && !engine.quit_requested()) {
    const auto newline = input.find('\n');
    const std::string_view line = input.substr(0, newline);
    input.remove_prefix(newline == std::string_view::npos ? input.size() : newline + 1);
    if (trim(line).empty()) continue;  // as `rookery engine` does
    const std::string answer = engine.handle_line(line);
    check(answer.find('\n') == std::string::npos, "an answer spans several lines");
    const auto j = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
    check(!j.is_discarded(), "an answer is not JSON");
    check(j.is_object() && j.contains("id") && j.contains("ok") && j["ok"].is_boolean(),
          "an answer lacks \"id\" or \"ok\"");
    if (j["ok"] == false) {
      check(j.contains("error") && j["error"]["code"].is_string() &&
                j["error"]["message"].is_string() &&
                !j["error"]["message"].get<std::string>().empty(),
            "an error answer lacks its code or message");
    } else {
      check(j.contains("result"), "an answer lacks its result");
    }
  }
  return 0;
}
