// The match table page (to be drawn; the position in words until then).
import { genericPage } from './generic';
import type { GamePage } from './types';

export const matchPage: GamePage = { ...genericPage };
