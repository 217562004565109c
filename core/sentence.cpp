#include "core/sentence.h"

#include <cctype>

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
  constexpr std::string_view kWord = "player ";
  const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::string out;
  std::size_t from = 0;
  for (std::size_t at = text.find(kWord); at != std::string_view::npos;
       at = text.find(kWord, at + 1)) {
    std::size_t end = at + kWord.size();
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    // "player 3" as a whole word: not "multiplayer 3", not "player 3rd".
    const bool whole = (at == 0 || !alnum(text[at - 1])) && end > at + kWord.size() &&
                       (end == text.size() || !alnum(text[end]));
    const auto n =
        whole ? parse_int(text.substr(at + kWord.size(), end - at - kWord.size())) : std::nullopt;
    if (!n || *n < 1) continue;
    out += std::string(text.substr(from, at - from)) + "{" + std::to_string(*n - 1) + "}";
    from = end;
  }
  return out + std::string(text.substr(from));
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
