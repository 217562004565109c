#include "core/json_input.h"

#include <algorithm>
#include <limits>

#include "core/text.h"

namespace rookery {

int json_nesting_depth(std::string_view text, int max_depth) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the escaped character cannot end the string
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > max_depth) return deepest;
    } else if (c == ']' || c == '}') {
      depth = std::max(0, depth - 1);
    }
  }
  return deepest;
}

Result<nlohmann::json> parse_json_input(std::string_view text, int max_depth) {
  if (json_nesting_depth(text, max_depth) > max_depth) {
    return make_error(ErrorCode::kParseError, "JSON nested more than " + std::to_string(max_depth) +
                                                  " levels deep is not accepted");
  }
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return make_error(ErrorCode::kParseError, "not valid JSON");
  return j;
}

std::string dump_json(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::optional<long long> json_integer(const nlohmann::json& value) {
  if (value.is_number_unsigned()) {
    const auto u = value.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(std::numeric_limits<long long>::max())) return std::nullopt;
    return static_cast<long long>(u);
  }
  if (value.is_number_integer()) return value.get<std::int64_t>();
  return std::nullopt;
}

std::string json_excerpt(const nlohmann::json& value, std::size_t max_bytes) {
  const std::string text = dump_json(value);
  if (text.size() <= max_bytes) return text;
  return text.substr(0, utf8_prefix_length(text, max_bytes)) + "... (" +
         std::to_string(text.size()) + " bytes)";
}

}  // namespace rookery
