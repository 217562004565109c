// The server's lobby API and a table's WebSocket, as docs/protocol.md describes
// them. Nothing here knows any game: views are shown by src/games/.

export interface ParamInfo {
  name: string;
  kind: 'int' | 'double' | 'bool' | 'choice' | string;
  default: string;
  help: string;
  range: string;
  min?: number;
  max?: number;
  choices?: string[];
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
}

export interface LogEntry {
  version: number;
  player: number; // -1: chance
  text: string;
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
  // The game's own observation JSON; each game's page reads its fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  observation: any;
  describe: string;
  log_since: number;
  log: LogEntry[];
  terminal: boolean;
  returns?: number[];
  scores?: number[];
  clock?: Clock;
  next?: string; // the table "play again" made from this one
}

export interface TableSummary {
  table: string;
  game: string;
  title: string;
  seats: Seat[];
  open_seats: number;
  version: number;
  terminal: boolean;
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

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
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
// The open and running tables, oldest first.
export const listTables = () =>
  call<{ tables: TableSummary[] }>('GET', '/api/tables').then((r) => r.tables);
// A new table; `seats` holds "human" or a bot spec per seat.
export const createTable = (game: string, seats: string[]) =>
  call<{ table: string; view: View }>('POST', '/api/tables', { game, seats });
// Takes an open human seat; the credential is the only proof of holding it.
export const joinSeat = (table: string, seat: number, name: string) =>
  call<{ table: string; seat: number; credential: string }>('POST', `/api/tables/${table}/join`, {
    seat,
    name,
  });
// Gives a seat up (to a bot when `bot` is a spec).
export const leaveSeat = (table: string, seat: number, credential: string, bot?: string) =>
  call<{ table: string }>('POST', `/api/tables/${table}/leave`, { seat, credential, bot });
// A new table with the same game and seats.
export const playAgain = (table: string) =>
  call<{ table: string }>('POST', `/api/tables/${table}/again`);
// The table as `seat` saw it right after move `version` (a spectator without a seat).
export const getReplayStep = (table: string, version: number, held?: Held) =>
  call<View>(
    'GET',
    `/api/tables/${table}/replay?version=${version}` +
      (held ? `&seat=${held.seat}&credential=${held.credential}` : ''),
  );
// The printed components of a game (card texts), for pages that show cards.
export const getComponents = (game: string) =>
  call<Record<string, unknown>>('GET', `/api/components?game=${encodeURIComponent(game)}`);

// A seat this browser holds at a table.
export interface Held {
  seat: number;
  credential: string;
}

// Credentials are kept in this browser so a reload comes back to the seat. They
// never go into links: an invite link names the table only.
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
export function keepSeat(table: string, held: Held | undefined) {
  if (held) localStorage.setItem(`rookery.seat.${table}`, JSON.stringify(held));
  else localStorage.removeItem(`rookery.seat.${table}`);
}

export type Status = 'connecting' | 'open' | 'reconnecting';

interface Pending {
  resolve: (v: { version: number; action?: string }) => void;
  reject: (e: ApiError) => void;
}

// A table's WebSocket that keeps itself alive: it reconnects by itself with the
// last version seen (`since`), so nothing is missed and nothing is shown twice.
export class TableConnection {
  private ws?: WebSocket;
  private closed = false;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private retry = 0;
  private log: LogEntry[] = [];
  private view?: View;

  constructor(
    private table: string,
    private held: Held | undefined,
    private onView: (view: View, log: LogEntry[]) => void,
    private onStatus: (status: Status, detail?: string) => void,
  ) {
    this.open();
  }

  // The last version this client has; what it asks for after a reconnect.
  get version() {
    return this.log.length ? this.log[this.log.length - 1].version : 0;
  }

  private url() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = new URLSearchParams({ since: String(this.version) });
    if (this.held) {
      q.set('seat', String(this.held.seat));
      q.set('credential', this.held.credential);
    }
    return `${proto}//${location.host}/ws/tables/${this.table}?${q}`;
  }

  private open() {
    if (this.closed) return;
    this.onStatus(this.retry ? 'reconnecting' : 'connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.onStatus('open');
    };
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = () => {
      if (this.ws !== ws) return;
      for (const p of this.pending.values())
        p.reject(new ApiError('network', 'the connection dropped before the server answered; try again'));
      this.pending.clear();
      if (this.closed) return;
      this.retry++;
      this.onStatus('reconnecting');
      // Back off a little, up to 3 s, so a restarting server is not flooded.
      setTimeout(() => this.open(), Math.min(3000, 200 * this.retry));
    };
  }

  private receive(data: string) {
    let msg: { type: string; id?: number; view?: View; version?: number; action?: string; code?: string; message?: string };
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    if (msg.type === 'update' && msg.view) {
      const v = msg.view;
      // A table that lost moves we saw (a power cut): start the log again, from 0.
      if (v.version < this.version) {
        this.log = [];
        this.ws?.send(JSON.stringify({ type: 'sync' }));
        return;
      }
      for (const e of v.log) if (e.version > this.version) this.log.push(e);
      this.view = v;
      this.onView(v, this.log);
    } else if (msg.type === 'ack' && msg.id !== undefined) {
      this.pending.get(msg.id)?.resolve({ version: msg.version ?? 0, action: msg.action });
      this.pending.delete(msg.id);
    } else if (msg.type === 'error') {
      const p = msg.id !== undefined ? this.pending.get(msg.id) : undefined;
      if (p) {
        p.reject(new ApiError(msg.code ?? 'error', msg.message ?? 'refused'));
        this.pending.delete(msg.id!);
      }
    }
  }

  private send(msg: Record<string, unknown>) {
    return new Promise<{ version: number; action?: string }>((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        reject(new ApiError('network', 'not connected to the table right now; reconnecting'));
        return;
      }
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ ...msg, id }));
    });
  }

  // Makes a move (its words, as `legal` lists them); resolves once it is stored.
  act(action: string) {
    return this.send({ type: 'act', action });
  }
  // A real-time claim, timed by the server when it arrives.
  claim(claim: string) {
    return this.send({ type: 'claim', claim, version: this.view?.version });
  }

  // Drops the connection now (tests and "leave"); it reconnects unless closed.
  drop() {
    this.ws?.close();
  }
  close() {
    this.closed = true;
    this.ws?.close();
  }
}
