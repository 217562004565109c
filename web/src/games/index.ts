// Which page shows which game; a game without one gets the generic page.
import { fistfulPage } from './fistful';
import { genericPage } from './generic';
import { matchPage } from './match';
import { pantolinoPage } from './pantolino';
import { pluckyPage } from './plucky/page';
import { pushpushPage } from './push_push';
import type { GamePage } from './types';

const pages: Record<string, GamePage> = {
  fistful: fistfulPage,
  pantolino: pantolinoPage,
  push_push: pushpushPage,
  plucky: pluckyPage,
  match: matchPage,
};

// The page for a game string such as "pantolino(players=2,...)".
export function pageFor(game: string): GamePage {
  const name = game.split('(')[0];
  return pages[name] ?? genericPage;
}
