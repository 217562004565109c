// Push Push Penguin's row of the bot table (ai/game_bots.h).
#pragma once

#include "ai/game_bots.h"

namespace rookery {

// Push Push Penguin's policies, strongest seat and offered seats.
GameBots push_push_bots();

}  // namespace rookery
