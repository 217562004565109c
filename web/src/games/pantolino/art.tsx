// Pantolino's pieces as drawn on its table and in its guide: the boot, the star
// joker, a die's face, a boot token and a centipede's head. Plain SVG groups,
// placed with x, y and a scale s; the boot colours are pantolino.css's.
import './pantolino.css';

// A boot colour's paint: "red" -> the table's red.
export const paint = (colour: string) => `var(--pantolino-${colour})`;

// A boot, drawn in a 24x24 box.
export function Boot({ x = 0, y = 0, size = 24, fill, stroke = '#0008' }: { x?: number; y?: number; size?: number; fill: string; stroke?: string }) {
  const s = size / 24;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M6 2 H13 V12.5 L19 14.6 Q22 15.8 22 18.6 V20.5 H6 Z" fill={fill} stroke={stroke} stroke-width="1.2" stroke-linejoin="round" />
      <rect x="5.5" y="20.5" width="17" height="2.4" rx="1" fill={stroke} />
      <rect x="6" y="2" width="7" height="2.6" fill="#fff6" />
    </g>
  );
}

// The star joker: a five-pointed star centred on (cx, cy).
export function Star({ cx, cy, r, fill = '#ffd23f' }: { cx: number; cy: number; r: number; fill?: string }) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
  return <polygon points={pts} fill={fill} stroke="#8a5a00" stroke-width="1.2" stroke-linejoin="round" />;
}

// One die in a 48x48 box: a boot of its colour, the star joker, or "?" while it rolls.
export function DieFace({ face }: { face?: string }) {
  return (
    <>
      <rect x="2" y="2" width="44" height="44" rx="8" fill="#fffdf6" stroke="#5b4a33" stroke-width="2" />
      {face === 'star' ? (
        <Star cx={24} cy={25} r={17} fill="#ffd23f" />
      ) : face ? (
        <Boot x={7} y={6} size={34} fill={paint(face)} />
      ) : (
        <text x="24" y="31" text-anchor="middle" font-size="20" fill="#5b4a33">?</text>
      )}
    </>
  );
}

// A boot token's width in its box (34 high): room for as many boots as it is worth.
export const tokenWidth = (boots: number) => 14 + boots * 18;

// A boot token: its colour, with as many boots drawn as it is worth, in a tokenWidth×34 box.
export function TokenFace({ colour, boots }: { colour: string; boots: number }) {
  const w = tokenWidth(boots);
  return (
    <>
      <rect x="1" y="1" width={w - 2} height="32" rx="10" fill={paint(colour)} stroke="#0006" stroke-width="1.5" />
      {Array.from({ length: boots }, (_, i) => (
        <Boot x={7 + i * 18} y={6} size={20} fill="#fff" stroke={colour === 'yellow' ? '#7a5a00' : '#000a'} />
      ))}
    </>
  );
}

// A centipede's head, facing the viewer, in a 40x34 box.
export function CentipedeHead({ fill = '#7cc26b' }: { fill?: string }) {
  return (
    <>
      <circle cx="20" cy="19" r="14" fill={fill} stroke="#2f5d24" stroke-width="2" />
      <circle cx="15" cy="16" r="3" fill="#fff" />
      <circle cx="25" cy="16" r="3" fill="#fff" />
      <circle cx="15.5" cy="16.5" r="1.5" fill="#111" />
      <circle cx="25.5" cy="16.5" r="1.5" fill="#111" />
      <path d="M14 24 Q20 28 26 24" stroke="#2f5d24" stroke-width="1.8" fill="none" />
      <path d="M14 6 L11 1 M26 6 L29 1" stroke="#2f5d24" stroke-width="1.8" />
    </>
  );
}
