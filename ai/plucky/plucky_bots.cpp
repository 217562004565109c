#include "ai/plucky/plucky_bots.h"

#include "ai/plucky/plucky_policies.h"

namespace rookery {

GameBots plucky_bots() {
  return {
      .game = "plucky",
      .heuristic = PolicyEntry{"plucky", plucky_heuristic_summary(), make_plucky_heuristic},
      // At the default 4 players the rule of thumb beats every search tried: the
      // tuned flat search (heuristic playouts to the round's end, judged by the
      // heuristic) wins 53.1% against it at 3 players but 42.4% at 4
      // (docs/strength.md, "Levels").
      .strongest = "heuristic",
      // Ranked by the ladder in docs/strength.md, "Levels".
      .levels = level_seats(
          half_random_rule(),
          {"heuristic(mistakes=0.25)", "plays sensibly, but one move in four is careless"},
          {"heuristic(mistakes=0.1)", "plays sensibly, with a careless move now and then"},
          {"heuristic", "a sound rule of thumb: ends its turn on the safest square it can reach"}),
      // The strongest seat is the rule of thumb: the coach tries each option
      // with it playing the rest of the game for everyone.
      .coach_search = "mcts(rollout=heuristic,iterations=1000)",
  };
}

}  // namespace rookery
