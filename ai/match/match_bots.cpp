#include "ai/match/match_bots.h"

#include "ai/match/reaction_bot.h"

namespace rookery {

GameBots match_bots() {
  GameBots row{.game = "match"};
  // Match is played on the clock: the seats are the reaction-time levels, from
  // child to champion, the slowest the lobby's default; the fastest is the strongest.
  for (const auto& [level, model] : reaction_levels()) {
    row.levels.push_back({"reaction(level=" + level + ")", level + " (reaction times)"});
  }
  row.strongest = row.levels.back().spec;
  return row;
}

}  // namespace rookery
