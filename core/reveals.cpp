#include "core/reveals.h"

#include <nlohmann/json.hpp>

#include "core/rng.h"

namespace rookery {

bool shows_hidden(const State& before, Player player, Action action, const State& after,
                  std::uint64_t seed, int samples) {
  const nlohmann::json seen = after.observation(player);
  Rng rng(seed);
  for (int i = 0; i < samples; ++i) {
    std::unique_ptr<State> other = before.resample_hidden(player, rng);
    if (!other->is_legal(player, action)) return true;
    other->apply_unchecked(player, action);
    if (other->observation(player) != seen) return true;
  }
  return false;
}

}  // namespace rookery
