#include "ai/score_margins.h"

#include <algorithm>
#include <cstddef>
#include <limits>

namespace rookery {

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();

}  // namespace

void score_margins(const std::vector<double>& scores, const std::vector<int>& sides,
                   std::vector<double>& totals, std::vector<double>& out) {
  out = scores;  // no allocation once `out` has held as many
  const std::size_t n = scores.size();
  if (sides.empty()) {
    if (n < 2) return;  // solo: the score itself
    for (std::size_t p = 0; p < n; ++p) {
      double best_other = kNone;
      for (std::size_t q = 0; q < n; ++q) {
        if (q != p) best_other = std::max(best_other, scores[q]);
      }
      out[p] = scores[p] - best_other;
    }
    return;
  }
  totals.assign(n, 0.0);
  for (std::size_t p = 0; p < n; ++p) totals[static_cast<std::size_t>(sides[p])] += scores[p];
  for (std::size_t p = 0; p < n; ++p) {
    const auto mine = static_cast<std::size_t>(sides[p]);
    double best_other = kNone;
    for (std::size_t q = 0; q < n; ++q) {
      const auto theirs = static_cast<std::size_t>(sides[q]);
      if (theirs != mine) best_other = std::max(best_other, totals[theirs]);
    }
    out[p] = best_other > kNone ? totals[mine] - best_other : totals[mine];  // one side: its total
  }
}

}  // namespace rookery
