// What a game's page gets from the table page, and what it gives back.
import type { JSX } from 'preact';
import type { LogEntry, View } from '../api';

export interface GameProps {
  view: View;
  // The whole log so far (the view's log holds only what is new).
  log: LogEntry[];
  // The game's printed components (card texts) when the page asked for them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  components?: any;
  // Sends one of view.legal (or, at a real-time table, a claim); the table page
  // shows a refusal's reason. With `standing`, the move is left standing too
  // (view.standing). Undefined in a replay and for spectators.
  act?: (action: string, options?: { standing?: boolean }) => void;
  // "player 2 (Ann)" / "you": how the page names a seat.
  seatName: (seat: number) => string;
}

// An option of the lobby's form in players' words: its label, its help, and (for a
// number such as Match's card_ms) the values offered, each with its words.
export interface ParamWords {
  label: string;
  help?: string;
  choices?: [string, string][];
}

export interface GamePage {
  // The board: every component of the box that matters in play, labelled in the
  // rulebook's words, with the viewer's legal moves clickable on it.
  Board: (props: GameProps) => JSX.Element;
  // What to do now, in words, when it is the viewer's move ("Roll again or stop").
  prompt?: (view: View) => string | undefined;
  // The page wants getComponents() (card texts).
  needsComponents?: boolean;
  // The table's options other than the number of players, in players' words, for
  // the table's heading ("the advanced game", "a card every 1 s"); `options` are
  // the game string's values by name, defaults included.
  optionWords?: (options: Record<string, string>) => string[];
  // At the end: why the result is what it is, in the game's own terms (Pantolino:
  // boots per colour), shown under the result's table.
  Breakdown?: (props: { view: View; seatName: (seat: number) => string }) => JSX.Element;
  // What the result table calls a score, in the game's own terms ("boots",
  // "money"); null: no score column (Push Push's score is a space on the track,
  // which the breakdown shows with who was second in line). Default "score".
  scoreName?: string | null;
  // The lobby's options in players' words, by option name, where the server's
  // name and help would read as the engine's ("card ms").
  paramWords?: Record<string, ParamWords>;
  // The page handles single keys itself (Match's claim keys): the table page's
  // digit shortcuts for the move buttons are then off.
  ownKeys?: boolean;
}
