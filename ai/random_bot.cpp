#include "ai/random_bot.h"

namespace rookery {

Action RandomBot::choose(const State& state, Player player) {
  ActionList legal;
  state.legal_actions(player, legal);
  assert(!legal.empty() && "RandomBot asked to act for a player with no legal action");
  return legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(legal.size())))];
}

}  // namespace rookery
