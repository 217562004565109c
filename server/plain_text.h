#pragma once
// Text people type for others to read (a seat's name, a chat line): UTF-8, no
// control characters or line breaks, and no invisible format characters, which
// hide letters (zero-width ones) or turn the text around them (bidi).

#include <unicode/umachine.h>

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace rookery {

// check_plain_text(text, what, most) → its length in characters, or why it is
// refused, in words about `what` ("a name"): ill-formed UTF-8, a control or
// format character, or more than `most` characters. With `utf16`, the text in
// UTF-16 (as ICU works on it) is left there.
Result<std::size_t> check_plain_text(std::string_view text, std::string_view what, std::size_t most,
                                     std::vector<UChar>* utf16 = nullptr);

}  // namespace rookery
