#pragma once
// How a name reads when looks alone count: NFKC case folding (ICU), so that
// full-width, circled or mathematical letters are the letters they look like.
// Seat names use it to keep people from passing for bots, account names to keep
// two accounts from looking alike.

#include <unicode/umachine.h>

#include <string>
#include <string_view>
#include <vector>

namespace rookery {

// `text` (UTF-16) folded as NFKC_Casefold (invisible characters go), with every
// space removed; empty if ICU cannot fold it.
std::vector<UChar32> folded_without_spaces(const std::vector<UChar>& text);

// `name` (valid UTF-8) folded as above, as UTF-8: "Ann", "ＡＮＮ" and "a n n" are "ann".
std::string folded_name(std::string_view name);

}  // namespace rookery
