#pragma once
// TableChat: one table's talk (docs/protocol.md, "Talk at the table"): the
// players' lines and, apart, the spectators', who muted whom, and how fast each
// speaker may talk. Rules and memory only; the table stores each line first.
// Not thread-safe: the table's lock guards it.

#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "server/store.h"

namespace rookery {

class TableChat {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::size_t kMostCharacters = 300;      // a line
  static constexpr std::size_t kMostLines = 1000;          // a table, both channels
  static constexpr std::size_t kViewLines = 30;            // the last lines a view holds
  static constexpr int kBurst = 5;                         // lines a speaker says ...
  static constexpr std::chrono::seconds kBurstWindow{10};  // ... within this

  TableChat() = default;
  // The chat as stored: its lines in order and its mutes.
  TableChat(std::vector<ChatLine> lines, const std::vector<ChatMute>& mutes);

  // next(seat, name, text, version, now) → the line `speaker` (seat, -1 for a
  // spectator) would say now, numbered and trimmed, or why not: empty, too
  // long, control or format characters, faster than kBurst in kBurstWindow
  // (kLimitReached, saying how long to wait), or the table's chat full.
  // `speaker_key` tells speakers apart for the rate ("seat 2", "account 7").
  Result<ChatLine> next(const std::string& speaker_key, int seat, const std::string& name,
                        std::string_view text, int version, Clock::time_point now, std::int64_t at);
  // Keeps a line next() made, once it is stored.
  void add(ChatLine line);
  // Whether the player at `seat` has muted the player at `other`.
  bool muted(int seat, int other) const;
  void set_muted(int seat, int other, bool muted);
  // The seats `seat` has muted, in order.
  std::vector<int> muted_by(int seat) const;
  // What `viewer` (a seat, or a spectator: negative) reads of the chat once the
  // table was at `version`: its channel's last kViewLines lines then, without
  // those of seats it muted (docs/protocol.md's "chat" field).
  nlohmann::json view(int viewer, int version) const;
  const std::vector<ChatLine>& lines() const { return lines_; }

 private:
  std::vector<ChatLine> lines_;
  std::set<std::pair<int, int>> mutes_;                        // (seat, the seat it muted)
  std::map<std::string, std::deque<Clock::time_point>> said_;  // speaker -> recent lines
};

}  // namespace rookery
