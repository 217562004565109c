#include "ai/fistful/fistful_bots.h"

#include "ai/fistful/fistful_policies.h"

namespace rookery {

GameBots fistful_bots() {
  return {
      .game = "fistful",
      .heuristic = PolicyEntry{"fistful", fistful_heuristic_summary(), make_fistful_heuristic},
      .optimal = PolicyEntry{"fistful", fistful_optimal_summary(), make_fistful_optimal,
                             fistful_optimal_check},
      // 61.5% against heuristic over 1,000 two-player games (solo: the `optimal` seat).
      .strongest = "mcts(rollout=heuristic)",
  };
}

}  // namespace rookery
