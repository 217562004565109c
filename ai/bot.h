// Bot: anything that picks an action for a seat. Bots depend on the core API
// only and never name a game.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/params.h"
#include "core/state.h"

namespace rookery {

class Bot {
 public:
  virtual ~Bot() = default;
  // The spec string that makes this bot again ("random").
  virtual std::string spec() const = 0;
  // An action for `player`, who must be among the acting players of `state`.
  virtual Action choose(const State& state, Player player) = 0;
};

struct BotInfo {
  std::string name;
  std::string summary;
  std::vector<ParamSpec> params;
};

// Every bot a seat can name, for `rookery list` and error messages.
const std::vector<BotInfo>& registered_bots();

// A bot from a spec such as "random" or "random(seed=3)"; `seed` makes its
// choices reproducible (one seed per game and seat).
Result<std::unique_ptr<Bot>> make_bot(std::string_view spec, std::uint64_t seed);

}  // namespace rookery
