// Push Push Penguin's row of the bot table (ai/bot_row.h, listed by ai/game_bots.h).
#pragma once

#include "ai/bot_row.h"

namespace rookery {

// Push Push Penguin's policies, strongest seat and offered seats.
GameBots push_push_bots();

}  // namespace rookery
