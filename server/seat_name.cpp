// Seat names (table.h, check_seat_name): what a person may be called at a
// table, so that nobody is shown as a bot or turns the text around them.
#include <cstdint>
#include <string>
#include <string_view>

#include "server/table.h"

namespace rookery {

namespace {

// Unicode's format characters (general category Cf): invisible, they hide
// letters (zero-width spaces and joiners) or reverse the text around them
// (the bidirectional embeddings, overrides and isolates).
bool is_format_character(std::uint32_t c) {
  return c == 0xad || (c >= 0x600 && c <= 0x605) || c == 0x61c || c == 0x6dd || c == 0x70f ||
         (c >= 0x890 && c <= 0x891) || c == 0x8e2 || c == 0x180e || (c >= 0x200b && c <= 0x200f) ||
         (c >= 0x202a && c <= 0x202e) || (c >= 0x2060 && c <= 0x2064) ||
         (c >= 0x2066 && c <= 0x206f) || c == 0xfeff || (c >= 0xfff9 && c <= 0xfffb) ||
         c == 0x110bd || c == 0x110cd || (c >= 0x13430 && c <= 0x1343f) ||
         (c >= 0x1bca0 && c <= 0x1bca3) || (c >= 0x1d173 && c <= 0x1d17a) || c == 0xe0001 ||
         (c >= 0xe0020 && c <= 0xe007f);
}

// The character as the "Bot:" check reads it: spaces of every kind vanish,
// and the compatibility forms NFKC folds to ASCII letters and colons (full
// width, mathematical, circled, script) are those letters, in lower case;
// anything else stays as it is (UTF-8 of a character no ASCII letter equals).
std::string fold_for_bot_check(std::uint32_t c) {
  if (c == ' ' || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x202f ||
      c == 0x205f || c == 0x3000) {
    return "";
  }
  std::uint32_t ascii = c < 0x80 ? c : 0;
  if (c >= 0xff01 && c <= 0xff5e) ascii = c - 0xfee0;  // full width
  if (c >= 0x1d400 && c <= 0x1d6a3) {                  // mathematical letters
    const std::uint32_t k = (c - 0x1d400) % 52;
    ascii = k < 26 ? 'A' + k : 'a' + (k - 26);
  }
  if (c >= 0x1d7ce && c <= 0x1d7ff) ascii = '0' + (c - 0x1d7ce) % 10;  // mathematical digits
  if (c >= 0x24b6 && c <= 0x24cf) ascii = 'A' + (c - 0x24b6);          // circled
  if (c >= 0x24d0 && c <= 0x24e9) ascii = 'a' + (c - 0x24d0);
  if (c == 0x212c) ascii = 'B';                              // script capital B
  if (c == 0x2134 || c == 0xba || c == 0x1d52) ascii = 'o';  // script, ordinal, modifier o
  if (c == 0x1d57) ascii = 't';
  if (c == 0xfe13 || c == 0xfe55) ascii = ':';  // presentation forms of the colon
  if (ascii != 0) {
    return std::string(1, static_cast<char>(ascii >= 'A' && ascii <= 'Z' ? ascii + 32 : ascii));
  }
  std::string utf8;
  if (c < 0x800) {
    utf8 += static_cast<char>(0xc0 | (c >> 6));
  } else if (c < 0x10000) {
    utf8 += static_cast<char>(0xe0 | (c >> 12));
    utf8 += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
  } else {
    utf8 += static_cast<char>(0xf0 | (c >> 18));
    utf8 += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
    utf8 += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
  }
  utf8 += static_cast<char>(0x80 | (c & 0x3f));
  return utf8;
}

}  // namespace

Result<void> check_seat_name(std::string_view name) {
  std::size_t characters = 0;
  std::string folded;  // fold_for_bot_check of each character
  for (std::size_t i = 0; i < name.size();) {
    const auto c = static_cast<unsigned char>(name[i]);
    std::size_t length = c < 0x80         ? 1
                         : (c >> 5) == 6  ? 2
                         : (c >> 4) == 14 ? 3
                         : (c >> 3) == 30 ? 4
                                          : 0;
    std::uint32_t code = length == 1   ? c
                         : length == 2 ? c & 0x1f
                         : length == 3 ? c & 0x0f
                                       : c & 0x07;
    bool valid = length > 0 && i + length <= name.size();
    for (std::size_t k = 1; valid && k < length; ++k) {
      const auto next = static_cast<unsigned char>(name[i + k]);
      valid = (next & 0xc0) == 0x80;
      code = code << 6 | (next & 0x3f);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    valid = valid && !(length == 2 && code < 0x80) && !(length == 3 && code < 0x800) &&
            !(length == 4 && code < 0x10000) && code <= 0x10ffff &&
            !(code >= 0xd800 && code <= 0xdfff);
    if (!valid) return make_error(ErrorCode::kInvalidArgument, "a name must be UTF-8 text");
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code == 0x2028 || code == 0x2029) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a name may not hold control characters or line breaks");
    }
    if (is_format_character(code)) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a name may not hold invisible formatting characters (zero-width "
                        "spaces, joiners, text direction marks)");
    }
    folded += fold_for_bot_check(code);
    ++characters;
    i += length;
  }
  if (characters > kMaxSeatName) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a name has at most " + std::to_string(kMaxSeatName) + " characters, not " +
                          std::to_string(characters));
  }
  // Bots are named "Bot: ..." at the table: a person may not pass for one, in
  // whatever spaces or look-alike letters.
  if (folded.rfind("bot:", 0) == 0) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a name may not begin with \"Bot:\", which names the bots at a table");
  }
  return ok_result();
}

}  // namespace rookery
