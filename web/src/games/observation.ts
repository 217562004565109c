// The one place the game pages read a view's `observation`. Its types are generated from
// the games' written schemas (docs/schemas/GAME.observation.json, by
// scripts/observation-types.mjs), which the contract test holds the engine's real output
// to; so the compiler holds each page to the same schema as the server.
//
// The types are a promise the compiler cannot check on what arrives over the wire, so each
// reader checks, before a page sees it, what the pages rely on: that the observation is
// the page's game's (`game`), every field its schema requires, with its JSON type, and the
// same for each object of the lists the pages walk (penguins, purses, centipedes...). A
// mismatch throws an ObservationError naming the game and the field, rather than letting a
// page draw nonsense. web/contract/readers.test.mjs runs these readers on the engine's
// real observations and holds these shapes to the schemas.
import type { View } from '../api';
import type {
  FistfulObservation,
  MatchObservation,
  PantolinoObservation,
  PluckyObservation,
  PushPushObservation,
} from '../observations.generated';

// The generated types, the games' named parts included (FistfulStopScore, PluckyEventEntry...).
export type * from '../observations.generated';

// A JSON value's type, as a reader checks it.
export type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';
// What a reader checks: the fields by their kind, and for lists of objects (by the list's
// field name) the fields of every object in them.
export interface Shape {
  fields: Record<string, Kind>;
  items?: Record<string, Record<string, Kind>>;
}

// The game a reader was given an observation it cannot read as that game's.
export class ObservationError extends Error {
  constructor(game: string, what: string) {
    super(`${game} observation: ${what}`);
    this.name = 'ObservationError';
  }
}

const kindOf = (v: unknown): Kind | 'null' | 'missing' =>
  v === undefined ? 'missing' : v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as Kind);

const an = (kind: Kind) => (kind === 'array' || kind === 'object' ? `an ${kind}` : `a ${kind}`);

// Throws unless `value` is an object with each of `fields` of its kind; `where` names it.
function expectFields(game: string, where: string, value: unknown, fields: Record<string, Kind>) {
  if (kindOf(value) !== 'object') throw new ObservationError(game, `${where} is ${kindOf(value)}, not an object`);
  const o = value as Record<string, unknown>;
  for (const [name, kind] of Object.entries(fields)) {
    const got = kindOf(o[name]);
    if (got !== kind) throw new ObservationError(game, `${where}.${name} is ${got}, not ${an(kind)}`);
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

// What each reader checks: every top-level field its schema requires, and the objects of
// the lists the pages walk. The contract test fails if these leave a required field out or
// ask for one the schema does not require.
export const SHAPES = {
  pantolino: {
    fields: {
      game: 'string',
      you: 'number',
      phase: 'string',
      turn: 'number',
      current_player: 'number',
      rolls_done: 'number',
      dice: 'array',
      dice_to_roll: 'array',
      supply: 'array',
      centipedes: 'array',
      options: 'object',
    },
    items: { centipedes: { player: 'number', tokens: 'array', boots: 'number' } },
  },
  fistful: {
    fields: {
      game: 'string',
      you: 'number',
      phase: 'string',
      round: 'number',
      showdown: 'number',
      active_player: 'number',
      dice: 'array',
      cashed_in: 'number',
      dice_to_roll: 'number',
      spare_dice: 'number',
      starting_dice: 'number',
      players: 'array',
    },
    items: {
      players: { player: 'number', money: 'number', tokens: 'number', kangaroo_chip: 'number' },
      market: { player: 'number', sold: 'boolean', revealed: 'boolean' },
    },
  },
  push_push: {
    fields: {
      game: 'string',
      you: 'number',
      round: 'number',
      phase: 'string',
      orca: 'number',
      orca_die_holder: 'number',
      focus: 'number',
      fish_supply: 'number',
      board: 'object',
      penguins: 'array',
      line: 'array',
    },
    items: { penguins: { penguin: 'number', name: 'string', owner: 'number', waddlebot: 'boolean', space: 'number', fish: 'number' } },
  },
  match: {
    fields: {
      game: 'string',
      you: 'number',
      phase: 'string',
      round: 'number',
      dealer: 'number',
      deck_left: 'number',
      final_window: 'boolean',
      card_ms: 'number',
      face_up: 'array',
      won: 'array',
      out_of_play: 'number',
      committed: 'array',
      last_claims: 'array',
    },
    items: { last_claims: { player: 'number', claim: 'string', ms: 'number', verdict: 'string', cards_won: 'number' } },
  },
  plucky: {
    fields: {
      game: 'string',
      you: 'number',
      mode: 'string',
      golden_fish: 'array',
      hand_sizes: 'array',
      active: 'number',
      round: 'number',
      stage: 'string',
      leader: 'number',
      board: 'array',
      walrus: 'string',
      walrus_area: 'array',
      penguins: 'array',
      supply: 'number',
      deck: 'number',
      discard: 'object',
      on_table: 'object',
      hole_guard: 'array',
      stack: 'array',
      drawn_events: 'array',
      turn: 'number',
      movements: 'number',
      decision: 'string',
      decider: 'number',
      asked: 'number',
      final_phase: 'boolean',
      melted: 'boolean',
      deck_out: 'boolean',
      snowstorm: 'boolean',
      winners: 'number',
      events: 'object',
    },
    items: {
      golden_fish: { square: 'string', holder: 'number' },
      penguins: {
        label: 'string',
        player: 'number',
        team: 'number',
        golden_fish: 'boolean',
        square: 'string',
        fish: 'number',
        alive: 'boolean',
        character: 'string',
        ability_used: 'boolean',
        last_hole: 'number',
        thick_ice: 'boolean',
        cheaper_evade: 'boolean',
        moved: 'boolean',
      },
      drawn_events: { event: 'string', deck: 'string', penguin: 'number', player: 'number', round: 'number' },
    },
  },
} satisfies Record<string, Shape>;

// Each game's observation, checked (readAs); an ObservationError if it is not that game's.
export const readPantolino = (view: Pick<View, 'observation'>) => readAs<PantolinoObservation>(view, 'pantolino', SHAPES.pantolino);
export const readFistful = (view: Pick<View, 'observation'>) => readAs<FistfulObservation>(view, 'fistful', SHAPES.fistful);
export const readPushPush = (view: Pick<View, 'observation'>) => readAs<PushPushObservation>(view, 'push_push', SHAPES.push_push);
export const readMatch = (view: Pick<View, 'observation'>) => readAs<MatchObservation>(view, 'match', SHAPES.match);
export const readPlucky = (view: Pick<View, 'observation'>) => readAs<PluckyObservation>(view, 'plucky', SHAPES.plucky);
