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
  };
}

}  // namespace rookery
