// Pig's position and rules (RULES.md): roll to build a turn total, hold to bank it,
// and a 1 loses it; the first to the target wins.
#pragma once

#include <array>
#include <memory>

#include "core/state.h"
#include "core/tensor.h"

namespace rookery::pig {

inline constexpr int kMaxPlayers = 6;
// R5: after this many turns the highest score wins (ties share).
inline constexpr int kMaxTurns = 1000;
inline constexpr Action kRoll = 0;
inline constexpr Action kHold = 1;
inline constexpr int kNumActions = 2;
inline constexpr int kFaces = 6;  // chance outcome f is the face f + 1

struct Options {
  int players = 2;
  int target = 100;
  bool operator==(const Options&) const = default;
};

class PigState final : public ValueState<PigState> {
 public:
  PigState(std::shared_ptr<const Game> game, Options options);

  // The same position (ValueState::equals).
  bool operator==(const PigState& o) const {
    return options_ == o.options_ && scores_ == o.scores_ && turn_total_ == o.turn_total_ &&
           current_ == o.current_ && rolling_ == o.rolling_ && last_roll_ == o.last_roll_ &&
           turns_ == o.turns_ && over_ == o.over_;
  }

  void acting_players(PlayerList& out) const override;
  bool is_terminal() const override { return over_; }
  void legal_actions(Player player, ActionList& out) const override;
  void apply_unchecked(Player player, Action action) override;
  ChanceDistribution chance_outcomes() const override;
  Action sample_chance(Rng& rng) const override;
  void scores_into(std::vector<double>& out) const override;
  void returns_into(std::vector<double>& out) const override;
  int rounds_played() const override { return turns_ / options_.players + (over_ ? 0 : 1); }
  nlohmann::json observation(Player player) const override;
  void observation_tensor(Player player, std::span<float> out) const override;
  std::string describe(Player viewer) const override;
  std::string action_to_string(Player player, Action action) const override;
  std::string log_sentence(Player viewer, Player player, Action action) const override;
  nlohmann::json move_form(Player player, Action action) const override;
  Result<Action> parse_action(Player player, std::string_view text) const override;
  void resample_hidden_into(Player player, Rng& rng, std::unique_ptr<State>& out) const override;

  // Read by tests and the bots.
  int score(Player p) const { return scores_[static_cast<std::size_t>(p)]; }
  int turn_total() const { return turn_total_; }
  Player current() const { return current_; }
  int turns() const { return turns_; }
  int target() const { return options_.target; }

 private:
  void end_turn();

  Options options_;
  std::array<int, kMaxPlayers> scores_{};
  int turn_total_ = 0;
  Player current_ = 0;
  bool rolling_ = true;  // R2: each turn opens with a roll
  int last_roll_ = 0;    // the face last rolled, 0 before the first
  int turns_ = 0;        // turns ended
  bool over_ = false;
};

// The segments of every player's tensor (docs/observation-tensors.md).
TensorLayout tensor_layout(const Options& options);

}  // namespace rookery::pig
