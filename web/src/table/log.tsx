// The log in words, each line a way to see the table as it was after that move.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LogEntry, View } from '../api';
import { logWords, seatLabel } from '../names';
import { showsNothing } from '../pace';

// Each line is a button: it shows the table as it was right after that move (a
// replay step, with this viewer's secrets only).
export function Log({ log, view, show }: { log: LogEntry[]; view: View; show: (version: number) => void }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [log.length]);
  // The last 300 moves, and the earlier ones when asked for: a long game's whole
  // log (Match runs to hundreds of moves) stays one click away.
  const [all, setAll] = useState(false);
  // Passes change nothing on the table: the log tells only what happened.
  const told = log.filter((e) => !showsNothing(e));
  const shown = all ? told : told.slice(-300);
  const earlier = told.length - shown.length;
  return (
    <section class="log" aria-label="log">
      <h2>Log</h2>
      {earlier > 0 && (
        <button type="button" class="log-earlier" onClick={() => setAll(true)}>
          Show the {earlier} earlier {earlier === 1 ? 'move' : 'moves'}
        </button>
      )}
      <ol ref={ref} start={shown[0]?.version}>
        {shown.map((e) => (
          <li value={e.version} class={e.player < 0 ? 'log-chance' : ''}>
            <button type="button" class="log-line" title="show the table as it was after this move" onClick={() => show(e.version)}>
              {e.sentence ? (
                logWords(e, view.seats, view.viewer)
              ) : e.player < 0 ? (
                // What the dice, the deck or the shuffle did: no one's move, so no name.
                e.text
              ) : (
                <>
                  <b>{seatLabel(view.seats, e.player, view.viewer)}:</b> {e.text}
                </>
              )}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
