// Playthrough: a game being played, with its record (game string, seed and the
// moves so far). The record is what gets saved, replayed and sent over the wire;
// replaying it reproduces every state bit for bit.
//
// Automatic chance is a pure function of (seed, move number), so a game saved and
// reloaded mid-way continues with exactly the dice it would have rolled anyway.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/state.h"

namespace rookery {

struct Move {
  Player player;  // kChancePlayer for chance outcomes
  Action action;
};

// Turns a game string into a Game (games/registry provides one).
using GameLoader = std::function<Result<std::shared_ptr<const Game>>(std::string_view)>;

class Playthrough {
 public:
  // A new game at its initial state.
  Playthrough(std::shared_ptr<const Game> game, std::uint64_t seed);
  Playthrough(const Playthrough& other);
  Playthrough& operator=(const Playthrough& other);
  Playthrough(Playthrough&&) = default;
  Playthrough& operator=(Playthrough&&) = default;

  const Game& game() const { return *game_; }
  // The same game, shared (a second playthrough of it).
  const std::shared_ptr<const Game>& shared_game() const { return game_; }
  const State& state() const { return *state_; }
  std::uint64_t seed() const { return seed_; }
  const std::vector<Move>& moves() const { return moves_; }

  // Applies a checked move and records it.
  Result<void> apply(Player player, Action action);
  // Parses the action text for that player, then applies it.
  Result<void> apply_text(Player player, std::string_view text);
  // At a chance node: the outcome drawn from (seed, move number); not yet applied.
  Action auto_chance_outcome() const;
  // The outcome auto_chance_outcome would draw at chance node `state` reached
  // after `made` moves: for drawing outcomes ahead, on a copy of the state.
  Action chance_outcome_at(const State& state, std::size_t made) const;
  // Applies automatic chance outcomes until a player must act or the game ends;
  // returns the moves it made.
  std::vector<Move> advance_chance();

  // {"format":"rookery-playthrough","version":1,"game":...,"seed":...,"moves":[...]}
  nlohmann::json to_json() const;
  // Replays a record; the error names the move that could not be replayed.
  static Result<Playthrough> from_json(const nlohmann::json& record, const GameLoader& loader);

 private:
  std::shared_ptr<const Game> game_;
  std::unique_ptr<State> state_;
  std::uint64_t seed_;
  std::vector<Move> moves_;
};

}  // namespace rookery
