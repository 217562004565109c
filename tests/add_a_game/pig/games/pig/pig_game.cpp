#include "games/pig/pig_game.h"

#include "games/pig/pig_state.h"

namespace rookery::pig {

namespace {

class PigGame final : public Game {
 public:
  PigGame(Params params, Options options)
      : Game(pig::facts(), std::move(params), options.players),
        options_(options),
        layout_(tensor_layout(options)) {}

  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<PigState>(std::move(self), options_);
  }
  // Per turn of the safety bound (R5): a roll adds at least 2 and stops at the
  // target (R4), so at most target / 2 + 1 rolls, each a choice and an outcome.
  int max_game_length() const override { return kMaxTurns * (options_.target + 4); }
  const TensorLayout& observation_tensor_layout() const override { return layout_; }
  std::vector<Action> distinct_actions() const override { return {kRoll, kHold}; }
  int num_distinct_actions() const override { return kNumActions; }
  int max_chance_outcomes() const override { return kFaces; }

 private:
  Options options_;
  TensorLayout layout_;
};

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 2, 2, kMaxPlayers, "number of players (R1)"),
      ParamSpec::integer("target", 100, 10, 1000, "the score that wins (R4)"),
  };
  return specs;
}

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "pig",
      .title = "Pig",
      .summary = "roll to build a turn total and hold before a 1 takes it away",
      .min_players = 2,
      .max_players = kMaxPlayers,
      .chance = true,
  };
  return f;
}

Result<std::shared_ptr<const Game>> make_game(const Params& params) {
  Options options;
  options.players = params.get_int("players");
  options.target = params.get_int("target");
  return std::shared_ptr<const Game>(std::make_shared<PigGame>(params, options));
}

const std::vector<std::string>& configurations() {
  static const std::vector<std::string> list = {"pig", "pig(players=4)", "pig(target=20)"};
  return list;
}

}  // namespace rookery::pig
