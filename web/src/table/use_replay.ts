// The step-by-step replay of the table page: which step it opens on, and the way back.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { View } from '../api';

// useReplay(table, view) → { from, replaying, open, close, button }: the replay, open from step `from` or closed.
// It opens at 0 from the end panel or at a log line's move (`open`), once by itself
// for #/table/ID?replay; `close` puts the focus back on the "Replay" button (`button`).
export function useReplay(table: string, view: View | undefined) {
  const [from, setFrom] = useState<number>();
  const replaying = from !== undefined;
  const button = useRef<HTMLButtonElement>(null);
  const backToButton = useRef(false);

  // Opened as #/table/ID?replay (the lobby's finished games): the replay, once.
  useEffect(() => {
    if (!view?.terminal || !/[?&]replay\b/.test(location.hash)) return;
    history.replaceState(null, '', `#/table/${table}`);
    setFrom(0);
  }, [view?.terminal]);

  useEffect(() => {
    if (!replaying && backToButton.current) {
      backToButton.current = false;
      button.current?.focus();
    }
  }, [replaying]);

  const open = (step: number) => setFrom(step);
  const close = () => {
    backToButton.current = true;
    setFrom(undefined);
  };
  return { from, replaying, open, close, button };
}
