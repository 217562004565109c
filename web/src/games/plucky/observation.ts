// Plucky's observation (the view's `observation`), as its schema
// (docs/schemas/plucky.observation.json) has it: the penguins, the response stack, the
// Golden Fish and the rest of the position. Each penguin also carries its index.
import type { View } from '../../api';
import { readPlucky, type PluckyEventEntry, type PluckyObservation, type PluckyPlayEntry } from '../observation';

// A penguin, with its place in the observation's `penguins` (moves and the stack name
// penguins by it).
export type Penguin = PluckyObservation['penguins'][number] & { index: number };
// An entry of the response stack, an Event drawn or a card played, with the other kind's
// fields as absent: `event` is there exactly for an Event.
export type StackEntry = Partial<PluckyEventEntry & PluckyPlayEntry> & (PluckyEventEntry | PluckyPlayEntry);
export type Obs = Omit<PluckyObservation, 'penguins' | 'stack'> & { penguins: Penguin[]; stack: StackEntry[] };

export const num = (x: unknown, d = 0) => (typeof x === 'number' && Number.isFinite(x) ? x : d);

// The view's observation (readPlucky checks it), its penguins numbered.
export function readObs(view: Pick<View, 'observation'>): Obs {
  const o = readPlucky(view);
  return { ...o, penguins: o.penguins.map((p, i) => ({ ...p, index: i })) };
}
