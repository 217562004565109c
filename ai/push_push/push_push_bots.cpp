#include "ai/push_push/push_push_bots.h"

#include "ai/push_push/push_push_policies.h"

namespace rookery {

GameBots push_push_bots() {
  return {
      .game = "push_push",
      .heuristic =
          PolicyEntry{"push_push", push_push_heuristic_summary(), make_push_push_heuristic},
      // 58.2% against heuristic over 6,000 three-player games.
      .strongest = "mcts",
  };
}

}  // namespace rookery
