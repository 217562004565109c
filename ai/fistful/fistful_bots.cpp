#include "ai/fistful/fistful_bots.h"

#include "ai/fistful/fistful_coach.h"
#include "ai/fistful/fistful_policies.h"

namespace rookery {

GameBots fistful_bots() {
  return {
      .game = "fistful",
      .heuristic = PolicyEntry{"fistful", fistful_heuristic_summary(), make_fistful_heuristic},
      .optimal = PolicyEntry{"fistful", fistful_optimal_summary(), make_fistful_optimal,
                             fistful_optimal_check},
      // mcts(rollout=heuristic): 61.5% against heuristic over 1,000 two-player games;
      // four times its iterations rank above it (docs/strength.md, "Levels").
      // Solo: the `optimal` seat.
      .strongest = "mcts(iterations=4000)",
      // Heuristic playouts: 61.5% against the rule of thumb, where random ones
      // are level with it (docs/strength.md, "A Fistful of Penguins, 2 players").
      .search = "rollout=heuristic",
      .levels = level_seats(
          half_random_rule(),
          {"heuristic", "a sound rule of thumb: rerolls junk toward kangaroos, lions or camels"},
          {"mcts", "tries each choice against the rest of the game"},
          {"mcts(iterations=4000)", "tries each choice four times as often"}),
      // Solo is solved exactly; elsewhere the strongest search values the options.
      .exact_values = fistful_exact_values,
      .coach_search = "mcts(iterations=4000)",
  };
}

}  // namespace rookery
