// The strongest seat measured for each game (docs/strength.md), as a bot spec,
// so front ends can offer "the strongest bot" without knowing how each game is
// best searched. Per-game knowledge, like the policies of ai/heuristic.h.
#pragma once

#include <string>
#include <string_view>

namespace rookery {

// The spec of the strongest bot measured for `game` (GameFacts::name), or ""
// when none has been measured. Every spec listed plays the game's default
// configuration (tests/ai/strongest_bots_test.cpp).
std::string strongest_bot(std::string_view game);

}  // namespace rookery
