// The fistful table page (to be drawn; the position in words until then).
import { genericPage } from './generic';
import type { GamePage } from './types';

export const fistfulPage: GamePage = { ...genericPage };
