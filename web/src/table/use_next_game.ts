// After a game: "Play again", and going on to the next game of the same kind.
import { useRef } from 'preact/hooks';
import { ApiError, heldSeat, joinSeat, joinWithInvite, keepSeat, playAgain, type Held, type View } from '../api';

// useNextGame(table, held, view, fail) → { again, follow }: on to the next game, in the same seat where it can be.
// `again` makes one new table, however often it is clicked (only a seated player
// starts the next game; anyone follows one made), and `follow` goes to table `next`,
// taking the same seat there when it is still open (a private table's by the seat's
// invite). `fail` hears what went wrong.
export function useNextGame(table: string, held: Held | undefined, view: View | undefined, fail: (e: ApiError) => void) {
  const navigating = useRef(false);

  async function follow(next: string) {
    if (held && !heldSeat(next)) {
      try {
        // After a private table, the seat's invite to the next one.
        const name = localStorage.getItem('rookery.name') || `player ${held.seat + 1}`;
        const j = view?.next_invite ? await joinWithInvite(next, view.next_invite, name) : await joinSeat(next, held.seat, name);
        keepSeat(next, { seat: j.seat, credential: j.credential });
      } catch {
        // Taken already or played by a bot: watch, or join another seat there.
      }
    }
    location.hash = `#/table/${next}`;
  }

  async function again() {
    if (navigating.current) return;
    navigating.current = true;
    try {
      if (!view?.next && !held) return;  // only a seated player starts the next game
      if (view?.next) return await follow(view.next);
      const made = await playAgain(table, held!.seat, held!.credential);
      // The asker hosts a private table's next game: seated there already.
      if (made.credential !== undefined && made.seat !== undefined && !heldSeat(made.table))
        keepSeat(made.table, { seat: made.seat, credential: made.credential });
      await follow(made.table);
    } catch (e) {
      fail(e as ApiError);
    } finally {
      navigating.current = false;
    }
  }

  return { again, follow };
}
