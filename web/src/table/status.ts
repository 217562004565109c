// The status line: whose turn it is and what to do, in words.
import type { View } from '../api';
import type { GamePage } from '../games/types';
import { awaitedWords } from '../invites';
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
  if (mine) return `Your move: ${prompt ?? 'choose one of the moves below'}.`;
  const others = view.acting.filter((s) => s !== view.viewer);
  if (others.length === 0) return 'Waiting…';
  return `Waiting for ${others.map(name).join(' and ')}.`;
}
