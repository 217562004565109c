#include "server/connection_limits.h"

namespace rookery {

std::unique_ptr<ConnectionLimits::Place> ConnectionLimits::open(const std::string& address) {
  std::lock_guard lock(mutex_);
  std::size_t& mine = by_address_[address];
  const auto elsewhere = site_ ? static_cast<std::size_t>(site_->others(site_key(address))) : 0;
  if (open_ >= total_ || mine + elsewhere >= per_address_) {
    if (mine == 0) by_address_.erase(address);
    return nullptr;
  }
  ++open_;
  ++mine;
  if (site_) site_->add(site_key(address), 1);
  return std::make_unique<Place>(*this, address);
}

std::size_t ConnectionLimits::open_count() const {
  std::lock_guard lock(mutex_);
  return open_;
}

void ConnectionLimits::release(const std::string& address) {
  std::lock_guard lock(mutex_);
  --open_;
  if (site_) site_->add(site_key(address), -1);
  const auto it = by_address_.find(address);
  if (it != by_address_.end() && --it->second == 0) by_address_.erase(it);
}

}  // namespace rookery
