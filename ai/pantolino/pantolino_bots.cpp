#include "ai/pantolino/pantolino_bots.h"

#include "ai/pantolino/pantolino_coach.h"
#include "ai/pantolino/pantolino_policies.h"

namespace rookery {

GameBots pantolino_bots() {
  return {
      .game = "pantolino",
      .heuristic =
          PolicyEntry{"pantolino", pantolino_heuristic_summary(), make_pantolino_heuristic},
      .optimal = PolicyEntry{"pantolino", pantolino_optimal_summary(), make_pantolino_optimal},
      // The turn solver's rerolling beats the best search measured, 65% of 100
      // games (docs/strength.md, "Levels"), which beats the rule of thumb.
      .strongest = "optimal",
      // Flat search by heuristic playouts to the turn's end: 58.0% against the
      // rule of thumb over 1,000 games, where the game-free default (random
      // playouts) wins 7% (docs/strength.md, "Met: flat search ...").
      .search = "rollout=heuristic,playout_moves=3,expand_after=1000,c=0.2",
      .levels = level_seats(
          half_random_rule(),
          {"heuristic", "a sound rule of thumb: keeps stars and the most common colour"},
          {"mcts", "tries each choice against the turns to come before choosing"},
          {"optimal", "rerolls as well as can be for the token of its turn"}),
      // Every choice of a turn is solved exactly for the turn's token.
      .exact_values = pantolino_exact_values,
      .coach_search = "mcts(iterations=1000)",
  };
}

}  // namespace rookery
