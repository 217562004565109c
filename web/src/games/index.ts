// Which page shows which game; a game without one gets the generic page.
import { genericPage } from './generic';
import type { GamePage } from './types';

const pages: Record<string, GamePage> = {};

// The page for a game string such as "pantolino(players=2,...)".
export function pageFor(game: string): GamePage {
  const name = game.split('(')[0];
  return pages[name] ?? genericPage;
}
