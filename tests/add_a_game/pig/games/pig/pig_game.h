// Pig as a registered game: its facts, parameters and configurations
// (games/registry.h declares what each game defines).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/game.h"
#include "core/params.h"

namespace rookery::pig {

// The parameters a Pig game string accepts.
const std::vector<ParamSpec>& param_specs();
// What kind of game Pig is.
const GameFacts& facts();
// A configured game from validated parameters.
Result<std::shared_ptr<const Game>> make_game(const Params& params);
// Game strings whose rules differ, the defaults first (GameEntry::configurations).
const std::vector<std::string>& configurations();

}  // namespace rookery::pig
