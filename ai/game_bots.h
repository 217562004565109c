// The bot table: each game's bots in one row (its rule of thumb, its exact
// policy, the strongest seat measured and the seats players are offered), one
// line per game in game_bots.cpp. The `heuristic` and `optimal` seats, the
// catalogue (GET /api/games), `rookery list` and the lobby all read it, so a new
// game's bots are one row written in ai/<game>/ and one line here.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/coach_values.h"
#include "ai/heuristic.h"

namespace rookery {

// A seat offered to players: a bot spec and what the lobby calls it.
struct BotLevel {
  std::string spec;        // as make_bot reads it: "heuristic", "reaction(level=casual)"
  std::string title;       // in players' words: "Medium", "rule of thumb"
  std::string about = {};  // how it plays, in a line for players ("" none)
};

// The levels each game offers, weakest first: a game's row names a spec for
// each (level_seats), and its ladder in docs/strength.md ranks them so.
inline constexpr const char* kLevelTitles[] = {"Easy", "Medium", "Hard", "Strongest"};
// The level a seat starts at in the lobby, and the stand-in a table puts in
// a seat nobody plays (kLevelTitles[kDefaultLevel]: Medium).
inline constexpr int kDefaultLevel = 1;

// A game's four levels from its specs and their lines for players, weakest first.
struct LevelSpec {
  std::string spec;
  std::string about;
};
std::vector<BotLevel> level_seats(const LevelSpec& easy, const LevelSpec& medium,
                                  const LevelSpec& hard, const LevelSpec& strongest);
// The Easy level of the games whose rule of thumb is far above random moves:
// the rule, with a random move half the time.
LevelSpec half_random_rule();

// One game's bots.
struct GameBots {
  std::string game;                           // GameFacts::name
  std::optional<PolicyEntry> heuristic = {};  // the `heuristic` seat's policy
  std::optional<PolicyEntry> optimal = {};    // the `optimal` seat's exact or turn-optimal policy
  // The strongest seat measured, from its ladder in docs/strength.md (change both
  // together), or "" when none has been measured.
  std::string strongest = {};
  // The game's own settings of `mcts`, as spec arguments ("rollout=heuristic,c=0.2"),
  // put under whatever a seat's spec sets itself: a person who types `mcts` gets
  // the search measured best for this game (docs/strength.md), not the game-free
  // default. "" keeps the game-free default. Its `iterations` give way to a
  // spec's `time_ms`.
  std::string search = {};
  // The seats offered, weakest first: the four levels (level_seats), the last
  // one `strongest`; empty: the standard ones built from the fields above (see
  // bot_levels).
  std::vector<BotLevel> levels = {};
  // The coach (ai/coach.h). Where the game is solved: every option of `player`
  // valued exactly from what `player` sees, or nullopt at a decision the solver
  // does not cover (the search values it then).
  std::function<std::optional<Assessment>(const State& state, Player player)> exact_values =
      nullptr;
  // The search that values options elsewhere: an `mcts` spec, played to the end
  // by the coach so its values are chances of winning. "" with no exact values
  // either: the game has no coach.
  std::string coach_search = {};
  // Why the game has no coach, in a line for players, where it has none.
  std::string no_coach = {};
};

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
