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
  // Without sides every player is its own side, and a side's total is its score.
  const auto side_of = [&](std::size_t p) {
    return sides.empty() ? p : static_cast<std::size_t>(sides[p]);
  };
  if (sides.empty()) {
    totals = scores;
  } else {
    totals.assign(n, 0.0);
    for (std::size_t p = 0; p < n; ++p) totals[side_of(p)] += scores[p];
  }
  for (std::size_t p = 0; p < n; ++p) {
    const std::size_t mine = side_of(p);
    double best_other = kNone;
    for (std::size_t q = 0; q < n; ++q) {
      if (side_of(q) != mine) best_other = std::max(best_other, totals[side_of(q)]);
    }
    out[p] = best_other > kNone ? totals[mine] - best_other : totals[mine];  // one side: its total
  }
}

}  // namespace rookery
