#include "games/push_push/push_push_game.h"

#include "games/push_push/push_push_state.h"
#include "games/push_push/push_push_tensor.h"

namespace rookery::push_push {

namespace {

// The facts of one configuration: with Waddlebots the returns are not constant-sum,
// since a Waddlebot second in line wins for nobody (PP-12) and they then sum to 0.
GameFacts facts_of(const Options& options) {
  GameFacts f = push_push::facts();
  f.constant_sum = options.waddlebots == 0;
  return f;
}

class PushPushGame final : public Game {
 public:
  PushPushGame(Params params, Options options, std::shared_ptr<const Board> board)
      : Game(facts_of(options), std::move(params), options.players),
        options_(options),
        board_(std::move(board)),
        layout_(tensor_layout(options_, *board_)) {}

  std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const override {
    return std::make_unique<PushPushState>(std::move(self), board_, options_);
  }

  const TensorLayout& observation_tensor_layout() const override { return layout_; }
  std::vector<Action> distinct_actions() const override {
    return push_push::distinct_actions(options_, *board_);
  }
  int num_distinct_actions() const override { return kNumActions; }
  int max_chance_outcomes() const override { return kMaxChanceOutcome + 1; }

  // Per round and penguin: a roll, a choice, at most ten matching rerolls (two
  // actions each) and every fish at the table gobbled (a choice and a roll each)
  // around seals and Surprises; then the orca's roll. 100 rounds (PP-11). A chain
  // of hides has no limit in the rules (R11), but each hide needs the orca tail
  // (one in six), so no game of fair dice comes near this bound through one.
  int max_game_length() const override {
    const int penguins = options_.players + options_.waddlebots;
    const int per_penguin = 2 + 2 * kMaxMatchingRerolls + 4 * board_->fish_supply + 8;
    return kMaxRounds * (penguins * per_penguin + 2);
  }

 private:
  Options options_;
  std::shared_ptr<const Board> board_;
  TensorLayout layout_;
};

}  // namespace

const std::vector<ParamSpec>& param_specs() {
  static const std::vector<ParamSpec> specs = {
      ParamSpec::integer("players", 3, 2, kMaxPenguins, "number of players (PP-1)"),
      ParamSpec::integer("waddlebots", 0, 0, kMaxPenguins - 2,
                         "dummy penguins, one per player at most, seated to their right; "
                         "2 players always have 2 (PP-1, PP-12)"),
  };
  return specs;
}

const GameFacts& facts() {
  static const GameFacts f = {
      .name = "push_push",
      .title = "Push Push Penguin",
      .summary = "race to the Diving Point, but be second in line when the orca strikes",
      .min_players = 2,
      .max_players = kMaxPenguins,
      .chance = true,
      .hidden_information = true,  // dice under the cups until the reveal
      .simultaneous = true,        // GO and NO chosen at the same time
      .real_time = false,
  };
  return f;
}

Result<std::shared_ptr<const Game>> make_game(const Params& params) {
  Options options;
  options.players = params.get_int("players");
  options.waddlebots = params.get_int("waddlebots");
  if (options.players == 2) {
    // PP-1: with 2 players each also runs one Waddlebot.
    if (params.is_set("waddlebots") && options.waddlebots != 2) {
      return make_error(ErrorCode::kInvalidArgument,
                        "push_push with 2 players has 2 Waddlebots (each player runs one); "
                        "leave waddlebots out or set it to 2");
    }
    options.waddlebots = 2;
  }
  if (options.waddlebots > options.players || options.players + options.waddlebots > kMaxPenguins) {
    return make_error(ErrorCode::kInvalidArgument,
                      "push_push takes at most one Waddlebot per player and six penguins in all "
                      "(PP-1); got " +
                          std::to_string(options.players) + " players and " +
                          std::to_string(options.waddlebots) + " Waddlebots");
  }
  const std::shared_ptr<const Board>& board = default_board();
  if (!board) return make_error(ErrorCode::kParseError, "the built-in board does not validate");
  if (board->fish_supply < options.players + options.waddlebots) {
    return make_error(ErrorCode::kInvalidArgument,
                      "the board's fish supply cannot give every penguin its fish");
  }
  Params effective = params;
  effective.set("waddlebots", options.waddlebots);
  return std::shared_ptr<const Game>(
      std::make_shared<PushPushGame>(std::move(effective), options, board));
}

const std::vector<std::string>& configurations() {
  static const std::vector<std::string> list = {
      "push_push",
      "push_push(players=2)",
      "push_push(players=4,waddlebots=2)",
      "push_push(players=6)",
  };
  return list;
}

}  // namespace rookery::push_push
