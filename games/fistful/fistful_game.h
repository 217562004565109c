// A Fistful of Penguins as a registered game: facts, parameters, initial state.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/params.h"

namespace rookery::fistful {

// The parameters a fistful game string accepts.
const std::vector<ParamSpec>& param_specs();
// What kind of game A Fistful of Penguins is.
const GameFacts& facts();
// A configured game from validated parameters; an error for combinations the
// rules exclude (5 or 6 players without the advanced game).
Result<std::shared_ptr<const Game>> make_game(const Params& params);
// Game strings whose rules differ, the defaults first (GameEntry::configurations).
const std::vector<std::string>& configurations();

}  // namespace rookery::fistful
