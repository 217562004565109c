// RandomBot: a uniformly random legal action; the baseline every bot must beat.
#pragma once

#include "ai/bot.h"

namespace rookery {

class RandomBot final : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
  std::string spec() const override { return "random"; }
  Action choose(const State& state, Player player) override;

 private:
  Rng rng_;
};

}  // namespace rookery
