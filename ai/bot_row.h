// A game's row of the bot table (ai/game_bots.h): its rule of thumb, its exact
// policy, the strongest seat measured, the seats players are offered and its coach.
// Each game's ai/<game>/ fills one in; this type sits below them and the table
// above, so no game's bots include the table.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
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

// One level's bot spec and its line for players.
struct LevelSpec {
  std::string spec;
  std::string about;
};
// A game's four levels from their specs, weakest first. Inline: the games' rows,
// below the table's library, use it.
inline std::vector<BotLevel> level_seats(const LevelSpec& easy, const LevelSpec& medium,
                                         const LevelSpec& hard, const LevelSpec& strongest) {
  std::vector<BotLevel> levels;
  for (const LevelSpec* l : {&easy, &medium, &hard, &strongest}) {
    levels.push_back({l->spec, kLevelTitles[levels.size()], l->about});
  }
  return levels;
}
// The Easy level of the games whose rule of thumb is far above random moves:
// the rule, with a random move half the time.
inline LevelSpec half_random_rule() {
  return {"heuristic(mistakes=0.5)", "plays sensibly half the time, and at random the other half"};
}

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
  // Kinds of bot of this game's own, which a seat may name like `mcts` (Match's
  // `reaction`): `rookery list` and make_bot find them here.
  std::vector<BotInfo> kinds = {};
};

}  // namespace rookery
