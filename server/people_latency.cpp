#include "server/people_latency.h"

#include <algorithm>

#include "server/timed_claims.h"

namespace rookery {

int people_latency_ms(const std::vector<int>& latency_ms, const std::vector<bool>& is_person) {
  std::vector<int> known;
  for (std::size_t s = 0; s < latency_ms.size() && s < is_person.size(); ++s) {
    if (is_person[s] && latency_ms[s] >= 0) known.push_back(latency_ms[s]);
  }
  if (known.empty()) return 0;
  std::sort(known.begin(), known.end());
  const std::size_t mid = known.size() / 2;
  return known.size() % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

Action delayed_claim(const State& state, Player player, Action action, int delay_ms) {
  if (delay_ms <= 0) return action;
  const std::optional<TimedWords> timed = split_timed(state.action_to_string(player, action));
  if (!timed) return action;
  const Result<Action> later = timed_claim(state, player, timed->claim, timed->ms + delay_ms);
  if (later && state.is_legal(player, *later)) return *later;
  // Past the step: the bot is too late for this card, as a person would be.
  Result<Action> pass = state.parse_action(player, "pass");
  return pass ? *pass : action;
}

}  // namespace rookery
