#include "ai/plucky/plucky_bots.h"

#include "ai/plucky/plucky_policies.h"

namespace rookery {

GameBots plucky_bots() {
  return {
      .game = "plucky",
      .heuristic = PolicyEntry{"plucky", plucky_heuristic_summary(), make_plucky_heuristic},
      // The game's own search beats the rule of thumb at every player count of
      // the standard game and of Golden Fish, and in the 2-player team modes; in
      // Capture the Fish at 4 players it is level (docs/strength.md, "Met at
      // every player count").
      .strongest = "mcts",
      // Flat search by heuristic playouts to the round's end, judged by the
      // heuristic's evaluation, with the rule of thumb's move as half of a PUCT
      // prior. Without the prior the search leaves the rule's move on a few
      // noisy playouts and loses to it at 4 players (42.4%); with it, the search
      // departs only where the playouts agree, and wins (docs/strength.md).
      .search =
          "rollout=heuristic,playout_rounds=1,expand_after=1000,c=0.2,eval=heuristic,"
          "prior=0.5,iterations=300",
      // Ranked by the ladder in docs/strength.md, "Levels".
      .levels = level_seats(
          half_random_rule(),
          {"heuristic(mistakes=0.25)", "plays sensibly, but one move in four is careless"},
          {"heuristic", "a sound rule of thumb: ends its turn on the safest square it can reach"},
          {"mcts",
           "tries its moves through the round to come, and keeps to its rule of thumb "
           "unless another move is clearly better"}),
      // Win chances from playouts to the end: the game-free tree search with
      // heuristic playouts, not the flat search above, which judges one round.
      .coach_search = "mcts(rollout=heuristic,iterations=1000,c=1.4,expand_after=0,prior=0)",
  };
}

}  // namespace rookery
