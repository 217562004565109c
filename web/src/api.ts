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
  strongest_bot?: string; // the strongest bot measured for the game (docs/strength.md)
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
// A table's current view for a seat (or a spectator), its log after `since`.
export const getView = (table: string, held?: Held, since = 0) =>
  call<View>(
    'GET',
    `/api/tables/${table}?since=${since}` + (held ? `&seat=${held.seat}&credential=${encodeURIComponent(held.credential)}` : ''),
  );
// The table as `seat` saw it right after move `version` (a spectator without a seat).
export const getReplayStep = (table: string, version: number, held?: Held) =>
  call<View>(
    'GET',
    `/api/tables/${table}/replay?version=${version}` +
      (held ? `&seat=${held.seat}&credential=${encodeURIComponent(held.credential)}` : ''),
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

// What the connection is doing: `gone` when the table does not exist (the
// server said so at the handshake); it then stops trying.
export type Status = 'connecting' | 'open' | 'reconnecting' | 'gone';

// What an act or a claim resolves to: the version once the move is stored (and
// shown: the promise settles after the view that holds the move has arrived).
export interface Acked {
  version: number;
  action?: string;
}

interface Pending {
  resolve: (v: Acked) => void;
  reject: (e: ApiError) => void;
}

export interface ConnectionEvents {
  // A new view, and the whole log so far (each version once, oldest first).
  onView: (view: View, log: LogEntry[]) => void;
  onStatus: (status: Status, detail?: string) => void;
  // The credential no longer holds the seat (given up, or the seat was taken
  // over): the connection has stopped; the page should watch instead.
  onSeatLost?: (message: string) => void;
}

// How long a connection may stay silent before it counts as dropped: the
// client pings every `heartbeatMs`, and the server answers at once. Tests may
// shorten it (window.rookeryHeartbeatMs) before the page loads.
const heartbeatMs = () =>
  (globalThis as unknown as { rookeryHeartbeatMs?: number }).rookeryHeartbeatMs ?? 10000;

// A table's WebSocket that keeps itself alive: it reconnects by itself with the
// last version seen (`since`), so nothing is missed and nothing is shown twice.
// A handshake the server refuses is told apart from a network that is down by
// asking the lobby: an unknown table stops it ("gone"), a credential that no
// longer holds the seat is reported (onSeatLost), anything else is retried.
export class TableConnection {
  private ws?: WebSocket;
  private closed = false;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  // Acknowledged moves waiting for the view that shows them.
  private shown: { version: number; done: () => void }[] = [];
  private retry = 0;
  private timer?: ReturnType<typeof setTimeout>;
  private heartbeat?: ReturnType<typeof setInterval>;
  private heard = 0;
  private syncing = false;
  private log: LogEntry[] = [];
  private view?: View;

  constructor(
    private table: string,
    private held: Held | undefined,
    private events: ConnectionEvents,
  ) {
    addEventListener('online', this.onOnline);
    this.open();
  }

  // The last version this client has; what it asks for after a reconnect.
  get version() {
    return this.log.length ? this.log[this.log.length - 1].version : 0;
  }
  get connected() {
    return this.ws?.readyState === WebSocket.OPEN;
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
    this.timer = undefined;
    if (this.closed) return;
    this.events.onStatus(this.retry ? 'reconnecting' : 'connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      opened = true;
      this.retry = 0;
      this.syncing = false;
      this.heard = Date.now();
      this.heartbeat = setInterval(() => this.beat(ws), heartbeatMs());
      this.events.onStatus('open');
    };
    ws.onmessage = (e) => {
      if (this.ws !== ws) return;
      this.heard = Date.now();
      this.receive(String(e.data));
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.lost();
      if (opened) this.reconnectLater();
      else void this.refused();
    };
  }

  // Pings the server; a connection that has answered nothing for two beats is
  // dropped (a network that went away without closing it: a phone asleep, a
  // changed Wi-Fi) and opened again.
  private beat(ws: WebSocket) {
    if (this.ws !== ws) return;
    if (Date.now() - this.heard > 2.5 * heartbeatMs()) {
      ws.onclose = null;
      ws.close();
      this.lost();
      this.reconnectLater();
      return;
    }
    ws.send(JSON.stringify({ type: 'ping', client_ms: Date.now() }));
  }

  // The socket is gone: nothing in flight will be answered on it.
  private lost() {
    this.ws = undefined;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const p of this.pending.values())
      p.reject(
        new ApiError(
          'network',
          'the connection dropped before the server answered, so the move may or may not have been made; the table shows which once it is back',
        ),
      );
    this.pending.clear();
    // Stored moves: the next view will show them; nobody needs to wait for it.
    for (const s of this.shown) s.done();
    this.shown = [];
  }

  // Waits a little longer after each failure (with some randomness, so that
  // every page of a restarted server does not come back at the same moment),
  // up to 5 s.
  private reconnectLater() {
    if (this.closed || this.timer) return;
    this.retry++;
    this.events.onStatus('reconnecting');
    const delay = Math.min(5000, 250 * 2 ** (this.retry - 1)) * (0.75 + Math.random() / 2);
    this.timer = setTimeout(() => this.open(), delay);
  }

  // The network is back: try at once rather than at the end of the wait.
  private onOnline = () => {
    if (this.closed || !this.timer) return;
    clearTimeout(this.timer);
    this.open();
  };

  // The handshake failed: a browser does not say why, so ask the lobby.
  private async refused() {
    try {
      await getView(this.table, this.held, this.version);
    } catch (e) {
      if (this.closed) return;
      const err = e as ApiError;
      if (err.code === 'unknown_name') {
        this.closed = true;
        this.events.onStatus('gone', err.message);
        return;
      }
      if (err.code === 'invalid_argument' && this.held) {
        this.closed = true;
        this.events.onSeatLost?.(err.message);
        return;
      }
    }
    this.reconnectLater();
  }

  private receive(data: string) {
    let msg: { type: string; id?: number; view?: View; version?: number; action?: string; code?: string; message?: string };
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    if (msg.type === 'update' && msg.view) {
      // The server shows a seat given up (here or elsewhere) as a spectator's view.
      if (this.held && msg.view.viewer === SPECTATOR) {
        this.held = undefined;
        this.events.onSeatLost?.('the seat was given up');
      }
      this.update(msg.view);
    } else if (msg.type === 'ack' && typeof msg.id === 'number') {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (!p) return;
      const acked = { version: msg.version ?? 0, action: msg.action };
      if ((this.view?.version ?? 0) >= acked.version) p.resolve(acked);
      else {
        const s = { version: acked.version, done: () => p.resolve(acked) };
        this.shown.push(s);
        setTimeout(() => {
          if (!this.shown.includes(s)) return;
          this.shown = this.shown.filter((x) => x !== s);
          s.done();
        }, 5000);
      }
    } else if (msg.type === 'error' && typeof msg.id === 'number') {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      p?.reject(new ApiError(msg.code ?? 'error', msg.message ?? 'refused'));
    }
  }

  // Merges a view's log into ours (docs/protocol.md, "Versions, events and
  // reconnecting"): entries we have are dropped; a log that starts after our
  // last version would leave a gap, so we ask for what is missing instead.
  private update(v: View) {
    if (v.version < this.version) {
      // The table lost moves we saw (a power cut): start the log again, from 0.
      this.log = [];
      this.sync();
    } else if (v.log_since > this.version) {
      this.sync();
    } else {
      this.syncing = false;
      for (const e of v.log) if (e.version > this.version) this.log.push(e);
    }
    this.view = v;
    this.events.onView(v, this.log);
    const ready = this.shown.filter((s) => s.version <= v.version);
    this.shown = this.shown.filter((s) => s.version > v.version);
    for (const s of ready) s.done();
  }

  // Asks for every entry after our last version, once until it comes.
  private sync() {
    if (this.syncing || !this.connected) return;
    this.syncing = true;
    this.ws!.send(JSON.stringify({ type: 'sync', version: this.version }));
  }

  private send(msg: Record<string, unknown>) {
    return new Promise<Acked>((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        reject(new ApiError('network', 'not connected to the table right now, so the move was not sent; it reconnects by itself: try again then'));
        return;
      }
      const id = this.nextId++;
      // A server that never answers must not leave the page waiting for ever.
      const timer = setTimeout(() => {
        if (!this.pending.delete(id)) return;
        reject(new ApiError('network', 'the server did not answer in 20 s, so the move may or may not have been made; the table shows which'));
      }, 20000);
      this.pending.set(id, {
        resolve: (v) => (clearTimeout(timer), resolve(v)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      this.ws.send(JSON.stringify({ ...msg, id }));
    });
  }

  // Makes a move (its words, as `legal` lists them); resolves once it is stored
  // and the view showing it has arrived.
  act(action: string) {
    return this.send({ type: 'act', action });
  }
  // A real-time claim, timed by the server when it arrives.
  claim(claim: string) {
    return this.send({ type: 'claim', claim, version: this.view?.version });
  }

  // Drops the connection now (tests); it reconnects by itself.
  drop() {
    this.ws?.close();
  }
  close() {
    this.closed = true;
    clearTimeout(this.timer);
    removeEventListener('online', this.onOnline);
    const ws = this.ws;
    this.lost();
    ws?.close();
  }
}
