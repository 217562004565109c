// Bot: anything that picks an action for a seat. The generic bots depend on the
// core API only and never name a game; per-game seats live in ai/<game>/ (rules
// of thumb behind ai/heuristic.h, Match's reaction bots in ai/match/).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/params.h"
#include "core/state.h"

namespace rookery {

class Bot {
 public:
  virtual ~Bot() = default;
  // The spec string that makes this bot again ("random", "mcts(iterations=2000,...)").
  virtual std::string spec() const = 0;
  // An action for `player`, who must be among the acting players of `state`.
  virtual Action choose(const State& state, Player player) = 0;
  // A move about to be applied to `state`: front ends call it on every seat's bot
  // for every move of the game, chance included, in order. A bot may keep what
  // its seat can see of it (mcts keeps its search tree); the default ignores it.
  virtual void observe(const State& state, Player player, Action action) {
    (void)state;
    (void)player;
    (void)action;
  }
  // Whether one decision may take long (a search, or a solver built on first
  // use): a server keeps such bots apart from those that answer at once.
  virtual bool thinks_long() const { return false; }
  // Whether this bot can play `game`; the error says why not (and what it can play).
  virtual Result<void> check_game(const Game& game) const {
    (void)game;
    return ok_result();
  }
};

struct BotInfo {
  std::string name;
  std::string summary;
  std::vector<ParamSpec> params;
  // Builds the bot from validated parameters and a seed.
  std::function<Result<std::unique_ptr<Bot>>(const Params& params, std::uint64_t seed)> make;
};

// Every bot a seat can name, for `rookery list` and error messages.
const std::vector<BotInfo>& registered_bots();

// A bot from a spec such as "random" or "mcts(iterations=2000)"; `seed` makes its
// choices reproducible (one seed per game and seat).
Result<std::unique_ptr<Bot>> make_bot(std::string_view spec, std::uint64_t seed);

// What one bot's decision may cost at a server, set by its operator, so that
// no seat can take the bot threads from every other table.
struct BotBudget {
  long long iterations = 100'000;  // search iterations per decision
  int think_ms = 2'000;            // time per decision; at it, the best move so far is played
};

// How make_bot_within treats a spec asking for more than the budget.
enum class OverBudget {
  kRefuse,  // an error naming the limit (a seat being chosen)
  kCap,     // the bot thinks within the budget anyway (a table stored earlier)
};

// make_bot_for, within `budget`: searches think on one thread, for at most
// budget.think_ms and budget.iterations per decision.
Result<std::unique_ptr<Bot>> make_bot_within(std::string_view spec, const Game& game,
                                             std::uint64_t seed, const BotBudget& budget,
                                             OverBudget over);

// `spec` as `game` reads it: an `mcts` spec gets the game's own search settings
// (search_defaults) under the arguments it sets; any other spec is unchanged.
Result<std::string> with_game_search(std::string_view spec, const Game& game);

// with_game_search, make_bot, then check_game: a bot ready to play `game`, or why it cannot.
Result<std::unique_ptr<Bot>> make_bot_for(std::string_view spec, const Game& game,
                                          std::uint64_t seed);

}  // namespace rookery
