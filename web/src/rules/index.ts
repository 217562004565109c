/// <reference types="vite/client" />
// Every game's guide (its lobby card and "How to play" page), by the game's name.
// A guide is a module of this folder that exports `guide` (rules/<game>.tsx), so a
// new game's guide needs no edit here. A game without one still gets a card, from
// the server's catalogue alone.
import type { GameGuide } from './types';

// The folder's other modules are left out: the page and the cards import this one,
// and the drawings are shared art, not a game's.
const modules = import.meta.glob<{ guide?: GameGuide }>(['./*.tsx', '!./page.tsx', '!./cards.tsx', '!./drawings.tsx'], { eager: true });
const guides: Record<string, GameGuide> = {};
for (const { guide } of Object.values(modules)) if (guide) guides[guide.name] = guide;

export const guideFor = (game: string): GameGuide | undefined => guides[game.split('(')[0]];

// The link to a game's rules page; from a table, the page leads back to it.
export const rulesLink = (game: string, table?: string) => `#/rules/${game.split('(')[0]}${table ? `?table=${table}` : ''}`;

// "2–8 players", "1 player", "1–4 players".
export const playerWords = (min: number, max: number) => (min === max ? `${min} player${min === 1 ? '' : 's'}` : `${min}–${max} players`);
