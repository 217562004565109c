// A figure for a rules page: a drawing with its caption, as one unit (the guides'
// pictures are drawn with the art of web/src/art/ and of each game's folder).
import type { ComponentChildren } from 'preact';

export function Figure({ label, caption, viewBox, children }: { label: string; caption?: string; viewBox: string; children: ComponentChildren }) {
  const [, , w, h] = viewBox.split(' ').map(Number);
  return (
    <figure class="rules-figure">
      <svg viewBox={viewBox} role="img" aria-label={label} style={{ maxWidth: `${w * 1.5}px`, aspectRatio: `${w} / ${h}` }}>
        {children}
      </svg>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
