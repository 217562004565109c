// Pantolino's row of the bot table (ai/game_bots.h).
#pragma once

#include "ai/game_bots.h"

namespace rookery {

// Pantolino's policies, strongest seat and offered seats.
GameBots pantolino_bots();

}  // namespace rookery
