// What the board draws: the live table, or others' moves played out one at a time.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Held, LogEntry, View } from '../api';
import { useFlip } from '../flip';
import { chosenPace, usePacedView } from '../pace';

// usePlayingOut(table, held, view, log, replaying) → { shown, shownLog, step, skip, board, pace, setPace }: what is drawn.
// `shown` is the live view, or the table after each of others' moves in turn at the
// chosen `pace` (`step`: the move being played out; Escape or `skip` jumps to the
// table as it is), with `shownLog` up to it; pieces that moved on the board (`board`)
// glide to their place.
export function usePlayingOut(table: string, held: Held | undefined, view: View | undefined, log: LogEntry[], replaying: boolean) {
  const [pace, setPace] = useState(chosenPace());
  const paced = usePacedView(table, held, view, log, pace);
  const shown = paced.view;
  // Pieces that moved since the last position shown slide to their place.
  const board = useRef<HTMLElement>(null);
  useFlip(board, replaying ? -1 : shown?.version ?? 0);
  const shownLog = useMemo(() => (shown && shown !== view ? log.filter((e) => e.version <= shown.version) : log), [log, shown]);
  // Escape skips while moves are played out; the listener calls the latest skip
  // (which goes to the latest live view).
  const skip = useRef(paced.skip);
  skip.current = paced.skip;
  useEffect(() => {
    if (!paced.step) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      skip.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [paced.step]);
  return { shown, shownLog, step: paced.step, skip: paced.skip, board, pace, setPace };
}
