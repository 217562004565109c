// Plucky's squares: columns a..i from the left, rows 1..9 from the top; the terrain,
// the homes of Capture the Fish, and the square to click for each legal move (read
// from the moves' structure, docs/moves.md).
import type { View } from '../../api';
import { movesOf, type PluckyMove } from '../../moves';
import type { Obs, Penguin } from './observation';

export const DIRS: Record<string, [number, number]> = { north: [-1, 0], south: [1, 0], east: [0, 1], west: [0, -1] };
export const sqName = (r: number, c: number) => String.fromCharCode(97 + c) + (r + 1);
// A square's row and column, from 0 ("c4": row 3, column 2): sqName's inverse.
export const cellOf = (sq: string) => ({ row: Number(sq.slice(1)) - 1, col: sq.charCodeAt(0) - 97 });
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

// A card armed for playing (its forms still to be chosen on the board): the
// verb and the card's or character's id, with its title for people.
export interface Armed {
  verb: 'play' | 'use';
  id: string;
  title: string;
}
// The card or character a play or use names; undefined for other moves.
export const sourceOf = (m: PluckyMove) => (m.kind === 'play' ? m.card : m.kind === 'use' ? m.character : undefined);
// Whether the move plays (uses) this card (character).
export const playsSource = (m: PluckyMove, verb: 'play' | 'use', id: string) => m.kind === verb && sourceOf(m) === id;

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
export function boardOptions(view: View, o: Obs, armed?: Armed): Map<string, Option[]> {
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
  const square = (penguin: number) => o.penguins[penguin]?.square;
  for (const m of movesOf<PluckyMove>(view, true)) {
    if (armed) {
      if (!playsSource(m, armed.verb, armed.id) || (m.kind !== 'play' && m.kind !== 'use')) continue;
      const target = m.target !== undefined ? o.penguins[m.target] : undefined;
      if (armed.id === 'walrus_call' && m.direction) add(step(o.walrus, [m.direction], size), m.words, `${m.words}: the walrus steps ${m.direction}`);
      else if (target && m.direction) add(step(target.square, [m.direction], size), m.words, `${m.words}: ${target.label} goes ${m.direction}`);
      else if (target) add(target.square, m.words);
      else if (m.direction) add(step(here, Array(m.squares ?? 1).fill(m.direction), size), m.words);
      continue;
    }
    switch (m.kind) {
      case 'place':
        add(m.square, m.words);
        break;
      case 'move':
        add(step(here, m.steps, size), m.words);
        break;
      case 'go_with':
      case 'choose_penguin':
        add(square(m.penguin), m.words);
        break;
      case 'choose_direction': {
        const from = o.decision === "as Leader, choose the walrus' step" ? o.walrus : eventPenguin(o)?.square;
        if (from) add(step(from, [m.direction], size), m.words);
        break;
      }
      case 'pick_up':
        add(here, m.words);
        break;
      case 'pass_golden_fish':
      case 'give_fish':
        add(square(m.to), m.words);
        break;
      case 'take_fish':
        add(square(m.from), m.words);
        break;
    }
  }
  return out;
}
