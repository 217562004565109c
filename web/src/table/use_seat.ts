// The seat this browser holds at a table: taking it, leaving it, losing it.
import { useState } from 'preact/hooks';
import { ApiError, heldSeat, joinSeat, keepSeat, leaveSeat, type Held, type View } from '../api';
import { standIn } from './stand_in';

// useSeat(table, fail) → { held, notice, join, take, leave, lost, lostToBot }: the seat this browser holds here.
// Its credential is kept in localStorage: `join` takes an open seat, `take` one taken
// on the page (an invite), `leave` gives it to the game's default bot, and `lost`
// hears that the credential no longer holds it (the page then watches, `notice`
// saying why). `fail` hears what went wrong.
export function useSeat(table: string, fail: (e: ApiError) => void) {
  const [held, setHeld] = useState<Held | undefined>(heldSeat(table));
  const [notice, setNotice] = useState('');
  // The seat this browser held until it lost it (a bot may have taken it over while the page was away).
  const [lostSeat, setLostSeat] = useState<number>();

  // The seat this browser gave up itself, with Leave: not lost, and not "away".
  const [leftSeat, setLeftSeat] = useState<number>();

  // This browser's credential stopped holding the seat: watch instead.
  const lost = (message: string) => {
    const seat = heldSeat(table)?.seat;
    if (seat === undefined) return; // left on purpose: `leave` said so
    keepSeat(table, undefined);
    setHeld(undefined);
    setLostSeat(seat);
    setNotice(`This browser no longer holds its seat here (${message}), so you are watching. Join an open seat to play.`);
  };

  // A seat taken on the page (the invite's), kept already.
  const take = (h: Held) => {
    setNotice('');
    setHeld(h);
  };

  async function join(seat: number) {
    try {
      const person = localStorage.getItem('rookery.name') || `player ${seat + 1}`;
      const r = await joinSeat(table, seat, person);
      const h = { seat: r.seat, credential: r.credential };
      keepSeat(table, h);
      take(h);
    } catch (e) {
      fail(e as ApiError);
    }
  }

  // Gives the seat of `game` (a game string) up: the game's Medium level (its
  // default bot where it has no such level), as the server's catalogue names it,
  // plays on, as for a seat handed over; the page says so, and that it was left.
  async function leave(game: string) {
    if (!held) return;
    try {
      await leaveSeat(table, held.seat, held.credential, await standIn(game));
    } catch (e) {
      const err = e as ApiError;
      // Still ours (the server, or its catalogue, could not be reached): keep the
      // credential, or the seat could never be taken back. A seat no longer held
      // is gone already.
      if (err.code !== 'seat_not_held') {
        fail(err);
        return;
      }
    }
    keepSeat(table, undefined);
    setHeld(undefined);
    setLeftSeat(held.seat);
    setNotice('You left this table, and a bot plays your seat now. You can watch the game to its end.');
  }

  // Whether the seat lost went to a bot (the others let one play it while this page was away).
  const lostToBot = (view: View | undefined) =>
    leftSeat === undefined &&
    lostSeat !== undefined && view?.seats[lostSeat] !== undefined && view.seats[lostSeat].kind !== 'human';

  return { held, notice, lost, take, join, leave, lostToBot };
}
