// Push Push Penguin's table: the track with its slides, fish and seals, the ocean
// and the orca, every penguin standee, and a penguin board per penguin (fish
// tokens, dice cup, GO and NO dice), the Orca die and the Seal die.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { View } from '../api';
import { hasKind, movesOf, ofKind, type PushPushMove } from '../moves';
import { readPushPush, type PushPushObservation } from './observation';
import type { GamePage, GameProps } from './types';
import './push_push.css';

// The observation's parts, as its schema (docs/schemas/push_push.observation.json) has them.
type Penguin = PushPushObservation['penguins'][number];
type Board = Omit<PushPushObservation['board'], 'name'>;

// The six colours of the box, one per penguin in seat order.
const COLOURS = [
  ['blue', '#2f6fd6'],
  ['red', '#d64541'],
  ['green', '#2e9e4f'],
  ['yellow', '#e8b923'],
  ['purple', '#8e44ad'],
  ['orange', '#e67e22'],
] as const;
const colourOf = (i: number) => COLOURS[((i % 6) + 6) % 6];

const nums = (x: unknown): number[] => (Array.isArray(x) ? x.filter((n) => typeof n === 'number') : []);

// Reads the observation defensively: a field missing or of another shape never breaks the page.
function read(view: View) {
  const o = readPushPush(view);
  const b = o.board ?? {};
  const last = typeof b.last_space === 'number' ? b.last_space : 80;
  const board: Board = {
    last_space: last,
    ocean_start: typeof b.ocean_start === 'number' ? b.ocean_start : last + 1,
    diving_point: typeof b.diving_point === 'number' ? b.diving_point : last,
    slides: Array.isArray(b.slides)
      ? b.slides.filter((s: unknown) => Array.isArray(s) && s.length === 2).map((s: number[]) => [s[0], s[1]] as [number, number])
      : [],
    fish: nums(b.fish),
    seals: nums(b.seals),
  };
  const penguins: Penguin[] = Array.isArray(o.penguins)
    ? o.penguins.map((p, i) => ({
        ...p,
        penguin: typeof p.penguin === 'number' ? p.penguin : i,
        owner: typeof p.owner === 'number' ? p.owner : i,
        space: typeof p.space === 'number' ? p.space : 0,
        fish: typeof p.fish === 'number' ? p.fish : 0,
      }))
    : [];
  const line = nums(o.line).filter((i) => i >= 0 && i < penguins.length);
  return {
    board,
    penguins,
    line: line.length === penguins.length ? line : penguins.map((p) => p.penguin),
    orca: typeof o.orca === 'number' ? o.orca : board.last_space,
    holder: typeof o.orca_die_holder === 'number' ? o.orca_die_holder : -1,
    focus: typeof o.focus === 'number' ? o.focus : -1,
    phase: typeof o.phase === 'string' ? o.phase : '',
    round: typeof o.round === 'number' ? o.round : 0,
    supply: typeof o.fish_supply === 'number' ? o.fish_supply : undefined,
    seal: typeof o.seal === 'string' ? o.seal : undefined,
    lastSeal: o.last_seal,
    lastOrcaDie: o.last_orca_die,
    winner: typeof o.winner === 'number' ? o.winner : undefined,
    you: typeof o.you === 'number' ? o.you : view.viewer,
  };
}
type Obs = ReturnType<typeof read>;

const sum = (xs: number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);
// Where the penguin in turn lands if it moves now (R5: never past the orca), before its space acts.
function landing(o: Obs, p: Penguin) {
  const steps = sum(p.go);
  const to = p.space < o.orca && p.space + steps >= o.orca ? o.orca : p.space + steps;
  return Math.min(to, o.board.last_space);
}
const isMine = (o: Obs, p: Penguin) => !p.waddlebot && p.owner === o.you && o.you >= 0;

function penguinName(p: Penguin, seatName: (s: number) => string) {
  return p.waddlebot ? `Waddlebot of ${seatName(p.owner)}` : seatName(p.owner);
}
const short = (p: Penguin) => (p.waddlebot ? `W${p.owner + 1}` : `P${p.owner + 1}`);
const ordinal = (k: number) => ['1st', '2nd', '3rd'][k] ?? `${k + 1}th`;

// ---- Small drawings --------------------------------------------------------------------------

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
  6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

// A penguin die: pips for 1 to 6, the number otherwise.
function Die({ value, colour, size = 34 }: { value: number; colour: string; size?: number }) {
  const pips = PIPS[value];
  return (
    <svg class="push_push-die rolls" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" data-value={value}>
      <rect x="1.5" y="1.5" width="37" height="37" rx="7" fill="white" stroke={colour} stroke-width="3" />
      {pips ? (
        pips.map(([x, y]) => <circle cx={x * 10} cy={y * 10} r="3.6" fill="#17324d" />)
      ) : (
        <text x="20" y="27" text-anchor="middle" font-size="20" font-weight="bold" fill="#17324d">
          {value}
        </text>
      )}
    </svg>
  );
}

function FishIcon({ x = 0, y = 0, s = 1, fill = '#f08a24' }: { x?: number; y?: number; s?: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx="0" cy="0" rx="9" ry="5" fill={fill} />
      <path d="M7 0 L14 -5 L14 5 Z" fill={fill} />
      <circle cx="-4.5" cy="-1.3" r="1.2" fill="#17324d" />
    </g>
  );
}

function SealIcon({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <ellipse cx="0" cy="4" rx="12" ry="6" fill="#7d8a96" />
      <circle cx="-9" cy="-3" r="5.5" fill="#7d8a96" />
      <circle cx="-10.5" cy="-4" r="1.1" fill="#17324d" />
      <path d="M10 6 L16 2 L15 10 Z" fill="#7d8a96" />
    </g>
  );
}

function OrcaIcon({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
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

// A penguin standee in its colour, with its short name (P1, W2) on its belly.
// `flip`: on the track it walks from space to space (web/src/flip.ts).
function Standee({ x, y, s, p, active, flip }: { x: number; y: number; s: number; p: Penguin; active: boolean; flip?: boolean }) {
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

// ---- The track -------------------------------------------------------------------------------

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

function Track({ o, view, act, seatName }: { o: Obs; view: View; act?: (a: string) => void; seatName: (s: number) => string }) {
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
  const canMove = act && hasKind(movesOf<PushPushMove>(view, act), 'move') && mover && isMine(o, mover);
  const target = canMove ? landing(o, mover) : undefined;
  const spaceWords = (s: number) => {
    const parts = [`space ${s}`];
    if (s === 0) parts.push('Penguin Start');
    if (s >= board.ocean_start) parts.push('ocean');
    if (s === board.diving_point) parts.push('the Diving Point');
    if (fish.has(s)) parts.push('fish');
    if (seals.has(s)) parts.push('seal');
    if (slideFrom.has(s)) parts.push(`slide to ${slideFrom.get(s)}`);
    return parts.join(', ');
  };
  return (
    <div class="push_push-track">
      <div class="push_push-trackbox">
      <svg viewBox={`-4 -4 ${W + 8} ${H + 8}`} role="img" aria-label={`the game board: spaces 0 to ${board.last_space}, the orca on space ${o.orca}`}>
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
              {fish.has(s) && <FishIcon x={x + CELL - 16} y={y + CELL - 12} s={0.9} />}
              {seals.has(s) && <SealIcon x={x + CELL - 18} y={y + CELL - 14} s={0.85} />}
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
              <OrcaIcon x={cx} y={cy - (bySpace.has(o.orca) ? 14 : 0)} s={bySpace.has(o.orca) ? 0.8 : 1.15} />
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
          title={`move ${sum(mover.go)} to space ${target}`}
          data-move="move"
          onClick={() => act!('move')}
        />
      )}
      </div>
      <p class="push_push-legend">
        <span><svg viewBox="-10 -8 26 16" width="22" height="14" aria-hidden="true"><FishIcon /></svg> fish</span>
        <span><svg viewBox="-18 -10 36 22" width="24" height="15" aria-hidden="true"><SealIcon x={0} y={0} /></svg> seal</span>
        <span><svg viewBox="0 0 24 10" width="24" height="10" aria-hidden="true"><path d="M1 5 H20" stroke="#3a86c8" stroke-width="4" /></svg> slide</span>
        <span><i class="push_push-swatch ocean" /> ocean</span>
        <span><i class="push_push-swatch dive" /> Diving Point ({board.diving_point})</span>
        <span><svg viewBox="-18 -20 42 32" width="28" height="20" aria-hidden="true"><OrcaIcon x={0} y={0} /></svg> orca (space {o.orca})</span>
      </p>
      {o.penguins.length > 0 && (
        <p class="push_push-sr">
          {o.line.map((i) => o.penguins[i]).map((p) => `${penguinName(p, seatName)} on space ${p.space}`).join('; ')}
        </p>
      )}
    </div>
  );
}

// ---- Penguin boards --------------------------------------------------------------------------

function DieButton({ value, colour, label, move, act }: { value: number; colour: string; label: string; move?: string; act?: (a: string) => void }) {
  if (!move || !act) return <Die key={value} value={value} colour={colour} />;
  return (
    <button type="button" class="push_push-diebtn legal" aria-label={label} title={label} data-move={move} onClick={() => act(move)}>
      <Die key={value} value={value} colour={colour} />
    </button>
  );
}

function Cup({ chosen }: { chosen: boolean }) {
  return (
    <div class="push_push-cup" data-chosen={chosen ? 'yes' : 'no'}>
      <svg viewBox="0 0 40 36" width="40" height="36" aria-hidden="true">
        <path d="M6 34 L10 4 Q20 0 30 4 L34 34 Z" fill="#8a5a3c" stroke="#5c3a24" stroke-width="2" />
        <path d="M9 12 H31" stroke="#5c3a24" stroke-width="1.5" />
      </svg>
      <span>{chosen ? 'has chosen' : 'choosing…'}</span>
    </div>
  );
}

function PenguinBoard({ o, p, view, act, seatName }: { o: Obs; p: Penguin; view: View; act?: (a: string) => void; seatName: (s: number) => string }) {
  const [cname, fill] = colourOf(p.penguin);
  const mine = isMine(o, p);
  const myMoves = mine && act && (o.phase === 'selecting' ? !p.has_chosen : o.focus === p.penguin);
  const moves = myMoves ? movesOf<PushPushMove>(view, act) : [];
  // The words of the legal move of this kind (and GO die), if there is one.
  const legal = (kind: PushPushMove['kind'], spaces?: number) =>
    moves.find((m) => m.kind === kind && (spaces === undefined || (m.kind === 'go' && m.spaces === spaces)))?.words;
  const place = o.line.indexOf(p.penguin);
  const choosingGo = o.phase === 'selecting' || o.phase === 'assigning';
  const dieLabel = (d: number) => `put the ${d} on GO (the other die on NO)`;
  let dice: JSX.Element;
  if (p.dice && p.dice.length) {
    // Your own roll, under your cup: pick the GO die.
    dice = (
      <div class="push_push-slots">
        <div class="push_push-slot">
          <b>Under your cup</b>
          <div class="push_push-dice">
            {p.dice.map((d) => (
              <DieButton value={d} colour={fill} label={dieLabel(d)} move={legal('go', d)} act={act} />
            ))}
          </div>
        </div>
      </div>
    );
  } else if (p.go || p.no) {
    const goMoves = choosingGo;
    dice = (
      <div class="push_push-slots">
        <div class="push_push-slot go">
          <b>GO</b>
          <div class="push_push-dice" data-dice={(p.go ?? []).join(' ')}>
            {(p.go ?? []).map((d) => (
              <DieButton value={d} colour={fill} label={dieLabel(d)} move={goMoves ? legal('go', d) : undefined} act={act} />
            ))}
          </div>
        </div>
        {!p.waddlebot && (
          <div class="push_push-slot no">
            <b>NO</b>
            <div class="push_push-dice" data-dice={(p.no ?? []).join(' ')}>
              {(p.no ?? []).map((d) => (
                <DieButton value={d} colour={fill} label={dieLabel(d)} move={goMoves ? legal('go', d) : undefined} act={act} />
              ))}
            </div>
          </div>
        )}
        {p.penguin === o.focus && o.phase === 'turn' && (p.go ?? []).length > 0 && <small class="push_push-steps">moves {sum(p.go)}</small>}
      </div>
    );
  } else if (p.has_chosen !== undefined) {
    dice = <Cup chosen={p.has_chosen} />;
  } else {
    dice = <div class="push_push-slots muted">dice not rolled yet</div>;
  }
  const turnButtons = (
    [
      ['reroll_both', 'Reroll both (they match)'],
      ['gobble_reroll', 'Gobble a fish: reroll both'],
      ['gobble_both_go', 'Gobble a fish: both dice GO'],
      ['move', `Move ${sum(p.go)}`],
    ] as const
  )
    .map(([kind, label]): [string | undefined, string] => [legal(kind), label])
    .filter((b): b is [string, string] => !!b[0] && o.phase === 'turn');
  const tags: string[] = [];
  if (mine) tags.push('you');
  if (p.penguin === o.holder) tags.push('holds the Orca die');
  if (p.penguin === o.focus && o.phase !== 'selecting' && o.phase !== 'over') tags.push('in turn');
  if (o.winner === p.penguin) tags.push('winner');
  return (
    <article
      class={`push_push-pboard${mine ? ' mine' : ''}${p.penguin === o.focus && o.phase !== 'selecting' ? ' focus' : ''}`}
      style={{ borderColor: fill }}
      data-penguin={p.penguin}
      aria-label={`penguin board of ${penguinName(p, seatName)} (${cname})`}
    >
      <header>
        <svg viewBox="-14 -16 28 32" width="24" height="28" aria-hidden="true">
          <Standee x={0} y={0} s={1} p={p} active={false} />
        </svg>
        <div>
          <b>{penguinName(p, seatName)}</b>
          <small>
            {cname}
            {p.waddlebot ? ' Waddlebot' : ''} · space <span class="push_push-space-no">{p.space}</span>
            {place >= 0 && ` · ${ordinal(place)} in line`}
          </small>
        </div>
        {p.penguin === o.holder && (
          <span class="push_push-orcadie" title="the Orca die: this penguin takes the first turn and rolls for the orca">
            <svg viewBox="0 0 40 40" width="28" height="28" aria-hidden="true">
              <rect x="2" y="2" width="36" height="36" rx="7" fill="#17324d" />
              <OrcaIcon x={19} y={22} s={0.75} />
              <path d="M4 30 Q20 24 36 30" stroke="white" stroke-width="0" />
            </svg>
          </span>
        )}
      </header>
      {tags.length > 0 && <p class="push_push-tags">{tags.map((t) => <span class={`push_push-tag ${t.replace(/ /g, '-')}`}>{t}</span>)}</p>}
      <div class="push_push-fishrow" aria-label={`${p.fish} fish tokens`} data-fish={p.fish}>
        {Array.from({ length: Math.min(p.fish, 8) }, () => (
          <svg viewBox="-10 -7 26 14" width="24" height="13" aria-hidden="true">
            <FishIcon />
          </svg>
        ))}
        <span>
          {p.fish} fish{p.fish > 8 ? ' (8 shown)' : ''}
        </span>
      </div>
      {dice}
      {turnButtons.length > 0 && (
        <div class="push_push-actions">
          {turnButtons.map(([a, label]) => (
            <button type="button" class="legal" data-move={a} aria-label={label} onClick={() => act!(a)}>
              {label}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}

// ---- The Seal die ----------------------------------------------------------------------------

function SealDie({ face }: { face?: string }) {
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
    <svg class="push_push-sealdie" viewBox="0 0 60 60" width="56" height="56" aria-hidden="true">
      <rect x="2" y="2" width="56" height="56" rx="10" fill="#e8eef3" stroke="#7d8a96" stroke-width="3" />
      {body}
    </svg>
  );
}

function Dice({ o, view, act, seatName }: { o: Obs; view: View; act?: (a: string) => void; seatName: (s: number) => string }) {
  const focus = o.penguins[o.focus];
  const seal = o.seal ?? o.lastSeal;
  const orcaRoll = o.lastOrcaDie;
  const live = o.phase === 'seal' || o.phase === 'surprised';
  const mine = act && focus && isMine(o, focus);
  const moves = mine ? movesOf<PushPushMove>(view, act) : [];
  const takes = ofKind(moves, 'take');
  const accept = moves.find((m) => m.kind === 'accept');
  const gobble = moves.find((m) => m.kind === 'gobble_seal');
  const giveUp = moves.find((m) => m.kind === 'give_up');
  const holder = o.penguins[o.holder];
  return (
    <div class="push_push-dicebox">
      <section class={`push_push-seal${live ? ' live' : ''}`} aria-label="the Seal die">
        <SealDie face={seal} />
        <div>
          <b>Seal die</b>
          <p>
            {o.phase === 'seal' && focus
              ? `${penguinName(focus, seatName)} landed on a seal: ${o.seal}.`
              : o.phase === 'surprised' && focus
                ? `${penguinName(focus, seatName)} was Surprised by the orca and failed to hide (${seal ?? 'no orca tail'}).`
                : seal
                  ? `Last roll: ${seal}.`
                  : 'Not rolled yet.'}
          </p>
          {moves.length > 0 && live && (
            <div class="push_push-actions">
              {takes.map((m) => (
                <button type="button" class="legal" data-move={m.words} aria-label={`move forward ${m.number} spaces`} onClick={() => act!(m.words)}>
                  Take {m.number}
                </button>
              ))}
              {accept && (
                <button type="button" class="legal" data-move={accept.words} onClick={() => act!(accept.words)}>
                  Accept
                </button>
              )}
              {gobble && (
                <button type="button" class="legal" data-move={gobble.words} onClick={() => act!(gobble.words)}>
                  Gobble a fish: reroll
                </button>
              )}
              {giveUp && (
                <button type="button" class="legal" data-move={giveUp.words} onClick={() => act!(giveUp.words)}>
                  Give up
                </button>
              )}
            </div>
          )}
        </div>
      </section>
      <section class="push_push-orcabox" aria-label="the orca and the Orca die">
        <svg viewBox="-22 -22 44 36" width="56" height="46" aria-hidden="true">
          <OrcaIcon x={0} y={0} />
        </svg>
        <div>
          <b>Orca</b>
          <p>
            On space {o.orca}
            {o.orca === o.board.diving_point ? ', waiting at the Diving Point (the Orca die is no longer rolled)' : ', in the ocean'}.
            {orcaRoll !== undefined ? ` Last Orca die: ${orcaRoll}.` : ''}
          </p>
          <p>{holder ? `${penguinName(holder, seatName)} holds the Orca die and takes the first turn.` : ''}</p>
        </div>
      </section>
      <section class="push_push-supply" aria-label="the fish supply">
        <svg viewBox="-12 -8 28 16" width="40" height="24" aria-hidden="true">
          <FishIcon />
        </svg>
        <div>
          <b>Fish supply</b>
          <p>{o.supply ?? '?'} fish tokens</p>
        </div>
      </section>
    </div>
  );
}

// ---- The page ---------------------------------------------------------------------------------

function Line({ o, seatName }: { o: Obs; seatName: (s: number) => string }) {
  return (
    <ol class="push_push-line" aria-label="the line, front first">
      {o.line.map((i, k) => {
        const p = o.penguins[i];
        return (
          <li class={k === 1 ? 'second' : ''} data-penguin={i}>
            <span class="push_push-dot" style={{ background: colourOf(i)[1] }} />
            {ordinal(k)}: {penguinName(p, seatName)}, space {p.space}{k === 1 && o.phase !== 'over' ? ' — wins if the orca strikes now' : ''}
          </li>
        );
      })}
    </ol>
  );
}

function PushPushBoard({ view, act, seatName }: GameProps) {
  const o = read(view);
  const winner = o.winner !== undefined ? o.penguins[o.winner] : undefined;
  return (
    <div class="push_push" data-phase={o.phase}>
      <p class="push_push-round">
        Round {o.round}
        {o.phase === 'selecting' && ': everyone picks a GO die in secret, under the cup'}
        {o.phase === 'over' &&
          (winner
            ? `: the orca chased a penguin away; ${penguinName(winner, seatName)} was second in line and wins${winner.waddlebot ? ' (a Waddlebot: no player wins)' : ''}.`
            : ': the game is over.')}
      </p>
      <Track o={o} view={view} act={act} seatName={seatName} />
      <Line o={o} seatName={seatName} />
      <Dice o={o} view={view} act={act} seatName={seatName} />
      <div class="push_push-pboards">
        {o.penguins.map((p) => (
          <PenguinBoard o={o} p={p} view={view} act={act} seatName={seatName} />
        ))}
      </div>
    </div>
  );
}

function prompt(view: View): string | undefined {
  const o = read(view);
  const legal = movesOf<PushPushMove>(view, true);
  const me = o.penguins[o.focus];
  switch (o.phase) {
    case 'selecting':
      return 'pick the die to put on GO (the other goes on NO); it stays under your cup until everyone has chosen';
    case 'assigning':
      return 'put one of your rerolled dice on GO';
    case 'turn': {
      const parts = [`move ${me ? sum(me.go) : ''} spaces`.replace('  ', ' ')];
      if (hasKind(legal, 'reroll_both')) parts.push('reroll both (your dice match)');
      if (hasKind(legal, 'gobble_reroll', 'gobble_both_go')) parts.push('gobble a fish to reroll or to make both dice GO');
      return parts.join(', or ');
    }
    case 'seal':
      if (hasKind(legal, 'take')) return `the seal shows ${o.seal}: take one of the numbers${hasKind(legal, 'gobble_seal') ? ', or gobble a fish to reroll' : ''}`;
      return `the seal shows ${o.seal}: accept it${hasKind(legal, 'gobble_seal') ? ', or gobble a fish to reroll' : ''}`;
    case 'surprised':
      return 'the orca Surprised you and you failed to hide: gobble a fish to roll the Seal die again, or give up';
  }
  return undefined;
}

// The end: every penguin by where it finished, ahead first, with its fish; the
// winner marked (R11).
function Breakdown({ view, seatName }: { view: View; seatName: (seat: number) => string }) {
  const o = read(view);
  const order = [...o.penguins].sort((a, b) => b.space - a.space);
  return (
    <table class="push_push-breakdown">
      <thead>
        <tr>
          <th>penguin</th>
          <th>space</th>
          <th>fish</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {order.map((p) => (
          <tr data-penguin={p.penguin}>
            <td>{penguinName(p, seatName)}</td>
            <td>{p.space}</td>
            <td>{p.fish}</td>
            <td>{o.winner === p.penguin ? 'wins' : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const page: GamePage = {
  Breakdown,
  scoreName: null,
  Board: PushPushBoard,
  prompt,
  optionWords: (o) => (o.waddlebots && o.waddlebots !== '0' ? [`${o.waddlebots} Waddlebot${o.waddlebots === '1' ? '' : 's'}`] : []),
};
