// Push Push Penguin's pieces as drawn on its table and in its guide: a penguin die,
// the fish token, the seal, the orca and the Seal die. Plain SVG, placed by the caller.
import type { JSX } from 'preact';

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
  6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

// A penguin die in a 40x40 box, edged in the penguin's colour: pips for 1 to 6, the number otherwise.
export function DieFace({ value, colour }: { value: number; colour: string }) {
  const pips = PIPS[value];
  return (
    <>
      <rect x="1.5" y="1.5" width="37" height="37" rx="7" fill="white" stroke={colour} stroke-width="3" />
      {pips ? (
        pips.map(([x, y]) => <circle cx={x * 10} cy={y * 10} r="3.6" fill="#17324d" />)
      ) : (
        <text x="20" y="27" text-anchor="middle" font-size="20" font-weight="bold" fill="#17324d">
          {value}
        </text>
      )}
    </>
  );
}

// A fish token, centred on (x, y).
export function Fish({ x = 0, y = 0, s = 1, fill = '#f08a24' }: { x?: number; y?: number; s?: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx="0" cy="0" rx="9" ry="5" fill={fill} />
      <path d="M7 0 L14 -5 L14 5 Z" fill={fill} />
      <circle cx="-4.5" cy="-1.3" r="1.2" fill="#17324d" />
    </g>
  );
}

// A seal on its space, centred on (x, y).
export function Seal({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx="0" cy="4" rx="12" ry="6" fill="#7d8a96" />
      <circle cx="-9" cy="-3" r="5.5" fill="#7d8a96" />
      <circle cx="-10.5" cy="-4" r="1.1" fill="#17324d" />
      <path d="M10 6 L16 2 L15 10 Z" fill="#7d8a96" />
    </g>
  );
}

// The orca, swimming left, centred on (x, y).
export function Orca({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-16 2 Q-14 -10 2 -9 Q14 -8 16 0 Q12 9 -4 9 Q-14 9 -16 2 Z" fill="#111" />
      <path d="M0 -9 L5 -19 L7 -8 Z" fill="#111" />
      <path d="M14 0 L22 -6 L21 6 Z" fill="#111" />
      <ellipse cx="-9" cy="-3" rx="3.2" ry="1.8" fill="white" />
      <path d="M-13 4 Q-4 8 6 4 Q-2 6 -13 4 Z" fill="white" />
    </g>
  );
}

// The Seal die in a 60x60 box, showing `face` ("orca tail", "lead penguin", "2/7", ...),
// or blank before its first roll.
export function SealDieFace({ face }: { face?: string }) {
  let body: JSX.Element;
  if (!face) body = <text x="30" y="36" text-anchor="middle" font-size="11" fill="#6b8094">seal</text>;
  else if (face === 'orca tail')
    body = <path d="M30 42 L30 26 M30 26 L18 14 Q30 20 30 26 Q30 20 42 14 Z" stroke="#111" stroke-width="4" fill="#111" />;
  else if (face === 'lead penguin')
    body = (
      <g>
        <path d="M30 8 L36 18 H24 Z" fill="#e0572b" />
        <ellipse cx="30" cy="36" rx="10" ry="14" fill="#17324d" />
        <ellipse cx="30" cy="39" rx="6" ry="9" fill="white" />
      </g>
    );
  else
    body = (
      <text x="30" y="38" text-anchor="middle" font-size="18" font-weight="bold" fill="#17324d">
        {face}
      </text>
    );
  return (
    <>
      <rect x="2" y="2" width="56" height="56" rx="10" fill="#e8eef3" stroke="#7d8a96" stroke-width="3" />
      {body}
    </>
  );
}
