// Plucky Penguins as a registered game: facts, parameters, initial state.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/params.h"

namespace rookery::plucky {

// The parameters a plucky game string accepts.
const std::vector<ParamSpec>& param_specs();
// What kind of game Plucky Penguins is.
const GameFacts& facts();
// A configured game, or an error (bad data files, a table the rules exclude).
Result<std::shared_ptr<const Game>> make_game(const Params& params);
// Game strings whose rules differ, the defaults first (GameEntry::configurations).
const std::vector<std::string>& configurations();

}  // namespace rookery::plucky
