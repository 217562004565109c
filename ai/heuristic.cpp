#include "ai/heuristic.h"

#include "core/text.h"

namespace rookery {

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

std::vector<ParamSpec> heuristic_param_specs() {
  return {ParamSpec::real("mistakes", 0, 0, 1,
                          "chance at each decision of a random legal move instead of the rule "
                          "of thumb's (a weaker player)")};
}

std::string PolicyBot::spec() const {
  return mistakes_ > 0 ? name_ + "(mistakes=" + format_real(mistakes_) + ")" : name_;
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
  // The coin is tossed first, at every decision, so that a given seed makes the
  // same mistakes whatever the policy draws.
  if (mistakes_ > 0 && rng_.uniform01() < mistakes_) {
    const auto legal = state.legal_actions(player);
    return legal[rng_.below(static_cast<std::uint32_t>(legal.size()))];
  }
  return policy_->choose(state, player, rng_);
}

}  // namespace rookery
