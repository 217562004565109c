// The conformance suite's checks of a game's observation tensors and action
// space (core/tensor.h, Game::distinct_actions), fed state by state.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/state.h"

namespace rookery {

class TensorCheck {
 public:
  explicit TensorCheck(const Game& game);

  // Whether the game defines a tensor (else every check passes).
  bool active() const { return !layout_.segments.empty(); }
  // The state at move `ply` of playout `playout`: checks every player's tensor
  // (size, finite values) and, when the previous move's state was seen too,
  // that each segment that changed names an observation field that changed.
  // Returns what is broken, "" when all holds.
  std::string see(int playout, std::size_t ply, const State& state);
  // Two states `player` cannot tell apart (a resample_hidden) give one tensor.
  std::string same_for(Player player, const State& a, const State& b) const;
  // Whether `action` is in the game's action space (always, when it lists none).
  bool in_action_space(Action action) const;
  // After every playout: segments that never took a second value (a constant
  // tells a learner nothing, and usually means an encoding left at zero).
  std::string never_varied() const;

 private:
  const TensorLayout& layout_;
  std::vector<Action> actions_;  // the distinct actions, ascending
  int players_;
  int last_playout_ = -1;
  std::size_t last_ply_ = 0;
  std::vector<nlohmann::json> last_observation_;  // per player, at the last state seen
  std::vector<std::vector<float>> last_tensor_;
  std::vector<std::vector<float>> first_values_;  // per segment, the first values seen
  std::vector<bool> varied_;                      // per segment
};

}  // namespace rookery
