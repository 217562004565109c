// Small string helpers shared by parsers (action text, spec strings, protocols).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rookery {

// Without leading and trailing spaces, tabs, CR and LF.
std::string_view trim(std::string_view text);
// ASCII lower case.
std::string to_lower(std::string_view text);
// Words separated by spaces or commas, empty words dropped.
std::vector<std::string> split_words(std::string_view text);
// Items joined with a separator.
std::string join(const std::vector<std::string>& items, std::string_view separator);
// A whole decimal integer (optional leading '-'), or nothing if the text is not one
// or is out of int range.
std::optional<int> parse_int(std::string_view text);
// A whole unsigned 64-bit decimal integer, or nothing.
std::optional<unsigned long long> parse_u64(std::string_view text);
// The text in double quotes with quotes and backslashes escaped, for messages.
std::string quote(std::string_view text);
// quote() of at most the first `max_bytes` bytes of `text`, cut where a UTF-8
// character starts and followed by "... (N bytes)" when cut: how a message shows
// text of any length received from outside.
std::string quote_prefix(std::string_view text, std::size_t max_bytes = 80);
// The length of the longest prefix of `text` of at most `max_bytes` bytes that
// does not end inside a UTF-8 character.
std::size_t utf8_prefix_length(std::string_view text, std::size_t max_bytes);

}  // namespace rookery
