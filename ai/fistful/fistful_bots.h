// Fistful's row of the bot table (ai/game_bots.h).
#pragma once

#include "ai/game_bots.h"

namespace rookery {

// Fistful's policies, strongest seat and offered seats.
GameBots fistful_bots();

}  // namespace rookery
