// Reaction-time bots for Match of the Penguins: a player who notices each kind
// of match after a while, sometimes misses one, and now and then claims wrongly.
// They find the matches with the game's own rule (MatchState, MP-2), read the
// clock from the observation and answer with the game's action text.
//
// A notice time is drawn the way people's are spread: never below a floor above
// human simple reaction time (200-250 ms), right-skewed above it (log-normal), and
// longer the more face-up cards there are to scan. So levels overlap: a casual
// player sometimes notices before a skilled one.
#pragma once

#include <array>
#include <vector>

#include "ai/bot.h"

namespace rookery {

struct ReactionModel {
  // Mean ms to notice, with two cards face up: two fish, an identical pair,
  // several matches, one match.
  std::array<int, 4> notice_ms{1300, 1800, 2400, 1500};
  double miss = 0.25;         // chance to miss a match that is there
  double false_claim = 0.05;  // chance per card to claim something that is not there
  int floor_ms = 350;         // no notice comes sooner
  int scan_ms = 110;          // ms more for each face-up card beyond two
  double spread = 0.5;        // sigma of the log-normal part (0: always the mean)
};

// One notice time for a match whose mean (with two cards face up) is `mean_ms`,
// with `face_up` cards to scan: floor + (mean - floor) * a log-normal factor of
// mean 1, + scan_ms per card beyond two. `normal` is a standard normal draw.
int notice_time_ms(const ReactionModel& model, int mean_ms, int face_up, double normal);

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
