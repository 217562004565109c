// The registry: every game Rookery knows, by its short name, and the one place
// that turns a game string into a Game.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/game.h"
#include "core/params.h"

namespace rookery {

struct GameEntry {
  const GameFacts& facts;
  const std::vector<ParamSpec>& params;
  // The game for validated parameters, or an error for a combination the rules exclude.
  std::function<Result<std::shared_ptr<const Game>>(const Params&)> make;
};

// Every registered game, in listing order.
const std::vector<GameEntry>& registered_games();

// The Game a game string describes ("pantolino(players=3)"). When `players` is
// given and the string does not set "players", that count is used (seats decide);
// if it does set a different count, that is an error.
Result<std::shared_ptr<const Game>> load_game(std::string_view game_string,
                                              std::optional<int> players = std::nullopt);

}  // namespace rookery
