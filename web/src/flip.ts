// Pieces that move slide there: a penguin walks the track, a token goes from the
// supply to a centipede. Each element marked `data-flip="key"` is compared with
// where the element of the same key was at the last change of `version`, and
// glides from there to its new place (the FLIP technique, with the browser's Web
// Animations; nothing moves when the player asked for reduced motion).
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const DURATION_MS = 450;

export function useFlip(root: RefObject<HTMLElement | null>, version: number) {
  const last = useRef(new Map<string, { x: number; y: number }>());
  useLayoutEffect(() => {
    const box = root.current;
    if (!box) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // Places relative to the board, so scrolling the page moves nothing.
    const origin = box.getBoundingClientRect();
    const now = new Map<string, { x: number; y: number }>();
    for (const el of box.querySelectorAll<HTMLElement | SVGGraphicsElement>('[data-flip]')) {
      const key = el.dataset.flip!;
      const r = el.getBoundingClientRect();
      const at = { x: r.left - origin.left, y: r.top - origin.top };
      now.set(key, at);
      const was = last.current.get(key);
      if (!was || reduce) continue;
      let dx = was.x - at.x;
      let dy = was.y - at.y;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      // Inside a drawing, a CSS translation counts in the drawing's units.
      const ctm = el instanceof SVGGraphicsElement ? el.ownerSVGElement?.getScreenCTM() : null;
      if (ctm && ctm.a && ctm.d) {
        dx /= ctm.a;
        dy /= ctm.d;
      }
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0px, 0px)' }], { duration: DURATION_MS, easing: 'ease-in-out' });
      el.dataset.moved = String(version);
    }
    last.current = now;
  }, [version]);
}
