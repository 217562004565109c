// "All moves": every legal move as a button, and a box to type one.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { View } from '../api';
import { choicesIn, keyForThePage } from './decision';

// Whether "All moves" is open in this browser (closed until a player opens it:
// the board is where moves are made).
const ALL_MOVES = 'rookery.allMoves';
const allMovesOpen = () => localStorage.getItem(ALL_MOVES) === 'open';

// Every legal move as a button (and a box to type one), folded under "All moves":
// every move can be made with the keyboard alone, whatever the board shows.
// Keys 1-9 pick the first nine moves, while the list is open, unless the game's
// page has keys of its own or the decision's buttons in the action bar (decision.tsx)
// have them. While a move is on its way (`busy`) the buttons stay
// focusable but do nothing.
export function Moves({ view, act, digits, busy }: { view: View; act: (a: string) => boolean; digits: boolean; busy: boolean }) {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(allMovesOpen());
  // The listener outlives renders: it calls the latest `act` and reads the latest moves.
  const latest = useRef({ act, legal: view.legal });
  latest.current = { act, legal: view.legal };
  useEffect(() => {
    if (!digits || !open) return;
    const onKey = (e: KeyboardEvent) => {
      if (!keyForThePage(e)) return;
      // The decision's own buttons in the action bar take the keys when it has any.
      if (choicesIn(document.querySelector('.action-bar .decision')).length > 0) return;
      const { act, legal } = latest.current;
      const i = Number(e.key) - 1;
      if (Number.isInteger(i) && i >= 0 && i < Math.min(9, legal.length)) {
        e.preventDefault();
        act(legal[i]);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [digits, open]);
  if (view.legal.length === 0) return null;
  return (
    <details
      class="moves"
      aria-label="your moves"
      aria-busy={busy}
      open={open}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        localStorage.setItem(ALL_MOVES, now ? 'open' : 'closed');
        setOpen(now);
      }}
    >
      <summary>All moves ({view.legal.length})</summary>
      <div class="move-list">
        {view.legal.map((a, i) => (
          <button type="button" class="move" data-move={a} aria-disabled={busy} onClick={() => act(a)}>
            {/* The key only where it works: a page with keys of its own (Match) has none here. */}
            {digits && i < 9 ? <kbd>{i + 1}</kbd> : null} {a}
          </button>
        ))}
      </div>
      <form
        class="type-move"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim() && act(typed.trim())) setTyped('');
        }}
      >
        <label for="typed-move">or type a move</label>
        <input id="typed-move" list="legal-moves" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} autocomplete="off" />
        <datalist id="legal-moves">
          {view.legal.map((a) => <option value={a} />)}
        </datalist>
        <button type="submit" aria-disabled={busy}>
          Send
        </button>
      </form>
    </details>
  );
}
