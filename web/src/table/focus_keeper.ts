// Keeps keyboard users in their place on the table page.
import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import { choicesIn } from './decision';

// useFocusKeeper(root, status) → onFocusIn: keyboard users keep their place across re-renders.
// When the element they had focused goes away with a re-render (a move button after
// the move, "Join" after joining), focus goes to the decision's first choice (on
// the board, or in the action bar) or, when there is none, to the status line; from
// there, to the first choice once moves are offered again.
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
    // Lost with the element that had it, or never placed by a player on the keys
    // (keys 1-9 press choices with nothing focused): either way, nowhere to type from.
    const nowhere = !active || active === document.body;
    const dropped = nowhere && ((last.current !== null && !last.current.isConnected) || keyboard.current);
    const waiting = parked.current && active === status.current;
    if (!dropped && !waiting) return;
    const first = firstChoice(root.current);
    if (first && (dropped || keyboard.current)) {
      first.focus({ preventScroll: !keyboard.current });
    } else if (dropped && status.current) {
      status.current.focus({ preventScroll: !keyboard.current });
      parked.current = true;
    }
  });
  return onFocusIn;
}

// The first thing to press for the decision now: a legal piece on the board (a
// die to pick, a token to take: Space or Enter there, then keys 1-9 for the
// action bar's buttons), else a button of the action bar's decision, else (when
// it is open) the first of "All moves".
function firstChoice(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  const board = root.querySelector<HTMLElement>('.board button.legal:not([disabled]), .board .legal[tabindex]');
  if (board) return board;
  const bar = choicesIn(root.querySelector('.action-bar .decision'));
  if (bar.length > 0) return bar[0];
  return root.querySelector<HTMLElement>('.moves[open] button.move');
}
