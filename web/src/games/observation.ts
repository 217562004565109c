// The one place the game pages read a view's `observation`. Everything per game here is
// generated from the games' written schemas (docs/schemas/GAME.observation.json, by
// scripts/observation-types.mjs into src/observations.generated.ts): the observation types,
// the shape each reader checks at run time (SHAPES, src/games/read_observation.ts) and the
// named readers (readPushPush for push_push). The contract test holds the engine's real
// output to the same schemas, so the compiler and the readers hold each page to what the
// server sends; a new game's reader comes with its schema, with no edit here.
// web/contract/readers.test.mjs runs these readers on the engine's real observations.
import type { View } from '../api';
import { SHAPES, type ObservationOf } from '../observations.generated';
import { readAs } from './read_observation';

// The generated types (the games' named parts included: FistfulStopScore, PluckyEventEntry...),
// SHAPES and each game's reader (readPantolino...).
export * from '../observations.generated';
export { ObservationError, readAs, type Kind, type Kinds, type Shape } from './read_observation';

// A game's observation, checked, by the game's name: readObservation('push_push', view) is
// readPushPush(view). An ObservationError if it is not that game's.
export function readObservation<G extends keyof ObservationOf>(game: G, view: Pick<View, 'observation'>): ObservationOf[G] {
  return readAs<ObservationOf[G]>(view, game, SHAPES[game]);
}
