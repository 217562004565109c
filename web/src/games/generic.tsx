// The page for a game without its own: the position in words, as the terminal shows it.
import type { GamePage } from './types';

export const genericPage: GamePage = {
  Board: ({ view }) => <pre class="describe">{view.describe}</pre>,
};
