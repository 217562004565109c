// A helper for the games' tensor tests: one value of a tensor, found by its
// segment's name (docs/observation-tensors.md).
#pragma once

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "core/state.h"

namespace rookery::testing {

// Value `i` of segment `segment` in `tensor`, a tensor of `state`'s game; fails
// the test when the layout has no such segment.
inline float tensor_at(const std::vector<float>& tensor, const State& state,
                       std::string_view segment, int i) {
  const int offset = state.game().observation_tensor_layout().offset(segment);
  EXPECT_GE(offset, 0) << segment;
  if (offset < 0) return -1;
  return tensor.at(static_cast<std::size_t>(offset + i));
}

}  // namespace rookery::testing
