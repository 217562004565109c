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
      // A game of much luck, where the rule of thumb is only a little above
      // random moves: the levels are the rule with fewer and fewer mistakes, then
      // the search (docs/strength.md, "Levels").
      .levels = level_seats(
          {"heuristic(mistakes=0.8)", "plays sensibly now and then, and mostly at random"},
          {"heuristic(mistakes=0.35)", "plays sensibly, but one move in three is careless"},
          {"heuristic",
           "a sound rule of thumb: picks the die that lands best, never onto the orca"},
          {"mcts", "tries each move many times against the race to come"}),
      // The strongest seat's search, twice its iterations: the coach's values.
      .coach_search = "mcts(iterations=2000)",
  };
}

}  // namespace rookery
