// Plucky's observation (the view's `observation`), read defensively: the penguins,
// the response stack, the Golden Fish and the rest of the position.

export interface Penguin {
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
export interface StackEntry {
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

export interface Obs {
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

export const num = (x: unknown, d = 0) => (typeof x === 'number' && Number.isFinite(x) ? x : d);
const str = (x: unknown, d = '') => (typeof x === 'string' ? x : d);
const counts = (x: unknown): Record<string, number> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, number>) : {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readObs(o: any): Obs {
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
