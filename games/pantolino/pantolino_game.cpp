#include "games/pantolino/pantolino_game.h"

#include "games/pantolino/pantolino_state.h"
#include "games/pantolino/pantolino_tensor.h"

namespace rookery::pantolino {

namespace {

class PantolinoGame final : public Game {
 public:
  PantolinoGame(Params params, Options options)
      : Game(pantolino::facts(), std::move(params), options.players),
        options_(options),
        layout_(tensor_layout(options)) {}

  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<PantolinoState>(std::move(self), options_);
  }
  // Per turn: three rolls and two decisions at most, then one take (PA-4, PA-7 bound).
  int max_game_length() const override { return kMaxTurns * (2 * kMaxRolls); }
  const TensorLayout& observation_tensor_layout() const override { return layout_; }
  std::vector<Action> distinct_actions() const override {
    return pantolino::distinct_actions(options_);
  }
  int num_distinct_actions() const override { return kNumActions; }
  int max_chance_outcomes() const override { return kRollOutcomes; }
  // Solo, the boots of every token (R12); else a win share.
  double max_utility() const override {
    if (options_.players > 1) return 1.0;
    int boots = 0;
    for (int t = 0; t < kNumTokens; ++t) boots += token_boots(t);
    return boots;
  }

 private:
  Options options_;
  TensorLayout layout_;
};

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 2, 1, kMaxPlayers,
                         "number of players; 1 is the solo game (PA-3)"),
      // Solo has no opponent to take from, and always discards the smallest.
      ParamSpec::boolean("escaping_boots", false,
                         "variant for older players: take an opponent's tail token instead")
          .when("players!=1"),
      ParamSpec::boolean("discard_smallest", false,
                         "when no token qualifies, remove the smallest supply token (PA-6); "
                         "always on in solo")
          .when("players!=1"),
  };
  return specs;
}

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "pantolino",
      .title = "Pantolino",
      .summary = "roll four dice up to three times and collect boot tokens for your centipede",
      .min_players = 1,
      .max_players = kMaxPlayers,
      .chance = true,
      .hidden_information = false,
      .simultaneous = false,
      .real_time = false,
  };
  return f;
}

Result<std::shared_ptr<const Game>> make_game(const Params& params) {
  Options options;
  options.players = params.get_int("players");
  options.escaping_boots = params.get_bool("escaping_boots");
  Params effective = params;
  // PA-3: discard_smallest is always on in solo; the game string says so too.
  if (options.players == 1) effective.set("discard_smallest", true);
  options.discard_smallest = effective.get_bool("discard_smallest");
  return std::shared_ptr<const Game>(
      std::make_shared<PantolinoGame>(std::move(effective), options));
}

const std::vector<std::string>& configurations() {
  static const std::vector<std::string> list = {
      "pantolino",
      "pantolino(players=1)",
      "pantolino(players=3,escaping_boots=true)",
      "pantolino(players=4,discard_smallest=true)",
      "pantolino(players=4,escaping_boots=true,discard_smallest=true)",
  };
  return list;
}

}  // namespace rookery::pantolino
