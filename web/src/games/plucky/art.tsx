// Plucky's drawings, for its table and its guide: the players' and teams' colours, the
// penguin meeple (on the penguin of web/src/art/), the fish token, the walrus, where
// tokens sit in a square, the timing marks, the card faces and the Penguin Leader token.
import { Fish } from '../../art/fish';
import { PenguinBody } from '../../art/penguin';
import type { EventCard, Usable } from './components';
import type { Penguin } from './observation';

const COLORS = ['#e0572b', '#2a7fd4', '#2a8a4a', '#8e44ad', '#c99700', '#c2185b', '#00897b', '#6d4c41'];
export const TEAM_COLORS = ['#d8342c', '#2458c9'];
export const color = (player: number) => COLORS[((player % COLORS.length) + COLORS.length) % COLORS.length];

// A penguin meeple in a 40×50 box: the owner's colour on its scarf and base, on the belly its
// number as its label counts it ("player 2", "penguin 3": its place in `penguins`, from 1).
// `flip`: the meeple walks from square to square on the board (web/src/flip.ts).
export function Meeple({ p, x, y, s, ring, active, flip }: { p: Penguin; x: number; y: number; s: number; ring?: string; active?: boolean; flip?: boolean }) {
  const col = color(p.player);
  return (
    <g data-flip={flip ? `penguin ${p.index}` : undefined}>
      <g transform={`translate(${x} ${y}) scale(${s})`} class="plucky-meeple" data-penguin={p.index}>
        {active && <ellipse cx="20" cy="45" rx="21" ry="7" fill="#ffd84a" stroke="#b58b00" stroke-width="1.5" />}
        <ellipse cx="20" cy="45" rx="16" ry="5" fill={col} stroke={ring ?? '#0006'} stroke-width={ring ? 3 : 1} />
        <PenguinBody scarf={col} />
        <text x="20" y="37" text-anchor="middle" font-size="12" font-weight="bold" fill={col}>
          {p.index + 1}
        </text>
        {p.golden_fish && <FishShape x={25} y={30} s={0.55} gold />}
      </g>
    </g>
  );
}

// A fish token; a Golden Fish of Capture the Fish is edged in its team's colour.
export function FishShape({ x, y, s, gold, team }: { x: number; y: number; s: number; gold?: boolean; team?: number }) {
  return (
    <Fish
      x={x}
      y={y}
      s={s}
      gold={gold}
      edge={team !== undefined ? TEAM_COLORS[team % 2] : undefined}
      edgeWidth={team !== undefined ? 3 : 2}
      class={gold ? 'plucky-golden-fish' : undefined}
    />
  );
}

// The walrus token: a brown walrus with white tusks, in a 60×50 box.
export function Walrus({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} class="plucky-walrus-token">
      <ellipse cx="30" cy="34" rx="27" ry="15" fill="#8d6e63" stroke="#4e342e" stroke-width="2" />
      <circle cx="30" cy="20" r="15" fill="#a1887f" stroke="#4e342e" stroke-width="2" />
      <circle cx="24" cy="15" r="2.4" fill="#222" />
      <circle cx="36" cy="15" r="2.4" fill="#222" />
      <ellipse cx="25" cy="24" rx="6" ry="4.5" fill="#bcaaa4" />
      <ellipse cx="35" cy="24" rx="6" ry="4.5" fill="#bcaaa4" />
      <path d="M24 27 L22 42 L27 28 Z M36 27 L38 42 L33 28 Z" fill="#fffbe8" stroke="#9e9e9e" stroke-width="1" />
    </g>
  );
}

// Where k tokens sit in a 100×100 square, and how big.
export function slots(k: number): { x: number; y: number; s: number }[] {
  if (k <= 1) return [{ x: 26, y: 14, s: 1.5 }];
  if (k === 2)
    return [
      { x: 6, y: 26, s: 1.1 },
      { x: 50, y: 26, s: 1.1 },
    ];
  return [
    { x: 10, y: 2, s: 0.9 },
    { x: 54, y: 2, s: 0.9 },
    { x: 10, y: 50, s: 0.9 },
    { x: 54, y: 50, s: 0.9 },
  ];
}

function TimingMark({ timing }: { timing: string }) {
  if (timing === 'lightning')
    return (
      <svg class="plucky-timing" viewBox="0 0 16 16" role="img" aria-label="lightning: out of your turn, in answer">
        <path d="M9 1 L3 9 L7.5 9 L6 15 L13 6 L8.5 6 Z" fill="#f5b800" stroke="#7a5c00" stroke-width="0.8" />
      </svg>
    );
  if (timing === 'padlock')
    return (
      <svg class="plucky-timing" viewBox="0 0 16 16" role="img" aria-label="padlock: your turn, lasts the round">
        <path d="M5 7 V5 a3 3 0 0 1 6 0 V7" fill="none" stroke="#455a64" stroke-width="1.8" />
        <rect x="3" y="7" width="10" height="8" rx="1.5" fill="#78909c" stroke="#37474f" stroke-width="0.8" />
      </svg>
    );
  return null;
}
const timingWords: Record<string, string> = {
  lightning: 'lightning',
  padlock: 'padlock',
  turn: 'your turn',
  passive: 'always on',
};

// One Action card (or a character's card) face: deck type, title, timing, effect.
export function CardFace({ u, kind = 'Action card', count }: { u: Usable; kind?: string; count?: number }) {
  return (
    <>
      <span class="plucky-card-kind">
        {kind}
        <TimingMark timing={u.timing} />
      </span>
      <b class="plucky-card-title">{u.title}</b>
      <span class="plucky-card-text">{u.text}</span>
      {u.timing && <small class="plucky-card-timing">{timingWords[u.timing] ?? u.timing}</small>}
      {count !== undefined && count > 1 && <span class="plucky-card-count">×{count}</span>}
    </>
  );
}

export function EventFace({ e, deck, cost }: { e: EventCard; deck: string; cost?: number }) {
  const evade = cost ?? e.evade;
  return (
    <>
      <span class="plucky-card-kind">{deck === 'orca' ? 'Orca Event' : 'Walrus Event'}</span>
      <b class="plucky-card-title">{e.title}</b>
      <span class="plucky-card-text">{e.text}</span>
      <span class="plucky-evade" role="img" aria-label={evade > 0 ? `evade cost ${evade} fish` : evade === 0 ? 'evade: free' : 'cannot be evaded'}>
        {evade > 0 ? (
          Array.from({ length: evade }, () => (
            <svg viewBox="0 0 36 20" class="plucky-fish-icon">
              <FishShape x={0} y={0} s={1} />
            </svg>
          ))
        ) : evade === 0 ? (
          'evade: free'
        ) : (
          '—'
        )}
      </span>
    </>
  );
}

export function LeaderToken() {
  return (
    <svg viewBox="0 0 20 20" class="plucky-leader" role="img" aria-label="Penguin Leader token">
      <circle cx="10" cy="10" r="9" fill="#f5c518" stroke="#8a6d00" stroke-width="1.5" />
      <path d="M5 13 L6 7 L8.5 10 L10 6 L11.5 10 L14 7 L15 13 Z" fill="#8a6d00" />
    </svg>
  );
}
