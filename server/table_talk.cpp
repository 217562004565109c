// Talk at the table (part of Table; docs/protocol.md, "Talk at the table"): a
// player's line to the players, a spectator's to the spectators, and mutes. Each
// is stored before it is shown, as a move is; TableChat keeps the rules.
#include "server/table.h"
#include "server/wall_clock.h"

namespace rookery {

Result<int> Table::keep_line(Result<ChatLine> line) {
  if (!line) return line.error();
  if (auto w = store_->append_chat(id(), *line); !w) return w.error();
  const int n = line->n;
  chat_.add(std::move(*line));
  return n;
}

Result<int> Table::say(int seat, const std::string& credential, std::string_view text,
                       TimePoint now) {
  int n = 0;
  {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(seat, credential); !held) return held.error();
    auto said = keep_line(chat_.next("seat " + std::to_string(seat), seat,
                                     record_.seats[static_cast<std::size_t>(seat)].name, text,
                                     static_cast<int>(log_.size()), now, unix_seconds()));
    if (!said) return said.error();
    n = *said;
  }
  notify();
  return n;
}

Result<int> Table::say_as_spectator(const Account& account, std::string_view text, TimePoint now) {
  int n = 0;
  {
    std::lock_guard lock(mutex_);
    // A player's words to the spectators could tell them what the player sees.
    for (std::size_t s = 0; s < record_.seats.size(); ++s) {
      if (record_.seats[s].account == account.id) {
        return make_error(ErrorCode::kInvalidArgument,
                          "you play at this table: your lines go to the players' chat");
      }
    }
    auto said = keep_line(chat_.next("account " + std::to_string(account.id), -1, account.name,
                                     text, static_cast<int>(log_.size()), now, unix_seconds()));
    if (!said) return said.error();
    n = *said;
  }
  notify();
  return n;
}

Result<std::vector<int>> Table::mute(int seat, const std::string& credential, int other,
                                     bool muted) {
  std::vector<int> now_muted;
  {
    std::lock_guard lock(mutex_);
    if (auto held = check_holder(seat, credential); !held) return held.error();
    if (other < 0 || other >= static_cast<int>(record_.seats.size()) || other == seat) {
      return make_error(ErrorCode::kInvalidArgument,
                        "there is no other player at " + seat_words(other) + " to mute");
    }
    if (chat_.muted(seat, other) != muted) {
      if (auto w = store_->set_chat_mute(id(), {seat, other}, muted); !w) return w.error();
      chat_.set_muted(seat, other, muted);
    }
    now_muted = chat_.muted_by(seat);
  }
  notify();
  return now_muted;
}

}  // namespace rookery
