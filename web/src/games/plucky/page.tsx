// The Plucky Penguins table page: the 9×9 board with the walrus, the fishing holes
// and every penguin; the hand of Action cards with their texts; the cards in play
// (the response stack and the padlock cards on the table); the Events as they are
// drawn; the round, the Leader, the decks, the Final Phase and the melting. Legal
// moves are squares and cards to click; the table page's move buttons stay below.
import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { LogEntry, View } from '../../api';
import type { GamePage, GameProps } from '../types';
import './plucky.css';

// ---- the printed components (GET /api/components?game=plucky) ----------------

interface Usable {
  id: string;
  title: string;
  text: string;
  timing: string; // "turn", "padlock", "lightning", "passive"
}
interface EventCard {
  id: string;
  title: string;
  text: string;
  evade: number; // fish to discard to prevent it; -1: cannot be evaded
}
interface Components {
  cards: Usable[];
  characters: Usable[];
  events: { orca: EventCard[]; walrus: EventCard[] };
}

// The components, or empty lists while they load (titles then come from ids).
function readComponents(raw: unknown): Components {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const c = (raw ?? {}) as any;
  const list = (x: unknown) => (Array.isArray(x) ? x : []);
  return {
    cards: list(c.cards),
    characters: list(c.characters),
    events: { orca: list(c.events?.orca), walrus: list(c.events?.walrus) },
  };
}

const titled = (id: string) =>
  id
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

function usable(c: Components, id: string): Usable {
  return (
    c.cards.find((u) => u.id === id) ??
    c.characters.find((u) => u.id === id) ?? { id, title: titled(id), text: '', timing: '' }
  );
}
function eventCard(c: Components, deck: string, id: string): EventCard {
  const list = deck === 'orca' ? c.events.orca : c.events.walrus;
  return list.find((e) => e.id === id) ?? list.find((e) => e.title === id) ?? { id, title: titled(id), text: '', evade: -1 };
}

// ---- the observation, read defensively ----------------------------------------

interface Penguin {
  index: number;
  label: string;
  player: number;
  team: number;
  square: string;
  fish: number;
  alive: boolean;
  character: string;
  ability_used: boolean;
  golden_fish: boolean;
  thick_ice: boolean;
  cheaper_evade: boolean;
  last_hole: number;
}
interface StackEntry {
  event?: string;
  deck?: string;
  play?: string;
  penguin?: number;
  player: number;
  target?: number;
  direction?: string;
  amount?: number;
  cancelled?: boolean;
}
interface Gold {
  square: string;
  holder: number;
}

interface Obs {
  mode: string;
  board: string[];
  walrus: string;
  penguins: Penguin[];
  hand?: Record<string, number>;
  handSizes: number[];
  stack: StackEntry[];
  onTable: Record<string, number>;
  discard: Record<string, number>;
  holeGuard: number[];
  gold: Gold[];
  round: number;
  stage: string;
  leader: number;
  deck: number;
  supply: number;
  turn: number;
  active: number;
  movements: number;
  decision: string;
  decider: number;
  asked: number;
  finalPhase: boolean;
  melted: boolean;
  deckOut: boolean;
  snowstorm: boolean;
  events: { orca: { left: number; discard: Record<string, number> }; walrus: { left: number; discard: Record<string, number> } };
}

const num = (x: unknown, d = 0) => (typeof x === 'number' && Number.isFinite(x) ? x : d);
const str = (x: unknown, d = '') => (typeof x === 'string' ? x : d);
const counts = (x: unknown): Record<string, number> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, number>) : {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function readObs(o: any): Obs {
  o = o ?? {};
  const arr = (x: unknown) => (Array.isArray(x) ? x : []);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const deck = (d: any) => ({ left: num(d?.left), discard: counts(d?.discard) });
  return {
    mode: str(o.mode, 'standard'),
    board: arr(o.board).map((r) => str(r)),
    walrus: str(o.walrus),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    penguins: arr(o.penguins).map((p: any, i: number) => ({
      index: i,
      label: str(p?.label, `penguin ${i + 1}`),
      player: num(p?.player, i),
      team: num(p?.team, i),
      square: str(p?.square),
      fish: num(p?.fish),
      alive: p?.alive !== false,
      character: str(p?.character),
      ability_used: !!p?.ability_used,
      golden_fish: !!p?.golden_fish,
      thick_ice: !!p?.thick_ice,
      cheaper_evade: !!p?.cheaper_evade,
      last_hole: num(p?.last_hole, -1),
    })),
    hand: o.hand && typeof o.hand === 'object' ? counts(o.hand) : undefined,
    handSizes: arr(o.hand_sizes).map((n) => num(n)),
    stack: arr(o.stack),
    onTable: counts(o.on_table),
    discard: counts(o.discard),
    holeGuard: arr(o.hole_guard).map((n) => num(n, -1)),
    gold: arr(o.golden_fish).map((g) => ({ square: str(g?.square), holder: num(g?.holder, -1) })),
    round: num(o.round, 1),
    stage: str(o.stage),
    leader: num(o.leader),
    deck: num(o.deck),
    supply: num(o.supply),
    turn: num(o.turn, -1),
    active: num(o.active, -1),
    movements: num(o.movements),
    decision: str(o.decision, 'none'),
    decider: num(o.decider, -1),
    asked: num(o.asked, -1),
    finalPhase: !!o.final_phase,
    melted: !!o.melted,
    deckOut: !!o.deck_out,
    snowstorm: !!o.snowstorm,
    events: { orca: deck(o.events?.orca), walrus: deck(o.events?.walrus) },
  };
}

// ---- squares: columns a..i from the left, rows 1..9 from the top --------------

const DIRS: Record<string, [number, number]> = { north: [-1, 0], south: [1, 0], east: [0, 1], west: [0, -1] };
const sqName = (r: number, c: number) => String.fromCharCode(97 + c) + (r + 1);
function sqPos(name: string): [number, number] | undefined {
  const m = /^([a-z])(\d+)$/.exec(name);
  return m ? [Number(m[2]) - 1, m[1].charCodeAt(0) - 97] : undefined;
}
function step(from: string, dirs: string[], size: number): string | undefined {
  const p = sqPos(from);
  if (!p) return undefined;
  let [r, c] = p;
  for (const d of dirs) {
    const v = DIRS[d];
    if (!v) return undefined;
    r += v[0];
    c += v[1];
  }
  return r >= 0 && c >= 0 && r < size && c < size ? sqName(r, c) : undefined;
}

const TERRAIN: Record<string, string> = { '+': 'corner ice', '~': 'water', '.': 'island ice', o: 'fishing hole' };
// Capture the Fish: the corner groups the teams start from and carry the rival fish to (R21).
const HOMES: string[][] = [
  ['a1', 'b1', 'a2'],
  ['h9', 'i9', 'i8'],
];

// The penguin a move's words name: "player 3" / "penguin 3" is penguin 3.
function named(o: Obs, words: string): Penguin | undefined {
  const m = /(?:player|penguin) (\d+)/.exec(words);
  return m ? o.penguins[Number(m[1]) - 1] : undefined;
}

// "play Shove on player 2 east", "use Bully on penguin 3 west", "play Belly Slide east 2 squares".
interface Use {
  verb: 'play' | 'use';
  title: string;
  target?: number;
  direction?: string;
  amount?: number;
}
function parseUse(move: string): Use | undefined {
  const m = /^(play|use) (.+?)(?: on (?:player|penguin) (\d+))?(?: (north|east|south|west))?(?: (\d+) squares?)?$/.exec(move);
  if (!m) return undefined;
  return {
    verb: m[1] as 'play' | 'use',
    title: m[2],
    target: m[3] ? Number(m[3]) - 1 : undefined,
    direction: m[4],
    amount: m[5] ? Number(m[5]) : undefined,
  };
}
const playsTitle = (move: string, verb: string, title: string) => move === `${verb} ${title}` || move.startsWith(`${verb} ${title} `);

// The penguin an Event or a Leader's current/shove choice is about: the Event's
// owner's penguin when it has only one living (always so outside the team modes).
function eventPenguin(o: Obs): Penguin | undefined {
  const e = o.stack.find((x) => x.event !== undefined);
  if (!e) return undefined;
  if (typeof e.penguin === 'number' && o.penguins[e.penguin]) return o.penguins[e.penguin];
  const mine = o.penguins.filter((p) => p.alive && p.player === e.player && p.square);
  return mine.length === 1 ? mine[0] : undefined;
}

interface Option {
  move: string;
  label: string;
}

// Where each legal move goes on the board: the square to click for it. With a card
// armed, its forms (the pushed penguin's square, the walrus' step, a target).
function boardOptions(view: View, o: Obs, c: Components, armed?: string): Map<string, Option[]> {
  const out = new Map<string, Option[]>();
  const size = o.board.length || 9;
  const add = (sq: string | undefined, move: string, label = move) => {
    if (!sq) return;
    const list = out.get(sq) ?? [];
    list.push({ move, label });
    out.set(sq, list);
  };
  const active = o.penguins[o.active];
  const here = active?.square ?? '';
  for (const move of view.legal) {
    if (armed) {
      if (!move.startsWith(armed + ' ') && move !== armed) continue;
      const u = parseUse(move);
      if (!u) continue;
      const id = [...c.cards, ...c.characters].find((x) => x.title === u.title)?.id ?? u.title.toLowerCase().replace(/ /g, '_');
      const target = u.target !== undefined ? o.penguins[u.target] : undefined;
      if (id === 'walrus_call' && u.direction) add(step(o.walrus, [u.direction], size), move, `${move}: the walrus steps ${u.direction}`);
      else if (target && u.direction) add(step(target.square, [u.direction], size), move, `${move}: ${target.label} goes ${u.direction}`);
      else if (target) add(target.square, move);
      else if (u.direction) add(step(here, Array(u.amount ?? 1).fill(u.direction), size), move);
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^place on ([a-z]\d+)$/.exec(move))) add(m[1], move);
    else if (move.startsWith('move ')) add(step(here, move.slice(5).split(' then '), size), move);
    else if (/^(go with|choose) (player|penguin) \d+$/.test(move)) add(named(o, move)?.square, move);
    else if ((m = /^choose (north|east|south|west)$/.exec(move))) {
      const from = o.decision.includes('walrus\' step') ? o.walrus : eventPenguin(o)?.square;
      if (from) add(step(from, [m[1]], size), move);
    } else if (/^pick up .*Golden Fish$/.test(move)) add(here, move);
    else if (/^(pass the Golden Fish to|give \d+ fish to|take \d+ fish from) /.test(move)) add(named(o, move)?.square, move);
  }
  return out;
}

// ---- drawings ---------------------------------------------------------------

const COLORS = ['#e0572b', '#2a7fd4', '#2a8a4a', '#8e44ad', '#c99700', '#c2185b', '#00897b', '#6d4c41'];
const TEAM_COLORS = ['#d8342c', '#2458c9'];
const color = (player: number) => COLORS[((player % COLORS.length) + COLORS.length) % COLORS.length];

// A penguin meeple in a 40×50 box: the owner's colour on its scarf and base, its number on the belly.
function Meeple({ p, x, y, s, ring, active }: { p: Penguin; x: number; y: number; s: number; ring?: string; active?: boolean }) {
  const col = color(p.player);
  const n = /\d+/.exec(p.label)?.[0] ?? String(p.index + 1);
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} class="plucky-meeple" data-penguin={p.index}>
      {active && <ellipse cx="20" cy="45" rx="21" ry="7" fill="#ffd84a" stroke="#b58b00" stroke-width="1.5" />}
      <ellipse cx="20" cy="45" rx="16" ry="5" fill={col} stroke={ring ?? '#0006'} stroke-width={ring ? 3 : 1} />
      <ellipse cx="20" cy="26" rx="14" ry="19" fill="#1b2a38" />
      <ellipse cx="20" cy="31" rx="9.5" ry="13" fill="#fff" />
      <circle cx="15.5" cy="12" r="2.2" fill="#fff" />
      <circle cx="24.5" cy="12" r="2.2" fill="#fff" />
      <circle cx="15.8" cy="12.3" r="1" fill="#000" />
      <circle cx="24.2" cy="12.3" r="1" fill="#000" />
      <path d="M16.5 15.5 L23.5 15.5 L20 20 Z" fill="#f39c12" />
      <rect x="8" y="19.5" width="24" height="3.6" rx="1.8" fill={col} />
      <text x="20" y="37" text-anchor="middle" font-size="12" font-weight="bold" fill={col}>
        {n}
      </text>
      {p.golden_fish && <FishShape x={25} y={30} s={0.55} gold />}
    </g>
  );
}

// A fish token; a Golden Fish of Capture the Fish is edged in its team's colour.
function FishShape({ x, y, s, gold, team }: { x: number; y: number; s: number; gold?: boolean; team?: number }) {
  const edge = team !== undefined ? TEAM_COLORS[team % 2] : gold ? '#9a7400' : '#2c5d80';
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} class={gold ? 'plucky-golden-fish' : undefined}>
      <path d="M2 10 Q14 -2 26 10 Q14 22 2 10 Z M26 10 L34 3 L34 17 Z" fill={gold ? '#f5c518' : '#7fb3d5'} stroke={edge} stroke-width={team !== undefined ? 3 : 2} />
      <circle cx="8" cy="9" r="1.6" fill="#222" />
    </g>
  );
}

// The walrus token: a brown walrus with white tusks, in a 60×50 box.
function Walrus({ x, y, s }: { x: number; y: number; s: number }) {
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
function slots(k: number): { x: number; y: number; s: number }[] {
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
function CardFace({ u, kind = 'Action card', count }: { u: Usable; kind?: string; count?: number }) {
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

function EventFace({ e, deck, cost }: { e: EventCard; deck: string; cost?: number }) {
  const evade = cost ?? e.evade;
  return (
    <>
      <span class="plucky-card-kind">{deck === 'orca' ? 'Orca Event' : 'Walrus Event'}</span>
      <b class="plucky-card-title">{e.title}</b>
      <span class="plucky-card-text">{e.text}</span>
      <span class="plucky-evade" aria-label={evade >= 0 ? `evade cost ${evade} fish` : 'cannot be evaded'}>
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

// ---- the page ---------------------------------------------------------------

// Penguins whose turn is over this round: only the words say so ("has moved").
function movedPenguins(view: View, o: Obs): Set<number> {
  const lines = (view.describe ?? '').split('\n');
  const out = new Set<number>();
  for (const p of o.penguins) {
    const line = lines.find((l) => {
      const t = l.trimStart();
      return t.startsWith(p.label + ' (') || t.startsWith(p.label + ' of ') || t.startsWith(p.label + ':');
    });
    if (line && /has moved/.test(line)) out.add(p.index);
  }
  return out;
}

// The Events drawn so far, newest first, from the log ("player 2 draws Orca Event Orca Attack").
function drawnEvents(log: LogEntry[]) {
  const out: { version: number; who: string; deck: string; title: string }[] = [];
  for (const e of log) {
    if (e.player >= 0) continue;
    const m = /^(.+?) draws (Orca|Walrus) Event (.+)$/.exec(e.text);
    if (m) out.push({ version: e.version, who: m[1], deck: m[2].toLowerCase(), title: m[3] });
  }
  return out.reverse();
}

function stackWords(e: StackEntry, o: Obs, c: Components, name: (s: number) => string) {
  if (e.event !== undefined) {
    const deck = e.deck === 'walrus' ? 'Walrus' : 'Orca';
    const who = o.penguins.length > o.handSizes.length ? name(e.player) + "'s penguin" : name(e.player);
    return e.event ? `${who} drew the ${deck} Event ${eventCard(c, e.deck ?? 'orca', e.event).title}` : `${who} is to draw a ${deck} Event`;
  }
  const u = usable(c, e.play ?? '');
  const isCharacter = c.characters.some((x) => x.id === e.play);
  let s = `${name(e.player)} ${isCharacter ? 'uses' : 'plays'} ${u.title}`;
  if (typeof e.target === 'number' && e.target >= 0) s += ` on ${o.penguins[e.target]?.label ?? `penguin ${e.target + 1}`}`;
  if (e.direction) s += ` ${e.direction}`;
  if (e.amount && e.amount > 1) s += ` ${e.amount} squares`;
  return s;
}

function Board({ view, log, components, act, seatName }: GameProps) {
  const o = readObs(view.observation);
  const c = readComponents(components);
  const [armed, setArmed] = useState<string>();
  const [picking, setPicking] = useState<string>();
  // A new position: any half-made choice is dropped.
  useEffect(() => {
    setArmed(undefined);
    setPicking(undefined);
  }, [view.version]);
  const live = act !== undefined && view.legal.length > 0;
  const armedLive = live && armed !== undefined && view.legal.some((m) => m.startsWith(armed + ' ') || m === armed);
  const options = live ? boardOptions(view, o, c, armedLive ? armed : undefined) : new Map<string, Option[]>();
  const send = (move: string) => {
    setArmed(undefined);
    setPicking(undefined);
    act?.(move);
  };
  const size = o.board.length || 9;
  const moved = movedPenguins(view, o);
  // The fishing holes in reading order, as hole_guard and last_hole count them.
  const holes: string[] = [];
  o.board.forEach((row, r) => [...row].forEach((t, col) => t === 'o' && holes.push(sqName(r, col))));
  const active = o.penguins[o.active];
  const walrusArea = new Set(o.walrus ? [o.walrus, ...Object.keys(DIRS).map((d) => step(o.walrus, [d], size) ?? '')] : []);
  const pickingOptions = picking ? options.get(picking) : undefined;

  const cells: JSX.Element[] = [];
  cells.push(<span class="plucky-coord" />);
  for (let col = 0; col < size; col++) cells.push(<span class="plucky-coord">{String.fromCharCode(97 + col)}</span>);
  for (let r = 0; r < size; r++) {
    cells.push(<span class="plucky-coord">{r + 1}</span>);
    const row = o.board[r] ?? '';
    for (let col = 0; col < size; col++) {
      const sq = sqName(r, col);
      const t = row[col] ?? '.';
      const here = o.penguins.filter((p) => p.alive && p.square === sq);
      const walrus = o.walrus === sq;
      const gold = o.gold.map((g, i) => ({ ...g, i })).filter((g) => g.square === sq && g.holder < 0);
      const hole = t === 'o' ? o.board.slice(0, r).join('').split('o').length - 1 + (row.slice(0, col).split('o').length - 1) : -1;
      const guard = hole >= 0 ? (o.holeGuard[hole] ?? -1) : -1;
      const home = o.mode === 'capture_the_fish' ? HOMES.findIndex((h) => h.includes(sq)) : -1;
      const opts = options.get(sq);
      const shown = here.slice(0, here.length > 4 ? 3 : 4);
      const pos = slots(shown.length);
      const words = [
        `${sq}: ${TERRAIN[t] ?? 'ice'}`,
        walrus ? 'the walrus' : '',
        walrusArea.has(sq) && !walrus ? "the walrus' area" : '',
        ...here.map((p) => `${p.label} (${p.fish} fish${p.golden_fish ? ', Golden Fish' : ''})`),
        ...gold.map((g) => (o.mode === 'capture_the_fish' ? `team ${g.i + 1}'s Golden Fish` : 'the Golden Fish')),
        guard >= 0 ? `Hole Guard of ${seatName(guard)}` : '',
        home >= 0 ? `team ${home + 1}'s home` : '',
      ].filter(Boolean);
      const art = (
        <svg viewBox="0 0 100 100" class="plucky-cell-art" aria-hidden="true">
          {t === 'o' && <ellipse cx="50" cy="56" rx="30" ry="17" fill="#16425b" stroke="#0b2536" stroke-width="3" />}
          {t === 'o' && <ellipse cx="50" cy="53" rx="22" ry="10" fill="#2a6f97" />}
          {guard >= 0 && (
            <g transform="translate(70 2) scale(1.6)">
              <path d="M9 1 L16 4 V9 C16 13 12 16 9 17 C6 16 2 13 2 9 V4 Z" fill={color(guard)} stroke="#fff" stroke-width="1.2" />
            </g>
          )}
          {gold.map((g, k) =>
            here.length || walrus ? (
              <FishShape x={2} y={2 + k * 22} s={0.8} gold team={o.mode === 'capture_the_fish' ? g.i : undefined} />
            ) : (
              <FishShape x={14} y={30 + k * 24} s={2} gold team={o.mode === 'capture_the_fish' ? g.i : undefined} />
            ),
          )}
          {walrus && <Walrus x={here.length ? 2 : 8} y={here.length ? 2 : 18} s={here.length ? 0.95 : 1.4} />}
          {shown.map((p, k) => {
            // Beside the walrus the penguins stand along its right and lower edge.
            const at = walrus ? [{ x: 54, y: 44, s: 1.1 }, { x: 8, y: 52, s: 0.95 }, { x: 58, y: 2, s: 0.8 }, { x: 34, y: 52, s: 0.9 }][k] : pos[k];
            return <Meeple p={p} x={at.x} y={at.y} s={at.s} active={p === active && o.stage === 'turns'} ring={o.mode === 'capture_the_fish' ? TEAM_COLORS[p.team % 2] : undefined} />;
          })}
          {here.length > shown.length && (
            <text x="75" y="90" text-anchor="middle" font-size="24" font-weight="bold" fill="#17324d">
              +{here.length - shown.length}
            </text>
          )}
        </svg>
      );
      const cls = [
        'plucky-cell',
        `plucky-t${t === '+' ? 'corner' : t === '~' ? 'water' : t === 'o' ? 'hole' : 'ice'}`,
        walrusArea.has(sq) ? 'plucky-area' : '',
        home >= 0 ? `plucky-home${home + 1}` : '',
        opts ? 'plucky-target legal' : '',
        picking === sq ? 'plucky-picking' : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (opts) {
        const label = `${words.join(', ')}. ${opts.map((x) => x.label).join(', or ')}`;
        cells.push(
          <button type="button" class={cls} data-square={sq} aria-label={label} title={label} onClick={() => (opts.length === 1 ? send(opts[0].move) : setPicking(sq))}>
            {art}
          </button>,
        );
      } else {
        cells.push(
          <div class={cls} data-square={sq} role="img" aria-label={words.join(', ')} title={words.join(', ')}>
            {art}
          </div>,
        );
      }
    }
  }

  // What the viewer is asked now, beside the board: responses, Events, Leader choices.
  const asked = live && o.asked === view.viewer && view.legal.includes('pass');
  const top = o.stack[o.stack.length - 1];
  const eventEntry = o.stack.find((e) => e.event !== undefined);
  const evading = live && view.legal.includes('evade');
  const evPenguin = eventPenguin(o);
  const evCard = eventEntry?.event ? eventCard(c, eventEntry.deck ?? 'orca', eventEntry.event) : undefined;
  const evCost = evCard ? Math.max(0, evCard.evade - (evPenguin?.cheaper_evade ? 1 : 0)) : undefined;
  const characterChoices = live ? view.legal.filter((m) => /^choose /.test(m) && c.characters.some((x) => `choose ${x.title}` === m)) : [];
  const directionChoices = live ? view.legal.filter((m) => /^choose (north|east|south|west)$/.test(m)) : [];
  const armedForms = armedLive ? view.legal.filter((m) => m.startsWith(armed + ' ') || m === armed) : [];
  const mineTurn = live && o.stage === 'turns' && o.asked < 0 && view.legal.includes('end turn');

  const hand = o.hand;
  const handIds = hand ? [...c.cards.map((x) => x.id).filter((id) => hand[id]), ...Object.keys(hand).filter((id) => !c.cards.some((x) => x.id === id))] : [];
  const clickCard = (verb: 'play' | 'use', title: string) => {
    const forms = view.legal.filter((m) => playsTitle(m, verb, title));
    if (forms.length === 1) send(forms[0]);
    else if (forms.length > 1) {
      setPicking(undefined);
      setArmed(`${verb} ${title}`);
    }
  };
  const one = o.penguins.length === o.handSizes.length;
  const myPenguins = o.penguins.filter((p) => p.player === view.viewer);
  const events = drawnEvents(log);
  const lastMove = [...log].reverse().find((e) => e.player >= 0 && e.text !== 'pass');
  const discardTotal = Object.values(o.discard).reduce((a, b) => a + num(b), 0);
  const onTable = Object.entries(o.onTable).filter(([, n]) => n > 0);

  return (
    <div class="plucky">
      <ul class="plucky-info" aria-label="round">
        <li>
          <b>Round {o.round}</b>
          {o.mode === 'golden_fish' ? ' of 10' : ''} · {o.stage}
        </li>
        <li class="plucky-leader-line">
          <LeaderToken /> Penguin Leader: {seatName(o.leader)}
        </li>
        <li data-deck={o.deck}>Action deck: {o.deck} left</li>
        <li>Discard pile: {discardTotal}</li>
        <li>Fish supply: {o.supply}</li>
        <li>Orca Events: {o.events.orca.left}</li>
        <li>Walrus Events: {o.events.walrus.left}</li>
        {o.stage === 'turns' && active && (
          <li>
            {active.label}'s turn: {o.movements} movement{o.movements === 1 ? '' : 's'} left
          </li>
        )}
        {o.finalPhase && <li class="plucky-flag plucky-final">Final Phase: the walrus moves 3</li>}
        {o.melted && <li class="plucky-flag plucky-melted">Melted: the corners are water</li>}
        {o.snowstorm && <li class="plucky-flag">Snowstorm: no extra water square</li>}
        {o.deckOut && <li class="plucky-flag">Last round: the Action deck is out</li>}
        {o.mode === 'capture_the_fish' && <li class="plucky-flag">Capture the Fish: carry the rival Golden Fish home</li>}
        {o.mode === 'golden_fish' && <li class="plucky-flag">Golden Fish: hold it at the end of round 10</li>}
      </ul>

      <div class="plucky-board-wrap">
        <div class="plucky-board" style={{ gridTemplateColumns: `1.1em repeat(${size}, minmax(0, 1fr))` }} aria-label="the board: columns a to i, rows 1 to 9">
          {cells}
        </div>
        <ul class="plucky-legend" aria-label="board key">
          <li><i class="plucky-tcorner" /> corner ice{o.melted ? ' (melted: water)' : ''}</li>
          <li><i class="plucky-tice" /> island ice</li>
          <li><i class="plucky-twater" /> water</li>
          <li><i class="plucky-thole plucky-key-hole" /> fishing hole</li>
          <li><i class="plucky-tice plucky-area" /> the walrus' area</li>
          {o.mode === 'capture_the_fish' && (
            <li><i class="plucky-tcorner plucky-home1" /> team 1's / <i class="plucky-tcorner plucky-home2" /> team 2's home</li>
          )}
          {live && <li><i class="plucky-tice plucky-key-target" /> a legal move: click it</li>}
        </ul>
      </div>

      {(pickingOptions || armedForms.length > 0 || asked || evading || characterChoices.length > 0 || directionChoices.length > 0 || mineTurn) && (
        <section class="plucky-ask" aria-label="your choice">
          {pickingOptions && (
            <div>
              <p>Several moves reach {picking}:</p>
              <div class="plucky-buttons">
                {pickingOptions.map((x) => (
                  <button type="button" class="legal" onClick={() => send(x.move)}>
                    {x.label}
                  </button>
                ))}
                <button type="button" onClick={() => setPicking(undefined)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          {armedForms.length > 0 && (
            <div>
              <p>
                {armed}: click a highlighted square, or choose:
              </p>
              <div class="plucky-buttons">
                {armedForms.map((m) => (
                  <button type="button" class="legal" onClick={() => send(m)}>
                    {m}
                  </button>
                ))}
                <button type="button" onClick={() => setArmed(undefined)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          {asked && (
            <div class="plucky-respond">
              <p>
                <b>Respond?</b> Answering: {top ? stackWords(top, o, c, seatName) : lastMove ? `${seatName(lastMove.player)}: ${lastMove.text}` : 'the last move'}. Play a lightning card or ability
                from your hand, or pass.
              </p>
              {top && (
                <div class={`plucky-card plucky-small ${top.event !== undefined ? `plucky-event-${top.deck}` : ''}`}>
                  {top.event !== undefined ? (
                    top.event ? <EventFace e={eventCard(c, top.deck ?? 'orca', top.event)} deck={top.deck ?? 'orca'} /> : <span>an Event is drawn</span>
                  ) : (
                    <CardFace u={usable(c, top.play ?? '')} kind={c.characters.some((x) => x.id === top.play) ? 'Penguin ability' : 'Action card'} />
                  )}
                </div>
              )}
              <div class="plucky-buttons">
                <button type="button" class="legal" aria-label="pass: do not respond" onClick={() => send('pass')}>
                  Pass
                </button>
              </div>
            </div>
          )}
          {evading && (
            <div>
              <p>
                <b>{evCard ? evCard.title : 'The Event'}</b> is about to resolve on {evPenguin?.label ?? 'your penguin'}.
              </p>
              <div class="plucky-buttons">
                <button type="button" class="legal" onClick={() => send('evade')}>
                  Evade: discard {evCost ?? '?'} fish
                </button>
                {view.legal.includes('accept') && (
                  <button type="button" class="legal" onClick={() => send('accept')}>
                    Accept
                  </button>
                )}
              </div>
            </div>
          )}
          {characterChoices.length > 0 && (
            <div>
              <p>Choose your penguin's character:</p>
              <div class="plucky-cards">
                {characterChoices.map((m) => {
                  const u = c.characters.find((x) => `choose ${x.title}` === m)!;
                  return (
                    <button type="button" class="plucky-card plucky-character legal" data-move={m} aria-label={`${m}: ${u.text}`} onClick={() => send(m)}>
                      <CardFace u={u} kind="Penguin card" />
                    </button>
                  );
                })}
              </div>
            </div>
          )}
          {directionChoices.length > 0 && (
            <div>
              <p>{o.decision ? o.decision[0].toUpperCase() + o.decision.slice(1) : 'Choose a direction'}:</p>
              <div class="plucky-buttons">
                {directionChoices.map((m) => (
                  <button type="button" class="legal" onClick={() => send(m)}>
                    {m}
                  </button>
                ))}
              </div>
            </div>
          )}
          {mineTurn && (
            <div class="plucky-buttons">
              <span>
                {active?.label ?? 'Your penguin'}: {o.movements} movement{o.movements === 1 ? '' : 's'} left.
              </span>
              <button type="button" class="legal" aria-label="end turn" onClick={() => send('end turn')}>
                End turn
              </button>
            </div>
          )}
        </section>
      )}

      {(hand || myPenguins.length > 0) && (
        <section class="plucky-hand" aria-label="your hand">
          <h3>{hand ? `Your hand (${handIds.reduce((a, id) => a + num(hand[id]), 0)} cards)` : 'Your penguins'}</h3>
          {hand ? (
            <div class="plucky-cards">
              {handIds.length === 0 && <p class="plucky-none">No cards.</p>}
              {handIds.map((id) => {
                const u = usable(c, id);
                const plays = live && view.legal.some((m) => playsTitle(m, 'play', u.title));
                const discard = live && view.legal.includes(`discard ${u.title}`);
                const cls = `plucky-card plucky-action ${plays || discard ? 'legal' : ''} ${armed === `play ${u.title}` ? 'plucky-armed' : ''}`;
                if (plays || discard)
                  return (
                    <button
                      type="button"
                      class={cls}
                      data-card={id}
                      aria-label={`${discard ? 'discard' : 'play'} ${u.title}: ${u.text}`}
                      onClick={() => (discard ? send(`discard ${u.title}`) : clickCard('play', u.title))}
                    >
                      <CardFace u={u} count={hand[id]} />
                      <span class="plucky-card-do">{discard ? 'Discard' : 'Play'}</span>
                    </button>
                  );
                return (
                  <div class={cls} data-card={id}>
                    <CardFace u={u} count={hand[id]} />
                  </div>
                );
              })}
            </div>
          ) : null}
          {myPenguins.length > 0 && (
            <div class="plucky-cards">
              {myPenguins.map((p) => {
                if (!p.character) return null;
                const u = usable(c, p.character);
                const uses = live && view.legal.some((m) => playsTitle(m, 'use', u.title));
                const cls = `plucky-card plucky-character ${uses ? 'legal' : ''} ${p.ability_used ? 'plucky-used' : ''} ${armed === `use ${u.title}` ? 'plucky-armed' : ''}`;
                const face = (
                  <>
                    <CardFace u={u} kind={`Penguin card · ${p.label}`} />
                    {p.ability_used && <span class="plucky-card-do">used this round</span>}
                    {uses && <span class="plucky-card-do">Use</span>}
                  </>
                );
                return uses ? (
                  <button type="button" class={cls} data-character={p.character} aria-label={`use ${u.title}: ${u.text}`} onClick={() => clickCard('use', u.title)}>
                    {face}
                  </button>
                ) : (
                  <div class={cls} data-character={p.character}>
                    {face}
                  </div>
                );
              })}
            </div>
          )}
        </section>
      )}

      {o.stack.length > 0 && (
        <section class="plucky-stack" aria-label="cards in play">
          <h3>In play (resolved last played first)</h3>
          <ol reversed>
            {[...o.stack].reverse().map((e) => (
              <li class={e.cancelled ? 'plucky-cancelled' : ''}>
                {stackWords(e, o, c, seatName)}
                {e.cancelled ? ' (cancelled)' : ''}
                {e.event !== undefined ? (
                  e.event ? (
                    <div class={`plucky-card plucky-small plucky-event-${e.deck}`}>
                      <EventFace e={eventCard(c, e.deck ?? 'orca', e.event)} deck={e.deck ?? 'orca'} cost={e === eventEntry && evCost !== undefined ? evCost : undefined} />
                    </div>
                  ) : null
                ) : (
                  <span class="plucky-stack-text"> — {usable(c, e.play ?? '').text}</span>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section class="plucky-penguins" aria-label="penguins">
        <h3>Penguins</h3>
        <ul>
          {o.penguins.map((p) => {
            const u = p.character ? usable(c, p.character) : undefined;
            return (
              <li class={`${p.alive ? '' : 'plucky-eaten'} ${p === active ? 'plucky-turn' : ''}`} data-penguin={p.index} data-fish={p.fish}>
                <svg viewBox="0 0 40 52" class="plucky-icon" aria-hidden="true">
                  <Meeple p={p} x={0} y={0} s={1} ring={o.mode === 'capture_the_fish' ? TEAM_COLORS[p.team % 2] : undefined} />
                </svg>
                <div>
                  <b>{p.label}</b> {o.leader === p.player && one && <LeaderToken />}
                  {p.label.startsWith('player ') ? (
                    p.label !== seatName(p.player) && <> · {seatName(p.player).replace(/^player \d+ ?/, '').replace(/^\((.*)\)$/, '$1')}</>
                  ) : (
                    <> of {seatName(p.player)}</>
                  )}
                  {(o.mode === 'teams' || o.mode === 'capture_the_fish') && <> · team {p.team + 1}</>}
                  {u && (
                    <span class="plucky-char" title={u.text}>
                      {' '}
                      · {u.title}
                      {p.ability_used ? ' (ability used)' : ''}
                    </span>
                  )}
                  <br />
                  <span class="plucky-fishes" aria-label={`${p.fish} fish`}>
                    {Array.from({ length: Math.min(p.fish, 8) }, () => (
                      <svg viewBox="0 0 36 20" class="plucky-fish-icon">
                        <FishShape x={0} y={0} s={1} />
                      </svg>
                    ))}
                    <span class="plucky-fish-count">{p.fish} fish</span>
                  </span>
                  {p.golden_fish && <span class="plucky-badge plucky-gold">Golden Fish</span>}
                  {!p.alive && <span class="plucky-badge plucky-dead">eaten</span>}
                  {p.alive && <span class="plucky-where">{p.square ? ` on ${p.square}` : ' not placed'}</span>}
                  {p.last_hole >= 0 && holes[p.last_hole] && <span class="plucky-badge">last fished at {holes[p.last_hole]}</span>}
                  {p.thick_ice && <span class="plucky-badge">Thick Ice</span>}
                  {p.cheaper_evade && <span class="plucky-badge">next evade −1 fish</span>}
                  {moved.has(p.index) && <span class="plucky-badge plucky-done">has moved</span>}
                  {one && <span class="plucky-hand-size"> · {o.handSizes[p.player] ?? 0} cards in hand</span>}
                </div>
              </li>
            );
          })}
        </ul>
        {!one && (
          <p class="plucky-hands">
            {o.handSizes.map((n, s) => (
              <span>
                {seatName(s)}: {n} cards{o.leader === s ? ' · Leader' : ''}
              </span>
            ))}
          </p>
        )}
      </section>

      <section class="plucky-table" aria-label="cards on the table">
        <h3>On the table</h3>
        {onTable.length === 0 && o.holeGuard.every((g) => g < 0) ? <p class="plucky-none">No padlock cards in play this round.</p> : null}
        <div class="plucky-cards">
          {onTable.map(([id, n]) => (
            <div class="plucky-card plucky-action plucky-small" data-card={id}>
              <CardFace u={usable(c, id)} count={n} />
            </div>
          ))}
        </div>
        {o.holeGuard.some((g) => g >= 0) && (
          <p>
            Hole Guard:{' '}
            {o.holeGuard
              .map((g, i) => (g >= 0 ? `the hole on ${holes[i] ?? `hole ${i + 1}`} for ${seatName(g)}` : ''))
              .filter(Boolean)
              .join(', ')}
          </p>
        )}
      </section>

      <section class="plucky-events" aria-label="Events">
        <h3>Events</h3>
        <p class="plucky-decks">
          <span class="plucky-pile plucky-event-orca">Orca Events: {o.events.orca.left} left, {Object.values(o.events.orca.discard).reduce((a, b) => a + num(b), 0)} discarded</span>
          <span class="plucky-pile plucky-event-walrus">Walrus Events: {o.events.walrus.left} left, {Object.values(o.events.walrus.discard).reduce((a, b) => a + num(b), 0)} discarded</span>
        </p>
        {o.round <= 1 && <p class="plucky-none">No Events in the first round.</p>}
        <div class="plucky-cards">
          {events.slice(0, 4).map((e) => {
            const card = eventCard(c, e.deck, e.title);
            return (
              <div class={`plucky-card plucky-small plucky-event-${e.deck}`} data-event={card.id}>
                <small class="plucky-drawn-by">{e.who} drew</small>
                <EventFace e={card} deck={e.deck} />
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}

function LeaderToken() {
  return (
    <svg viewBox="0 0 20 20" class="plucky-leader" role="img" aria-label="Penguin Leader token">
      <circle cx="10" cy="10" r="9" fill="#f5c518" stroke="#8a6d00" stroke-width="1.5" />
      <path d="M5 13 L6 7 L8.5 10 L10 6 L11.5 10 L14 7 L15 13 Z" fill="#8a6d00" />
    </svg>
  );
}

// What to do now, in words, from the decision and the legal moves.
function prompt(view: View): string | undefined {
  const o = readObs(view.observation);
  const legal = view.legal;
  const has = (re: RegExp) => legal.some((m) => re.test(m));
  if (has(/^place on /)) return 'place your penguin on a corner ice square (click a highlighted corner)';
  if (o.decision === 'choose a character') return 'choose your character card';
  if (legal.includes('evade')) return 'evade the Event by discarding fish, or accept it';
  if (has(/^discard /)) return o.decision.includes('hand limit') ? 'discard down to the hand limit (click a card in your hand)' : 'discard a card (click it in your hand)';
  if (has(/^go with /)) return 'choose which of your penguins takes its turn (click it on the board)';
  if (o.decision.startsWith('as Leader')) return o.decision + ' (click a highlighted square)';
  if (o.asked === view.viewer && legal.includes('pass')) {
    const top = o.stack[o.stack.length - 1];
    const what = top?.event !== undefined ? 'the Event just drawn' : top?.play ? `the ${titled(top.play)} just played` : 'the last move';
    return legal.length > 1 ? `answer ${what} with a lightning card or ability, or pass` : `pass (nothing you hold answers ${what} now)`;
  }
  if (legal.includes('end turn') || has(/^move /))
    return `move your penguin (${o.movements} movement${o.movements === 1 ? '' : 's'} left: click a highlighted square), play cards, or end your turn`;
  return undefined;
}

export const pluckyPage: GamePage = { Board, prompt, needsComponents: true };
