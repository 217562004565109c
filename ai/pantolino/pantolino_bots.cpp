#include "ai/pantolino/pantolino_bots.h"

#include "ai/pantolino/pantolino_policies.h"

namespace rookery {

GameBots pantolino_bots() {
  return {
      .game = "pantolino",
      .heuristic =
          PolicyEntry{"pantolino", pantolino_heuristic_summary(), make_pantolino_heuristic},
      .optimal = PolicyEntry{"pantolino", pantolino_optimal_summary(), make_pantolino_optimal},
      // Flat search judged by heuristic playouts to the end of the turn: 58.0% against
      // heuristic over 1,000 games.
      .strongest = "mcts(rollout=heuristic,playout_moves=3,expand_after=1000,c=0.2)",
  };
}

}  // namespace rookery
