#include "study/seats.h"

#include "ai/bot.h"
#include "core/params.h"
#include "core/text.h"

namespace rookery {

Result<std::vector<Seat>> parse_seats(std::string_view text) {
  auto items = split_top_level(text);
  if (!items) {
    return make_error(ErrorCode::kParseError, "bad --seats: " + items.error().message);
  }
  std::vector<Seat> seats;
  for (const std::string& item : *items) {
    if (to_lower(item) == "human") {
      seats.push_back(Seat{true, {}});
      continue;
    }
    auto bot = make_bot(item, 0);  // checks the name and parameters now
    if (!bot)
      return make_error(bot.error().code,
                        "bad seat " + quote(item) + ": " + bot.error().message + " (or \"human\")");
    seats.push_back(Seat{false, item});
  }
  return seats;
}

}  // namespace rookery
