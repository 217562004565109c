// How the pages' readers check a view's `observation` (src/games/observation.ts). The
// observation types are a promise the compiler cannot check on what arrives over the wire,
// so each reader checks, before a page sees it, what the pages rely on: that the
// observation is the page's game's (`game`), every field its schema requires, with its JSON
// type, and the same for each object of its lists (penguins, purses, centipedes...). A
// mismatch throws an ObservationError naming the game and the field, rather than letting a
// page draw nonsense. Each game's Shape is made from its schema
// (scripts/observation-types.mjs), so nothing here is any one game's.
import type { View } from '../api';

// A JSON value's type, as a reader checks it.
export type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';
// What a reader checks: the fields by their kind, or kinds where the schema allows several
// (a number, or null before the first roll), and for lists of objects (by the list's field
// name) the fields of every object in them.
export type Kinds = Kind | readonly Kind[];
export interface Shape {
  fields: Record<string, Kinds>;
  items?: Record<string, Record<string, Kinds>>;
}

// The game a reader was given an observation it cannot read as that game's.
export class ObservationError extends Error {
  constructor(game: string, what: string) {
    super(`${game} observation: ${what}`);
    this.name = 'ObservationError';
  }
}

const kindOf = (v: unknown): Kind | 'missing' =>
  v === undefined ? 'missing' : v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as Kind);

const an = (kind: Kind) => (kind === 'null' ? kind : kind === 'array' || kind === 'object' ? `an ${kind}` : `a ${kind}`);

// Throws unless `value` is an object with each of `fields` of its kind; `where` names it.
function expectFields(game: string, where: string, value: unknown, fields: Record<string, Kinds>) {
  if (kindOf(value) !== 'object') throw new ObservationError(game, `${where} is ${kindOf(value)}, not an object`);
  const o = value as Record<string, unknown>;
  for (const [name, kinds] of Object.entries(fields)) {
    const got = kindOf(o[name]);
    const allowed: readonly Kind[] = typeof kinds === 'string' ? [kinds] : kinds;
    if (!allowed.includes(got as Kind)) throw new ObservationError(game, `${where}.${name} is ${got}, not ${allowed.map(an).join(' or ')}`);
  }
}

// The observation as `game`'s, once it has the shape; throws an ObservationError if not.
export function readAs<T>(view: Pick<View, 'observation'>, game: string, shape: Shape): T {
  const o = view.observation as Record<string, unknown> | undefined;
  if (kindOf(o) !== 'object') throw new ObservationError(game, `the view's observation is ${kindOf(o)}, not an object`);
  if (o!.game !== game) {
    throw new ObservationError(game, o!.game === undefined ? 'it has no "game"' : `it is a ${JSON.stringify(o!.game)} observation`);
  }
  expectFields(game, 'observation', o, shape.fields);
  for (const [list, fields] of Object.entries(shape.items ?? {})) {
    const entries = o![list];
    if (entries === undefined) continue; // an optional list (Fistful's market): absent is fine
    if (!Array.isArray(entries)) throw new ObservationError(game, `observation.${list} is ${kindOf(entries)}, not an array`);
    entries.forEach((e, i) => expectFields(game, `observation.${list}[${i}]`, e, fields));
  }
  return o as T;
}
