// Match's penguin cards: a face-up card made whole from the printed deck, and drawn;
// the elements' outlines for the call buttons, and the pawns.
import type { MatchObservation } from '../observation';

export const ELEMENTS = ['umbrella', 'sunglasses', 'lei', 'shirt', 'blanket', 'pail'] as const;
export type Element = (typeof ELEMENTS)[number];

const COLOURS: Record<string, string> = {
  yellow: '#f2c318',
  green: '#2fa84f',
  orange: '#f07f1d',
  red: '#d93a2f',
  purple: '#8a4fc0',
  blue: '#2f74d0',
};
const paint = (c: string | undefined) => (c ? (COLOURS[c] ?? c) : '#c9d3db');

export interface Card {
  id: string;
  text?: string;
  colours: Partial<Record<Element, string>>;
  closeup?: Element;
  fish: number;
}

// A face-up card, as the observation has it (a full card or a close-up), made whole from
// the printed deck.
export function cardOf(entry: MatchObservation['face_up'][number], deck: Map<string, Record<string, unknown>>): Card {
  const printed = deck.get(entry.id) ?? {};
  const colours = (entry.colours ?? printed.colours ?? {}) as Card['colours'];
  let closeup: Element | undefined;
  const c = 'closeup' in entry ? entry.closeup : printed.closeup;
  if (typeof c === 'string' && (ELEMENTS as readonly string[]).includes(c)) closeup = c as Element;
  else if (c === true) closeup = ELEMENTS.find((e) => colours[e]);
  const fish = Number(('fish' in entry ? entry.fish : undefined) ?? printed.fish ?? 1) || 1;
  return { id: entry.id ?? '?', text: entry.text ?? (printed.text as string | undefined), colours, closeup, fish };
}

export function deckOf(components: unknown) {
  const cards = (components as { cards?: Record<string, unknown>[] } | undefined)?.cards;
  return new Map((Array.isArray(cards) ? cards : []).map((c) => [String(c.id), c]));
}

// One element in its colour, drawn where it sits on a full card (viewBox 0 0 100 130).
function ElementShape({ e, colour, fish = 1 }: { e: Element; colour?: string; fish?: number }) {
  const f = paint(colour);
  const attrs = { 'data-element': e, 'data-colour': colour ?? '' };
  switch (e) {
    case 'umbrella':
      return (
        <g {...attrs}>
          <path d="M22 24 Q50 -6 78 24 Q71 19 64 24 Q57 19 50 24 Q43 19 36 24 Q29 19 22 24 Z" fill={f} stroke="#17324d" stroke-width="1.2" />
          <path d="M50 24 V44" stroke="#17324d" stroke-width="1.8" />
        </g>
      );
    case 'sunglasses':
      return (
        <g {...attrs}>
          <rect x="38" y="35" width="10" height="7" rx="2.5" fill={f} stroke="#17324d" stroke-width="1" />
          <rect x="52" y="35" width="10" height="7" rx="2.5" fill={f} stroke="#17324d" stroke-width="1" />
          <path d="M48 37.5 H52" stroke="#17324d" stroke-width="1.4" />
        </g>
      );
    case 'lei':
      return (
        <g {...attrs}>
          {Array.from({ length: 9 }, (_, i) => {
            const a = Math.PI * (0.1 + (0.8 * i) / 8);
            return <circle cx={50 - Math.cos(a) * 17} cy={52 + Math.sin(a) * 6} r="3.6" fill={f} stroke="#17324d" stroke-width="0.7" />;
          })}
        </g>
      );
    case 'shirt':
      return (
        <g {...attrs}>
          <path d="M33 62 L40 58 Q50 63 60 58 L67 62 L71 72 L64 74 L63 90 L37 90 L36 74 L29 72 Z" fill={f} stroke="#17324d" stroke-width="1.1" />
        </g>
      );
    case 'blanket':
      return (
        <g {...attrs}>
          <path d="M8 112 L92 112 L86 126 L14 126 Z" fill={f} stroke="#17324d" stroke-width="1.1" />
          <path d="M16 117 H84 M14 121 H86" stroke="white" stroke-opacity="0.6" stroke-width="1.2" />
        </g>
      );
    case 'pail':
      return (
        <g {...attrs}>
          {Array.from({ length: Math.min(fish, 3) }, (_, i) => (
            <g transform={`translate(${80 + (i - (fish - 1) / 2) * 7} ${i % 2 ? 86 : 84}) rotate(-75)`}>
              <ellipse cx="0" cy="0" rx="7" ry="3.2" fill="#9bb3c4" stroke="#17324d" stroke-width="0.7" />
              <path d="M-6 0 L-10 -3 L-10 3 Z" fill="#9bb3c4" stroke="#17324d" stroke-width="0.7" />
            </g>
          ))}
          <path d="M70 90 L90 90 L87 108 L73 108 Z" fill={f} stroke="#17324d" stroke-width="1.1" />
          <path d="M70 90 Q80 80 90 90" fill="none" stroke="#17324d" stroke-width="1" />
        </g>
      );
  }
}

// A penguin card: the penguin wearing its colours, or a close-up on one element.
export function CardFace({ card }: { card: Card }) {
  if (card.closeup) {
    const e = card.closeup;
    // Centre and enlarge the one element.
    const box: Record<Element, [number, number, number]> = {
      umbrella: [50, 20, 1.4],
      sunglasses: [50, 38.5, 3],
      lei: [50, 55, 2],
      shirt: [50, 74, 1.7],
      blanket: [50, 119, 0.9],
      pail: [80, 95, 2.4],
    };
    const [cx, cy, s] = box[e];
    return (
      <svg viewBox="0 0 100 130" aria-hidden="true">
        <rect x="1" y="1" width="98" height="128" rx="8" fill="#f4fbff" stroke="#17324d" stroke-width="1.5" />
        <g transform={`translate(50 62) scale(${s}) translate(${-cx} ${-cy})`}>
          <ElementShape e={e} colour={card.colours[e]} fish={1} />
        </g>
        <text x="50" y="122" text-anchor="middle" font-size="9" fill="#17324d" font-weight="bold">
          close-up
        </text>
      </svg>
    );
  }
  const c = card.colours;
  return (
    <svg viewBox="0 0 100 130" aria-hidden="true">
      <rect x="1" y="1" width="98" height="128" rx="8" fill="#f4fbff" stroke="#17324d" stroke-width="1.5" />
      <ElementShape e="blanket" colour={c.blanket} />
      <ellipse cx="42" cy="111" rx="6" ry="2.5" fill="#f0a020" />
      <ellipse cx="58" cy="111" rx="6" ry="2.5" fill="#f0a020" />
      <ellipse cx="50" cy="78" rx="22" ry="32" fill="#1d2530" />
      <ellipse cx="50" cy="82" rx="15" ry="25" fill="white" />
      <circle cx="50" cy="40" r="15" fill="#1d2530" />
      <ellipse cx="50" cy="42" rx="10" ry="9" fill="white" />
      <path d="M46 45 L54 45 L50 50 Z" fill="#f0a020" />
      <ElementShape e="shirt" colour={c.shirt} />
      <ElementShape e="lei" colour={c.lei} />
      <ElementShape e="sunglasses" colour={c.sunglasses} />
      <ElementShape e="umbrella" colour={c.umbrella} />
      <ElementShape e="pail" colour={c.pail} fish={card.fish} />
    </svg>
  );
}

// An element's outline for the call buttons.
export function ElementIcon({ e }: { e: Element }) {
  const box: Record<Element, string> = {
    umbrella: '18 -2 64 48',
    sunglasses: '35 30 30 16',
    lei: '28 44 44 20',
    shirt: '26 54 48 40',
    blanket: '6 108 88 20',
    pail: '66 76 28 34',
  };
  return (
    <svg viewBox={box[e]} width="30" height="22" aria-hidden="true">
      <ElementShape e={e} colour={undefined} />
    </svg>
  );
}

export function Pawn({ white }: { white: boolean }) {
  return (
    <svg viewBox="0 0 30 44" width="26" height="38" aria-hidden="true">
      <ellipse cx="15" cy="40" rx="12" ry="3.5" fill={white ? '#f4f4f4' : '#1d2530'} stroke="#17324d" />
      <ellipse cx="15" cy="27" rx="9" ry="13" fill={white ? '#fafafa' : '#1d2530'} stroke="#17324d" />
      <circle cx="15" cy="10" r="7" fill={white ? '#fafafa' : '#1d2530'} stroke="#17324d" />
      <path d="M13 11 L17 11 L15 14 Z" fill="#f0a020" />
    </svg>
  );
}
