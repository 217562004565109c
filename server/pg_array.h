// A PostgreSQL array literal for a statement's parameter ($1::text[]): libpqxx 6
// sends no arrays, so a batch's columns go as one text each ("{...}").
#pragma once

#include <string>
#include <vector>

namespace rookery {

// {"a","b \"c\""}: each element quoted, its quotes and backslashes escaped, so
// that any text (commas, braces, spaces, NULL) comes back as it was.
inline std::string pg_array(const std::vector<std::string>& items) {
  std::string out = "{";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ',';
    out += '"';
    for (const char c : items[i]) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

// {1,-2,3}
inline std::string pg_array(const std::vector<int>& items) {
  std::string out = "{";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(items[i]);
  }
  return out + "}";
}

// {t,f,t}
inline std::string pg_array(const std::vector<bool>& items) {
  std::string out = "{";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ',';
    out += items[i] ? 't' : 'f';
  }
  return out + "}";
}

}  // namespace rookery
