// The bots a seat can name: the game-free ones here, and each game's own from
// its row of the bot table.
#include <algorithm>

#include "ai/bot.h"
#include "ai/game_bots.h"
#include "ai/heuristic.h"
#include "ai/mcts_bot.h"
#include "ai/random_bot.h"
#include "core/text.h"

namespace rookery {

namespace {
// The game-free kinds, then each game's own kinds (GameBots::kinds, such as
// Match's `reaction`) before `optimal`, the last.
std::vector<BotInfo> all_kinds() {
  std::vector<BotInfo> bots = {
      {"random",
       "a uniformly random legal action",
       {},
       [](const Params&, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         return std::unique_ptr<Bot>(std::make_unique<RandomBot>(seed));
       }},
      {"mcts", "information-set Monte Carlo tree search (any game)", mcts_param_specs(),
       [](const Params& params, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         auto options = mcts_options(params, seed);
         if (!options) return options.error();
         return std::unique_ptr<Bot>(std::make_unique<MctsBot>(*options));
       }},
      {"heuristic",
       "a documented rule of thumb for each game that has one; with mistakes, a weaker one",
       heuristic_param_specs(),
       [](const Params& params, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         return std::unique_ptr<Bot>(std::make_unique<PolicyBot>(
             "heuristic", heuristic_policies(), seed, params.get_double("mistakes")));
       }},
      {"optimal",
       "an exact (or turn-optimal) solver's policy for each game that has one",
       {},
       [](const Params&, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         return std::unique_ptr<Bot>(
             std::make_unique<PolicyBot>("optimal", optimal_policies(), seed));
       }},
  };
  auto optimal = bots.end() - 1;
  for (const GameBots& row : game_bots()) {
    optimal = bots.insert(optimal, row.kinds.begin(), row.kinds.end()) +
              static_cast<std::ptrdiff_t>(row.kinds.size());
  }
  return bots;
}
}  // namespace

const std::vector<BotInfo>& registered_bots() {
  static const std::vector<BotInfo> bots = all_kinds();
  return bots;
}

Result<std::unique_ptr<Bot>> make_bot(std::string_view spec_text, std::uint64_t seed) {
  auto spec = parse_spec_string(spec_text);
  if (!spec) return spec.error();
  const auto& bots = registered_bots();
  const auto it = std::find_if(bots.begin(), bots.end(),
                               [&](const BotInfo& b) { return b.name == spec->name; });
  if (it == bots.end()) {
    std::vector<std::string> names;
    for (const BotInfo& b : bots) names.push_back(b.name);
    return make_error(ErrorCode::kUnknownName,
                      "unknown bot " + quote(spec->name) + "; known bots: " + join(names, ", "));
  }
  auto params = Params::validate("bot " + spec->name, it->params, spec->args);
  if (!params) return params.error();
  return it->make(*params, seed);
}

Result<std::string> with_game_search(std::string_view spec_text, const Game& game) {
  auto spec = parse_spec_string(spec_text);
  if (!spec) return spec.error();
  const std::string defaults = search_defaults(game.facts().name);
  if (spec->name != "mcts" || defaults.empty()) return std::string(spec_text);
  auto own = parse_spec_string("mcts(" + defaults + ")");
  if (!own) return own.error();
  // The game's settings first, each replaced by the spec's own value where it
  // sets one; then the spec's other arguments, in its order.
  std::vector<std::string> args;
  const auto set_by_spec = [&](const std::string& key) -> const std::string* {
    for (const auto& [k, v] : spec->args) {
      if (k == key) return &v;
    }
    return nullptr;
  };
  for (const auto& [k, v] : own->args) {
    // A spec that thinks for a time chooses that instead of a number of iterations.
    if (k == "iterations" && set_by_spec("time_ms") != nullptr) continue;
    const std::string* mine = set_by_spec(k);
    args.push_back(k + "=" + (mine != nullptr ? *mine : v));
  }
  for (const auto& [k, v] : spec->args) {
    const bool in_own = std::any_of(own->args.begin(), own->args.end(),
                                    [&](const auto& arg) { return arg.first == k; });
    if (!in_own) args.push_back(k + "=" + v);
  }
  return "mcts(" + join(args, ",") + ")";
}

Result<std::unique_ptr<Bot>> make_bot_for(std::string_view spec_text, const Game& game,
                                          std::uint64_t seed) {
  auto spec = with_game_search(spec_text, game);
  if (!spec) return spec.error();
  auto bot = make_bot(*spec, seed);
  if (!bot) return bot.error();
  if (Result<void> ok = (*bot)->check_game(game); !ok) return ok.error();
  return bot;
}

Result<std::unique_ptr<Bot>> make_bot_within(std::string_view spec_text, const Game& game,
                                             std::uint64_t seed, const BotBudget& budget,
                                             OverBudget over) {
  auto full = with_game_search(spec_text, game);
  if (!full) return full.error();
  auto spec = parse_spec_string(*full);
  if (!spec) return spec.error();
  // Only the search has a cost that its parameters choose; every other bot
  // decides in well under a millisecond.
  if (spec->name != "mcts") return make_bot_for(spec_text, game, seed);
  auto params = Params::validate("bot mcts", mcts_param_specs(), spec->args);
  if (!params) return params.error();
  auto options = mcts_options(*params, seed);
  if (!options) return options.error();
  if (over == OverBudget::kRefuse) {
    const auto refuse = [](const std::string& why) {
      return make_error(ErrorCode::kInvalidArgument, "bot mcts: " + why);
    };
    if (options->time_ms == 0 && options->iterations > budget.iterations) {
      return refuse("this server's bots search at most " + std::to_string(budget.iterations) +
                    " iterations a decision, not " + std::to_string(options->iterations));
    }
    if (options->time_ms > budget.think_ms) {
      return refuse("this server's bots think at most " + std::to_string(budget.think_ms) +
                    " ms a decision, not " + std::to_string(options->time_ms));
    }
    if (options->threads > 1) return refuse("this server's bots think on one thread");
  }
  options->iterations =
      static_cast<int>(std::min<long long>(options->iterations, budget.iterations));
  options->time_ms = std::min(options->time_ms, budget.think_ms);
  options->max_ms = budget.think_ms;
  options->threads = 1;
  auto bot = std::make_unique<MctsBot>(*options);
  if (Result<void> ok = bot->check_game(game); !ok) return ok.error();
  return std::unique_ptr<Bot>(std::move(bot));
}

}  // namespace rookery
