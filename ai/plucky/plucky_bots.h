// Plucky Penguins's row of the bot table (ai/bot_row.h, listed by ai/game_bots.h).
#pragma once

#include "ai/bot_row.h"

namespace rookery {

// Plucky Penguins's policies, strongest seat and offered seats.
GameBots plucky_bots();

}  // namespace rookery
