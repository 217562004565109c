// The current decision's choices, in the sticky action bar beside the prompt: a
// game's page renders its buttons (Stop, Accept, a GO die, End turn) where its
// board needs them, inside <InBar>, and they appear in the bar, where the prompt
// is, at any screen size. Keys 1-9 press them, in the order shown.
import { createContext } from 'preact';
import type { ComponentChildren, RefObject } from 'preact';
import { createPortal } from 'preact/compat';
import { useContext, useEffect, useState } from 'preact/hooks';

// The bar's slot, or null outside a table page's board (a replay, a rules page):
// there <InBar> renders in place.
const Slot = createContext<HTMLElement | null>(null);

export const DecisionSlot = Slot.Provider;

// useDecisionSlot() → [ref for the slot element, the element while mounted]. A
// callback ref: the slot appears only once the table's view has come.
export function useDecisionSlot(): [(el: HTMLDivElement | null) => void, HTMLElement | null] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  return [setEl, el];
}

// Renders `children` in the action bar's slot (in place when there is none).
export function InBar({ children }: { children: ComponentChildren }) {
  const slot = useContext(Slot);
  return slot ? createPortal(<>{children}</>, slot) : <>{children}</>;
}

// The choices the keys press: the slot's buttons that do something now.
export function choicesIn(slot: Element | null): HTMLButtonElement[] {
  if (!slot) return [];
  return [...slot.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true');
}

// Whether a key pressed is the page's to act on: a single key, not held down,
// typed outside a text field (where it is text).
export function keyForThePage(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return false;
  return !(t && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName)));
}

// Numbers the slot's choices 1-9 (a key badge and aria-keyshortcuts) whenever
// they change, and presses the nth when its key is pressed outside a text field
// (the "All moves" list's keys give way to these while the slot holds any).
export function useDecisionKeys(slot: HTMLElement | null) {
  useEffect(() => {
    if (!slot) return;
    const number = () => {
      const choices = choicesIn(slot);
      slot.querySelectorAll('button[data-key]').forEach((b) => {
        if (!choices.includes(b as HTMLButtonElement)) {
          b.removeAttribute('data-key');
          b.removeAttribute('aria-keyshortcuts');
        }
      });
      choices.forEach((b, i) => {
        if (i < 9) {
          if (b.dataset.key !== String(i + 1)) b.dataset.key = String(i + 1);
          if (b.getAttribute('aria-keyshortcuts') !== String(i + 1)) b.setAttribute('aria-keyshortcuts', String(i + 1));
        }
      });
    };
    number();
    // Attribute changes too: a button that becomes usable (Reroll once dice are picked).
    const watch = new MutationObserver(number);
    watch.observe(slot, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
    const onKey = (e: KeyboardEvent) => {
      if (!keyForThePage(e) || !/^[1-9]$/.test(e.key)) return;
      const choice = choicesIn(slot)[Number(e.key) - 1];
      if (!choice) return;
      e.preventDefault();
      choice.click();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      watch.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [slot]);
}

// When the decision is made on the board alone (a square, a token, a card: the
// bar has no buttons) and nothing of it is on screen, the page brings the first
// of its choices into view, so that nobody hunts for it on a phone. Once per
// decision (`key`): a player who scrolls away after that is left there.
export function useDecisionInView(slot: HTMLElement | null, boardRef: RefObject<HTMLElement | null>, key: string | undefined) {
  useEffect(() => {
    if (!key || !slot) return;
    const frame = requestAnimationFrame(() => {
      const board = boardRef.current;
      if (!board || choicesIn(slot).length > 0) return;
      const legal = [...board.querySelectorAll<HTMLElement>('.legal')];
      if (legal.length === 0) return;
      const seen = legal.some(wholeOnScreen);
      if (!seen) bringIntoView(legal[0]);
    });
    return () => cancelAnimationFrame(frame);
  }, [key, slot]);
}

// The bottom of the sticky action bar: what lies above it on screen is hidden.
const barBottom = () => document.querySelector('.action-bar')?.getBoundingClientRect().bottom ?? 0;

// Whether `e` is whole on screen, below the action bar: a choice a player can press.
export function wholeOnScreen(e: Element): boolean {
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.top >= barBottom() && r.bottom <= window.innerHeight;
}

// Scrolls the page so that `e` sits in the middle of what the action bar leaves
// visible (scrollIntoView's centre would put it under a tall bar).
export function bringIntoView(e: Element) {
  const r = e.getBoundingClientRect();
  const top = barBottom();
  const middle = top + Math.max(0, window.innerHeight - top - r.height) / 2;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: r.top - middle, behavior: still ? 'auto' : 'smooth' });
}
