// JSON read from outside the program (network messages, HTTP bodies, engine
// lines, records, data files). nlohmann's parser is iterative, but dump(),
// copies and comparisons recurse once per nesting level, so a value nested tens
// of thousands deep could exhaust the stack later. Every outside JSON goes
// through parse_json_input, which refuses such values before they are built.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.h"

namespace rookery {

// Deeper than any message, record or data file of ours (they nest at most 6).
inline constexpr int kMaxJsonDepth = 64;

// The JSON value in `text`, or a parse_error: not JSON, or nested deeper than
// `max_depth` arrays and objects.
Result<nlohmann::json> parse_json_input(std::string_view text, int max_depth = kMaxJsonDepth);

// The nesting depth of arrays and objects in `text` (0 for a scalar), counted
// without parsing; strings are skipped. Stops counting past `max_depth + 1`.
int json_nesting_depth(std::string_view text, int max_depth = kMaxJsonDepth);

// `value` as JSON text; invalid UTF-8 in strings (a decoded URL, say) becomes
// U+FFFD instead of an exception.
std::string dump_json(const nlohmann::json& value);

// The value of an integer JSON number that fits a long long; nothing for any
// other value (an unsigned number above the range is never narrowed into it).
std::optional<long long> json_integer(const nlohmann::json& value);

// dump_json(value) for a message, cut after at most `max_bytes` bytes, "... (N
// bytes)" marking a cut: a message never repeats a large value received whole.
std::string json_excerpt(const nlohmann::json& value, std::size_t max_bytes = 60);

}  // namespace rookery
