// The status line: whose turn it is and what to do, in words.
import type { View } from '../api';
import type { GamePage } from '../games/types';
import { awaitedWords } from '../invites';
import { listWords } from '../names';
import { resultWords } from './result';

// The page's prompt for the viewer's move, or none when the page cannot read the
// view (the board then says so: BoardGuard); the status line has a default.
export function promptOf(page: GamePage, view: View) {
  try {
    return page.prompt?.(view);
  } catch {
    return undefined;
  }
}

export function statusLine(view: View, prompt: string | undefined, name: (s: number) => string) {
  if (view.terminal) return `Game over. ${resultWords(view, name)}`;
  if (view.waiting) return awaitedWords(view);
  if (view.clock && !view.clock.running) return 'Waiting for every seat to be taken; the first card is turned then.';
  const mine = view.viewer >= 0 && view.acting.includes(view.viewer) && view.legal.length > 0;
  if (mine && view.standing?.on) return 'Your choice stands for the rest of this turn: it is made for you in a moment.';
  if (mine && madeForYou(view)) return `${capitalised(prompt ?? 'you pass in a moment')}.`;
  if (mine) return `Your move: ${prompt ?? 'choose one of the moves below'}.`;
  // Chance is no one to wait for by name (N10): the dice or the next card.
  const others = view.acting.filter((s) => s !== view.viewer && s >= 0);
  if (others.length === 0 && view.acting.some((s) => s < 0)) return view.clock ? 'The next card is turned in a moment.' : 'The dice are rolled or a card is drawn…';
  if (others.length === 0) return 'Waiting…';
  // Someone waited for who has lost the connection: the line says so, where the
  // player looks, not only the list of players away beside the seats.
  const lost = others.filter((s) => view.seats[s]?.connected === false);
  const gone = lost.length === 0 ? '' : ` ${capitalised(listWords(lost.map(name)))} ${lost.length === 1 ? 'has' : 'have'} lost the connection.`;
  return `Waiting for ${others.map(name).join(' and ')}.${gone}`;
}

// Whether the viewer's move now is made by the server for them at the response
// window's end (docs/protocol.md, "Made for you"): a pass that is the only legal
// move, or a choice left standing. Nothing is asked of the player then: no "Your
// move", no "Your turn" in the tab.
export function madeForYou(view: View): boolean {
  return (view.legal.length === 1 && view.legal[0] === 'pass') || !!view.standing?.on;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
