#include "games/fistful/fistful_game.h"

#include <algorithm>

#include "games/fistful/fistful_state.h"
#include "games/fistful/fistful_tensor.h"

namespace rookery::fistful {

namespace {

// An upper bound on the solo score, money plus tokens (FP-12): the start, and in
// each round at most every die cashed in (R7) and the best stop of nine dice.
double solo_score_bound() {
  SquirrelTable bank;
  bank.bank_pays = true;  // the bank pays squirrels only under solo_squirrels=bank: the most
  int best_stop = 0;
  for (int id = 0; id < kHands.kSize; ++id) {
    const FaceCounts& dice = kHands.hand(id);
    if (total(dice) != kNumDice) continue;
    for (Mode mode : {Mode::kAnimals, Mode::kLions}) {
      const StopScore score = score_stop(dice, mode, bank);
      best_stop = std::max(best_stop, score.dollars() + score.tokens);
    }
  }
  return kStartMoney + kStartTokens + kRounds * (penguin_tokens(kNumDice) + best_stop);
}

class FistfulGame final : public Game {
 public:
  FistfulGame(Params params, Options options)
      : Game(fistful::facts(), std::move(params), options.players),
        options_(options),
        layout_(tensor_layout(options)) {}

  const TensorLayout& observation_tensor_layout() const override { return layout_; }
  std::vector<Action> distinct_actions() const override {
    return fistful::distinct_actions(options_);
  }
  int num_distinct_actions() const override { return kNumActions; }
  int max_chance_outcomes() const override { return kHands.kSize; }
  // Solo, a bound on money plus tokens (FP-12); else a win share.
  double max_utility() const override { return options_.players > 1 ? 1.0 : solo_score_bound(); }

  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<FistfulState>(std::move(self), options_);
  }

  // A turn spends each token at most once (two actions: the choice and its roll);
  // a player holds at most 6 + 45 tokens per turn played (FP-5: n(n+1)/2 for at
  // most nine dice), plus at most nine cash-ins, a chip, a stop and the first roll.
  // Turns: three rounds and at most three showdowns of every player.
  // In the advanced game tokens also move between players through sales, so the
  // bound counts every token at the table, and each token reroll may reopen the
  // market (each other seller: a choice, a roll, a price; then a buy).
  int max_game_length() const override {
    const int p = options_.players;
    const int turns = p * (kRounds + kMaxShowdowns);
    const int tokens = kStartTokens * p + penguin_tokens(kNumDice) * turns;
    const int per_token = 2 + (options_.advanced ? 4 * (p - 1) : 0);
    return turns * (per_token * tokens + kNumDice + 3 + 3 * p);
  }

 private:
  Options options_;
  TensorLayout layout_;
};

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 2, 1, kMaxPlayers,
                         "number of players: 1 (solo) to 4, or 2 to 6 in the advanced game (FP-2)"),
      ParamSpec::choice("solo_squirrels", "none", {"none", "bank"},
                        "solo: squirrels take no money (none) or the bank pays 1+2+..+n (FP-7)")
          .when("players=1"),
      ParamSpec::boolean("advanced", false,
                         "the advanced game: black penguin chips and a market of secret, priced "
                         "dice (FP-13)")
          .when("players!=1")
          // FP-2: the basic game seats 1 to 4, the advanced 2 to 6; the lobby
          // turns the advanced game on for 5 or 6.
          .players_per_choice({{1, 4}, {2, 6}}),
  };
  return specs;
}

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "fistful",
      .title = "A Fistful of Penguins",
      .summary = "push your luck with animal dice over three rounds; most money wins",
      .min_players = 1,
      .max_players = kMaxPlayers,
      .chance = true,
      .hidden_information = true,  // the advanced game's secret dice and prices
      .simultaneous = true,        // sellers price their dice at the same time
      .real_time = false,
  };
  return f;
}

Result<std::shared_ptr<const Game>> make_game(const Params& params) {
  Options options;
  options.players = params.get_int("players");
  options.solo_squirrels_bank = params.get_choice("solo_squirrels") == "bank";
  options.advanced = params.get_bool("advanced");
  // FP-2: the basic game takes 1 to 4 players, the advanced game 2 to 6.
  if (!options.advanced && options.players > 4) {
    return make_error(ErrorCode::kInvalidArgument,
                      "fistful with " + std::to_string(options.players) +
                          " players needs the advanced game (advanced=true); the basic game "
                          "takes 1..4 players");
  }
  if (options.advanced && options.players < 2) {
    return make_error(ErrorCode::kInvalidArgument,
                      "the advanced game of fistful takes 2..6 players (FP-2); solo is basic");
  }
  return std::shared_ptr<const Game>(std::make_shared<FistfulGame>(params, options));
}

const std::vector<std::string>& configurations() {
  static const std::vector<std::string> list = {
      "fistful",
      "fistful(players=1)",
      "fistful(players=1,solo_squirrels=bank)",
      "fistful(players=4)",
      "fistful(players=2,advanced=true)",
      "fistful(players=4,advanced=true)",
      "fistful(players=6,advanced=true)",
  };
  return list;
}

}  // namespace rookery::fistful
