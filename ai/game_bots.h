// The bot table: each game's row (ai/bot_row.h), one per game of ROOKERY_GAMES
// (games/game_list.h), each written in ai/<game>/ as `GameBots <game>_bots()`.
// The `heuristic` and `optimal` seats, the coach, the catalogue (GET /api/games),
// `rookery list` and the lobby all read it; it includes no game's bots, so a new
// game's row needs no edit here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ai/bot_row.h"

namespace rookery {

// Every game's row.
const std::vector<GameBots>& game_bots();
// The row of `game` (GameFacts::name), or nullptr for a game without one.
const GameBots* bots_of(std::string_view game);
// The seats offered for `game`, weakest first: its row's levels, or (a game
// without them) random moves, the rule of thumb where there is one, two sizes
// of search, the strongest measured and an exact policy that plays every
// configuration.
std::vector<BotLevel> bot_levels(std::string_view game);
// The spec of the seat the lobby offers first for `game` and that takes a seat
// nobody plays: its Medium level, else the first seat offered.
std::string default_bot(std::string_view game);
// What players call a bot seat of `game` with `spec`: the offered seat's title
// ("rule of thumb"), else words for the kind of bot ("search" for any mcts spec),
// else the spec itself.
std::string bot_title(std::string_view game, std::string_view spec);
// The spec of the strongest bot measured for `game`, or "" when none has been.
std::string strongest_bot(std::string_view game);
// The arguments that `mcts` takes by default in `game` (GameBots::search), "" for none.
std::string search_defaults(std::string_view game);

}  // namespace rookery
