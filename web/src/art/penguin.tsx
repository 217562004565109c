// The penguin every game draws: one body (head, belly, eyes, beak, scarf), standing on
// its feet for the guides and Fistful's penguin die, or on a meeple's base (Plucky).
// Plain SVG groups in a 40×50 box, placed with x, y and a scale s.

// The body alone, in a 40×50 box: what a standing penguin and a meeple share.
export function PenguinBody({ scarf }: { scarf: string }) {
  return (
    <>
      <ellipse cx="20" cy="27" rx="14" ry="19" fill="#1b2a38" />
      <ellipse cx="20" cy="31" rx="9.5" ry="13.5" fill="#fff" />
      <circle cx="15.5" cy="13" r="2.3" fill="#fff" />
      <circle cx="24.5" cy="13" r="2.3" fill="#fff" />
      <circle cx="15.8" cy="13.3" r="1.1" fill="#000" />
      <circle cx="24.2" cy="13.3" r="1.1" fill="#000" />
      <path d="M16.5 16.5 L23.5 16.5 L20 21 Z" fill="#f39c12" />
      <rect x="8" y="21" width="24" height="3.6" rx="1.8" fill={scarf} />
    </>
  );
}

// A penguin standing on its feet, with its shadow, and a scarf in `scarf`'s colour.
export function Penguin({ x = 0, y = 0, s = 1, scarf = '#e0572b', flip = false }: { x?: number; y?: number; s?: number; scarf?: string; flip?: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})${flip ? ' translate(-40 0)' : ''}`}>
      <ellipse cx="20" cy="47" rx="14" ry="3" fill="#0002" />
      <PenguinBody scarf={scarf} />
      <path d="M12 45 l-4 3 h9 z M28 45 l4 3 h-9 z" fill="#f39c12" />
    </g>
  );
}
