// The registry: every game Rookery knows, by its short name, and the one place
// that turns a game string into a Game.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/game.h"
#include "core/params.h"

namespace rookery {

// A registered game: what every consumer (the command line, the server's
// catalogue, Python, the test suite) learns of it.
struct GameEntry {
  const GameFacts& facts;
  const std::vector<ParamSpec>& params;
  // The game for validated parameters, or an error for a combination the rules exclude.
  std::function<Result<std::shared_ptr<const Game>>(const Params&)> make;
  // Game strings whose rules differ (seat counts, modes, options), the defaults
  // first: the configurations the conformance suite, the fuzz targets and the
  // Python and web contract checks play.
  const std::vector<std::string>& configurations;
};

// What each game `g` of ROOKERY_GAMES (games/game_list.h) defines in namespace
// rookery::<g>, in games/<g>/<g>_game.cpp; the registry declares them itself, so
// it includes no game's header.
#define ROOKERY_DECLARE_GAME_ENTRY(g)                                  \
  namespace g {                                                        \
  /* The parameters its game string accepts. */                        \
  const std::vector<ParamSpec>& param_specs();                         \
  /* What kind of game it is. */                                       \
  const GameFacts& facts();                                            \
  /* A configured game, or why the rules exclude the combination. */   \
  Result<std::shared_ptr<const Game>> make_game(const Params& params); \
  /* GameEntry::configurations. */                                     \
  const std::vector<std::string>& configurations();                    \
  }

// Every registered game, in listing order.
const std::vector<GameEntry>& registered_games();

// The Game a game string describes ("pantolino(players=3)"). When `players` is
// given and the string does not set "players", that count is used (seats decide);
// if it does set a different count, that is an error.
Result<std::shared_ptr<const Game>> load_game(std::string_view game_string,
                                              std::optional<int> players = std::nullopt);

}  // namespace rookery
