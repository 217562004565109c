// Game: the facts and validated parameters of one configured game, and the
// factory of its initial state. Loaded from a game string via games/registry.
#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/params.h"
#include "core/tensor.h"

namespace rookery {

class State;

// A single key of a real-time game's table and the claim it makes, in the claim's
// words without a time, with what it claims in the rulebook's words:
// {'1', "call umbrella", "one match"}. Game data, sent in GET /api/games, so that the
// terminal and the web page offer the same keys without naming the game.
struct ClaimKey {
  char key;
  std::string claim;
  std::string meaning;
};

// What kind of game this is; front ends and search read these instead of the name.
struct GameFacts {
  std::string name;     // registry key and short name everywhere: "pantolino"
  std::string title;    // as printed on the box: "Pantolino"
  std::string summary;  // one line for `rookery list`
  int min_players = 1;
  int max_players = 1;
  bool chance = false;              // has chance nodes (dice, shuffles)
  bool hidden_information = false;  // some player may not see everything
  bool simultaneous = false;        // secret simultaneous choices
  bool real_time = false;           // actions carry a time (Match of the Penguins)
  // With two or more players the returns are win shares summing to 1; false where
  // everyone can lose at once (Plucky: every penguin eaten), so they may sum to less.
  bool constant_sum = true;
  // A real-time game's claim keys, in the order a legend lists them; empty otherwise.
  std::vector<ClaimKey> claim_keys = {};
};

class Game {
 public:
  Game(GameFacts facts, Params params, int num_players)
      : facts_(std::move(facts)), params_(std::move(params)), num_players_(num_players) {}
  virtual ~Game() = default;
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  // What kind of game this is.
  const GameFacts& facts() const { return facts_; }
  // The validated parameters, defaults filled in.
  const Params& params() const { return params_; }
  // Number of seats in this configuration.
  int num_players() const { return num_players_; }
  // The canonical game string with every parameter: "pantolino(players=2,...)".
  std::string game_string() const;
  // The position before the first action (often a chance node: the first roll).
  // `self` must be this game; states keep it alive.
  virtual std::unique_ptr<State> new_initial_state(std::shared_ptr<const Game> self) const = 0;
  // An upper bound on the number of actions (chance included) in any game: the
  // rulings' safety bound turned into actions.
  virtual int max_game_length() const = 0;
  // The printed components a front end shows beside the observation (card texts,
  // a deck's faces), as JSON; an empty object when the observation says it all.
  virtual nlohmann::json components() const;
  // The layout of every player's observation tensor (State::observation_tensor)
  // in this configuration; empty for a game that defines none.
  virtual const TensorLayout& observation_tensor_layout() const;
  // Every action id a player may ever take in this configuration, ascending
  // (chance outcomes not included): a learning environment's fixed action
  // space. Empty for a game that does not enumerate them.
  virtual std::vector<Action> distinct_actions() const;
  // The size N of that space: every action id a player may take lies in
  // [0, N), so an array of N logits or a mask of N bools is indexed by the
  // action id itself (OpenSpiel's convention). Fixed per game and parameters;
  // ids a configuration never uses stay unused, never reused. 0 for a game
  // that does not enumerate its actions.
  virtual int num_distinct_actions() const;
  // One more than the largest chance outcome id, so chance outcomes lie in
  // [0, max_chance_outcomes()) (OpenSpiel's MaxChanceOutcomes); 0 where unknown.
  virtual int max_chance_outcomes() const { return 0; }
  // Bounds on State::returns() (OpenSpiel's MinUtility and MaxUtility): a win
  // share lies in [0, 1]; a solo game, whose return is its score, bounds the score.
  virtual double min_utility() const { return 0.0; }
  virtual double max_utility() const { return 1.0; }

 private:
  GameFacts facts_;
  Params params_;
  int num_players_;
};

}  // namespace rookery
