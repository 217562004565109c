// The server's lobby API, as docs/protocol.md describes it: the types of what it
// answers and its HTTP routes. A table's WebSocket is in connection.ts. Nothing
// here knows any game: views are shown by src/games/.

export interface ParamInfo {
  name: string;
  kind: 'int' | 'double' | 'bool' | 'choice' | string;
  default: string;
  help: string;
  range: string;
  min?: number;
  max?: number;
  choices?: string[];
  applies_when?: string; // "players=1", "players!=1": offered only then
  // On a choice that decides how many may play (Plucky's mode): each choice's player counts.
  players_by_choice?: Record<string, [number, number]>;
}

export interface GameInfo {
  name: string;
  title: string;
  summary: string;
  min_players: number;
  max_players: number;
  real_time: boolean;
  simultaneous: boolean;
  hidden_information: boolean;
  params: ParamInfo[];
  strongest_bot?: string; // the strongest bot measured for the game (docs/strength.md)
  // The seats offered, weakest first: Easy, Medium, Hard and Strongest, each a
  // bot spec with a line on how it plays; `default_bot` is the one offered first.
  bot_levels: { spec: string; title: string; about?: string }[];
  default_bot?: string;
  coach?: boolean; // the coach values the game's decisions (hints, reviews)
  claim_keys?: ClaimKeyInfo[]; // a real-time game's single keys
}

// A real-time game's key for one claim: {key: 'w', claim: 'grab white pawn', meaning: 'two identical cards'}.
export interface ClaimKeyInfo {
  key: string;
  claim: string;
  meaning: string;
}

export interface BotInfo {
  name: string;
  summary: string;
  params: ParamInfo[];
}

export interface Catalogue {
  games: GameInfo[];
  bots: BotInfo[];
}

export interface Seat {
  seat: number;
  kind: string; // "human" or a bot spec
  taken: boolean;
  name: string;
  latency_ms?: number;
  // People who held this seat before and left it: they saw its secrets.
  seen_by?: string[];
  // A bot's seat that a person left: the name of whom the bot plays on for.
  played_for?: string;
  // A person's seat (a live view only): whether their page is connected, and
  // if not, for how long it has had none (docs/protocol.md, "A seat whose
  // player is away").
  connected?: boolean;
  away_ms?: number;
  // The account whose seat this is (docs/protocol.md, "Seats of an account"):
  // its name, which is also the seat's name; a guest's seat has none.
  account?: string;
}

export interface LogEntry {
  version: number;
  player: number; // -1: chance
  text: string;
  // The move as a sentence, "{N}" standing for seat N's name (docs/protocol.md).
  sentence?: string;
  // The move tells this viewer nothing they can see yet (a sealed claim): no line.
  quiet?: boolean;
}

export interface Clock {
  running: boolean;
  since_card_ms?: number;
  claims_from_ms?: number;
  claims_until_ms?: number;
  next_card_in_ms?: number;
}

// One viewer's view of a table (docs/protocol.md, "The view").
export interface View {
  table: string;
  game: string;
  title: string;
  version: number;
  viewer: number; // a seat, or -2 for a spectator
  seats: Seat[];
  acting: number[];
  legal: string[];
  // The same moves with their structure (docs/moves.md); read through moves.ts.
  moves?: import('./moves').MoveForm[];
  // The game's own observation JSON, as its schema (docs/schemas) has it; a page reads
  // it only through games/observation.ts, which gives it the generated type.
  observation: unknown;
  describe: string;
  log_since: number;
  log: LogEntry[];
  terminal: boolean;
  returns?: number[];
  scores?: number[];
  clock?: Clock;
  next?: string; // the table "play again" made from this one
  // Private tables and invites (docs/protocol.md): the table is unlisted, its
  // host's seat, whether it waits for guests, the host's invites, and after a
  // private table was played again this seat's invite to the next one.
  private?: boolean;
  host?: number;
  waiting?: boolean;
  invites?: Invite[];
  next_invite?: string;
  undo?: boolean; // the viewer may take back their last move now
  // How long a seat's player must be away before the others may hand it to a bot.
  hand_over_after_ms?: number;
  // A recurring choice the viewer may leave to the server, or has left (an
  // advanced Fistful seller's "keep my die" for the rest of the turn): `words`
  // is the move that can stand now, `on` whether one stands.
  standing?: { on: boolean; words?: string };
  // The viewer's answer sent before the response window's minimum, made then.
  held?: string;
  // The coach, in a game that has one (docs/protocol.md, "The coach"): the
  // table was made with hints on for everyone; this viewer may ask a hint now;
  // the game is over and this viewer may read their review.
  coach?: { hints_on: boolean; hints?: boolean; review?: boolean };
  // A rated table: each player's rating for the game moves when it ends.
  rated?: boolean;
  // The viewer's channel of the table's talk: the players' or, apart, the
  // spectators' (docs/protocol.md, "Talk at the table"); absent from a server
  // that keeps none.
  chat?: Chat;
}

// One line of a table's talk: a player's (its seat) or a spectator's (seat
// null), under the name they had then. `n` numbers the table's lines, both
// channels; `version` is the table's version when it was said, `at` seconds
// since 1970. The text is shown as text, never as markup.
export interface ChatLine {
  n: number;
  seat: number | null;
  name: string;
  text: string;
  version: number;
  at: number;
}

// The viewer's channel: its last lines in the order said, how many it has in
// all, and (a player's view only) the seats whose lines this player muted,
// which are left out of `lines`.
export interface Chat {
  lines: ChatLine[];
  muted?: number[];
  total: number;
}

// What the coach's values measure: boots held after the turn (Pantolino), the
// final score (solo Fistful), or the chance of winning, 0..1 (elsewhere).
export type Measure = 'boots' | 'score' | 'win';

// One option of a decision with its value, best first in its list.
export interface OptionValue {
  action: number;
  words: string;
  sentence: string; // "{0} stops rolling.": {N} is seat N's name
  value: number;
  low: number; // the 95% interval; low == high == value when exact
  high: number;
  samples: number; // the playouts behind a searched value, 0 when exact
}

export interface Assessment {
  player: number;
  measure: Measure;
  exact: boolean;
  method: string;
  options: OptionValue[];
}

// One decision of a review: `move` the record's index of the move (the table
// before it is replay step `move`, right after it step `move + 1`).
export interface ReviewedDecision {
  move: number;
  chosen: number; // index into assessment.options
  loss: number;
  clear: boolean;
  assessment: Assessment;
}

export interface Review {
  player: number;
  accuracy: number; // percent
  mistakes: number[]; // indices into decisions, biggest loss first
  decisions: ReviewedDecision[];
}

// An invite's secret for one seat, or for any open seat (seat null).
export interface Invite {
  seat: number | null;
  secret: string;
}

export interface TableSummary {
  table: string;
  game: string;
  title: string;
  seats: Seat[];
  open_seats: number;
  version: number;
  terminal: boolean;
  hints?: boolean; // made with the coach's hints on for everyone
  rated?: boolean; // its seats are for signed-in players, and its result moves their ratings
}

export const SPECTATOR = -2;
export const CHANCE = -1;

// An error the server answered with: its code is for programs, its message for people.
export class ApiError extends Error {
  constructor(
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

// A table passing from one server process to another answers 503 "moving" for
// a moment (docs/deploy.md): asked again every half second, for up to 8 s.
const MOVING_RETRIES = 16;
const MOVING_WAIT_MS = 500;

// A seat's credential travels in a header, never in a URL, which proxies write
// to their logs (docs/protocol.md, "Credentials").
const authorization = (credential?: string): Record<string, string> =>
  credential === undefined ? {} : { Authorization: `Bearer ${credential}` };

// One request to the server's API, its error turned into an ApiError; a table
// that is moving is asked again.
export async function call<T>(method: string, path: string, body?: unknown, credential?: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callOnce<T>(method, path, body, credential);
    } catch (e) {
      if (!(e instanceof ApiError) || e.code !== 'moving' || attempt >= MOVING_RETRIES) throw e;
      await new Promise((resolve) => setTimeout(resolve, MOVING_WAIT_MS));
    }
  }
}

async function callOnce<T>(method: string, path: string, body?: unknown, credential?: string): Promise<T> {
  let res: Response;
  try {
    // Everything that changes state is sent as JSON: the server refuses other
    // POSTs, which is what keeps other sites' pages from posting here.
    const sent = method === 'POST' ? (body ?? {}) : body;
    res = await fetch(path, {
      method,
      headers: { ...(sent === undefined ? {} : { 'Content-Type': 'application/json' }), ...authorization(credential) },
      body: sent === undefined ? undefined : JSON.stringify(sent),
    });
  } catch {
    throw new ApiError('network', 'the server cannot be reached; is `rookery serve` running?');
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('parse_error', `the server answered ${res.status} with something that is not JSON`);
  }
  const err = (json as { error?: { code: string; message: string } }).error;
  if (!res.ok || err) throw new ApiError(err?.code ?? 'http', err?.message ?? `HTTP ${res.status}`);
  return json as T;
}

// Every game with its parameters, and every bot.
export const getCatalogue = () => call<Catalogue>('GET', '/api/games');
// The catalogue, fetched once for the page's life (a failed fetch is tried again
// the next time it is asked for): the table pages read game data from it.
let catalogueOnce: Promise<Catalogue> | undefined;
export function sharedCatalogue(): Promise<Catalogue> {
  catalogueOnce ??= getCatalogue().catch((e) => {
    catalogueOnce = undefined;
    throw e;
  });
  return catalogueOnce;
}
// One page of the tables in play: those with an open seat first, newest first.
export const listTables = (offset = 0, limit = 50) =>
  call<{ tables: TableSummary[]; total: number }>('GET', `/api/tables?offset=${offset}&limit=${limit}`);
// A new table; `seats` holds "human" or a bot spec per seat. With a host the
// creator is seated at once (the answer has their credential) and the table is
// private unless `open`. A `rated` table's seats are for signed-in players only.
export const createTable = (game: string, seats: string[], host?: { name: string; seat: number }, open?: boolean, hints?: boolean, rated?: boolean) =>
  call<{ table: string; view: View; seat?: number; credential?: string; invites?: Invite[] }>(
    'POST',
    '/api/tables',
    { ...(host ? { game, seats, host, open: !!open } : { game, seats }), ...(hints ? { hints: true } : {}), ...(rated ? { rated: true } : {}) },
  );
// Takes a seat of a private table with an invite's secret (its seat, or the first open one).
export const joinWithInvite = (table: string, invite: string, name: string) =>
  call<{ table: string; seat: number; credential: string }>('POST', `/api/tables/${table}/join`, { invite, name });
// The host gives an open seat to a bot (the game's default one when `bot` is left out).
export const giveSeatToBot = (table: string, held: Held, openSeat: number, bot?: string) =>
  call<{ table: string }>('POST', `/api/tables/${table}/bot`, { seat: held.seat, credential: held.credential, open_seat: openSeat, bot });
// Hands the seat of a player who has been away long enough to a bot (the
// stand-in when `bot` is left out); asked by another seated player.
export const handOverSeat = (table: string, held: Held, awaySeat: number, bot?: string) =>
  call<{ table: string }>('POST', `/api/tables/${table}/hand-over`, { seat: held.seat, credential: held.credential, away_seat: awaySeat, bot });
// Takes an open human seat; the credential is the only proof of holding it.
export const joinSeat = (table: string, seat: number, name: string) =>
  call<{ table: string; seat: number; credential: string }>('POST', `/api/tables/${table}/join`, {
    seat,
    name,
  });
// Gives a seat up (to a bot when `bot` is a spec).
export const leaveSeat = (table: string, seat: number, credential: string, bot?: string) =>
  call<{ table: string }>('POST', `/api/tables/${table}/leave`, { seat, credential, bot });
// Says a line at the table: a player as the held seat, a spectator (no seat)
// under the account the session cookie signs in; the line reaches its channel.
export const sayAtTable = (table: string, held: Held | undefined, text: string) =>
  call<{ table: string; n: number }>('POST', `/api/tables/${table}/chat`, held ? { seat: held.seat, credential: held.credential, text } : { text });
// Mutes (or unmutes) the lines of the player at `other` for the held seat, old and new.
export const muteSeat = (table: string, held: Held, other: number, muted: boolean) =>
  call<{ table: string; muted: number[] }>('POST', `/api/tables/${table}/mute`, { seat: held.seat, credential: held.credential, other_seat: other, muted });
// A new table with the same game and seats, once the game is over; asked by a seated player.
export const playAgain = (table: string, seat: number, credential: string) =>
  call<{ table: string; seat?: number; credential?: string }>('POST', `/api/tables/${table}/again`, { seat, credential });
// A table's current view for a seat (or a spectator), its log after `since`.
export const getView = (table: string, held?: Held, since = 0) =>
  call<View>('GET', `/api/tables/${table}?since=${since}` + (held ? `&seat=${held.seat}` : ''), undefined, held?.credential);
// The table as `seat` saw it right after move `version` (a spectator without a seat).
export const getReplayStep = (table: string, version: number, held?: Held) =>
  call<View>('GET', `/api/tables/${table}/replay?version=${version}` + (held ? `&seat=${held.seat}` : ''), undefined, held?.credential);
// Asks the coach at `path` until it has its answer: the server answers 202
// while it thinks (`progress` hears each such answer), then 200. Stops, with
// undefined, once `cancelled()` says so.
async function askCoach<T>(path: string, credential: string, progress: (thinking: Record<string, unknown>) => void, cancelled: () => boolean): Promise<T | undefined> {
  for (;;) {
    let res: Response;
    try {
      res = await fetch(path, { headers: authorization(credential) });
    } catch {
      throw new ApiError('network', 'the server cannot be reached; is `rookery serve` running?');
    }
    const body = await res.json().catch(() => ({}));
    const err = (body as { error?: { code: string; message: string } }).error;
    // The coach is busy at other tables: ask again a little later.
    const busy = res.status === 429;
    if (!busy && (!res.ok || err)) throw new ApiError(err?.code ?? 'http', err?.message ?? `HTTP ${res.status}`);
    if (res.status !== 202 && !busy) return body as T;
    if (!busy) progress(body);
    await new Promise((r) => setTimeout(r, busy ? 2000 : 400));
    if (cancelled()) return undefined;
  }
}
const coachPath = (table: string, what: string, held: Held) => `/api/tables/${table}/${what}?seat=${held.seat}`;
// Every option of the held seat's decision now, valued by the coach.
export const getHint = (table: string, held: Held, cancelled: () => boolean) =>
  askCoach<{ version: number; assessment?: Assessment; status?: string; message?: string }>(coachPath(table, 'hint', held), held.credential, () => {}, cancelled);
// The coach's review of the held seat, once the game is over; `progress`
// hears how many decisions are done while it is made.
export const getReview = (table: string, held: Held, progress: (assessed: number, decisions: number) => void, cancelled: () => boolean) =>
  askCoach<{ status: string; review?: Review; message?: string }>(
    coachPath(table, 'analysis', held),
    held.credential,
    (t) => progress(Number(t.assessed ?? 0), Number(t.decisions ?? 0)),
    cancelled,
  );
// The printed components of a game (card texts), for pages that show cards.
export const getComponents = (game: string) =>
  call<Record<string, unknown>>('GET', `/api/components?game=${encodeURIComponent(game)}`);

// A seat this browser holds at a table; `at`: when it was taken (ms), so the
// lobby lists the latest games first. A seat learnt from the player's account
// (taken on another device) has no such time: its `at` is 0 or below, its place
// in the account's list, newest first.
export interface Held {
  seat: number;
  credential: string;
  at?: number;
}

// Credentials are kept in this browser so a reload comes back to the seat. They
// never go into links: an invite link names the table and, at a private table,
// an invite's secret, never a seat's credential.
export function heldSeat(table: string): Held | undefined {
  const raw = localStorage.getItem(`rookery.seat.${table}`);
  if (!raw) return undefined;
  try {
    const held = JSON.parse(raw) as Held;
    return typeof held.seat === 'number' && typeof held.credential === 'string' ? held : undefined;
  } catch {
    return undefined;
  }
}
// Every table this browser holds a seat at, by id.
export function heldTables(): string[] {
  const prefix = 'rookery.seat.';
  const out: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) out.push(key.slice(prefix.length));
  }
  // The latest first (a seat kept before `at` existed counts as the oldest).
  const at = (t: string) => heldSeat(t)?.at ?? 0;
  return out.sort((a, b) => at(b) - at(a) || a.localeCompare(b));
}
export function keepSeat(table: string, held: Held | undefined) {
  if (held) localStorage.setItem(`rookery.seat.${table}`, JSON.stringify({ ...held, at: held.at ?? Date.now() }));
  else localStorage.removeItem(`rookery.seat.${table}`);
}
