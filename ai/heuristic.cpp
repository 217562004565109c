#include "ai/heuristic.h"

#include "ai/fistful/fistful_policies.h"
#include "ai/pantolino/pantolino_policies.h"
#include "ai/plucky/plucky_policies.h"
#include "ai/push_push/push_push_policies.h"
#include "core/text.h"

namespace rookery {

const std::vector<PolicyEntry>& heuristic_policies() {
  static const std::vector<PolicyEntry> list = {
      {"pantolino", pantolino_heuristic_summary(), make_pantolino_heuristic},
      {"fistful", fistful_heuristic_summary(), make_fistful_heuristic},
      {"push_push", push_push_heuristic_summary(), make_push_push_heuristic},
      {"plucky", plucky_heuristic_summary(), make_plucky_heuristic},
  };
  return list;
}

const std::vector<PolicyEntry>& optimal_policies() {
  static const std::vector<PolicyEntry> list = {
      {"pantolino", pantolino_optimal_summary(), make_pantolino_optimal},
      {"fistful", fistful_optimal_summary(), make_fistful_optimal, fistful_optimal_check},
  };
  return list;
}

const PolicyEntry* PolicyBot::find(std::string_view game) const {
  for (const PolicyEntry& e : policies_) {
    if (e.game == game) return &e;
  }
  return nullptr;
}

Result<void> PolicyBot::check_game(const Game& game) const {
  if (const PolicyEntry* entry = find(game.facts().name)) {
    return entry->check ? entry->check(game) : ok_result();
  }
  std::vector<std::string> games;
  for (const PolicyEntry& e : policies_) games.push_back(e.game);
  return make_error(ErrorCode::kInvalidArgument,
                    "bot " + name_ + " cannot play " + game.facts().name + ": there is no " +
                        name_ + " policy for it; games with one: " + join(games, ", "));
}

Action PolicyBot::choose(const State& state, Player player) {
  const std::string& game = state.game().facts().name;
  if (!policy_ || policy_game_ != game) {
    const PolicyEntry* entry = find(game);
    if (entry == nullptr) {
      // Only reachable when check_game was skipped: stay legal rather than crash.
      assert(false && "PolicyBot used on a game check_game refuses");
      return state.legal_actions(player)[0];
    }
    policy_ = entry->make();
    policy_game_ = game;
  }
  return policy_->choose(state, player, rng_);
}

}  // namespace rookery
