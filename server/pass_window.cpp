#include "server/pass_window.h"

#include <algorithm>

namespace rookery {

void PassWindow::moved(bool was_answer, TimePoint at) {
  if (was_answer) return;
  opened_ = at;
  std::fill(held_.begin(), held_.end(), std::nullopt);
}

bool PassWindow::hold(std::size_t seat, Action action, TimePoint now) {
  if (now >= passes_from()) return false;
  held_[seat] = action;
  return true;
}

bool PassWindow::any_held() const {
  return std::any_of(held_.begin(), held_.end(), [](const auto& a) { return a.has_value(); });
}

}  // namespace rookery
