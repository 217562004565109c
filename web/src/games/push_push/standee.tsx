// A penguin standee, on the track and on its penguin board.
import { colourOf, short, type Penguin } from './read';

// A penguin standee in its colour, with its short name (P1, W2) on its belly.
// `flip`: on the track it walks from space to space (web/src/flip.ts).
export function Standee({ x, y, s, p, active, flip }: { x: number; y: number; s: number; p: Penguin; active: boolean; flip?: boolean }) {
  const [, fill] = colourOf(p.penguin);
  return (
    <g data-flip={flip ? `penguin ${p.penguin}` : undefined}>
      <g class="push_push-standee" transform={`translate(${x} ${y}) scale(${s})`} data-penguin={p.penguin} data-space={p.space}>
        {active && <circle cx="0" cy="0" r="15" fill="none" stroke="#e0572b" stroke-width="2.5" />}
        <ellipse cx="0" cy="1" rx="10" ry="13" fill={fill} stroke="#17324d" stroke-width="1.2" />
        <ellipse cx="0" cy="4" rx="6.5" ry="8.5" fill="white" />
        <circle cx="-3" cy="-7" r="1.3" fill="#17324d" />
        <circle cx="3" cy="-7" r="1.3" fill="#17324d" />
        <path d="M-2 -4.5 L2 -4.5 L0 -2 Z" fill="#f0a020" />
        <text x="0" y="8" text-anchor="middle" font-size="7" font-weight="bold" fill="#17324d">
          {short(p)}
        </text>
      </g>
    </g>
  );
}
