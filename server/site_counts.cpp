// Counts shared by the processes of a site (site_counts.h).
#include "server/site_counts.h"

#include <cstdint>
#include <cstdio>

#include "server/ownership.h"

namespace rookery {

void SiteCounts::add(const CountKey& key, int delta) {
  std::lock_guard lock(mutex_);
  int& n = mine_[key];
  n += delta;
  changed_[key] = n;
  if (n <= 0) mine_.erase(key);
}

int SiteCounts::others(const CountKey& key) const {
  std::lock_guard lock(mutex_);
  const auto it = others_.find(key);
  return it == others_.end() ? 0 : it->second;
}

Result<void> SiteCounts::share(Ownership& ownership) {
  std::lock_guard one_at_a_time(sharing_);
  std::map<CountKey, int> changed;
  {
    std::lock_guard lock(mutex_);
    changed.swap(changed_);
  }
  auto others = ownership.share_counts(changed);
  std::lock_guard lock(mutex_);
  if (!others) {
    // Sent again next time, unless changed again meanwhile (then the newer count goes).
    for (const auto& [key, n] : changed) changed_.try_emplace(key, n);
    return others.error();
  }
  others_ = std::move(*others);
  return ok_result();
}

std::string SiteCounts::key_of_secret(const std::string& secret) {
  // FNV-1a, 64 bits: stable across processes and builds, unlike std::hash.
  std::uint64_t h = 14695981039346656037ULL;
  for (const unsigned char c : secret) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char out[17];
  std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h));
  return out;
}

}  // namespace rookery
