// A table passing between server processes (part of Table; server/ownership.h).
#include "server/table.h"

namespace rookery {

void Table::retire() {
  {
    std::lock_guard lock(mutex_);
    retired_ = true;
  }
  notify();
}

bool Table::retired() const {
  std::lock_guard lock(mutex_);
  return retired_;
}

std::optional<ClockMark> Table::clock_mark(TimePoint now) const {
  std::lock_guard lock(mutex_);
  if (!clock_ || !clock_->span()) return std::nullopt;
  return ClockMark{static_cast<int>(log_.size()), clock_->elapsed_ms(clock_time(now))};
}

Result<bool> Table::follow(const TableRecord& stored) {
  {
    std::lock_guard lock(mutex_);
    const std::size_t have = record_.moves.size();
    if (stored.moves.size() < have ||
        (have > 0 && stored.moves[have - 1].action != record_.moves[have - 1].action)) {
      return false;  // moves taken back: the log would have to be rebuilt
    }
    record_.seats = stored.seats;
    record_.departures = stored.departures;
    chat_ = TableChat(stored.chat, stored.chat_mutes);
    for (std::size_t i = have; i < stored.moves.size(); ++i) {
      if (auto r = replay_stored(stored.moves[i]); !r) return r.error();
    }
  }
  notify();
  return true;
}

void Table::resume_clock(const ClockMark& mark, TimePoint now) {
  {
    std::lock_guard lock(mutex_);
    if (!clock_ || !clock_->span() || mark.version != static_cast<int>(log_.size())) return;
    clock_->resume(clock_time(now), mark.elapsed_ms);
  }
  notify();
}

}  // namespace rookery
