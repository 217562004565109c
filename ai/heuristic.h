// Per-game policies: how a particular game is played well. A policy is looked up
// by GameFacts::name; each lives in its game's own target, ai/<game>/, which
// reads the game's state and components directly (Pantolino's, Fistful's and
// Plucky's) or the seat's observation where secrets decide what it may use
// (Push Push's own dice), and names moves by their action ids.
//
// Two lists, read from the bot table (ai/game_bots.h) and handed to the seats
// that play them: rule-of-thumb policies (the `heuristic` seat) and exact or
// turn-optimal ones (the `optimal` seat).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/bot.h"

namespace rookery {

class GamePolicy {
 public:
  virtual ~GamePolicy() = default;
  // An action for `player`, who must be acting in `state`.
  virtual Action choose(const State& state, Player player, Rng& rng) = 0;
  // Each player's worth of `state`, a position not yet over, on the scale of
  // State::scores(), for searches that stop their playouts early
  // (mcts(eval=heuristic)); false when the policy has no evaluation of its own.
  virtual bool evaluate(const State& state, std::vector<double>& out) {
    (void)state;
    (void)out;
    return false;
  }
};

struct PolicyEntry {
  std::string game;     // GameFacts::name
  std::string summary;  // what the policy does, in a line
  std::function<std::unique_ptr<GamePolicy>()> make;
  // Optional: refuses configurations of the game the policy cannot play.
  std::function<Result<void>(const Game&)> check = nullptr;
};

// The `heuristic` seat's parameters: its chance of a random move (mistakes).
std::vector<ParamSpec> heuristic_param_specs();

// The rule-of-thumb policies, one per game that has one (from the bot table,
// ai/game_bots.cpp, which defines these two).
const std::vector<PolicyEntry>& heuristic_policies();
// The optimal (or turn-optimal) policies, one per game that has one.
const std::vector<PolicyEntry>& optimal_policies();

// A seat that plays a game with its entry of `policies`; `bot_name` is used in
// messages ("no heuristic policy for toy; games with one: pantolino"). With
// `mistakes` above 0 it is a weaker player: at each decision, with that chance,
// it plays a uniformly random legal move instead of the policy's (the lobby's
// Easy level, `heuristic(mistakes=0.5)`).
class PolicyBot final : public Bot {
 public:
  PolicyBot(std::string bot_name, const std::vector<PolicyEntry>& policies, std::uint64_t seed,
            double mistakes = 0)
      : name_(std::move(bot_name)), policies_(policies), rng_(seed), mistakes_(mistakes) {}
  std::string spec() const override;
  Action choose(const State& state, Player player) override;
  Result<void> check_game(const Game& game) const override;
  // Exact policies may be solved when first asked (Fistful solo's takes seconds).
  bool thinks_long() const override { return name_ == "optimal"; }

 private:
  const PolicyEntry* find(std::string_view game) const;

  std::string name_;
  const std::vector<PolicyEntry>& policies_;
  Rng rng_;
  double mistakes_ = 0;
  std::string policy_game_;  // the game `policy_` was made for
  std::unique_ptr<GamePolicy> policy_;
};

}  // namespace rookery
