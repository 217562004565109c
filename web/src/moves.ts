// The viewer's legal moves with their structure (the view's `moves`, docs/moves.md):
// pages pick a move by its kind and the dice, tokens, squares or cards it names,
// and send its `words` back. Nothing here reads the words themselves.
import type { View } from './api';

// Every form has its words and a kind; the rest is the game's.
export interface MoveForm {
  words: string;
  kind: string;
}

// ---- Pantolino ----
export interface Token {
  colour: string;
  boots: number;
}
export type PantolinoMove = MoveForm &
  (
    | { kind: 'stop' }
    | { kind: 'reroll'; dice: number[] }
    | { kind: 'take'; token: Token | null; from?: number }
    | { kind: 'take_nothing' }
    | { kind: 'discard'; token: Token }
  );

// ---- A Fistful of Penguins ----
export type FistfulMove = MoveForm &
  (
    | { kind: 'stop'; scoring?: 'lions' | 'animals' }
    | { kind: 'draw' }
    | { kind: 'cash_in'; penguins: number }
    | { kind: 'reroll'; faces: string[] }
    | { kind: 'chip'; faces: string[] }
    | { kind: 'keep_my_die' }
    | { kind: 'reroll_my_die' }
    | { kind: 'price'; dollars: number; penguins: number }
    | { kind: 'buy'; from: number; face?: string; dollars?: number; penguins?: number }
  );

// ---- Push Push Penguin ----
export type PushPushMove = MoveForm &
  (
    | { kind: 'go'; spaces: number }
    | { kind: 'take'; number: number }
    | { kind: 'reroll_both' | 'gobble_reroll' | 'gobble_both_go' | 'move' | 'accept' | 'gobble_seal' | 'give_up' }
  );

// ---- Match of the Penguins (at a table the server adds the claim's time) ----
export type MatchMove = MoveForm &
  ({ kind: 'pass' } | { kind: 'call'; element: string } | { kind: 'grab'; pawn: 'black' | 'white' } | { kind: 'knock' });

// ---- Plucky Penguins ----
export type Direction = 'north' | 'east' | 'south' | 'west';
export type PluckyMove = MoveForm &
  (
    | { kind: 'end_turn' | 'pass' | 'evade' | 'accept' }
    | { kind: 'place'; square: string }
    | { kind: 'choose_character'; character: string }
    | { kind: 'move'; steps: Direction[] }
    | { kind: 'choose_direction'; direction: Direction }
    | { kind: 'choose_penguin' | 'go_with'; penguin: number }
    | { kind: 'pick_up'; golden_fish: number }
    | { kind: 'pass_golden_fish'; to: number }
    | { kind: 'give_fish'; to: number; fish: number }
    | { kind: 'take_fish'; from: number; fish: number }
    | { kind: 'discard'; card: string }
    | { kind: 'play'; card: string; target?: number; direction?: Direction; squares?: number }
    | { kind: 'use'; character: string; target?: number; direction?: Direction; squares?: number }
  );

// The view's moves as a game's forms. The view carries them for the viewer only
// while the viewer is acting; `act` undefined (a replay, a spectator) gives none.
export function movesOf<M extends MoveForm>(view: View, act?: unknown): M[] {
  return act ? ((view.moves ?? []) as M[]) : [];
}

// The moves of one kind, narrowed to that kind's form.
export function ofKind<M extends MoveForm, K extends M['kind']>(moves: M[], kind: K): Extract<M, { kind: K }>[] {
  return moves.filter((m) => m.kind === kind) as Extract<M, { kind: K }>[];
}

// Whether any move has one of these kinds.
export const hasKind = <M extends MoveForm>(moves: M[], ...kinds: M['kind'][]) => moves.some((m) => kinds.includes(m.kind));

// The same multiset of names, whatever the order (Fistful's dice by face).
export function sameFaces(a: readonly string[], b: readonly string[]) {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((f, i) => f === y[i]);
}
