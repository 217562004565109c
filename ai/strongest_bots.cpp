#include "ai/strongest_bots.h"

#include <array>
#include <utility>

namespace rookery {

std::string strongest_bot(std::string_view game) {
  // Each from its ladder in docs/strength.md; change both together.
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kStrongest = {{
      // Flat search judged by heuristic playouts to the end of the turn: 58.0% against
      // heuristic over 1,000 games.
      {"pantolino", "mcts(rollout=heuristic,playout_moves=3,expand_after=1000,c=0.2)"},
      // 61.5% against heuristic over 1,000 two-player games (solo: the `optimal` seat).
      {"fistful", "mcts(rollout=heuristic)"},
      // 58.2% against heuristic over 6,000 three-player games.
      {"push_push", "mcts"},
      // Flat search judged by heuristic playouts to the round's end and the heuristic's
      // evaluation: 53.1% against heuristic over 2,000 three-player games.
      {"plucky", "mcts(rollout=heuristic,playout_rounds=1,expand_after=1000,c=0.2,eval=heuristic)"},
      // The fastest reaction-time level (Match is played on the clock).
      {"match", "reaction(level=champion)"},
  }};
  for (const auto& [name, spec] : kStrongest) {
    if (name == game) return std::string(spec);
  }
  return "";
}

}  // namespace rookery
