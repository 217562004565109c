// The `mcts` seat: MctsSearch behind the Bot interface, with its parameters.
#pragma once

#include "ai/bot.h"
#include "ai/mcts.h"

namespace rookery {

class MctsBot final : public Bot {
 public:
  explicit MctsBot(MctsOptions options) : options_(options), search_(options) {}
  std::string spec() const override;
  Action choose(const State& state, Player player) override {
    return search_.choose(state, player);
  }
  void observe(const State& state, Player player, Action action) override {
    search_.observe(state, player, action);
  }
  Result<void> check_game(const Game& game) const override;
  bool thinks_long() const override { return true; }
  // The search, for what its last decision did (tests, benchmarks).
  const MctsSearch& search() const { return search_; }

 private:
  MctsOptions options_;
  MctsSearch search_;
};

// The parameters `mcts(...)` accepts, in canonical order.
const std::vector<ParamSpec>& mcts_param_specs();

// MctsOptions from validated parameters; `seed` is used unless seed= is given.
Result<MctsOptions> mcts_options(const Params& params, std::uint64_t seed);

}  // namespace rookery
