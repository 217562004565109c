#include "server/name_fold.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

#include <cstdint>

namespace rookery {

std::vector<UChar32> folded_without_spaces(const std::vector<UChar>& text) {
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2* fold = unorm2_getNFKCCasefoldInstance(&status);
  std::vector<UChar32> out;
  if (U_FAILURE(status)) return out;
  // Folding lengthens a string at most 18 times (a ligature's letters): sized once.
  std::vector<UChar> buffer(text.size() * 18 + 1);
  const int32_t length =
      unorm2_normalize(fold, text.data(), static_cast<int32_t>(text.size()), buffer.data(),
                       static_cast<int32_t>(buffer.size()), &status);
  if (U_FAILURE(status)) return out;
  for (int32_t i = 0; i < length;) {
    UChar32 c;
    U16_NEXT(buffer.data(), i, length, c);
    if (!u_isUWhiteSpace(c) && u_charType(c) != U_SPACE_SEPARATOR) out.push_back(c);
  }
  return out;
}

std::string folded_name(std::string_view name) {
  std::vector<UChar> text;
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(name.data());
  const auto size = static_cast<int32_t>(name.size());
  for (int32_t i = 0; i < size;) {
    UChar32 c;
    U8_NEXT(bytes, i, size, c);
    if (c < 0) continue;  // callers check the text first; a bad byte is no letter
    if (c <= 0xffff) {
      text.push_back(static_cast<UChar>(c));
    } else {
      text.push_back(U16_LEAD(c));
      text.push_back(U16_TRAIL(c));
    }
  }
  std::string out;
  for (const UChar32 c : folded_without_spaces(text)) {
    char bytes_of_c[U8_MAX_LENGTH];
    int32_t n = 0;
    UBool error = false;
    U8_APPEND(reinterpret_cast<std::uint8_t*>(bytes_of_c), n, U8_MAX_LENGTH, c, error);
    if (!error) out.append(bytes_of_c, static_cast<std::size_t>(n));
  }
  return out;
}

}  // namespace rookery
