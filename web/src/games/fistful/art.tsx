// A Fistful of Penguins' pieces as drawn on its table and in its guide: the six
// animals, an animal die's face and a money chip. Plain SVG, placed by the caller.
import type { JSX } from 'preact';
import { Penguin } from '../../art/penguin';

// Each animal drawn in a 40x40 box, simply enough to read at a glance.
export const ANIMALS: Record<string, JSX.Element> = {
  // The penguin every game draws (web/src/art/penguin.tsx), fitted to the die.
  penguin: <Penguin x={4} y={0} s={0.8} />,
  squirrel: (
    <g>
      <path d="M24 36 C40 32 40 8 29 5 C22 3 20 13 27 15 C32 17 31 27 23 30 Z" fill="#a8561c" />
      <ellipse cx="16" cy="27" rx="7" ry="9" fill="#c8742f" />
      <ellipse cx="15" cy="29" rx="3.5" ry="5.5" fill="#f1cf9f" />
      <circle cx="14" cy="14" r="6" fill="#c8742f" />
      <polygon points="11,10 12,4 15,9" fill="#a8561c" />
      <circle cx="12" cy="13" r="1.2" fill="#111" />
      <circle cx="8.6" cy="15.5" r="1" fill="#3a1d08" />
      <ellipse cx="18" cy="36" rx="4" ry="1.6" fill="#a8561c" />
    </g>
  ),
  moose: (
    <g>
      <path d="M15 12 C7 13 2 7 3 2 L6 5 L7 1 L9.5 5 L11.5 1.5 L13 6 L16 4 Z" fill="#c9a46b" />
      <path d="M25 12 C33 13 38 7 37 2 L34 5 L33 1 L30.5 5 L28.5 1.5 L27 6 L24 4 Z" fill="#c9a46b" />
      <path d="M13.5 11 Q20 7 26.5 11 L25.5 29 Q20 37 14.5 29 Z" fill="#6b4226" />
      <ellipse cx="20" cy="30" rx="6" ry="4.5" fill="#4a2c18" />
      <circle cx="17.5" cy="30" r="1" fill="#111" />
      <circle cx="22.5" cy="30" r="1" fill="#111" />
      <circle cx="16.5" cy="17" r="1.4" fill="#111" />
      <circle cx="23.5" cy="17" r="1.4" fill="#111" />
      <path d="M18 35 Q20 40 22 35" fill="#4a2c18" />
    </g>
  ),
  kangaroo: (
    <g>
      <path d="M14 31 Q5 35 2 39" stroke="#b97a3f" stroke-width="3.5" fill="none" stroke-linecap="round" />
      <ellipse cx="19" cy="25" rx="8" ry="10.5" fill="#c98b4f" />
      <path d="M16 25 Q20 33 24 25 Z" fill="#e6b98a" />
      <ellipse cx="23" cy="11" rx="5.5" ry="4.2" fill="#c98b4f" />
      <ellipse cx="20.5" cy="5" rx="1.6" ry="4" fill="#b97a3f" />
      <ellipse cx="24.5" cy="5" rx="1.6" ry="4" fill="#b97a3f" />
      <circle cx="24.5" cy="10" r="1.1" fill="#111" />
      <circle cx="28.3" cy="12" r="0.9" fill="#3a1d08" />
      <path d="M24 19 L28 22" stroke="#b97a3f" stroke-width="2.2" stroke-linecap="round" />
      <ellipse cx="24" cy="36.5" rx="6.5" ry="2" fill="#b97a3f" />
    </g>
  ),
  lion: (
    <g>
      <polygon
        points={Array.from({ length: 24 }, (_, i) => {
          const a = (i * Math.PI) / 12;
          const r = i % 2 ? 13 : 16.5;
          return `${(20 + r * Math.cos(a)).toFixed(1)},${(21 + r * Math.sin(a)).toFixed(1)}`;
        }).join(' ')}
        fill="#c8671e"
      />
      <circle cx="20" cy="21" r="10" fill="#f2c04a" />
      <circle cx="13" cy="13" r="2.5" fill="#f2c04a" />
      <circle cx="27" cy="13" r="2.5" fill="#f2c04a" />
      <circle cx="16.5" cy="19" r="1.4" fill="#111" />
      <circle cx="23.5" cy="19" r="1.4" fill="#111" />
      <polygon points="18,23 22,23 20,25.5" fill="#5a2d0c" />
      <path d="M17 28 Q20 30 23 28" stroke="#5a2d0c" stroke-width="1.3" fill="none" />
    </g>
  ),
  camel: (
    <g>
      <path d="M5 27 Q6 17 12 20 Q16 10 20 19 Q24 12 28 21 L30 22 L32 13 Q33 9 37 10 L38 13 L35 14 L33 26 Q18 31 5 27 Z" fill="#d8ad6a" />
      <rect x="8" y="26" width="2.6" height="11" fill="#c29552" />
      <rect x="12.5" y="26" width="2.6" height="11" fill="#c29552" />
      <rect x="23" y="26" width="2.6" height="11" fill="#c29552" />
      <rect x="27.5" y="25" width="2.6" height="12" fill="#c29552" />
      <circle cx="35" cy="11" r="0.9" fill="#111" />
      <path d="M5 26 Q2 28 3 33" stroke="#c29552" stroke-width="1.5" fill="none" />
    </g>
  ),
};

// Each face's colour of die, so a face is told at a glance; a hidden die is grey.
const DIE_COLOURS: Record<string, string> = {
  penguin: '#ece6ff',
  squirrel: '#fbe8d3',
  moose: '#eadfd2',
  kangaroo: '#fdf0dc',
  lion: '#fff4c2',
  camel: '#f6eedc',
};

// One animal die in a 48x48 box: the animal drawn on its colour, or "?" for a hidden die.
export function DieFace({ face }: { face?: string }) {
  const known = face !== undefined && ANIMALS[face] !== undefined;
  return (
    <>
      <rect x="2" y="2" width="44" height="44" rx="8" fill={known ? (DIE_COLOURS[face] ?? '#fff') : '#d9d6e6'} stroke="#3b3550" stroke-width="2" />
      {known ? (
        <g transform="translate(4 4)">{ANIMALS[face]}</g>
      ) : (
        <text x="24" y="32" text-anchor="middle" font-size="22" font-weight="bold" fill="#3b3550">
          ?
        </text>
      )}
    </>
  );
}

// The money chips: blue $20, red $5, yellow $1 (with dark ink, to be read on yellow).
export const MONEY_CHIPS = [
  { dollars: 20, fill: '#2f5fb3', ink: '#fff' },
  { dollars: 5, fill: '#c9372c', ink: '#fff' },
  { dollars: 1, fill: '#f0c419', ink: '#5a4300' },
] as const;

// A poker-style chip or a token in a 30x30 box: a disc of its colour with its worth on it.
export function ChipFace({ fill, text, ink = '#fff' }: { fill: string; text: string; ink?: string }) {
  return (
    <>
      <circle cx="15" cy="15" r="13.5" fill={fill} stroke="#0005" stroke-width="1.5" />
      <circle cx="15" cy="15" r="10" fill="none" stroke="#fff8" stroke-width="1.5" stroke-dasharray="3 2.2" />
      <text x="15" y="19" text-anchor="middle" font-size="10" font-weight="bold" fill={ink}>
        {text}
      </text>
    </>
  );
}
