// Pantolino as a registered game: its facts, parameters and initial state.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/game.h"
#include "core/params.h"

namespace rookery::pantolino {

// The parameters a Pantolino game string accepts.
const std::vector<ParamSpec>& param_specs();
// What kind of game Pantolino is.
const GameFacts& facts();
// A configured game from validated parameters.
Result<std::shared_ptr<const Game>> make_game(const Params& params);
// Game strings whose rules differ, the defaults first (GameEntry::configurations).
const std::vector<std::string>& configurations();

}  // namespace rookery::pantolino
