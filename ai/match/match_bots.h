// Match of the Penguins's row of the bot table (ai/game_bots.h).
#pragma once

#include "ai/game_bots.h"

namespace rookery {

// Match of the Penguins's policies, strongest seat and offered seats.
GameBots match_bots();

}  // namespace rookery
