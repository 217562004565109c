#include "server/pass_window.h"

#include <algorithm>

namespace rookery {

void PassWindow::moved(bool was_pass, TimePoint at) {
  if (was_pass) return;
  opened_ = at;
  std::fill(held_.begin(), held_.end(), false);
}

bool PassWindow::hold(std::size_t seat, TimePoint now) {
  if (now >= passes_from()) return false;
  held_[seat] = true;
  return true;
}

bool PassWindow::any_held() const {
  return std::any_of(held_.begin(), held_.end(), [](bool b) { return b; });
}

}  // namespace rookery
