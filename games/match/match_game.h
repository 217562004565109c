// Match of the Penguins as a registered game: facts, parameters, initial state.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/params.h"

namespace rookery::match {

// The parameters a match game string accepts.
const std::vector<ParamSpec>& param_specs();
// What kind of game Match of the Penguins is.
const GameFacts& facts();
// A configured game (an error if the built-in deck does not validate).
Result<std::shared_ptr<const Game>> make_game(const Params& params);
// Game strings whose rules differ, the defaults first (GameEntry::configurations).
const std::vector<std::string>& configurations();

}  // namespace rookery::match
