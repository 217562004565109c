// Keeps keyboard users in their place on the table page.
import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';

// useFocusKeeper(root, status) → onFocusIn: keyboard users keep their place across re-renders.
// When the element they had focused goes away with a re-render (a move button after
// the move, "Join" after joining), focus goes to the first move button or, when there
// is none, to the status line; from there, to the first move button once moves are
// offered again.
export function useFocusKeeper(root: RefObject<HTMLElement | null>, status: RefObject<HTMLElement | null>) {
  const last = useRef<Element | null>(null);
  const parked = useRef(false);
  const keyboard = useRef(false);
  useEffect(() => {
    const onKey = () => (keyboard.current = true);
    const onPointer = () => (keyboard.current = false);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);
  const onFocusIn = (e: FocusEvent) => {
    last.current = e.target as Element;
    if (e.target !== status.current) parked.current = false;
  };
  useEffect(() => {
    const active = document.activeElement;
    const dropped = (!active || active === document.body) && last.current !== null && !last.current.isConnected;
    const waiting = parked.current && active === status.current;
    if (!dropped && !waiting) return;
    const first = root.current?.querySelector<HTMLElement>('.moves button.move');
    if (first && (dropped || keyboard.current)) {
      first.focus({ preventScroll: !keyboard.current });
    } else if (dropped && status.current) {
      status.current.focus({ preventScroll: !keyboard.current });
      parked.current = true;
    }
  });
  return onFocusIn;
}
