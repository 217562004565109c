// What the lobby and the rules pages know about a game beyond the server's
// catalogue: its picture, an honest length, a three-line summary in plain words
// and its "How to play" page. A game's folder has one (games/<game>/guide.tsx),
// exporting it as `guide`.
import type { JSX } from 'preact';
import type { GameInfo } from '../api';

export interface GameGuide {
  name: string; // the game's short name, as the server lists it
  // Minutes a game takes at a table of people, "10–20": our estimate from the
  // game's own length (its turns, rounds and deck), said as a range.
  minutes: string;
  lines: [string, string, string]; // the card's summary, one short sentence a line
  Picture: () => JSX.Element; // the card's drawing (inline SVG, ours)
  Rules: (props: { game?: GameInfo }) => JSX.Element; // the "How to play" page's body
}
