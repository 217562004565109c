#include "server/connection_limits.h"

namespace rookery {

std::unique_ptr<ConnectionLimits::Place> ConnectionLimits::open(const std::string& address) {
  std::lock_guard lock(mutex_);
  std::size_t& mine = by_address_[address];
  if (open_ >= total_ || mine >= per_address_) {
    if (mine == 0) by_address_.erase(address);
    return nullptr;
  }
  ++open_;
  ++mine;
  return std::make_unique<Place>(*this, address);
}

std::size_t ConnectionLimits::open_count() const {
  std::lock_guard lock(mutex_);
  return open_;
}

void ConnectionLimits::release(const std::string& address) {
  std::lock_guard lock(mutex_);
  --open_;
  const auto it = by_address_.find(address);
  if (it != by_address_.end() && --it->second == 0) by_address_.erase(it);
}

}  // namespace rookery
