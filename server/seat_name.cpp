// Seat names (table.h, check_seat_name): what a person may be called at a
// table, so that nobody is shown as a bot or turns the text around them.
// Plain text (plain_text.h), and not a bot's name after NFKC case folding (ICU).
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "server/name_fold.h"
#include "server/plain_text.h"
#include "server/table.h"

namespace rookery {

Result<void> check_seat_name(std::string_view name) {
  std::vector<UChar> text;  // UTF-16, as ICU folds it
  if (auto plain = check_plain_text(name, "a name", kMaxSeatName, &text); !plain) {
    return plain.error();
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
