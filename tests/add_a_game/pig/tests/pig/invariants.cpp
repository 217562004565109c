// The invariants of Pig checked at every move of the conformance playouts: the
// scores only grow, and only by a hold of the turn total.
#include "tests/invariants/invariants.h"

#include "games/pig/pig_state.h"

namespace rookery {

StateInvariant pig_invariants() {
  return invariant_of<pig::PigState>("pig",
                                     [](const pig::PigState& before, Player player, Action action,
                                        const pig::PigState& after) -> std::string {
                                       for (Player p = 0; p < before.num_players(); ++p) {
                                         const int gained = after.score(p) - before.score(p);
                                         const bool holds = player == p && action == pig::kHold;
                                         if (gained != (holds ? before.turn_total() : 0)) {
                                           return player_name(p) + "'s score changed by " +
                                                  std::to_string(gained);
                                         }
                                       }
                                       return "";
                                     });
}

}  // namespace rookery
