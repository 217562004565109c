#include "games/fistful/fistful_game.h"

#include "games/fistful/fistful_state.h"

namespace rookery::fistful {

namespace {

class FistfulGame final : public Game {
 public:
  FistfulGame(Params params, Options options)
      : Game(fistful::facts(), std::move(params), options.players), options_(options) {}

  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<FistfulState>(std::move(self), options_);
  }

  // A turn spends each token at most once (two actions: the choice and its roll);
  // a player holds at most 6 + 45 tokens per turn played (FP-5: n(n+1)/2 for at
  // most nine dice), plus at most nine cash-ins, a chip, a stop and the first roll.
  // Turns: three rounds and at most three showdowns of every player.
  int max_game_length() const override {
    const int turns = options_.players * (kRounds + kMaxShowdowns);
    const int tokens = kStartTokens + penguin_tokens(kNumDice) * (kRounds + 1);
    return turns * (2 * tokens + kNumDice + 3);
  }

 private:
  Options options_;
};

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 2, 1, 4, "number of players; 1 is the solo game (FP-2, FP-12)"),
      ParamSpec::choice("solo_squirrels", "none", {"none", "bank"},
                        "solo: squirrels take no money (none) or the bank pays 1+2+..+n (FP-7)"),
  };
  return specs;
}

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "fistful",
      .title = "A Fistful of Penguins",
      .summary = "push your luck with animal dice over three rounds; most money wins",
      .min_players = 1,
      .max_players = 4,
      .chance = true,
      .hidden_information = false,
      .simultaneous = false,
      .real_time = false,
  };
  return f;
}

std::shared_ptr<const Game> make_game(const Params& params) {
  Options options;
  options.players = params.get_int("players");
  options.solo_squirrels_bank = params.get_choice("solo_squirrels") == "bank";
  return std::make_shared<FistfulGame>(params, options);
}

}  // namespace rookery::fistful
