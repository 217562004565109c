// A table page: the game's board (src/games/), whose move it is, the legal moves,
// the log in words, the result, and a replay of a finished game. The server is the
// authority; this page shows the view it is sent and sends moves as words.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX, RefObject } from 'preact';
import {
  ApiError,
  getCatalogue,
  getComponents,
  heldSeat,
  joinSeat,
  joinWithInvite,
  keepSeat,
  leaveSeat,
  playAgain,
  SPECTATOR,
  type Held,
  type LogEntry,
  type View,
} from './api';
import { TableConnection, type Status } from './connection';
import { pageFor } from './games';
import type { GamePage } from './games/types';
import { LatencyDot } from './latency';
import { AwaySeats } from './away';
import { logWords, seatLabel, seenWords, tableOptionWords, withoutRuleIds } from './names';
import { chosenPace, keepPace, PACES, usePacedView } from './pace';
import { keepSound, soundOn, useYourTurn } from './attention';
import { Replay } from './replay';
import { useFlip } from './flip';
import { BoardGuard } from './board_guard';
import { rulesLink } from './rules';
import { awaitedWords, HostInvites, inviteInAddress, TakeInvitedSeat } from './invites';
import { HintPanel, ReviewPanel } from './coach';

// The status line: whose turn it is and what to do, in words.
// The page's prompt for the viewer's move, or none when the page cannot read the
// view (the board then says so: BoardGuard); the status line has a default.
function promptOf(page: GamePage, view: View) {
  try {
    return page.prompt?.(view);
  } catch {
    return undefined;
  }
}

export function statusLine(view: View, prompt: string | undefined, name: (s: number) => string) {
  if (view.terminal) return `Game over. ${resultWords(view, name)}`;
  if (view.waiting) return awaitedWords(view);
  if (view.clock && !view.clock.running) return 'Waiting for every seat to be taken; the first card is turned then.';
  const mine = view.viewer >= 0 && view.acting.includes(view.viewer) && view.legal.length > 0;
  if (mine) return `Your move: ${prompt ?? 'choose one of the moves below'}.`;
  const others = view.acting.filter((s) => s !== view.viewer);
  if (others.length === 0) return 'Waiting…';
  return `Waiting for ${others.map(name).join(' and ')}.`;
}

// "player 2 (random) wins with 29." / "player 1 and player 2 share the win."
export function resultWords(view: View, name: (s: number) => string) {
  const r = view.returns ?? [];
  const best = Math.max(...r);
  const winners = r.map((x, i) => [x, i] as const).filter(([x]) => x === best && x > 0).map(([, i]) => i);
  if (r.length === 1) return `Final score: ${view.scores?.[0] ?? r[0]}.`;
  if (winners.length === 0) return 'Nobody wins.';
  if (winners.length === 1) return `${name(winners[0])} wins.`;
  return `${winners.map(name).join(' and ')} share the win.`;
}

// `moving`: the seat whose move is being played out, highlighted.
function Seats({ view, held, onJoin, moving }: { view: View; held?: Held; onJoin: (seat: number) => void; moving?: number }) {
  return (
    <ul class="seats" aria-label="seats">
      {view.seats.map((s) => (
        <li class={moving !== undefined ? (moving === s.seat ? 'acting moving' : '') : view.acting.includes(s.seat) ? 'acting' : ''}>
          <span>{seatLabel(view.seats, s.seat, view.viewer)}</span>
          {s.kind === 'human' && s.taken && <LatencyDot ms={s.latency_ms} />}
          {!s.taken && !held && !view.private && (
            <button type="button" onClick={() => onJoin(s.seat)}>
              Join as player {s.seat + 1}
            </button>
          )}
          {seenWords(s) && <small class="seen"> {seenWords(s)}</small>}
        </li>
      ))}
    </ul>
  );
}

// Whether "All moves" is open in this browser (closed until a player opens it:
// the board is where moves are made).
const ALL_MOVES = 'rookery.allMoves';
const allMovesOpen = () => localStorage.getItem(ALL_MOVES) === 'open';

// Every legal move as a button (and a box to type one), folded under "All moves":
// every move can be made with the keyboard alone, whatever the board shows.
// Keys 1-9 pick the first nine moves, while the list is open, unless the game's
// page has keys of its own. While a move is on its way (`busy`) the buttons stay
// focusable but do nothing.
function Moves({ view, act, digits, busy }: { view: View; act: (a: string) => boolean; digits: boolean; busy: boolean }) {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(allMovesOpen());
  // The listener outlives renders: it calls the latest `act` and reads the latest moves.
  const latest = useRef({ act, legal: view.legal });
  latest.current = { act, legal: view.legal };
  useEffect(() => {
    if (!digits || !open) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (t && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName))) return;
      const { act, legal } = latest.current;
      const i = Number(e.key) - 1;
      if (Number.isInteger(i) && i >= 0 && i < Math.min(9, legal.length)) {
        e.preventDefault();
        act(legal[i]);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [digits, open]);
  if (view.legal.length === 0) return null;
  return (
    <details
      class="moves"
      aria-label="your moves"
      aria-busy={busy}
      open={open}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        localStorage.setItem(ALL_MOVES, now ? 'open' : 'closed');
        setOpen(now);
      }}
    >
      <summary>All moves ({view.legal.length})</summary>
      <div class="move-list">
        {view.legal.map((a, i) => (
          <button type="button" class="move" data-move={a} aria-disabled={busy} onClick={() => act(a)}>
            {/* The key only where it works: a page with keys of its own (Match) has none here. */}
            {digits && i < 9 ? <kbd>{i + 1}</kbd> : null} {a}
          </button>
        ))}
      </div>
      <form
        class="type-move"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim() && act(typed.trim())) setTyped('');
        }}
      >
        <label for="typed-move">or type a move</label>
        <input id="typed-move" list="legal-moves" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} autocomplete="off" />
        <datalist id="legal-moves">
          {view.legal.map((a) => <option value={a} />)}
        </datalist>
        <button type="submit" aria-disabled={busy}>
          Send
        </button>
      </form>
    </details>
  );
}

// Each line is a button: it shows the table as it was right after that move (a
// replay step, with this viewer's secrets only).
function Log({ log, view, show }: { log: LogEntry[]; view: View; show: (version: number) => void }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [log.length]);
  // The last 300 moves, and the earlier ones when asked for: a long game's whole
  // log (Match runs to hundreds of moves) stays one click away.
  const [all, setAll] = useState(false);
  const shown = all ? log : log.slice(-300);
  const earlier = log.length - shown.length;
  return (
    <section class="log" aria-label="log">
      <h3>Log</h3>
      {earlier > 0 && (
        <button type="button" class="log-earlier" onClick={() => setAll(true)}>
          Show the {earlier} earlier {earlier === 1 ? 'move' : 'moves'}
        </button>
      )}
      <ol ref={ref} start={shown[0]?.version}>
        {shown.map((e) => (
          <li value={e.version} class={e.player < 0 ? 'log-chance' : ''}>
            <button type="button" class="log-line" title="show the table as it was after this move" onClick={() => show(e.version)}>
              {e.sentence ? (
                logWords(e, view.seats, view.viewer)
              ) : e.player < 0 ? (
                // What the dice, the deck or the shuffle did: no one's move, so no name.
                e.text
              ) : (
                <>
                  <b>{seatLabel(view.seats, e.player, view.viewer)}:</b> {e.text}
                </>
              )}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Result({
  view,
  name,
  again,
  canAgain,
  breakdown,
  scoreName,
}: {
  view: View;
  name: (s: number) => string;
  again: () => void;
  canAgain: boolean;
  breakdown?: JSX.Element;
  scoreName: string | null;
}) {
  // With two or more players the returns are win shares: said as words. Solo,
  // the return is the score itself.
  const solo = view.seats.length === 1;
  const outcome = (r: number | undefined) => (r === undefined ? '' : r >= 1 ? 'wins' : r > 0 ? 'shares the win' : '');
  return (
    <section class="result panel" aria-label="result">
      <h2>{resultWords(view, name)}</h2>
      <table>
        <thead>
          <tr>
            <th>player</th>
            {scoreName !== null && <th>{scoreName}</th>}
            {!solo && <th>result</th>}
          </tr>
        </thead>
        <tbody>
          {view.seats.map((s) => (
            <tr>
              <td>{name(s.seat)}</td>
              {scoreName !== null && <td>{view.scores?.[s.seat]}</td>}
              {!solo && <td>{outcome(view.returns?.[s.seat])}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {breakdown}
      {canAgain && (
        <button type="button" class="primary" onClick={again}>
          Play again
        </button>
      )}
    </section>
  );
}

interface Shown {
  code: string;
  message: string;
}

// Words for a refusal or a failure, from the server's code.
function explain(e: ApiError): Shown {
  const message = withoutRuleIds(e.message);
  if (e.code === 'illegal_action' || e.code === 'parse_error') return { code: e.code, message: `That move was refused: ${message}` };
  return { code: e.code, message };
}

// Keeps keyboard users in their place: when the element they had focused goes
// away with a re-render (a move button after the move, "Join" after joining),
// focus goes to the first move button or, when there is none, to the status
// line; from there, to the first move button once moves are offered again.
function useFocusKeeper(root: RefObject<HTMLElement | null>, status: RefObject<HTMLElement | null>) {
  const last = useRef<Element | null>(null);
  const parked = useRef(false);
  const keyboard = useRef(false);
  useEffect(() => {
    const onKey = () => (keyboard.current = true);
    const onPointer = () => (keyboard.current = false);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);
  const onFocusIn = (e: FocusEvent) => {
    last.current = e.target as Element;
    if (e.target !== status.current) parked.current = false;
  };
  useEffect(() => {
    const active = document.activeElement;
    const dropped = (!active || active === document.body) && last.current !== null && !last.current.isConnected;
    const waiting = parked.current && active === status.current;
    if (!dropped && !waiting) return;
    const first = root.current?.querySelector<HTMLElement>('.moves button.move');
    if (first && (dropped || keyboard.current)) {
      first.focus({ preventScroll: !keyboard.current });
    } else if (dropped && status.current) {
      status.current.focus({ preventScroll: !keyboard.current });
      parked.current = true;
    }
  });
  return onFocusIn;
}

export function TablePage({ table }: { table: string }) {
  const [held, setHeld] = useState<Held | undefined>(heldSeat(table));
  const [view, setView] = useState<View>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [status, setStatus] = useState<Status>('connecting');
  const [gone, setGone] = useState('');
  const [error, setError] = useState<Shown>();
  const [notice, setNotice] = useState('');
  const [components, setComponents] = useState<unknown>();
  // The replay's first step while one is open: 0 from the end panel, a log line's move.
  const [replayFrom, setReplayFrom] = useState<number>();
  const replaying = replayFrom !== undefined;
  const [busy, setBusy] = useState(false);
  // The coach: the hint open for the move now; the finished game's tab shown.
  const [hinting, setHinting] = useState(false);
  const [tab, setTab] = useState<'table' | 'review'>('table');
  const [pace, setPace] = useState(chosenPace());
  const conn = useRef<TableConnection | undefined>(undefined);
  const inFlight = useRef(false);
  const secondClick = useRef(false);
  const navigating = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const replayButton = useRef<HTMLButtonElement>(null);
  const backToReplayButton = useRef(false);
  const onFocusIn = useFocusKeeper(root, statusRef);

  // The seat this browser held until a bot took it over while the page was away.
  const [lostSeat, setLostSeat] = useState<number>();
  const lostToBot = lostSeat !== undefined && view?.seats[lostSeat] !== undefined && view.seats[lostSeat].kind !== 'human';
  // This browser's credential stopped holding the seat: watch instead.
  const seatLost = (message: string) => {
    const lost = heldSeat(table)?.seat;
    keepSeat(table, undefined);
    setHeld(undefined);
    setLostSeat(lost);
    setNotice(`This browser no longer holds its seat here (${message}), so you are watching. Join an open seat to play.`);
  };

  useEffect(() => {
    const c = new TableConnection(table, held, {
      onView: (v, l) => {
        setView(v);
        setLog([...l]);
      },
      onStatus: (s, detail) => {
        setStatus(s);
        if (s === 'gone') setGone(detail ?? 'there is no such table');
        // A failure to reach the table is over once it is reached again.
        if (s === 'open') setError((e) => (e?.code === 'network' ? undefined : e));
      },
      onSeatLost: seatLost,
    });
    conn.current = c;
    // Tests drop the connection on purpose to see the page recover by itself.
    (window as unknown as { rookeryDrop?: () => void }).rookeryDrop = () => c.drop();
    return () => c.close();
  }, [table, held?.credential]);

  // What is drawn: the live view, or the table after each of others' moves in turn.
  const paced = usePacedView(table, held, view, log, pace);
  const shown = paced.view;
  // Pieces that moved since the last position shown slide to their place.
  const boardRef = useRef<HTMLElement>(null);
  useFlip(boardRef, replaying ? -1 : shown?.version ?? 0);
  const shownLog = useMemo(() => (shown && shown !== view ? log.filter((e) => e.version <= shown.version) : log), [log, shown]);
  // Escape skips while moves are played out; the listener calls the latest skip
  // (which goes to the latest live view).
  const skip = useRef(paced.skip);
  skip.current = paced.skip;
  useEffect(() => {
    if (!paced.step) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      skip.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [paced.step]);

  const page = view ? pageFor(view.game) : undefined;
  useEffect(() => {
    if (view && page?.needsComponents && components === undefined)
      getComponents(view.game).then(setComponents, (e) => setError(explain(e)));
  }, [view?.game]);

  // Opened as #/table/ID?replay (the lobby's finished games): the replay, once.
  useEffect(() => {
    if (!view?.terminal || !/[?&]replay\b/.test(location.hash)) return;
    history.replaceState(null, '', `#/table/${table}`);
    setReplayFrom(0);
  }, [view?.terminal]);

  useEffect(() => {
    if (!replaying && backToReplayButton.current) {
      backToReplayButton.current = false;
      replayButton.current?.focus();
    }
  }, [replaying]);

  // A hint is for one decision: it closes once the table moves on.
  useEffect(() => setHinting(false), [view?.version]);

  const name = useMemo(() => (s: number) => (view ? seatLabel(view.seats, s, view.viewer) : `player ${s + 1}`), [view?.seats, view?.viewer]);

  // The tab says when it is this player's turn, so another tab or window can wait:
  // once the page offers the moves, after others' moves are played out (a step
  // shown is a replay view, with none).
  const yourTurn = !!view && !!shown && view.viewer !== SPECTATOR && shown.legal.length > 0 && !shown.terminal;
  const [sound, setSound] = useState(soundOn());
  useYourTurn(yourTurn, view?.title, sound);

  // Sends a move; false when it was not sent. One move at a time: a click or key
  // while the last move is on its way does nothing, and neither does the second
  // click of a double-click (even when the answer came first), so a move is never
  // sent twice and refused as "not your move".
  const act = (action: string, options?: { standing?: boolean }) => {
    const c = conn.current;
    if (!c || !view || inFlight.current || secondClick.current) return false;
    if (!c.connected) {
      setError({ code: 'network', message: 'Not connected to the table right now, so the move was not sent. The page reconnects by itself; try again then.' });
      return false;
    }
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    const sent = view.clock ? c.claim(action) : c.act(action, options?.standing);
    sent
      .catch((e: ApiError) => {
        if (e.code === 'invalid_argument' && /does not hold/.test(e.message)) seatLost(e.message);
        else setError(explain(e));
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
    return true;
  };

  // Takes back this seat's last move (offered while the view says `undo`); the
  // focus stays in the action bar, as after a move.
  const undo = () => {
    const c = conn.current;
    if (!c || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    c.undo()
      .catch((e: ApiError) => setError(explain(e)))
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
        statusRef.current?.focus();
      });
  };

  async function join(seat: number) {
    try {
      const person = localStorage.getItem('rookery.name') || `player ${seat + 1}`;
      const r = await joinSeat(table, seat, person);
      const h = { seat: r.seat, credential: r.credential };
      keepSeat(table, h);
      setNotice('');
      setHeld(h);
    } catch (e) {
      setError(explain(e as ApiError));
    }
  }
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    if (!held) return;
    try {
      // The game's default level plays on (Medium), as for a seat handed over.
      const name = (view?.game ?? '').split('(')[0];
      const bot = (await getCatalogue()).games.find((g) => g.name === name)?.default_bot;
      await leaveSeat(table, held.seat, held.credential, bot ?? (view?.clock ? 'reaction(level=casual)' : 'random'));
    } catch (e) {
      const err = e as ApiError;
      // Still ours (the server could not be reached): keep the credential, or
      // the seat could never be taken back.
      if (err.code !== 'invalid_argument') {
        setError(explain(err));
        return;
      }
    }
    keepSeat(table, undefined);
    setHeld(undefined);
  }
  // Goes to table `next`, taking the same seat there when it is still open.
  async function follow(next: string) {
    if (held && !heldSeat(next)) {
      try {
        // After a private table, the seat's invite to the next one.
        const name = localStorage.getItem('rookery.name') || `player ${held.seat + 1}`;
        const j = view?.next_invite ? await joinWithInvite(next, view.next_invite, name) : await joinSeat(next, held.seat, name);
        keepSeat(next, { seat: j.seat, credential: j.credential });
      } catch {
        // Taken already or played by a bot: watch, or join another seat there.
      }
    }
    location.hash = `#/table/${next}`;
  }
  // "Play again" makes one new table, however often it is clicked.
  async function again() {
    if (navigating.current) return;
    navigating.current = true;
    try {
      if (!view?.next && !held) return;  // only a seated player starts the next game
      if (view?.next) return await follow(view.next);
      const made = await playAgain(table, held!.seat, held!.credential);
      // The asker hosts a private table's next game: seated there already.
      if (made.credential !== undefined && made.seat !== undefined && !heldSeat(made.table))
        keepSeat(made.table, { seat: made.seat, credential: made.credential });
      await follow(made.table);
    } catch (e) {
      setError(explain(e as ApiError));
    } finally {
      navigating.current = false;
    }
  }

  if (status === 'gone') {
    return (
      <div class="panel" role="alert">
        <h1>No such table</h1>
        <p>
          The server has no table <code>{table}</code> ({gone}). The link may be mistyped, or the table was made on
          another server.
        </p>
        <p>
          <a href="#/">Back to the lobby</a>
        </p>
      </div>
    );
  }
  if (!view || !shown || !page) {
    return (
      <p class="status" role="status">
        {status === 'connecting' ? 'Connecting to the table…' : 'The server cannot be reached yet; trying again…'}
      </p>
    );
  }
  const invite = `${location.origin}${location.pathname}#/table/${table}`;
  const invited = !held && !view.terminal ? inviteInAddress() : undefined;
  // A step being played out is a replay view: no legal moves, so nothing to click.
  const mine = view.viewer !== SPECTATOR && shown.legal.length > 0;
  const prompt = mine ? promptOf(page, shown) : undefined;
  const step = paced.step;
  const offline = status !== 'open';
  return (
    <div
      ref={root}
      class={`table game-${view.game.split('(')[0]}`}
      onFocusIn={onFocusIn}
      onClickCapture={(e) => {
        // The second click of a double-click makes no move (it still reaches the
        // board, where two quick clicks may pick a die and put it back).
        secondClick.current = e.detail > 1;
        setTimeout(() => (secondClick.current = false));
      }}
    >
      <div class="table-head">
        <h1>{view.title}</h1>
        <span class="table-options" title={view.game}>
          {tableOptionWords(view.game, view.seats.length, page.optionWords)}
        </span>
        <span class={`connection ${status}`}>
          {status === 'open' ? 'connected' : status === 'reconnecting' ? 'reconnecting…' : 'connecting…'}
        </span>
        <a class="how-to-play-link" href={rulesLink(view.game, table)}>How to play</a>
        {view.coach?.hints_on && <span class="hints-on">The coach’s hints are on for everyone at this table.</span>}
      </div>
      {invited && <TakeInvitedSeat table={table} view={view} secret={invited} seated={(h) => (setNotice(''), setHeld(h))} />}
      <div class="action-bar">
      <p class="status" role="status" aria-live="polite" tabIndex={-1} ref={statusRef}>
        {offline && 'The connection dropped; reconnecting… '}
        {step ? (
          <>
            {logWords(step, shown.seats, shown.viewer)}{' '}
            <button type="button" class="skip" onClick={paced.skip} title="Show the table as it is now (Escape)">
              Skip
            </button>
          </>
        ) : (
          statusLine(shown, prompt, name)
        )}
        {view.viewer === SPECTATOR && ' (You are watching.)'}
      </p>
      {view.undo && !replaying && !step && (
        <button type="button" class="undo" aria-disabled={busy || offline} onClick={undo} title="Take back your last move (only within your turn, before dice are rolled or anything hidden is seen)">
          ↶ Undo your last move
        </button>
      )}
      {mine && shown.legal.length > 1 && !replaying && !step && held && view.coach?.hints && (
        <button type="button" class="hint-button" aria-expanded={hinting} onClick={() => setHinting(!hinting)} title="How good is each option? The coach values them.">
          Hint: how good is each option?
        </button>
      )}
      {mine && !replaying && <Moves view={shown} act={act} digits={!page.ownKeys} busy={busy || offline} />}
      </div>
      {hinting && mine && !replaying && !step && held && (
        <HintPanel table={table} held={held} view={view} act={(words) => act(words)} close={() => setHinting(false)} />
      )}
      {held && !replaying && <HostInvites table={table} view={view} held={held} failed={(e) => setError(explain(e))} />}
      {lostToBot ? (
        <p class="notice">You were away for a while, so the other players let a bot play your seat. You can watch the game to its end.</p>
      ) : (
        notice && <p class="notice">{notice}</p>
      )}
      {error && (
        <p class="error" role="alert">
          {error.message}
        </p>
      )}
      {view.next && (
        <p class="next-game" role="alert">
          A new game of the same kind has started.{' '}
          <button type="button" class="primary" onClick={() => follow(view.next!)}>
            Go to the next game
          </button>
        </p>
      )}
      {replaying ? (
        <Replay
          key={replayFrom}
          table={table}
          held={held}
          start={replayFrom}
          last={view.version}
          page={page}
          components={components}
          close={() => {
            backToReplayButton.current = true;
            setReplayFrom(undefined);
          }}
        />
      ) : (
        <>
          {shown.terminal && held && view.coach?.review && (
            <div class="tabs" role="tablist" aria-label="after the game">
              <button type="button" role="tab" aria-selected={tab === 'table'} onClick={() => setTab('table')}>
                Result and table
              </button>
              <button type="button" role="tab" aria-selected={tab === 'review'} onClick={() => setTab('review')}>
                Review
              </button>
            </div>
          )}
          {shown.terminal && held && view.coach?.review && tab === 'review' ? (
            <ReviewPanel table={table} held={held} view={view} show={(step) => setReplayFrom(step)} />
          ) : (
          <>
          {shown.terminal && (
            <Result
              view={view}
              name={name}
              again={again}
              canAgain={!!held || !!view.next}
              breakdown={
                page.Breakdown && (
                  <BoardGuard version={view.version}>
                    <page.Breakdown view={view} seatName={name} />
                  </BoardGuard>
                )
              }
              scoreName={page.scoreName === undefined ? 'score' : page.scoreName}
            />
          )}
          <section ref={boardRef} class={`board${offline ? ' offline' : ''}${step ? ' playing-out' : ''}`} aria-label="board" aria-disabled={offline} data-version={shown.version}>
            <BoardGuard version={shown.version}>
              <page.Board view={shown} log={shownLog} components={components} act={mine || (view.clock && !step) ? act : undefined} seatName={name} />
            </BoardGuard>
          </section>
          </>
          )}
        </>
      )}
      <div class="side">
        <Seats view={shown} held={held} onJoin={join} moving={step ? step.player : undefined} />
        <AwaySeats view={view} held={held} onError={(e) => setError(explain(e))} />
        <div class="table-actions">
          {!view.private && (
            <>
              <label for="invite">invite link</label>
              <input id="invite" readOnly value={invite} onFocus={(e) => e.currentTarget.select()} />
            </>
          )}
          {held && !view.terminal && !leaving && (
            <button type="button" onClick={() => setLeaving(true)}>
              Leave (a bot plays on)
            </button>
          )}
          {held && !view.terminal && leaving && (
            // Leaving cannot be undone by the one who leaves (they saw the seat's
            // secrets: no other seat for them), so it is asked once more.
            <div class="leave-confirm" role="group" aria-label="leave the table?">
              <span>Leave this table? A bot takes your seat.</span>
              <button type="button" class="primary" onClick={() => { setLeaving(false); leave(); }}>
                Yes, leave
              </button>
              <button type="button" onClick={() => setLeaving(false)}>
                Stay
              </button>
            </div>
          )}
          {view.terminal && !replaying && (
            <button type="button" ref={replayButton} onClick={() => setReplayFrom(0)}>
              Replay step by step
            </button>
          )}
          {!view.clock && (
            <label class="pace">
              Others' moves{' '}
              <select
                value={pace}
                aria-label="how others' moves are shown"
                onChange={(e) => {
                  const ms = Number(e.currentTarget.value);
                  keepPace(ms);
                  setPace(ms);
                }}
              >
                {PACES.map((p) => (
                  <option value={p.ms}>{p.words}</option>
                ))}
              </select>
            </label>
          )}
          {held && (
            <label class="sound">
              <input
                type="checkbox"
                checked={sound}
                onChange={(e) => {
                  keepSound(e.currentTarget.checked);
                  setSound(e.currentTarget.checked);
                }}
              />{' '}
              a sound when it is your turn
            </label>
          )}
        </div>
        <Log log={shownLog} view={shown} show={(version) => setReplayFrom(version)} />
      </div>
    </div>
  );
}
