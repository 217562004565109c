/// <reference types="vite/client" />
// Every game's guide (its lobby card and "How to play" page), by the game's name.
// A guide is the module games/<game>/guide.tsx, exporting `guide`, so a new game's
// guide needs no edit here. A game without one still gets a card, from the
// server's catalogue alone.
import type { GameGuide } from './types';

const modules = import.meta.glob<{ guide?: GameGuide }>('../games/*/guide.tsx', { eager: true });
const guides: Record<string, GameGuide> = {};
for (const { guide } of Object.values(modules)) if (guide) guides[guide.name] = guide;

export const guideFor = (game: string): GameGuide | undefined => guides[game.split('(')[0]];

// The link to a game's rules page; from a table, the page leads back to it.
export const rulesLink = (game: string, table?: string) => `#/rules/${game.split('(')[0]}${table ? `?table=${table}` : ''}`;

// "2–8 players", "1 player", "1–4 players".
export const playerWords = (min: number, max: number) => (min === max ? `${min} player${min === 1 ? '' : 's'}` : `${min}–${max} players`);
