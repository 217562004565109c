// The load client's figures: a percentile of measured values.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace rookery_load {

// The value at quantile `q` (0..1) of `v` (nearest rank below); 0 for none.
inline double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

}  // namespace rookery_load
