// "toy": a tiny game with every feature the core API has, so algorithms and the
// conformance suite are tested without naming a real game. It is test-only: the
// game registry does not list it, so no player, `rookery list` or lobby sees it;
// tests load it with toy::load.
//
// Each round chance deals every player a secret card 1..3 (weights 1:2:1), then
// all players secretly and simultaneously choose "bet" or "fold"; the choices and
// cards are revealed together and the highest card among the bettors wins the
// pot (ties share it; nobody betting shares it among all). Most pots wins.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/game.h"
#include "core/params.h"

namespace rookery::toy {

// The parameters a toy game string accepts: players (2..3), rounds (1..5).
const std::vector<ParamSpec>& param_specs();
// What kind of game the toy game is.
const GameFacts& facts();
// A configured toy game from validated parameters.
std::shared_ptr<const Game> make_game(const Params& params);
// The toy game a game string names ("toy", "toy(players=3,rounds=5)"), as
// load_game reads a registered game's; an error for another name or bad parameters.
Result<std::shared_ptr<const Game>> load(std::string_view game_string);

}  // namespace rookery::toy
