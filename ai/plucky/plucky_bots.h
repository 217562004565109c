// Plucky Penguins's row of the bot table (ai/game_bots.h).
#pragma once

#include "ai/game_bots.h"

namespace rookery {

// Plucky Penguins's policies, strongest seat and offered seats.
GameBots plucky_bots();

}  // namespace rookery
