// Every game's guide (its lobby card and "How to play" page), by the game's name.
// A game without one still gets a card, from the server's catalogue alone.
import { fistful } from './fistful';
import { match } from './match';
import { pantolino } from './pantolino';
import { plucky } from './plucky';
import { push_push } from './push_push';
import type { GameGuide } from './types';

const guides: Record<string, GameGuide> = Object.fromEntries([fistful, plucky, pantolino, push_push, match].map((g) => [g.name, g]));

export const guideFor = (game: string): GameGuide | undefined => guides[game.split('(')[0]];

// The link to a game's rules page; from a table, the page leads back to it.
export const rulesLink = (game: string, table?: string) => `#/rules/${game.split('(')[0]}${table ? `?table=${table}` : ''}`;

// "2–8 players", "1 player", "1–4 players".
export const playerWords = (min: number, max: number) => (min === max ? `${min} player${min === 1 ? '' : 's'}` : `${min}–${max} players`);
