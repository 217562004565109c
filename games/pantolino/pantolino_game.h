// Pantolino as a registered game: its facts, parameters and initial state.
#pragma once

#include <memory>
#include <vector>

#include "core/game.h"
#include "core/params.h"

namespace rookery::pantolino {

// The parameters a Pantolino game string accepts.
const std::vector<ParamSpec>& param_specs();
// What kind of game Pantolino is.
const GameFacts& facts();
// A configured game from validated parameters.
std::shared_ptr<const Game> make_game(const Params& params);

}  // namespace rookery::pantolino
