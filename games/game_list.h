// The games Rookery knows, in the order they are listed: a new game joins by
// its name on this one line. Each name `g` is a folder games/<g>/ (with ai/<g>/
// and tests/<g>/ beside it) and a namespace rookery::<g>, which defines what
// games/registry.h, ai/game_bots.h and tests/invariants/invariants.h declare of
// it. Every consumer walks this list through ROOKERY_GAMES; none names a game.
#pragma once

#define ROOKERY_GAMES(X) X(pantolino) X(fistful) X(push_push) X(match) X(plucky)
