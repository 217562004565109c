// Seats: who sits at each place of a table, parsed from "--seats human,random".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace rookery {

struct Seat {
  bool human = false;
  std::string bot_spec;  // for bots: "random", later "mcts(iterations=2000)"
  std::string label() const { return human ? "human" : bot_spec; }
};

// Splits and checks a seat list: every item is "human" or a known bot spec.
Result<std::vector<Seat>> parse_seats(std::string_view text);

}  // namespace rookery
