#include "core/testing/tensor_check.h"

#include <algorithm>
#include <cmath>

namespace rookery {

TensorCheck::TensorCheck(const Game& game)
    : layout_(game.observation_tensor_layout()),
      actions_(game.distinct_actions()),
      players_(game.num_players()),
      first_values_(layout_.segments.size()),
      varied_(layout_.segments.size(), false) {}

std::string TensorCheck::see(int playout, std::size_t ply, const State& state) {
  if (!active()) return "";
  const bool consecutive = playout == last_playout_ && ply == last_ply_ + 1;
  std::vector<nlohmann::json> observations;
  std::vector<std::vector<float>> tensors;
  std::string broken;
  for (Player p = 0; p < players_; ++p) {
    observations.push_back(state.observation(p));
    tensors.push_back(state.observation_tensor(p));
    const std::vector<float>& t = tensors.back();
    if (std::any_of(t.begin(), t.end(), [](float v) { return !std::isfinite(v); })) {
      broken += "the tensor of " + player_name(p) + " holds a value that is not finite; ";
    }
    int at = 0;
    for (std::size_t s = 0; s < layout_.segments.size(); ++s) {
      const TensorSegment& segment = layout_.segments[s];
      const auto begin = t.begin() + at;
      const auto end = begin + segment.size();
      at += segment.size();
      if (first_values_[s].empty()) {
        first_values_[s].assign(begin, end);
      } else if (!std::equal(begin, end, first_values_[s].begin())) {
        varied_[s] = true;
      }
      if (!consecutive) continue;
      const std::vector<float>& before = last_tensor_[static_cast<std::size_t>(p)];
      if (std::equal(begin, end, before.begin() + (at - segment.size()))) continue;
      const nlohmann::json& now = observations.back();
      const nlohmann::json& then = last_observation_[static_cast<std::size_t>(p)];
      const bool field_changed =
          std::any_of(segment.fields.begin(), segment.fields.end(), [&](const std::string& field) {
            return now.value(field, nlohmann::json()) != then.value(field, nlohmann::json());
          });
      if (!field_changed) {
        broken += "segment \"" + segment.name + "\" of " + player_name(p) +
                  "'s tensor changed while the observation fields it encodes did not; ";
      }
    }
  }
  last_playout_ = playout;
  last_ply_ = ply;
  last_observation_ = std::move(observations);
  last_tensor_ = std::move(tensors);
  return broken;
}

std::string TensorCheck::same_for(Player player, const State& a, const State& b) const {
  if (!active() || a.observation_tensor(player) == b.observation_tensor(player)) return "";
  return "the tensor of " + player_name(player) + " changed when only hidden information changed";
}

bool TensorCheck::in_action_space(Action action) const {
  return actions_.empty() || std::binary_search(actions_.begin(), actions_.end(), action);
}

std::string TensorCheck::never_varied() const {
  std::string out;
  for (std::size_t s = 0; s < layout_.segments.size(); ++s) {
    if (!varied_[s]) out += (out.empty() ? "" : ", ") + layout_.segments[s].name;
  }
  return out.empty() ? "" : "tensor segments that never varied: " + out;
}

}  // namespace rookery
