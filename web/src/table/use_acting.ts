// Making moves at the table, and taking the last one back.
import { useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { ApiError, View } from '../api';
import type { TableConnection } from '../connection';
import type { Refusal } from './refusal';

// useActing(connection, view, refusal, lost, status) → { act, undo, busy, onClickCapture }: one move at a time.
// `act` sends a move (false when it was not sent) and `undo` takes the seat's last
// move back: while one is on its way (`busy`) a click or key does nothing, and neither
// does the second click of a double-click (`onClickCapture` hears every click), so a
// move is never sent twice and refused as "not your move". A refusal is shown, but
// for a seat no longer held (code seat_not_held), which is `lost`. After an undo the
// focus is on the status line.
export function useActing(
  connection: RefObject<TableConnection | undefined>,
  view: View | undefined,
  refusal: Refusal,
  lost: (message: string) => void,
  status: RefObject<HTMLElement | null>,
) {
  const inFlight = useRef(false);
  const secondClick = useRef(false);
  const [busy, setBusy] = useState(false);
  // A refusal, by its code: the seat is no longer this browser's, or its words are shown.
  const refused = (e: ApiError) => (e.code === 'seat_not_held' ? lost(e.message) : refusal.show(e));

  const act = (action: string, options?: { standing?: boolean }) => {
    const c = connection.current;
    if (!c || !view || inFlight.current || secondClick.current) return false;
    if (!c.connected) {
      refusal.set({ code: 'network', message: 'Not connected to the table right now, so the move was not sent. The page reconnects by itself; try again then.' });
      return false;
    }
    inFlight.current = true;
    setBusy(true);
    refusal.set(undefined);
    const sent = view.clock ? c.claim(action) : c.act(action, options?.standing);
    sent
      .catch(refused)
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
    return true;
  };

  // Takes back this seat's last move (offered while the view says `undo`); the
  // focus stays in the action bar, as after a move.
  const undo = () => {
    const c = connection.current;
    if (!c || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    refusal.set(undefined);
    c.undo()
      .catch(refused)
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
        status.current?.focus();
      });
  };

  // The second click of a double-click makes no move (it still reaches the
  // board, where two quick clicks may pick a die and put it back).
  const onClickCapture = (e: MouseEvent) => {
    secondClick.current = e.detail > 1;
    setTimeout(() => (secondClick.current = false));
  };

  return { act, undo, busy, onClickCapture };
}
