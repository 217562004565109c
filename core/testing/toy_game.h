// "toy": a tiny game with every feature the core API has, so algorithms and the
// conformance suite are tested without naming a real game.
//
// Each round chance deals every player a secret card 1..3 (weights 1:2:1), then
// all players secretly and simultaneously choose "bet" or "fold"; the choices and
// cards are revealed together and the highest card among the bettors wins the
// pot (ties share it; nobody betting shares it among all). Most pots wins.
#pragma once

#include <memory>
#include <vector>

#include "core/game.h"
#include "core/params.h"

namespace rookery::toy {

// The parameters a toy game string accepts: players (2..3), rounds (1..5).
const std::vector<ParamSpec>& param_specs();
// What kind of game the toy game is.
const GameFacts& facts();
// A configured toy game from validated parameters.
std::shared_ptr<const Game> make_game(const Params& params);

}  // namespace rookery::toy
