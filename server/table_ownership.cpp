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

void Table::resume_clock(const ClockMark& mark, TimePoint now) {
  {
    std::lock_guard lock(mutex_);
    if (!clock_ || !clock_->span() || mark.version != static_cast<int>(log_.size())) return;
    clock_->resume(clock_time(now), mark.elapsed_ms);
  }
  notify();
}

}  // namespace rookery
