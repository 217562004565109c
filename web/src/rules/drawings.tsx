// Small drawings the game cards and the rules pages share: a penguin, a fish, a
// die's blank, a boot. Plain SVG groups, placed with x, y and a scale s.
import type { ComponentChildren } from 'preact';

// A penguin standing in a 40×50 box, with a scarf in `scarf`'s colour.
export function Penguin({ x = 0, y = 0, s = 1, scarf = '#e0572b', flip = false }: { x?: number; y?: number; s?: number; scarf?: string; flip?: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})${flip ? ' translate(-40 0)' : ''}`}>
      <ellipse cx="20" cy="47" rx="14" ry="3" fill="#0002" />
      <ellipse cx="20" cy="27" rx="14" ry="19" fill="#1b2a38" />
      <ellipse cx="20" cy="31" rx="9.5" ry="13.5" fill="#fff" />
      <circle cx="15.5" cy="13" r="2.3" fill="#fff" />
      <circle cx="24.5" cy="13" r="2.3" fill="#fff" />
      <circle cx="15.8" cy="13.3" r="1.1" fill="#000" />
      <circle cx="24.2" cy="13.3" r="1.1" fill="#000" />
      <path d="M16.5 16.5 L23.5 16.5 L20 21 Z" fill="#f39c12" />
      <rect x="8" y="21" width="24" height="3.6" rx="1.8" fill={scarf} />
      <path d="M12 45 l-4 3 h9 z M28 45 l4 3 h-9 z" fill="#f39c12" />
    </g>
  );
}

// A fish in a 36×20 box; a golden one for the Golden Fish.
export function Fish({ x = 0, y = 0, s = 1, gold = false }: { x?: number; y?: number; s?: number; gold?: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M2 10 Q14 -2 26 10 Q14 22 2 10 Z M26 10 L34 3 L34 17 Z" fill={gold ? '#f5c518' : '#7fb3d5'} stroke={gold ? '#9a7400' : '#2c5d80'} stroke-width="2" />
      <circle cx="8" cy="9" r="1.6" fill="#222" />
    </g>
  );
}

// A die's blank in a 40×40 box, with whatever its face shows drawn inside.
export function Die({ x = 0, y = 0, s = 1, fill = '#fffdf6', children }: { x?: number; y?: number; s?: number; fill?: string; children?: ComponentChildren }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect x="1" y="1" width="38" height="38" rx="7" fill={fill} stroke="#5b4a33" stroke-width="2" />
      {children}
    </g>
  );
}

// Pips for a number from 1 to 6, inside a Die.
export function Pips({ n }: { n: number }) {
  const at: Record<number, [number, number][]> = {
    1: [[20, 20]],
    2: [[12, 12], [28, 28]],
    3: [[11, 11], [20, 20], [29, 29]],
    4: [[12, 12], [28, 12], [12, 28], [28, 28]],
    5: [[11, 11], [29, 11], [20, 20], [11, 29], [29, 29]],
    6: [[12, 10], [28, 10], [12, 20], [28, 20], [12, 30], [28, 30]],
  };
  return (
    <>
      {(at[n] ?? []).map(([cx, cy]) => (
        <circle cx={cx} cy={cy} r="3.4" fill="#17324d" />
      ))}
    </>
  );
}

// A boot in a 20×20 box.
export function Boot({ x = 0, y = 0, s = 1, fill }: { x?: number; y?: number; s?: number; fill: string }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${s})`}
      d="M5 1 H12 V11 L18 13 Q20 14 19 18 H3 V12 Z"
      fill={fill}
      stroke="#0008"
      stroke-width="1.2"
      stroke-linejoin="round"
    />
  );
}

// A five-pointed star centred on (cx, cy).
export function Star({ cx, cy, r, fill = '#ffd23f' }: { cx: number; cy: number; r: number; fill?: string }) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 ? r * 0.45 : r;
    return `${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return <polygon points={pts} fill={fill} stroke="#8a5a00" stroke-width="1.2" stroke-linejoin="round" />;
}

// A figure for a rules page: a drawing with its caption, as one unit.
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
