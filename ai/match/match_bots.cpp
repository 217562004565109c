#include "ai/match/match_bots.h"

#include "ai/match/reaction_bot.h"

namespace rookery {

GameBots match_bots() {
  GameBots row{.game = "match"};
  // Match is played on the clock: the levels are the reaction-time presets,
  // from child to champion; the fastest is the strongest.
  row.levels = level_seats(
      {"reaction(level=child)", "notices a match slowly and misses some, like a child"},
      {"reaction(level=casual)", "notices matches as a casual player does"},
      {"reaction(level=skilled)", "quick to notice, and seldom wrong"},
      {"reaction(level=champion)", "as quick as the best players, and hardly ever wrong"});
  row.strongest = row.levels.back().spec;
  row.no_coach = "a claim is a race against the clock, not a choice to weigh";
  row.kinds.push_back(
      {"reaction",
       "Match of the Penguins: notices matches after human-like reaction times (levels child, "
       "casual, skilled, champion)",
       reaction_param_specs(),
       [](const Params& params, std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
         const std::string spec = "reaction(" + params.canonical_args() + ")";
         return std::unique_ptr<Bot>(
             std::make_unique<ReactionBot>(spec, reaction_model(params), seed));
       }});
  return row;
}

}  // namespace rookery
