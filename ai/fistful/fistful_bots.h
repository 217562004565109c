// Fistful's row of the bot table (ai/bot_row.h, listed by ai/game_bots.h).
#pragma once

#include "ai/bot_row.h"

namespace rookery {

// Fistful's policies, strongest seat and offered seats.
GameBots fistful_bots();

}  // namespace rookery
