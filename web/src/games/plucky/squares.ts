// Plucky's squares: columns a..i from the left, rows 1..9 from the top; the terrain,
// the homes of Capture the Fish, moves read from their words, and the square to
// click for each legal move.
import type { View } from '../../api';
import type { Components } from './components';
import type { Obs, Penguin } from './observation';

export const DIRS: Record<string, [number, number]> = { north: [-1, 0], south: [1, 0], east: [0, 1], west: [0, -1] };
export const sqName = (r: number, c: number) => String.fromCharCode(97 + c) + (r + 1);
function sqPos(name: string): [number, number] | undefined {
  const m = /^([a-z])(\d+)$/.exec(name);
  return m ? [Number(m[2]) - 1, m[1].charCodeAt(0) - 97] : undefined;
}
export function step(from: string, dirs: string[], size: number): string | undefined {
  const p = sqPos(from);
  if (!p) return undefined;
  let [r, c] = p;
  for (const d of dirs) {
    const v = DIRS[d];
    if (!v) return undefined;
    r += v[0];
    c += v[1];
  }
  return r >= 0 && c >= 0 && r < size && c < size ? sqName(r, c) : undefined;
}

export const TERRAIN: Record<string, string> = { '+': 'corner ice', '~': 'water', '.': 'island ice', o: 'fishing hole' };
// Capture the Fish: the corner groups the teams start from and carry the rival fish to (R21).
export const HOMES: string[][] = [
  ['a1', 'b1', 'a2'],
  ['h9', 'i9', 'i8'],
];

// The penguin a move's words name: "player 3" / "penguin 3" is penguin 3.
function named(o: Obs, words: string): Penguin | undefined {
  const m = /(?:player|penguin) (\d+)/.exec(words);
  return m ? o.penguins[Number(m[1]) - 1] : undefined;
}

// "play Shove on player 2 east", "use Bully on penguin 3 west", "play Belly Slide east 2 squares".
interface Use {
  verb: 'play' | 'use';
  title: string;
  target?: number;
  direction?: string;
  amount?: number;
}
function parseUse(move: string): Use | undefined {
  const m = /^(play|use) (.+?)(?: on (?:player|penguin) (\d+))?(?: (north|east|south|west))?(?: (\d+) squares?)?$/.exec(move);
  if (!m) return undefined;
  return {
    verb: m[1] as 'play' | 'use',
    title: m[2],
    target: m[3] ? Number(m[3]) - 1 : undefined,
    direction: m[4],
    amount: m[5] ? Number(m[5]) : undefined,
  };
}
export const playsTitle = (move: string, verb: string, title: string) => move === `${verb} ${title}` || move.startsWith(`${verb} ${title} `);

// The penguin an Event or a Leader's current/shove choice is about: the Event's
// owner's penguin when it has only one living (always so outside the team modes).
export function eventPenguin(o: Obs): Penguin | undefined {
  const e = o.stack.find((x) => x.event !== undefined);
  if (!e) return undefined;
  if (typeof e.penguin === 'number' && o.penguins[e.penguin]) return o.penguins[e.penguin];
  const mine = o.penguins.filter((p) => p.alive && p.player === e.player && p.square);
  return mine.length === 1 ? mine[0] : undefined;
}

export interface Option {
  move: string;
  label: string;
}

// Where each legal move goes on the board: the square to click for it. With a card
// armed, its forms (the pushed penguin's square, the walrus' step, a target).
export function boardOptions(view: View, o: Obs, c: Components, armed?: string): Map<string, Option[]> {
  const out = new Map<string, Option[]>();
  const size = o.board.length || 9;
  const add = (sq: string | undefined, move: string, label = move) => {
    if (!sq) return;
    const list = out.get(sq) ?? [];
    list.push({ move, label });
    out.set(sq, list);
  };
  const active = o.penguins[o.active];
  const here = active?.square ?? '';
  for (const move of view.legal) {
    if (armed) {
      if (!move.startsWith(armed + ' ') && move !== armed) continue;
      const u = parseUse(move);
      if (!u) continue;
      const id = [...c.cards, ...c.characters].find((x) => x.title === u.title)?.id ?? u.title.toLowerCase().replace(/ /g, '_');
      const target = u.target !== undefined ? o.penguins[u.target] : undefined;
      if (id === 'walrus_call' && u.direction) add(step(o.walrus, [u.direction], size), move, `${move}: the walrus steps ${u.direction}`);
      else if (target && u.direction) add(step(target.square, [u.direction], size), move, `${move}: ${target.label} goes ${u.direction}`);
      else if (target) add(target.square, move);
      else if (u.direction) add(step(here, Array(u.amount ?? 1).fill(u.direction), size), move);
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^place on ([a-z]\d+)$/.exec(move))) add(m[1], move);
    else if (move.startsWith('move ')) add(step(here, move.slice(5).split(' then '), size), move);
    else if (/^(go with|choose) (player|penguin) \d+$/.test(move)) add(named(o, move)?.square, move);
    else if ((m = /^choose (north|east|south|west)$/.exec(move))) {
      const from = o.decision.includes('walrus\' step') ? o.walrus : eventPenguin(o)?.square;
      if (from) add(step(from, [m[1]], size), move);
    } else if (/^pick up .*Golden Fish$/.test(move)) add(here, move);
    else if (/^(pass the Golden Fish to|give \d+ fish to|take \d+ fish from) /.test(move)) add(named(o, move)?.square, move);
  }
  return out;
}
