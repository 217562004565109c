// The lobby: pick a game, its options and the seats; create a table; join or
// watch the tables already running.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { wantedGame } from './lobby_link';
import {
  ApiError,
  createTable,
  getCatalogue,
  getView,
  heldSeat,
  heldTables,
  joinSeat,
  keepSeat,
  leaveSeat,
  listTables,
  type Catalogue,
  type GameInfo,
  type ParamInfo,
  type TableSummary,
  type View,
} from './api';
import { standIn } from './table/stand_in';
import { listWords, seatLabel, seenWords, sentence, tableOptionWords, withoutRuleIds } from './names';
import { pageFor } from './games';
import type { ParamWords } from './games/types';
import { resultWords } from './table/result';
import { GameCards } from './rules/cards';
import { keepRemoved, learnAccountSeats } from './account_seats';
import { leaderboardLink, PeopleAt, PlayingAs } from './player_link';
import { useAccount } from './session';
import { accountLink, SignInNeeded } from './sign_in_needed';
import './lobby.css';

// Bot choices offered per seat, from the server's bot table: its levels,
// weakest first, each with a line on how it plays; any other spec can be typed
// in the advanced field ("custom").
function botChoices(game: GameInfo): { spec: string; label: string; about?: string }[] {
  return game.bot_levels.map((level) => ({ spec: level.spec, label: `bot: ${level.title}`, about: level.about }));
}
// The bot a new seat starts with: the server's default level (Medium).
const defaultBot = (game: GameInfo) => game.default_bot ?? game.bot_levels[0]?.spec ?? 'random';

// What is wrong with a parameter's value, in words, or '' when it is fine. The
// server checks again; this only saves a round trip and keeps the seat list sane
// (a "players" of 1e9 must not become a billion seat choices).
export function paramProblem(param: ParamInfo, value: string): string {
  if (param.kind !== 'int' && param.kind !== 'double') return '';
  const v = value.trim();
  const n = Number(v);
  const range = param.min !== undefined && param.max !== undefined ? ` from ${param.min} to ${param.max}` : '';
  if (v === '' || !Number.isFinite(n)) return `${param.name.replaceAll('_', ' ')}: a number${range} is needed`;
  if (param.kind === 'int' && !Number.isInteger(n)) return `${param.name.replaceAll('_', ' ')}: a whole number${range} is needed`;
  if ((param.min !== undefined && n < param.min) || (param.max !== undefined && n > param.max))
    return `${param.name.replaceAll('_', ' ')}: ${v} is out of range; it goes${range}`;
  return '';
}

// The number of seats a game string asks for: its players parameter, or the
// minimum; undefined while the players field holds no valid number.
function playersOf(game: GameInfo, values: Record<string, string>) {
  const param = game.params.find((p) => p.name === 'players');
  const v = values['players'];
  if (!param || v === undefined) return game.min_players;
  if (paramProblem(param, v)) return undefined;
  const n = Number(v);
  return n >= game.min_players && n <= game.max_players ? n : undefined;
}

// Whether `param` applies with these values (its `applies_when`: "players=1",
// "players!=1"); an option that does not apply is neither shown nor sent.
export function applies(game: GameInfo, param: ParamInfo, values: Record<string, string>) {
  const m = /^(\w+)(!?=)(.*)$/.exec(param.applies_when ?? '');
  if (!m) return true;
  const other = game.params.find((p) => p.name === m[1]);
  const value = (values[m[1]] ?? other?.default ?? '').trim();
  return m[2] === '=' ? value === m[3] : value !== m[3];
}

// The player counts an option's value allows ([2, 3] for Plucky's teams mode), or
// undefined where the game's own range holds.
function playersRange(game: GameInfo, values: Record<string, string>): [number, number] | undefined {
  const by = countingChoice(game);
  return by?.players_by_choice?.[values[by.name] ?? by.default];
}

// The option whose choice decides how many may play (the server's players_by_choice).
const countingChoice = (game: GameInfo) => game.params.find((p) => p.players_by_choice);

// Choosing such an option moves the players field into its range (teams: 4 players
// become 3); asking for more players than the option allows chooses the one value
// that seats them, if there is one (6 Fistful players turn the advanced game on).
// Either way the stranger is never refused after pressing "Create table".
export function fitPlayers(game: GameInfo, values: Record<string, string>, changed: string): Record<string, string> {
  const by = countingChoice(game);
  if (by && changed === 'players') {
    const n = Number(values['players']);
    const range = playersRange(game, values);
    if (!range || !Number.isFinite(n) || (n >= range[0] && n <= range[1])) return values;
    const seats = Object.entries(by.players_by_choice ?? {}).filter(([, [lo, hi]]) => n >= lo && n <= hi);
    return seats.length === 1 ? { ...values, [by.name]: seats[0][0] } : values;
  }
  const range = changed === by?.name ? playersRange(game, values) : undefined;
  if (!range || values['players'] === undefined) return values;
  const n = Math.round(Number(values['players']));
  const fitted = String(Number.isFinite(n) ? Math.min(range[1], Math.max(range[0], n)) : range[0]);
  return fitted === values['players'] ? values : { ...values, players: fitted };
}

// What is wrong with the players for the options chosen, in words, or ''.
function playersRangeProblem(game: GameInfo, values: Record<string, string>): string {
  const by = countingChoice(game);
  const range = playersRange(game, values);
  const n = Number(values['players']);
  if (!by || !range || !Number.isFinite(n) || (n >= range[0] && n <= range[1])) return '';
  const counts = range[1] === range[0] + 1 ? `${range[0]} or ${range[1]}` : `${range[0]} to ${range[1]}`;
  return `players: ${by.name} ${(values[by.name] ?? by.default).replaceAll('_', ' ')} is for ${counts} players`;
}

// "fistful(players=3,advanced=true)": every parameter that applies and differs from its default.
export function gameString(game: GameInfo, values: Record<string, string>) {
  const parts = game.params
    .filter((p) => applies(game, p, values) && values[p.name] !== undefined && values[p.name] !== p.default)
    .map((p) => `${p.name}=${values[p.name].trim()}`);
  return parts.length ? `${game.name}(${parts.join(',')})` : game.name;
}

function ParamField({ param, value, set, words }: { param: ParamInfo; value: string; set: (v: string) => void; words?: ParamWords }) {
  const id = `param-${param.name}`;
  const problem = paramProblem(param, value);
  let input;
  if (words?.choices) {
    // The game's page offers the values in players' words (Match's pace in seconds).
    input = (
      <select id={id} value={value} onChange={(e) => set(e.currentTarget.value)}>
        {words.choices.map(([v, w]) => (
          <option value={v}>{w}</option>
        ))}
      </select>
    );
  } else if (param.kind === 'bool') {
    input = (
      <input id={id} type="checkbox" checked={value === 'true'} onChange={(e) => set(e.currentTarget.checked ? 'true' : 'false')} />
    );
  } else if (param.kind === 'choice') {
    input = (
      <select id={id} value={value} onChange={(e) => set(e.currentTarget.value)}>
        {param.choices?.map((c) => <option value={c}>{c.replaceAll('_', ' ')}</option>)}
      </select>
    );
  } else {
    input = (
      <input
        id={id}
        type="number"
        min={param.min}
        max={param.max}
        step={param.kind === 'int' ? 1 : 'any'}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onInput={(e) => set(e.currentTarget.value)}
      />
    );
  }
  return (
    <div class="field">
      <label for={id}>{words?.label ?? param.name.replaceAll('_', ' ')}</label>
      {input}
      <small>{words?.help ?? withoutRuleIds(param.help)}</small>
      {problem && (
        <small id={`${id}-problem`} class="field-error">
          {problem}
        </small>
      )}
    </div>
  );
}

function NewTable({
  catalogue,
  name,
  setName,
  wanted,
}: {
  catalogue: Catalogue;
  name: string;
  setName: (n: string) => void;
  wanted?: { game: string; n: number };
}) {
  const [gameName, setGameName] = useState(catalogue.games[0]?.name ?? '');
  const game = catalogue.games.find((g) => g.name === gameName)!;
  const defaults = useMemo(() => Object.fromEntries(game.params.map((p) => [p.name, p.default])), [game]);
  const [values, setValues] = useState<Record<string, string>>(defaults);
  const [seats, setSeats] = useState<string[]>([]);
  // The seats whose bot spec is typed in the advanced field, even when it names a level.
  const [advanced, setAdvanced] = useState<Record<number, boolean>>({});
  // A new game starts from its own defaults, and its bot seats from its own
  // default level, since the same spec may stand for another level there
  // (heuristic is Medium in one game, Hard in another) and a typed spec may not
  // play it at all. All in the same render as the game: set later, in an effect,
  // the old game's spec would show for a frame as an advanced field.
  const pickGame = (name: string) => {
    const next = catalogue.games.find((g) => g.name === name)!;
    setGameName(name);
    setValues(Object.fromEntries(next.params.map((p) => [p.name, p.default])));
    setSeats((old) => old.map((s, i) => (i === 0 || s === 'human' ? s : defaultBot(next))));
    setAdvanced({});
  };
  // A game chosen from its card: the form shows it, in view, its select focused.
  useEffect(() => {
    if (!wanted) return;
    if (wanted.game !== gameName) pickGame(wanted.game);
    const select = document.getElementById('game');
    select?.focus({ preventScroll: true });
    select?.closest('form')?.scrollIntoView({ block: 'start' });
  }, [wanted]);
  // A table with a person's seat besides yours is private unless this is ticked.
  const [open, setOpen] = useState(false);
  const [hints, setHints] = useState(false);
  // Rated: the result moves everyone's rating. Only people can be rated, and
  // only signed in, one seat each: with a bot seat the box cannot be ticked.
  const [rated, setRated] = useState(false);
  const account = useAccount();
  const [error, setError] = useState('');
  // The refusal asks the player to sign in: its words come with the way to.
  const [signIn, setSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const players = playersOf(game, values);
  const choices = botChoices(game);
  // One seat per player: the first is yours, the others bots until changed. While
  // the players field holds no valid number the seats stay as they were.
  useEffect(() => {
    if (players === undefined) return;
    setSeats((old) => Array.from({ length: players }, (_, i) => old[i] ?? (i === 0 ? 'human' : defaultBot(game))));
  }, [players, gameName]);

  // Problems the server would refuse, said before anything is sent.
  const problems = [
    ...game.params.filter((p) => applies(game, p, values)).map((p) => paramProblem(p, values[p.name] ?? p.default)).filter(Boolean),
    ...(players === undefined && !game.params.some((p) => p.name === 'players' && paramProblem(p, values[p.name] ?? p.default))
      ? [`players: ${game.title} is for ${game.min_players} to ${game.max_players} players`]
      : []),
    ...[playersRangeProblem(game, values)].filter(Boolean),
    ...seats.flatMap((s, i) => (s.trim() ? [] : [`player ${i + 1}: name a bot spec, or choose a person`])),
  ];
  const canRate = seats.length >= 2 && seats.every((x) => x === 'human');
  const ratedOn = rated && canRate;

  async function create(e: Event) {
    e.preventDefault();
    if (busy) return;
    setSignIn(false);
    if (problems.length) {
      setError(`Not created: ${problems.join('; ')}.`);
      return;
    }
    if (ratedOn && !account) {
      setError('A rated table is for players signed in to an account, you too.');
      setSignIn(true);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const str = gameString(game, values);
      const mine = seats.indexOf('human');
      // You host a table with your seat: seated at once, the others invited (or,
      // open to anyone, joined from the list); the game waits for them.
      // Signed in, the seat is the account's and carries its name.
      const host = mine >= 0 ? { name: account?.name ?? (name || `player ${mine + 1}`), seat: mine } : undefined;
      if (host && !account) localStorage.setItem('rookery.name', name);
      const people = seats.filter((x) => x === 'human').length;
      const made = await createTable(str, seats.map((x) => x.trim()), host, open, people > 1 && hints && !ratedOn, ratedOn);
      if (made.credential !== undefined && made.seat !== undefined) keepSeat(made.table, { seat: made.seat, credential: made.credential });
      location.hash = `#/table/${made.table}`;
    } catch (err) {
      setError(err instanceof ApiError ? (err.code === 'not_signed_in' ? sentence(err.message) : err.message) : String(err));
      setSignIn(err instanceof ApiError && err.code === 'not_signed_in');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="panel" onSubmit={create} aria-label="new table">
      <h2>New table</h2>
      <div class="field">
        <label for="game">game</label>
        <select id="game" value={gameName} onChange={(e) => pickGame(e.currentTarget.value)}>
          {catalogue.games.map((g) => <option value={g.name}>{g.title}</option>)}
        </select>
        <small>{game.summary}</small>
      </div>
      {game.params.filter((p) => applies(game, p, values)).map((p) => (
        <ParamField
          param={p}
          value={values[p.name] ?? p.default}
          set={(v) => setValues(fitPlayers(game, { ...values, [p.name]: v }, p.name))}
          words={pageFor(game.name).paramWords?.[p.name]}
        />
      ))}
      <fieldset>
        <legend>seats</legend>
        {seats.map((s, i) => {
          const known = s === 'human' || choices.some((c) => c.spec === s);
          const about = choices.find((c) => c.spec === s)?.about;
          return (
            <div class="field seat-choice">
              <label for={`seat-${i}`}>player {i + 1}</label>
              <select
                id={`seat-${i}`}
                value={known && !advanced[i] ? s : 'custom'}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  // The advanced field starts from the spec of the level chosen before.
                  const from = s === 'human' ? defaultBot(game) : s;
                  setSeats(seats.map((x, j) => (j === i ? (v === 'custom' ? from : v) : x)));
                  setAdvanced((a) => ({ ...a, [i]: v === 'custom' }));
                }}
              >
                <option value="human">a person {i === seats.indexOf('human') ? '(you)' : '(invite)'}</option>
                {choices.map((c) => <option value={c.spec}>{c.label}</option>)}
                <option value="custom">bot: advanced (a bot spec)…</option>
              </select>
              {about && !advanced[i] && <small class="about-bot">{about}</small>}
              {(!known || advanced[i]) && (
                <input
                  class="bot-spec"
                  aria-label={`bot spec for player ${i + 1} (advanced)`}
                  value={s}
                  onInput={(e) => setSeats(seats.map((x, j) => (j === i ? e.currentTarget.value : x)))}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      {seats.filter((x) => x === 'human').length > 1 && game.coach && (
        <div class="field hints-for-everyone">
          <label for="hints-for-everyone">
            <input
              id="hints-for-everyone"
              type="checkbox"
              checked={hints && !ratedOn}
              disabled={ratedOn}
              onChange={(e) => setHints(e.currentTarget.checked)}
            />{' '}
            the coach’s hints for everyone
          </label>
          <small>
            {ratedOn
              ? 'A rated game is played without hints: the coach’s review comes after it.'
              : hints
                ? 'Every player may ask the coach how good each option is; everyone who joins is told.'
                : 'With people at the table, hints are off: alone or against bots, they are always there.'}
          </small>
        </div>
      )}
      {seats.filter((x) => x === 'human').length > 1 && (
        <div class="field open-to-anyone">
          <label for="open-to-anyone">
            <input id="open-to-anyone" type="checkbox" checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} /> open to anyone
          </label>
          <small>
            {open
              ? 'Anyone may take the open seats from the list of tables.'
              : 'Private: the table is not listed, and your friends take their seats with the invite links you send them.'}
          </small>
        </div>
      )}
      <div class="field rated-table">
        <label for="rated-table">
          <input
            id="rated-table"
            type="checkbox"
            checked={ratedOn}
            disabled={!canRate}
            aria-describedby="rated-table-hint"
            onChange={(e) => setRated(e.currentTarget.checked)}
          />{' '}
          Rated
        </label>
        <small id="rated-table-hint">
          {!canRate
            ? seats.length < 2
              ? 'Only a game of two or more people can be rated.'
              : 'Only a table of people can be rated: make every seat a person to rate it.'
            : 'The result moves each player’s rating in this game. Everyone at a rated table plays signed in to their account.'}
          {canRate && !account && (
            <>
              {' '}
              <a href={accountLink('#/')}>Sign in first</a> to rate it.
            </>
          )}
        </small>
      </div>
      {account ? (
        <PlayingAs name={account.name} />
      ) : (
        <div class="field">
          <label for="your-name">your name</label>
          <input id="your-name" value={name} placeholder="player 1" onInput={(e) => setName(e.currentTarget.value)} />
        </div>
      )}
      {/* The same table for the command line and the API: folded, for those who use them. */}
      <details class="game-string">
        <summary>The same table from the command line</summary>
        <code>{gameString(game, values)}</code>
      </details>
      {error && signIn && <SignInNeeded then="#/">{error}</SignInNeeded>}
      {error && !signIn && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" disabled={busy}>
        Create table
      </button>
    </form>
  );
}

// The tables still being played, newest first: each can be watched, and each
// open human seat joined, from here.
function OpenTables({ name }: { name: string }) {
  const [tables, setTables] = useState<TableSummary[]>([]);
  const [error, setError] = useState('');
  // A rated table's seat asked for while signed out: the row says how to sign in.
  const [needsSignIn, setNeedsSignIn] = useState<{ table: string; words: string }>();
  const account = useAccount();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let stop = false;
    const load = () =>
      listTables()
        .then((t) => !stop && (setTables(t.tables), setError(''), setLoaded(true)))
        .catch((e) => !stop && setError(e.message));
    load();
    const timer = setInterval(load, 3000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, []);
  // A seat asked for with no name yet: the row asks for one first (N9).
  const [asking, setAsking] = useState<{ table: string; seat: number }>();
  const [typed, setTyped] = useState('');
  async function join(t: TableSummary, seat: number, as = account?.name ?? name.trim()) {
    const table = t.table;
    setNeedsSignIn(undefined);
    // Said at once rather than after a name is asked for, which the server would refuse.
    if (t.rated && !account) {
      setNeedsSignIn({ table, words: 'This table is rated: its seats are for players signed in to an account, so that the result can move their ratings.' });
      return;
    }
    if (!as) {
      setAsking({ table, seat });
      return;
    }
    try {
      if (!account) localStorage.setItem('rookery.name', as);
      const joined = await joinSeat(table, seat, as);
      keepSeat(table, { seat: joined.seat, credential: joined.credential });
      location.hash = `#/table/${table}`;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'not_signed_in') setNeedsSignIn({ table, words: sentence(err.message) });
      else setError(err instanceof ApiError ? err.message : String(err));
    }
  }
  const running = tables.filter((t) => !t.terminal);
  return (
    <section class="panel" aria-label="tables">
      <h2>Tables</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {!loaded && !error && <p>Loading the tables…</p>}
      {loaded && running.length === 0 && <p>No table is running. Create one.</p>}
      <ul class="tables">
        {running.slice(0, 50).map((t) => (
          // Keyed by table: a list that changes under the keyboard's focus keeps it on the same table.
          <li key={t.table} data-table={t.table}>
            <a href={`#/table/${t.table}`}>Watch {t.title}</a>{' '}
            {t.rated && (
              <>
                <span class="rated-tag">Rated</span>{' '}
              </>
            )}
            <span>
              {tableOptionWords(t.game, t.seats.length, pageFor(t.game)?.optionWords)}
              {playersAt(t) && (
                <>
                  {' · with '}
                  <PeopleAt seats={t.seats} />
                </>
              )}{' '}
              · {t.open_seats ? `${t.open_seats} open ${t.open_seats === 1 ? 'seat' : 'seats'}` : 'full'}
              {t.version > 0 ? ` · move ${t.version}` : ''}
              {t.hints ? ' · the coach’s hints on for everyone' : ''}
            </span>
            {t.seats
              .filter((s) => s.kind === 'human' && !s.taken)
              .map((s) => (
                <button
                  type="button"
                  key={s.seat}
                  class="join"
                  title={seenWords(s) || undefined}
                  onClick={() => join(t, s.seat)}
                >
                  Join as player {s.seat + 1}
                  {seenWords(s) && ` (${seenWords(s)})`}
                </button>
              ))}
            {needsSignIn?.table === t.table && <SignInNeeded then="#/">{needsSignIn.words}</SignInNeeded>}
            {asking?.table === t.table && (
              <form
                class="join-name"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (typed.trim()) join(t, asking.seat, typed.trim());
                }}
              >
                <label for="join-name">Your name at the table</label>
                <input id="join-name" required maxLength={40} autocomplete="nickname" value={typed} autoFocus onInput={(e) => setTyped(e.currentTarget.value)} />
                <button type="submit" class="primary">
                  Join as player {asking.seat + 1}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

// The people seated at a listed table, by name ("Ann and Bo"), or ''.
function playersAt(t: TableSummary): string {
  return listWords(t.seats.filter((s) => s.kind === 'human' && s.taken && s.name).map((s) => s.name));
}

interface Yours {
  table: string;
  title: string;
  game: string;
  state: 'your turn' | 'waiting for the others' | 'waiting for your guests' | 'finished';
  result?: string; // a finished game's result in words
  against: string; // the others at the table, bots by level: "Bot: Hard and Bob"
  moves: number;
  at?: number; // when this browser took its seat (0 or below: learnt from the account)
  rated?: boolean;
}

// "Bot: Hard and Bob": everyone at a table but the viewer.
function othersAt(v: View): string {
  return listWords(v.seats.filter((s) => s.seat !== v.viewer).map((s) => (s.kind === 'human' && !s.taken ? 'an open seat' : s.name || `player ${s.seat + 1}`)));
}

// "5 minutes ago", "2 hours ago", "3 days ago".
function ago(at: number | undefined): string {
  if (!at || at <= 0) return '';
  const minutes = Math.max(0, Math.round((Date.now() - at) / 60000));
  const [n, unit] = minutes < 60 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.round(minutes / 60), 'hour'] : [Math.round(minutes / 1440), 'day'];
  return n === 0 ? 'just now' : `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

// The tables this browser holds a seat at (the latest 20), so a player finds
// their games again: those in play with whose move it is and a link to
// continue, the finished ones with their result, the table and its replay. A
// table the server no longer has is forgotten here. Signed in, the account's
// tables from every device are among them.
function YourTables() {
  const [rows, setRows] = useState<Yours[]>([]);
  const reload = useRef<() => void>(undefined);
  const account = useAccount();
  useEffect(() => {
    let live = true;
    const load = async () => {
      // The account's seats taken elsewhere join this browser's (a failure leaves this browser's as they are).
      if (account) await learnAccountSeats().catch(() => undefined);
      const found: Yours[] = [];
      for (const table of heldTables().slice(0, 20)) {
        const held = heldSeat(table);
        if (!held) continue;
        try {
          // A `since` past the end: the view without its log.
          const v = await getView(table, held, 1e9);
          const yours = v.viewer >= 0 && v.acting.includes(v.viewer) && v.legal.length > 0;
          const state = v.terminal ? 'finished' : v.waiting ? 'waiting for your guests' : yours ? 'your turn' : 'waiting for the others';
          const result = v.terminal ? resultWords(v, (s) => seatLabel(v.seats, s, v.viewer)) : undefined;
          found.push({ table, title: v.title, game: v.game, state, result, against: othersAt(v), moves: v.version, at: held.at, rated: v.rated });
        } catch (e) {
          if (e instanceof ApiError && e.code === 'unknown_name') keepSeat(table, undefined);
        }
      }
      if (live) setRows(found.sort((a, b) => Number(a.state === 'finished') - Number(b.state === 'finished')));
    };
    reload.current = load;
    load();
    const timer = setInterval(load, 10000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [account?.name]);
  // Leaving a game from its row: a bot (Medium) plays the seat on, so the game
  // ends and no longer counts toward the tables one player may open (N8).
  const [leaving, setLeaving] = useState<string>();
  const [failed, setFailed] = useState('');
  async function leave(r: Yours) {
    const held = heldSeat(r.table);
    if (!held) return;
    try {
      await leaveSeat(r.table, held.seat, held.credential, await standIn(r.game));
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'seat_not_held')) {
        setFailed(e instanceof Error ? e.message : String(e));
        return;
      }
    }
    keepSeat(r.table, undefined);
    setLeaving(undefined);
    setRows((rs) => rs.filter((x) => x.table !== r.table));
    reload.current?.();
  }
  // A finished game taken off this browser's list (Close, N8): this browser
  // forgets its seat; the table and its replay stay on the server.
  function forget(r: Yours) {
    keepSeat(r.table, undefined);
    keepRemoved(r.table);
    setRows((rs) => rs.filter((x) => x.table !== r.table));
  }
  if (rows.length === 0) return null;
  const running = rows.filter((r) => r.state !== 'finished');
  const finished = rows.filter((r) => r.state === 'finished');
  return (
    <section class="panel your-tables" aria-label="your tables">
      <h2>Your tables</h2>
      {failed && (
        <p class="error" role="alert">
          {failed}
        </p>
      )}
      {running.length > 0 && (
        <ul aria-label="your games in play">
          {running.map((r) => (
            <li data-table={r.table} class={r.state === 'your turn' ? 'your-turn' : ''}>
              <b>{r.title}</b>
              {r.rated && ' · rated'}
              {r.against && ` against ${r.against}`} · {r.state} · {r.moves === 0 ? 'not started' : `move ${r.moves}`}
              {ago(r.at) ? ` · joined ${ago(r.at)}` : ''} · <a href={`#/table/${r.table}`}>continue</a>{' '}
              {leaving === r.table ? (
                <span class="leave-confirm" role="group" aria-label={`leave ${r.title}`}>
                  A bot plays your seat to the end, and you cannot come back.{' '}
                  <button type="button" onClick={() => leave(r)}>
                    Yes, leave
                  </button>{' '}
                  <button type="button" onClick={() => setLeaving(undefined)}>
                    Stay
                  </button>
                </span>
              ) : (
                <button type="button" class="leave-row" onClick={() => setLeaving(r.table)}>
                  Leave
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {finished.length > 0 && (
        <>
          <h3>Finished games</h3>
          <ul aria-label="your finished games">
            {finished.map((r) => (
              <li data-table={r.table} class="finished">
                <b>{r.title}</b>
                {r.rated && ' · rated'} · finished · {r.result} <a href={`#/table/${r.table}`}>see the result</a> ·{' '}
                <a href={`#/table/${r.table}?replay`}>replay</a>{' '}
                <button type="button" class="close-row" aria-label={`Remove ${r.title} from your tables`} title="Remove it from this list (the table stays on the server)" onClick={() => forget(r)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

// The way to each game's leaderboard.
function Leaderboards({ games }: { games: GameInfo[] }) {
  return (
    <nav class="panel leaderboards-nav" aria-labelledby="leaderboards-heading">
      <h2 id="leaderboards-heading">Leaderboards</h2>
      <p>The players with a settled rating in each game, from its rated tables.</p>
      <ul>
        {games.map((g) => (
          <li>
            <a href={leaderboardLink(g.name)}>{g.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Lobby() {
  const [catalogue, setCatalogue] = useState<Catalogue>();
  const [error, setError] = useState('');
  const [name, setName] = useState(localStorage.getItem('rookery.name') ?? '');
  const [wanted, setWanted] = useState<{ game: string; n: number }>();
  useEffect(() => {
    getCatalogue().then(setCatalogue, (e) => setError(e.message));
  }, []);
  // Come from a rules page's "Set up a table": that game's form, in view.
  useEffect(() => {
    const game = wantedGame(location.hash);
    if (catalogue && game && catalogue.games.some((g) => g.name === game)) setWanted({ game, n: 1 });
  }, [catalogue]);
  return (
    <div class="lobby">
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <YourTables />
      {catalogue && <GameCards games={catalogue.games} choose={(game) => setWanted({ game, n: (wanted?.n ?? 0) + 1 })} />}
      {catalogue && <NewTable catalogue={catalogue} name={name} setName={setName} wanted={wanted} />}
      <OpenTables name={name} />
      {catalogue && <Leaderboards games={catalogue.games} />}
    </div>
  );
}
