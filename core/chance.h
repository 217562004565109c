// Chance outcomes with exact probabilities.
//
// A chance node lists its outcomes with integer weights over one integer total,
// so probabilities are exact rationals (weight / total) and "they sum to 1" is an
// exact integer check, not a floating-point tolerance.
#pragma once

#include <cstdint>
#include <vector>

#include "core/action.h"

namespace rookery {

struct ChanceOutcome {
  Action action;
  std::uint64_t weight;  // probability = weight / ChanceDistribution::total
};

struct ChanceDistribution {
  std::vector<ChanceOutcome> outcomes;
  std::uint64_t total = 0;

  // Probability of the i-th outcome as a double (for display and search).
  double probability(std::size_t i) const {
    return static_cast<double>(outcomes[i].weight) / static_cast<double>(total);
  }
};

}  // namespace rookery
