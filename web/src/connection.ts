// A table's WebSocket, as docs/protocol.md describes it: `TableConnection`, which
// reconnects by itself with the last version it saw. Nothing here knows any game.
import { ApiError, getView, SPECTATOR, type Held, type LogEntry, type View } from './api';

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
// longer holds the seat (seat_not_held, also the answer to `auth`) is reported
// (onSeatLost), anything else is retried.
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
    // The seat's credential is the first message, never in the URL.
    if (this.held) q.set('seat', String(this.held.seat));
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
      if (this.held) ws.send(JSON.stringify({ type: 'auth', credential: this.held.credential }));
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
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.lost();
      // 1008: the server refused the credential (or the client fell behind):
      // asking the lobby tells which, as for a refused handshake.
      if (opened && e.code !== 1008) this.reconnectLater();
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
      // The lobby answers for the table now (it may have just passed from one
      // server process to another, docs/deploy.md): try again soon.
      this.retry = Math.min(this.retry, 1);
    } catch (e) {
      if (this.closed) return;
      const err = e as ApiError;
      if (err.code === 'unknown_name') {
        this.closed = true;
        this.events.onStatus('gone', err.message);
        return;
      }
      // The credential no longer holds the seat (seat_not_held): watch instead.
      if (err.code === 'seat_not_held' && this.held) {
        this.seatLost(err.message);
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
    } else if (msg.type === 'error' && msg.code === 'seat_not_held' && this.held) {
      // The answer to `auth` when the credential no longer holds the seat; the
      // server closes the connection (1008) after it.
      this.seatLost(msg.message ?? 'that credential does not hold that seat');
    }
  }

  // The credential no longer holds the seat: the connection stops, and says so.
  private seatLost(message: string) {
    this.closed = true;
    clearTimeout(this.timer);
    const ws = this.ws;
    this.lost();
    ws?.close();
    this.events.onSeatLost?.(message);
  }

  // Merges a view's log into ours (docs/protocol.md, "Versions, events and
  // reconnecting"): entries we have are dropped; a log that starts after our
  // last version would leave a gap, so we ask for what is missing instead.
  private update(v: View) {
    if (v.version < this.version) {
      // The table's last moves are gone (a move taken back, or lost in a power
      // cut): the moves before them are unchanged.
      this.log = this.log.filter((e) => e.version <= v.version);
      this.syncing = false;
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
  // and the view showing it has arrived. With `standing`, the move is also left
  // standing (the view's `standing` says which move may be).
  act(action: string, standing = false) {
    return this.send(standing ? { type: 'act', action, standing: true } : { type: 'act', action });
  }
  // Takes back this seat's last move (the view's `undo` says when it may).
  undo() {
    return this.send({ type: 'undo' });
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
