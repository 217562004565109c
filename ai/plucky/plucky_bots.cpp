#include "ai/plucky/plucky_bots.h"

#include "ai/plucky/plucky_policies.h"

namespace rookery {

GameBots plucky_bots() {
  return {
      .game = "plucky",
      .heuristic = PolicyEntry{"plucky", plucky_heuristic_summary(), make_plucky_heuristic},
      // Flat search judged by heuristic playouts to the round's end and the heuristic's
      // evaluation: 53.1% against heuristic over 2,000 three-player games.
      .strongest =
          "mcts(rollout=heuristic,playout_rounds=1,expand_after=1000,c=0.2,eval=heuristic)",
      // Ranked by the ladder in docs/strength.md, "Levels".
      .levels = level_seats(
          {"heuristic(mistakes=0.5)", "plays sensibly half the time, and at random the other half"},
          {"heuristic(mistakes=0.2)", "plays sensibly, with a careless move now and then"},
          {"heuristic", "a sound rule of thumb: ends its turn on the safest square it can reach"},
          {"mcts(rollout=heuristic,playout_rounds=1,expand_after=1000,c=0.2,eval=heuristic)",
           "tries each move against the rest of the round before choosing"}),
  };
}

}  // namespace rookery
