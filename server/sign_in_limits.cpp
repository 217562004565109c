#include "server/sign_in_limits.h"

#include <algorithm>

namespace rookery {

std::optional<std::chrono::seconds> SignInLimits::wait(const std::string& name,
                                                       const std::string& address,
                                                       Clock::time_point now) {
  std::lock_guard lock(mutex_);
  const auto by_name = over(by_name_, name, options_.per_name, now);
  const auto by_address = over(by_address_, address, options_.per_address, now);
  if (!by_name) return by_address;
  if (!by_address) return by_name;
  return std::max(*by_name, *by_address);
}

void SignInLimits::failed(const std::string& name, const std::string& address,
                          Clock::time_point now) {
  std::lock_guard lock(mutex_);
  ++count(by_name_, name, now).failures;
  ++count(by_address_, address, now).failures;
}

void SignInLimits::tried_from(const std::string& address, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  ++count(by_address_, address, now).failures;
}

void SignInLimits::succeeded(const std::string& name) {
  std::lock_guard lock(mutex_);
  by_name_.erase(name);
}

std::size_t SignInLimits::remembered() {
  std::lock_guard lock(mutex_);
  return by_name_.size() + by_address_.size();
}

SignInLimits::Count& SignInLimits::count(std::unordered_map<std::string, Count>& counts,
                                         const std::string& key, Clock::time_point now) {
  if (counts.size() >= options_.most_keys && !counts.contains(key)) forget_ended(counts, now);
  Count& c = counts[key];
  if (c.failures == 0 || now - c.since >= options_.window) c = Count{0, now};
  return c;
}

std::optional<std::chrono::seconds> SignInLimits::over(
    const std::unordered_map<std::string, Count>& counts, const std::string& key, int limit,
    Clock::time_point now) const {
  const auto it = counts.find(key);
  if (it == counts.end() || it->second.failures < limit) return std::nullopt;
  const auto left = options_.window - (now - it->second.since);
  if (left <= Clock::duration::zero()) return std::nullopt;
  // Rounded up: "wait 0 seconds" is never said.
  return std::chrono::ceil<std::chrono::seconds>(left);
}

void SignInLimits::forget_ended(std::unordered_map<std::string, Count>& counts,
                                Clock::time_point now) {
  std::erase_if(counts, [&](const auto& kv) { return now - kv.second.since >= options_.window; });
  // Still full: a flood from thousands of addresses. A tenth of the counts is
  // forgotten early, so that memory stays bounded; each address still has its own.
  if (counts.size() >= options_.most_keys) {
    std::size_t drop = std::max<std::size_t>(1, options_.most_keys / 10);
    for (auto it = counts.begin(); it != counts.end() && drop > 0; --drop) it = counts.erase(it);
  }
}

}  // namespace rookery
