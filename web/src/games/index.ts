/// <reference types="vite/client" />
// Which page shows which game. A game's web face is its folder web/src/games/<game>/;
// its table page is <game>/page.tsx and exports `page`. It is found by the folder's
// name, so a new game's page needs no edit here. A game without one gets the
// generic page.
import { genericPage } from './generic';
import type { GamePage } from './types';

const modules = import.meta.glob<GamePage>('./*/page.tsx', { eager: true, import: 'page' });
const pages: Record<string, GamePage> = {};
for (const [path, page] of Object.entries(modules)) {
  const name = path.replace(/^\.\//, '').replace(/\/page\.tsx$/, '');
  if (page) pages[name] = page;
}

// The game names that have a page of their own.
export const gamesWithPages = () => Object.keys(pages).sort();

// The page for a game string such as "pantolino(players=2,...)".
export function pageFor(game: string): GamePage {
  const name = game.split('(')[0];
  return pages[name] ?? genericPage;
}
