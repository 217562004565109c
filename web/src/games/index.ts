/// <reference types="vite/client" />
// Which page shows which game. A game's page is web/src/games/<game>.tsx, or
// <game>/page.tsx for a larger one, and exports `page`; it is found by the game's
// name, so a new game's page needs no edit here. A game without one gets the
// generic page.
import { genericPage } from './generic';
import type { GamePage } from './types';

const modules = import.meta.glob<GamePage>(['./*.tsx', './*/page.tsx', '!./generic.tsx'], { eager: true, import: 'page' });
const pages: Record<string, GamePage> = {};
for (const [path, page] of Object.entries(modules)) {
  const name = path.replace(/^\.\//, '').replace(/(\/page)?\.tsx$/, '');
  if (page) pages[name] = page;
}

// The game names that have a page of their own.
export const gamesWithPages = () => Object.keys(pages).sort();

// The page for a game string such as "pantolino(players=2,...)".
export function pageFor(game: string): GamePage {
  const name = game.split('(')[0];
  return pages[name] ?? genericPage;
}
