// Pantolino's row of the bot table (ai/bot_row.h, listed by ai/game_bots.h).
#pragma once

#include "ai/bot_row.h"

namespace rookery {

// Pantolino's policies, strongest seat and offered seats.
GameBots pantolino_bots();

}  // namespace rookery
