// Seat names (table.h, check_seat_name): what a person may be called at a
// table, so that nobody is shown as a bot or turns the text around them.
// Unicode's categories and its NFKC case folding come from ICU.
#include <unicode/uchar.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "server/name_fold.h"
#include "server/table.h"

namespace rookery {

Result<void> check_seat_name(std::string_view name) {
  // More bytes than four per character allowed cannot be a short enough name.
  if (name.size() > 4 * kMaxSeatName) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a name has at most " + std::to_string(kMaxSeatName) + " characters");
  }
  std::size_t characters = 0;
  std::vector<UChar> text;  // UTF-16, as ICU folds it
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(name.data());
  const auto size = static_cast<int32_t>(name.size());
  for (int32_t i = 0; i < size;) {
    UChar32 c;
    U8_NEXT(bytes, i, size, c);  // negative for ill-formed UTF-8 (overlong, surrogates...)
    if (c < 0) return make_error(ErrorCode::kInvalidArgument, "a name must be UTF-8 text");
    const int8_t category = u_charType(c);
    if (category == U_CONTROL_CHAR || c == 0x2028 || c == 0x2029) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a name may not hold control characters or line breaks");
    }
    // Unicode's format characters (Cf) are invisible: they hide letters
    // (zero-width spaces and joiners) or reverse the text around them (bidi).
    if (category == U_FORMAT_CHAR) {
      return make_error(ErrorCode::kInvalidArgument,
                        "a name may not hold invisible formatting characters (zero-width "
                        "spaces, joiners, text direction marks)");
    }
    if (c <= 0xffff) {
      text.push_back(static_cast<UChar>(c));
    } else {
      text.push_back(U16_LEAD(c));
      text.push_back(U16_TRAIL(c));
    }
    ++characters;
  }
  if (characters > kMaxSeatName) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a name has at most " + std::to_string(kMaxSeatName) + " characters, not " +
                          std::to_string(characters));
  }
  // Bots are named "Bot: ..." at the table: a person may not pass for one, in
  // whatever spaces or look-alike letters.
  const std::vector<UChar32> folded = folded_without_spaces(text);
  const std::u32string_view bot = U"bot:";
  if (folded.size() >= bot.size() && std::equal(bot.begin(), bot.end(), folded.begin())) {
    return make_error(ErrorCode::kInvalidArgument,
                      "a name may not begin with \"Bot:\", which names the bots at a table");
  }
  return ok_result();
}

}  // namespace rookery
