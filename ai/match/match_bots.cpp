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
  return row;
}

}  // namespace rookery
