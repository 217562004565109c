#include "core/sentence.h"

#include <cctype>
#include <regex>

#include "core/text.h"

namespace rookery {

std::string third_person(std::string_view imperative) {
  const std::size_t end = std::min(imperative.find(' '), imperative.size());
  std::string verb(imperative.substr(0, end));
  if (verb.empty()) return std::string(imperative);
  const auto ends = [&](std::string_view tail) {
    return verb.size() >= tail.size() &&
           verb.compare(verb.size() - tail.size(), tail.size(), tail) == 0;
  };
  if (ends("s") || ends("sh") || ends("ch") || ends("x") || ends("o")) {
    verb += "es";
  } else if (ends("y") && verb.size() > 1 &&
             std::string_view("aeiou").find(verb[verb.size() - 2]) == std::string_view::npos) {
    verb.back() = 'i';
    verb += "es";
  } else {
    verb += "s";
  }
  return verb + std::string(imperative.substr(end));
}

std::string seats_as_placeholders(std::string_view text) {
  static const std::regex player(R"(\bplayer (\d+)\b)");
  std::string out;
  std::string rest(text);
  std::smatch m;
  while (std::regex_search(rest, m, player)) {
    const auto n = parse_int(m[1].str());
    out += m.prefix().str() + (n && *n >= 1 ? "{" + std::to_string(*n - 1) + "}" : m.str());
    rest = m.suffix().str();
  }
  return out + rest;
}

std::string as_sentence(std::string_view text) {
  std::string out(text);
  if (out.empty()) return out;
  if (out[0] != '{') out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  const char last = out.back();
  if (last != '.' && last != '!' && last != '?') out += '.';
  return out;
}

}  // namespace rookery
