// Text people type for others to read (plain_text.h); Unicode's categories from ICU.
#include "server/plain_text.h"

#include <unicode/uchar.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

#include <cstdint>
#include <string>

namespace rookery {

Result<std::size_t> check_plain_text(std::string_view text, std::string_view what, std::size_t most,
                                     std::vector<UChar>* utf16) {
  const std::string whats(what);
  const auto too_long = [&](const std::string& got) {
    return make_error(ErrorCode::kInvalidArgument,
                      whats + " has at most " + std::to_string(most) + " characters" + got);
  };
  // More bytes than four per character allowed cannot be short enough.
  if (text.size() > 4 * most) return too_long("");
  std::size_t characters = 0;
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(text.data());
  const auto size = static_cast<int32_t>(text.size());
  for (int32_t i = 0; i < size;) {
    UChar32 c;
    U8_NEXT(bytes, i, size, c);  // negative for ill-formed UTF-8 (overlong, surrogates...)
    if (c < 0) return make_error(ErrorCode::kInvalidArgument, whats + " must be UTF-8 text");
    const int8_t category = u_charType(c);
    if (category == U_CONTROL_CHAR || c == 0x2028 || c == 0x2029) {
      return make_error(ErrorCode::kInvalidArgument,
                        whats + " may not hold control characters or line breaks");
    }
    if (category == U_FORMAT_CHAR) {
      return make_error(ErrorCode::kInvalidArgument,
                        whats +
                            " may not hold invisible formatting characters (zero-width spaces, "
                            "joiners, text direction marks)");
    }
    if (utf16 && c <= 0xffff) {
      utf16->push_back(static_cast<UChar>(c));
    } else if (utf16) {
      utf16->push_back(U16_LEAD(c));
      utf16->push_back(U16_TRAIL(c));
    }
    ++characters;
  }
  if (characters > most) return too_long(", not " + std::to_string(characters));
  return characters;
}

}  // namespace rookery
