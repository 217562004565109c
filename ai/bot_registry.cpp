// The explicit list of bots a seat can name.
#include <algorithm>

#include "ai/bot.h"
#include "ai/heuristic.h"
#include "ai/mcts_bot.h"
#include "ai/random_bot.h"
#include "ai/reaction_bot.h"
#include "core/text.h"

namespace rookery {

const std::vector<BotInfo>& registered_bots() {
  static const std::vector<BotInfo> bots = {
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
       "a documented rule of thumb for each game that has one",
       {},
       [](const Params&, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         return std::unique_ptr<Bot>(
             std::make_unique<PolicyBot>("heuristic", heuristic_policies(), seed));
       }},
      {"reaction",
       "Match of the Penguins: notices matches after human-like reaction times (levels child, "
       "casual, skilled, champion)",
       reaction_param_specs(),
       [](const Params& params, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         const std::string spec = "reaction(" + params.canonical_args() + ")";
         return std::unique_ptr<Bot>(
             std::make_unique<ReactionBot>(spec, reaction_model(params), seed));
       }},
      {"optimal",
       "an exact (or turn-optimal) solver's policy for each game that has one",
       {},
       [](const Params&, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         return std::unique_ptr<Bot>(
             std::make_unique<PolicyBot>("optimal", optimal_policies(), seed));
       }},
  };
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

Result<std::unique_ptr<Bot>> make_bot_for(std::string_view spec, const Game& game,
                                          std::uint64_t seed) {
  auto bot = make_bot(spec, seed);
  if (!bot) return bot.error();
  if (Result<void> ok = (*bot)->check_game(game); !ok) return ok.error();
  return bot;
}

}  // namespace rookery
