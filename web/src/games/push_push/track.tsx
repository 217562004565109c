// The track: its spaces snaking from Start to the ocean, the slides, fish and seals,
// the orca and the standees; the space the penguin in turn would move to, clickable.
import { useEffect, useState } from 'preact/hooks';
import type { View } from '../../api';
import { hasKind, movesOf, type PushPushMove } from '../../moves';
import { Fish, Orca, Seal } from './art';
import { followsTheLead, isMine, landing, leadTarget, penguinName, sum, type Obs, type Penguin } from './read';
import { Standee } from './standee';

const CELL = 60;

// Whether the screen is phone-narrow: the track then snakes in fewer, larger columns.
function useNarrow() {
  const query = typeof matchMedia === 'function' ? matchMedia('(max-width: 600px)') : undefined;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const on = () => setNarrow(query.matches);
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, []);
  return narrow;
}

export function Track({ o, view, act, seatName }: { o: Obs; view: View; act?: (a: string) => void; seatName: (s: number) => string }) {
  const { board } = o;
  const n = board.last_space + 1;
  const narrow = useNarrow();
  const cols = narrow ? (n > 40 ? 8 : 6) : n > 60 ? 12 : n > 30 ? 10 : 8;
  const rows = Math.ceil(n / cols);
  const W = cols * CELL;
  const H = rows * CELL;
  // Spaces snake from Start at the top left, row by row, to the ocean at the bottom.
  const at = (space: number) => {
    const r = Math.floor(space / cols);
    const k = space % cols;
    const c = r % 2 === 0 ? k : cols - 1 - k;
    return { x: c * CELL, y: r * CELL, cx: c * CELL + CELL / 2, cy: r * CELL + CELL / 2 };
  };
  const fish = new Set(board.fish);
  const seals = new Set(board.seals);
  const slideFrom = new Map(board.slides.map(([a, b]) => [a, b]));
  const bySpace = new Map<number, Penguin[]>();
  for (const p of o.penguins) {
    if (p.space < 0 || p.space > board.last_space) continue;
    bySpace.set(p.space, [...(bySpace.get(p.space) ?? []), p]);
  }
  // The move target, clickable on the track when "move" is legal.
  const inTurn = o.phase !== 'selecting' && o.phase !== 'over' && o.phase !== 'rolling';
  const mover = o.penguins[o.focus];
  const moves = act && mover && isMine(o, mover) ? movesOf<PushPushMove>(view, act) : [];
  // The space a move would end on, clickable: a GO move's landing, or where
  // accepting "lead penguin" on the Seal die goes (R9).
  const accept = followsTheLead(o) ? moves.find((m) => m.kind === 'accept') : undefined;
  const target = hasKind(moves, 'move') ? landing(o, mover) : accept ? leadTarget(o, mover) : undefined;
  const targetMove = accept ? accept.words : 'move';
  // What a space is besides its number: Start, ocean, fish, seal, slide...
  const features = (s: number) => {
    const parts: string[] = [];
    if (s === 0) parts.push('Penguin Start');
    if (s >= board.ocean_start) parts.push('ocean');
    if (s === board.diving_point) parts.push('the Diving Point');
    if (fish.has(s)) parts.push('fish');
    if (seals.has(s)) parts.push('seal');
    if (slideFrom.has(s)) parts.push(`slide to ${slideFrom.get(s)}`);
    return parts;
  };
  const spaceWords = (s: number) => [`space ${s}`, ...features(s)].join(', ');
  return (
    <div class="push_push-track">
      <div class="push_push-trackbox">
      {/* drawn for the eye; read as the list of spaces below (K8) */}
      <svg viewBox={`-4 -4 ${W + 8} ${H + 8}`} aria-hidden="true">
        <defs>
          <marker id="push_push-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 Z" fill="#1d5f94" />
          </marker>
        </defs>
        {Array.from({ length: n }, (_, s) => {
          const { x, y } = at(s);
          const ocean = s >= board.ocean_start;
          return (
            <g class="push_push-space" data-space={s}>
              <title>{spaceWords(s)}</title>
              <rect
                x={x + 1.5}
                y={y + 1.5}
                width={CELL - 3}
                height={CELL - 3}
                rx="8"
                fill={s === board.diving_point ? '#1d5f94' : ocean ? '#5aa9d6' : s === 0 ? '#fff3c4' : '#ffffff'}
                stroke={s === target ? '#2a8a4a' : '#a9c6db'}
                stroke-width={s === target ? 5 : 1.5}
              />
              <text x={x + 6} y={y + 14} font-size="11" fill={ocean ? 'white' : '#6b8094'}>
                {s}
              </text>
              {fish.has(s) && <Fish x={x + CELL - 16} y={y + CELL - 12} s={0.9} />}
              {seals.has(s) && <Seal x={x + CELL - 18} y={y + CELL - 14} s={0.85} />}
            </g>
          );
        })}
        <text x={at(0).x + CELL / 2} y={at(0).y + CELL - 6} text-anchor="middle" font-size="9" font-weight="bold" fill="#17324d">
          START
        </text>
        {board.diving_point <= board.last_space && (
          <text x={at(board.diving_point).cx} y={at(board.diving_point).y + CELL - 5} text-anchor="middle" font-size="8" font-weight="bold" fill="white">
            DIVING PT
          </text>
        )}
        {board.slides.map(([a, b]) => {
          const p = at(a);
          const q = at(b);
          // A gentle arc beside the straight line, so the spaces under it stay readable.
          const dx = q.cx - p.cx;
          const dy = q.cy - p.cy;
          const len = Math.hypot(dx, dy) || 1;
          const bend = Math.min(22, len * 0.18);
          const mx = (p.cx + q.cx) / 2 + (dy / len) * bend;
          const my = (p.cy + q.cy) / 2 - (Math.abs(dx) / len) * bend;
          const d = `M${p.cx} ${p.cy - 8} Q${mx} ${my - 8} ${q.cx} ${q.cy - 8}`;
          return (
            <g class="push_push-slide" data-from={a} data-to={b}>
              <title>{`slide from space ${a} to space ${b}`}</title>
              <path d={d} fill="none" stroke="#3a86c8" stroke-width="7" stroke-opacity="0.45" stroke-linecap="round" />
              <path d={d} fill="none" stroke="white" stroke-width="1.5" stroke-dasharray="4 4" marker-end="url(#push_push-arrow)" />
              <circle cx={p.cx} cy={p.cy - 8} r="5" fill="#3a86c8" />
            </g>
          );
        })}
        {(() => {
          const { cx, cy } = at(Math.min(o.orca, board.last_space));
          return (
            <g class="push_push-orca" data-space={o.orca}>
              <Orca x={cx} y={cy - (bySpace.has(o.orca) ? 14 : 0)} s={bySpace.has(o.orca) ? 0.8 : 1.15} />
            </g>
          );
        })()}
        {[...bySpace.entries()].map(([space, ps]) => {
          const { x, y, cx, cy } = at(space);
          if (ps.length === 1 && space !== o.orca) return <Standee flip x={cx} y={cy + 2} s={1.25} p={ps[0]} active={ps[0].penguin === o.focus && inTurn} />;
          // Several on one space (Start): a small grid of standees.
          const per = ps.length <= 2 ? 2 : 3;
          const s = ps.length <= 2 ? 0.95 : 0.72;
          return ps.map((p, k) => {
            const gx = x + ((k % per) + 0.5) * (CELL / per);
            const gy = y + (space === o.orca ? 40 : ps.length <= per ? 34 : 24 + Math.floor(k / per) * 22);
            return <Standee flip x={gx} y={gy} s={s} p={p} active={p.penguin === o.focus && inTurn} />;
          });
        })}
      </svg>
      {target !== undefined && (
        <button
          type="button"
          class="push_push-target legal"
          style={{
            left: `${((at(target).x + 4 + 1.5) / (W + 8)) * 100}%`,
            top: `${((at(target).y + 4 + 1.5) / (H + 8)) * 100}%`,
            width: `${((CELL - 3) / (W + 8)) * 100}%`,
            height: `${((CELL - 3) / (H + 8)) * 100}%`,
          }}
          aria-label={`move to ${spaceWords(target)}`}
          title={accept ? `follow the lead penguin to space ${target}` : `move ${sum(mover.go)} to space ${target}`}
          data-move={targetMove}
          onClick={() => act!(targetMove)}
        />
      )}
      </div>
      <p class="push_push-legend">
        <span><svg viewBox="-10 -8 26 16" width="22" height="14" aria-hidden="true"><Fish /></svg> fish</span>
        <span><svg viewBox="-18 -10 36 22" width="24" height="15" aria-hidden="true"><Seal x={0} y={0} /></svg> seal</span>
        <span><svg viewBox="0 0 24 10" width="24" height="10" aria-hidden="true"><path d="M1 5 H20" stroke="#3a86c8" stroke-width="4" /></svg> slide</span>
        <span><i class="push_push-swatch ocean" /> ocean</span>
        <span><i class="push_push-swatch dive" /> Diving Point ({board.diving_point})</span>
        <span><svg viewBox="-18 -20 42 32" width="28" height="20" aria-hidden="true"><Orca x={0} y={0} /></svg> orca (space {o.orca})</span>
      </p>
      <SpacesList o={o} seatName={seatName} spaceWords={spaceWords} features={features} />
    </div>
  );
}

// The track for a screen reader: every space with something on it or in it, from
// Start to the ocean, as "space 12, fish: the penguin of Ann, the orca". A space with
// nothing is left out, so the list is short enough to read.
function SpacesList({ o, seatName, spaceWords, features }: { o: Obs; seatName: (s: number) => string; spaceWords: (s: number) => string; features: (s: number) => string[] }) {
  const spaces: number[] = [];
  for (let s = 0; s <= o.board.last_space; s++) {
    const busy = s === o.orca || o.penguins.some((p) => p.space === s);
    if (busy || features(s).length > 0) spaces.push(s);
  }
  return (
    <ul class="sr-only" aria-label={`the track, spaces 0 to ${o.board.last_space}: where the penguins, the orca, fish, seals and slides are`}>
      {spaces.map((s) => {
        const here = [...o.penguins.filter((p) => p.space === s).map((p) => (p.waddlebot ? penguinName(p, seatName) : `the penguin of ${seatName(p.owner)}`)), s === o.orca ? 'the orca' : ''].filter(Boolean);
        return (
          <li data-space={s}>
            {spaceWords(s)}
            {here.length > 0 ? `: ${here.join(', ')}` : ''}
          </li>
        );
      })}
    </ul>
  );
}
