// One table's talk (table_chat.h).
#include "server/table_chat.h"

#include <algorithm>

#include "core/text.h"
#include "server/plain_text.h"

namespace rookery {

TableChat::TableChat(std::vector<ChatLine> lines, const std::vector<ChatMute>& mutes)
    : lines_(std::move(lines)) {
  for (const ChatMute& m : mutes) mutes_.insert({m.seat, m.muted});
}

Result<ChatLine> TableChat::next(const std::string& speaker_key, int seat, const std::string& name,
                                 std::string_view text, int version, Clock::time_point now,
                                 std::int64_t at) {
  const std::string_view said = trim(text);
  if (said.empty()) return make_error(ErrorCode::kInvalidArgument, "a chat line needs some words");
  if (auto plain = check_plain_text(said, "a chat line", kMostCharacters); !plain) {
    return plain.error();
  }
  if (lines_.size() >= kMostLines) {
    return make_error(ErrorCode::kLimitReached,
                      "this table's chat is full (" + std::to_string(kMostLines) + " lines)");
  }
  std::deque<Clock::time_point>& recent = said_[speaker_key];
  while (!recent.empty() && now - recent.front() >= kBurstWindow) recent.pop_front();
  if (recent.size() >= static_cast<std::size_t>(kBurst)) {
    const auto wait =
        std::chrono::ceil<std::chrono::seconds>(kBurstWindow - (now - recent.front()));
    return make_error(ErrorCode::kLimitReached,
                      "you are talking fast: at most " + std::to_string(kBurst) + " lines in " +
                          std::to_string(kBurstWindow.count()) + " seconds; wait " +
                          std::to_string(std::max<long long>(1, wait.count())) + " seconds");
  }
  recent.push_back(now);
  return ChatLine{static_cast<int>(lines_.size()) + 1, seat, name, std::string(said), version, at};
}

void TableChat::add(ChatLine line) { lines_.push_back(std::move(line)); }

bool TableChat::muted(int seat, int other) const { return mutes_.count({seat, other}) != 0; }

void TableChat::set_muted(int seat, int other, bool muted) {
  if (muted) {
    mutes_.insert({seat, other});
  } else {
    mutes_.erase({seat, other});
  }
}

std::vector<int> TableChat::muted_by(int seat) const {
  std::vector<int> out;
  for (const auto& [who, whom] : mutes_) {
    if (who == seat) out.push_back(whom);
  }
  return out;
}

nlohmann::json TableChat::view(int viewer, int version) const {
  const bool spectator = viewer < 0;
  std::vector<const ChatLine*> channel;
  for (const ChatLine& l : lines_) {
    if (l.version > version || (l.seat < 0) != spectator) continue;
    if (!spectator && muted(viewer, l.seat)) continue;
    channel.push_back(&l);
  }
  nlohmann::json lines = nlohmann::json::array();
  const std::size_t from = channel.size() > kViewLines ? channel.size() - kViewLines : 0;
  for (std::size_t i = from; i < channel.size(); ++i) {
    const ChatLine& l = *channel[i];
    lines.push_back({{"n", l.n},
                     {"seat", l.seat < 0 ? nlohmann::json() : nlohmann::json(l.seat)},
                     {"name", l.name},
                     {"text", l.text},
                     {"version", l.version},
                     {"at", l.at}});
  }
  nlohmann::json out = {{"lines", std::move(lines)}, {"total", channel.size()}};
  if (!spectator) out["muted"] = muted_by(viewer);
  return out;
}

}  // namespace rookery
