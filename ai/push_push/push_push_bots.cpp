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
      // A game of much luck: the levels lie close together (docs/strength.md, "Levels").
      .levels = level_seats(
          {"heuristic(mistakes=0.5)", "plays sensibly half the time, and at random the other half"},
          {"heuristic",
           "a sound rule of thumb: picks the die that lands best, never onto the orca"},
          {"mcts(iterations=300)", "tries each move against the race to come"},
          {"mcts", "tries each move more often against the race to come"}),
  };
}

}  // namespace rookery
