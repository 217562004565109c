// Reaction-time bots for Match of the Penguins: a player who notices each kind
// of match after a while, sometimes misses one, and now and then claims wrongly.
// They find the matches with the game's own rule (MatchState, MP-2), read the
// clock from the observation and answer with the game's action text.
#pragma once

#include <array>
#include <vector>

#include "ai/bot.h"

namespace rookery {

struct ReactionModel {
  // Mean ms to notice: two fish, an identical pair, several matches, one match.
  std::array<int, 4> notice_ms{900, 1300, 1800, 1000};
  double miss = 0.2;          // chance to miss a match that is there
  double false_claim = 0.05;  // chance per card to claim something that is not there
};

// The named levels, from child to champion.
const std::vector<std::pair<std::string, ReactionModel>>& reaction_levels();
// The parameters of the `reaction` seat (level and every model field).
std::vector<ParamSpec> reaction_param_specs();
// The model a `reaction(...)` spec describes: the level's, with any field overridden.
ReactionModel reaction_model(const Params& params);

class ReactionBot final : public Bot {
 public:
  ReactionBot(std::string spec, ReactionModel model, std::uint64_t seed)
      : spec_(std::move(spec)), model_(model), rng_(seed) {}
  std::string spec() const override { return spec_; }
  Action choose(const State& state, Player player) override;
  Result<void> check_game(const Game& game) const override;

 private:
  std::string spec_;
  ReactionModel model_;
  Rng rng_;
};

}  // namespace rookery
