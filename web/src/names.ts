// How pages name seats: "player 2" in words (seats count from 1 for people).
import type { Seat } from './api';

// "player 2 (Ann)", "player 3 (mcts(iterations=1000))"; "you" marked.
export function seatLabel(seats: Seat[], seat: number, viewer: number): string {
  if (seat < 0) return 'chance';
  const s = seats[seat];
  const base = `player ${seat + 1}`;
  const who = !s ? '' : s.kind !== 'human' ? s.kind : s.taken ? s.name : 'open seat';
  const you = seat === viewer ? ', you' : '';
  return who && who !== base ? `${base} (${who}${you})` : `${base}${you ? ' (you)' : ''}`;
}
