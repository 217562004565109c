// The catalogue: every registered game with its parameters, and every bot, as
// the JSON that `rookery list --json` prints and the server's lobby serves.
#pragma once

#include <nlohmann/json.hpp>

namespace rookery {

// {"games": [{"name", "title", "summary", "min_players", ..., "params": [...]}], "bots": [...]}
nlohmann::json catalogue_json();

}  // namespace rookery
