// The viewer's legal moves with their structure (the view's `moves`, docs/moves.md):
// pages pick a move by its kind and the dice, tokens, squares or cards it names,
// and send its `words` back. Nothing here reads the words themselves.
import type { View } from './api';

// Each game's move form (PantolinoMove, PushPushMove...) is generated from its written
// schema (docs/schemas/GAME.moves.json, by scripts/move-types.mjs), which the contract test
// (web/contract/moves.test.mjs) holds the engine's forms to; a new game's type comes with
// its schema, with no edit here.
export type * from './moves.generated';

// Every form has its words and a kind; the rest is the game's.
export interface MoveForm {
  words: string;
  kind: string;
}

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
