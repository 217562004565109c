// The one place the game pages read a view's `observation`. Its types are generated from
// the games' written schemas (docs/schemas/GAME.observation.json, by
// scripts/observation-types.mjs), which the contract test holds the engine's real output
// to; so the compiler holds each page to the same schema as the server.
//
// The server always sends the observation (docs/protocol.md, "The view"); should it ever
// be missing, an empty object stands in and the pages' own fallbacks apply.
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

const read = <T>(view: View): T => (view.observation ?? {}) as T;

export const readPantolino = (view: View) => read<PantolinoObservation>(view);
export const readFistful = (view: View) => read<FistfulObservation>(view);
export const readPushPush = (view: View) => read<PushPushObservation>(view);
export const readMatch = (view: View) => read<MatchObservation>(view);
export const readPlucky = (view: View) => read<PluckyObservation>(view);
