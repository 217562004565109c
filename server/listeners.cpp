// Who is told when a table changes (listeners.h).
#include "server/listeners.h"

#include <algorithm>

namespace rookery {

int Listeners::add(std::function<void()> call, std::optional<std::string> credential) {
  std::lock_guard lock(mutex_);
  listeners_.push_back({next_id_, std::move(call), std::move(credential)});
  return next_id_++;
}

void Listeners::remove(int id) {
  std::lock_guard lock(mutex_);
  std::erase_if(listeners_, [id](const Listener& l) { return l.id == id; });
}

std::vector<std::function<void()>> Listeners::reached(
    const std::optional<std::string>& credential) {
  std::vector<std::function<void()>> out;
  std::lock_guard lock(mutex_);
  changed_at_ = std::chrono::steady_clock::now();
  for (const Listener& l : listeners_) {
    if (!credential || !l.credential || (!credential->empty() && *l.credential == *credential))
      out.push_back(l.call);
  }
  return out;
}

void Listeners::tell_everyone() {
  for (const auto& call : reached(std::nullopt)) call();
}

void Listeners::tell_holder(const std::string& credential) {
  for (const auto& call : reached(credential)) call();
}

bool Listeners::watched_or_changed_since(TimePoint since) const {
  std::lock_guard lock(mutex_);
  return listeners_.size() > 1 || changed_at_ > since;
}

}  // namespace rookery
