// Push Push Penguin as a registered game: facts, parameters, initial state.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/params.h"

namespace rookery::push_push {

// The parameters a push_push game string accepts.
const std::vector<ParamSpec>& param_specs();
// What kind of game Push Push Penguin is.
const GameFacts& facts();
// A configured game, or an error for a table the rules exclude (PP-1).
Result<std::shared_ptr<const Game>> make_game(const Params& params);
// Game strings whose rules differ, the defaults first (GameEntry::configurations).
const std::vector<std::string>& configurations();

}  // namespace rookery::push_push
