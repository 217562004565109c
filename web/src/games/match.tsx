// Match of the Penguins' table: the line of face-up penguin cards turned on the
// server's clock, the deck, the pawns in the middle, the claims (buttons and the
// terminal's single keys), each player's won pile, and who won what and why.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { sharedCatalogue, type ClaimKeyInfo, type Clock, type View } from '../api';
import { LatencyDot } from '../latency';
import { readMatch, type MatchObservation } from './observation';
import type { GamePage, GameProps } from './types';
import './match.css';

const ELEMENTS = ['umbrella', 'sunglasses', 'lei', 'shirt', 'blanket', 'pail'] as const;
type Element = (typeof ELEMENTS)[number];

const COLOURS: Record<string, string> = {
  yellow: '#f2c318',
  green: '#2fa84f',
  orange: '#f07f1d',
  red: '#d93a2f',
  purple: '#8a4fc0',
  blue: '#2f74d0',
};
const paint = (c: string | undefined) => (c ? (COLOURS[c] ?? c) : '#c9d3db');

// The claims' single keys, the terminal's too, as the server sends them with the
// game (GET /api/games); none until they have come.
let claimKeys: ClaimKeyInfo[] = [];
function useClaimKeys(): ClaimKeyInfo[] {
  const [keys, setKeys] = useState(claimKeys);
  useEffect(() => {
    sharedCatalogue().then(
      (c) => {
        claimKeys = c.games.find((g) => g.name === 'match')?.claim_keys ?? [];
        setKeys(claimKeys);
      },
      () => {}, // the buttons work without keys
    );
  }, []);
  return keys;
}

// Runs of keys with one verb and one meaning, shown together ("1–6 call umbrella,
// sunglasses, …, pail (one match)").
const verb = (k: ClaimKeyInfo) => k.claim.split(' ')[0];
function keyRuns(keys: ClaimKeyInfo[]): ClaimKeyInfo[][] {
  const runs: ClaimKeyInfo[][] = [];
  for (const k of keys) {
    const run = runs.at(-1);
    if (run && run[0].meaning === k.meaning && verb(run[0]) === verb(k)) run.push(k);
    else runs.push([k]);
  }
  return runs;
}

// The keys' legend, a run at a time.
function keyLegend(keys: ClaimKeyInfo[]): JSX.Element[] {
  return keyRuns(keys).map((run, i) => (
    <>
      {i > 0 && ' · '}
      <kbd>{run[0].key}</kbd>
      {run.length > 1 && (
        <>
          –<kbd>{run.at(-1)!.key}</kbd>
        </>
      )}{' '}
      {run.length > 1 ? `${verb(run[0])} ${run.map((k) => k.claim.slice(verb(k).length + 1)).join(', ')}` : run[0].claim} ({run[0].meaning})
    </>
  ));
}

interface Card {
  id: string;
  text?: string;
  colours: Partial<Record<Element, string>>;
  closeup?: Element;
  fish: number;
}

// A face-up card, as the observation has it (a full card or a close-up), made whole from
// the printed deck.
function cardOf(entry: MatchObservation['face_up'][number], deck: Map<string, Record<string, unknown>>): Card {
  const printed = deck.get(entry.id) ?? {};
  const colours = (entry.colours ?? printed.colours ?? {}) as Card['colours'];
  let closeup: Element | undefined;
  const c = 'closeup' in entry ? entry.closeup : printed.closeup;
  if (typeof c === 'string' && (ELEMENTS as readonly string[]).includes(c)) closeup = c as Element;
  else if (c === true) closeup = ELEMENTS.find((e) => colours[e]);
  const fish = Number(('fish' in entry ? entry.fish : undefined) ?? printed.fish ?? 1) || 1;
  return { id: entry.id ?? '?', text: entry.text ?? (printed.text as string | undefined), colours, closeup, fish };
}

function deckOf(components: unknown) {
  const cards = (components as { cards?: Record<string, unknown>[] } | undefined)?.cards;
  return new Map((Array.isArray(cards) ? cards : []).map((c) => [String(c.id), c]));
}

// ---- The drawings --------------------------------------------------------------------------

// One element in its colour, drawn where it sits on a full card (viewBox 0 0 100 130).
function ElementShape({ e, colour, fish = 1 }: { e: Element; colour?: string; fish?: number }) {
  const f = paint(colour);
  const attrs = { 'data-element': e, 'data-colour': colour ?? '' };
  switch (e) {
    case 'umbrella':
      return (
        <g {...attrs}>
          <path d="M22 24 Q50 -6 78 24 Q71 19 64 24 Q57 19 50 24 Q43 19 36 24 Q29 19 22 24 Z" fill={f} stroke="#17324d" stroke-width="1.2" />
          <path d="M50 24 V44" stroke="#17324d" stroke-width="1.8" />
        </g>
      );
    case 'sunglasses':
      return (
        <g {...attrs}>
          <rect x="38" y="35" width="10" height="7" rx="2.5" fill={f} stroke="#17324d" stroke-width="1" />
          <rect x="52" y="35" width="10" height="7" rx="2.5" fill={f} stroke="#17324d" stroke-width="1" />
          <path d="M48 37.5 H52" stroke="#17324d" stroke-width="1.4" />
        </g>
      );
    case 'lei':
      return (
        <g {...attrs}>
          {Array.from({ length: 9 }, (_, i) => {
            const a = Math.PI * (0.1 + (0.8 * i) / 8);
            return <circle cx={50 - Math.cos(a) * 17} cy={52 + Math.sin(a) * 6} r="3.6" fill={f} stroke="#17324d" stroke-width="0.7" />;
          })}
        </g>
      );
    case 'shirt':
      return (
        <g {...attrs}>
          <path d="M33 62 L40 58 Q50 63 60 58 L67 62 L71 72 L64 74 L63 90 L37 90 L36 74 L29 72 Z" fill={f} stroke="#17324d" stroke-width="1.1" />
        </g>
      );
    case 'blanket':
      return (
        <g {...attrs}>
          <path d="M8 112 L92 112 L86 126 L14 126 Z" fill={f} stroke="#17324d" stroke-width="1.1" />
          <path d="M16 117 H84 M14 121 H86" stroke="white" stroke-opacity="0.6" stroke-width="1.2" />
        </g>
      );
    case 'pail':
      return (
        <g {...attrs}>
          {Array.from({ length: Math.min(fish, 3) }, (_, i) => (
            <g transform={`translate(${80 + (i - (fish - 1) / 2) * 7} ${i % 2 ? 86 : 84}) rotate(-75)`}>
              <ellipse cx="0" cy="0" rx="7" ry="3.2" fill="#9bb3c4" stroke="#17324d" stroke-width="0.7" />
              <path d="M-6 0 L-10 -3 L-10 3 Z" fill="#9bb3c4" stroke="#17324d" stroke-width="0.7" />
            </g>
          ))}
          <path d="M70 90 L90 90 L87 108 L73 108 Z" fill={f} stroke="#17324d" stroke-width="1.1" />
          <path d="M70 90 Q80 80 90 90" fill="none" stroke="#17324d" stroke-width="1" />
        </g>
      );
  }
}

// A penguin card: the penguin wearing its colours, or a close-up on one element.
function CardFace({ card }: { card: Card }) {
  if (card.closeup) {
    const e = card.closeup;
    // Centre and enlarge the one element.
    const box: Record<Element, [number, number, number]> = {
      umbrella: [50, 20, 1.4],
      sunglasses: [50, 38.5, 3],
      lei: [50, 55, 2],
      shirt: [50, 74, 1.7],
      blanket: [50, 119, 0.9],
      pail: [80, 95, 2.4],
    };
    const [cx, cy, s] = box[e];
    return (
      <svg viewBox="0 0 100 130" aria-hidden="true">
        <rect x="1" y="1" width="98" height="128" rx="8" fill="#f4fbff" stroke="#17324d" stroke-width="1.5" />
        <g transform={`translate(50 62) scale(${s}) translate(${-cx} ${-cy})`}>
          <ElementShape e={e} colour={card.colours[e]} fish={1} />
        </g>
        <text x="50" y="122" text-anchor="middle" font-size="9" fill="#17324d" font-weight="bold">
          close-up
        </text>
      </svg>
    );
  }
  const c = card.colours;
  return (
    <svg viewBox="0 0 100 130" aria-hidden="true">
      <rect x="1" y="1" width="98" height="128" rx="8" fill="#f4fbff" stroke="#17324d" stroke-width="1.5" />
      <ElementShape e="blanket" colour={c.blanket} />
      <ellipse cx="42" cy="111" rx="6" ry="2.5" fill="#f0a020" />
      <ellipse cx="58" cy="111" rx="6" ry="2.5" fill="#f0a020" />
      <ellipse cx="50" cy="78" rx="22" ry="32" fill="#1d2530" />
      <ellipse cx="50" cy="82" rx="15" ry="25" fill="white" />
      <circle cx="50" cy="40" r="15" fill="#1d2530" />
      <ellipse cx="50" cy="42" rx="10" ry="9" fill="white" />
      <path d="M46 45 L54 45 L50 50 Z" fill="#f0a020" />
      <ElementShape e="shirt" colour={c.shirt} />
      <ElementShape e="lei" colour={c.lei} />
      <ElementShape e="sunglasses" colour={c.sunglasses} />
      <ElementShape e="umbrella" colour={c.umbrella} />
      <ElementShape e="pail" colour={c.pail} fish={card.fish} />
    </svg>
  );
}

// An element's outline for the call buttons.
function ElementIcon({ e }: { e: Element }) {
  const box: Record<Element, string> = {
    umbrella: '18 -2 64 48',
    sunglasses: '35 30 30 16',
    lei: '28 44 44 20',
    shirt: '26 54 48 40',
    blanket: '6 108 88 20',
    pail: '66 76 28 34',
  };
  return (
    <svg viewBox={box[e]} width="30" height="22" aria-hidden="true">
      <ElementShape e={e} colour={undefined} />
    </svg>
  );
}

function Pawn({ white }: { white: boolean }) {
  return (
    <svg viewBox="0 0 30 44" width="26" height="38" aria-hidden="true">
      <ellipse cx="15" cy="40" rx="12" ry="3.5" fill={white ? '#f4f4f4' : '#1d2530'} stroke="#17324d" />
      <ellipse cx="15" cy="27" rx="9" ry="13" fill={white ? '#fafafa' : '#1d2530'} stroke="#17324d" />
      <circle cx="15" cy="10" r="7" fill={white ? '#fafafa' : '#1d2530'} stroke="#17324d" />
      <path d="M13 11 L17 11 L15 14 Z" fill="#f0a020" />
    </svg>
  );
}

// ---- The clock -----------------------------------------------------------------------------

// The card clock, run on from the view's snapshot so the bar moves between updates.
function ClockBar({ clock, version, o }: { clock?: Clock; version: number; o: MatchObservation }) {
  const got = useRef({ at: performance.now(), version: -1, clock });
  if (got.current.version !== version || got.current.clock !== clock) got.current = { at: performance.now(), version, clock };
  const [, tick] = useState(0);
  useEffect(() => {
    if (!clock?.running) return;
    const t = setInterval(() => tick((n) => n + 1), 100);
    return () => clearInterval(t);
  }, [clock?.running]);
  if (!clock || o.phase === 'over') return null;
  if (!clock.running)
    return version > 0 ? null : (
      <p class="match-clock waiting" role="timer">
        The card clock has not started: it starts when every human seat is taken.
      </p>
    );
  const passed = performance.now() - got.current.at;
  if (clock.since_card_ms !== undefined) {
    const now = Math.round(clock.since_card_ms + passed);
    const until = clock.claims_until_ms ?? Number(o.card_ms ?? 2000);
    const from = clock.claims_from_ms ?? 0;
    const window = o.phase === 'window';
    const share = Math.max(0, Math.min(1, now / Math.max(1, until)));
    return (
      <div class={`match-clock${window ? ' window' : ''}`} role="timer" aria-label="the card clock">
        <div class="match-bar">
          <div class="match-fill" style={{ width: `${share * 100}%` }} />
          {window && <div class="match-from" style={{ left: `${(from / Math.max(1, until)) * 100}%` }} />}
        </div>
        <small>
          {window ? `Window: claims from ${from} to ${until} ms · ` : `Claims until ${until} ms · `}
          {Math.min(now, until)} ms since the card was turned
        </small>
      </div>
    );
  }
  const next = Math.max(0, Math.round((clock.next_card_in_ms ?? 0) - passed));
  return (
    <p class="match-clock" role="timer">
      Next card in {next} ms
    </p>
  );
}

// ---- The page -------------------------------------------------------------------------------

type LastClaim = MatchObservation['last_claims'][number];

function MatchBoard({ view, act, components, seatName }: GameProps) {
  const o = readMatch(view);
  const deck = deckOf(components);
  const faceUp = (Array.isArray(o.face_up) ? o.face_up : []).map((e) => cardOf(e, deck));
  const won = (Array.isArray(o.won) ? o.won : []).map(Number);
  const players = won.length || view.seats.length;
  const committed = Array.isArray(o.committed) ? o.committed : [];
  const current = Array.isArray(o.last_claims) ? o.last_claims : [];
  // A step of passes clears last_claims; the page keeps showing the last claims it saw resolved.
  const kept = useRef<{ claims: LastClaim[]; version: number }>({ claims: [], version: -1 });
  // Stepping back in a replay forgets claims from later steps.
  if (view.version < kept.current.version) kept.current = { claims: [], version: -1 };
  if (current.length) kept.current = { claims: current, version: view.version };
  const last = current.length ? current : kept.current.claims;
  const earlier = !current.length && last.length > 0;
  const win = o.window;
  const dealer = typeof o.dealer === 'number' ? o.dealer : -1;
  const can = (claim: string) => !!act && view.viewer >= 0 && view.legal.includes(claim);
  const [sent, setSent] = useState<{ claim: string; version: number }>();
  const claim = (c: string) => {
    if (!can(c)) return;
    setSent({ claim: c, version: view.version });
    act!(c);
  };

  // The terminal's single keys, while this page is shown and no text box has the focus.
  const keys = useClaimKeys();
  const latest = useRef(claim);
  latest.current = claim;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
      const hit = claimKeys.find((k) => k.key === e.key.toLowerCase());
      if (!hit) return;
      e.preventDefault();
      latest.current(hit.claim);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A claim's button, named by what it claims and its key (from the game's data).
  const claimButton = (words: string, body: JSX.Element, cls = '', said = words) => {
    const k = keys.find((c) => c.claim === words);
    const label = k ? `${said}: ${k.meaning} (key ${k.key})` : said;
    return (
      <button
        type="button"
        class={`match-claim ${cls}${can(words) ? ' legal' : ''}`}
        disabled={!can(words)}
        aria-label={label}
        title={label}
        data-claim={words}
        onClick={() => claim(words)}
      >
        {body}
        {k && <kbd>{k.key}</kbd>}
      </button>
    );
  };
  const twoPlayers = players === 2;
  const heard = win?.claims ?? [];
  const yourClaim = typeof o.your_claim === 'string' ? o.your_claim : undefined;
  const over = o.phase === 'over';
  const claimWords = (c: LastClaim) => `${c.claim} at ${c.ms} ms`;
  const winners = last.filter((c) => c.cards_won > 0);

  return (
    <div class="match" data-phase={String(o.phase ?? '')} data-version={view.version}>
      <div class="match-top">
        <div class="match-deck" aria-label={`the deck: ${o.deck_left ?? '?'} cards face down`}>
          <div class="match-back" />
          <span>
            <b>{String(o.deck_left ?? '?')}</b> in the deck
          </span>
        </div>
        <p class="match-round">
          Round {String(o.round ?? '?')}, {dealer >= 0 ? `${seatName(dealer)} deals` : ''}
          {o.final_window ? ' · the last card is turned: one last chance' : ''}
          {over ? ' · the game is over: most cards wins' : ''}
        </p>
        <div class="match-deck out" aria-label={`${o.out_of_play ?? 0} cards out of play`}>
          <div class="match-back out" />
          <span>
            <b>{String(o.out_of_play ?? 0)}</b> out of play
          </span>
        </div>
      </div>
      <ClockBar clock={view.clock} version={view.version} o={o} />

      <section class="match-line" aria-label="the face-up cards">
        {faceUp.length === 0 && <p class="match-empty">No card face up{over ? '.' : ' yet.'}</p>}
        {faceUp.map((c, i) => (
          // Keyed by the card: only a card newly turned is drawn afresh, and flips (style.css).
          <figure key={c.id} class="match-card flips" data-card={c.id} aria-label={`card ${i + 1}: ${c.text ?? c.id}`} title={c.text ?? c.id}>
            <CardFace card={c} />
            {/* Two fish are for the eye to spot, as on the printed card: no caption gives them away. */}
            <figcaption>{i + 1}</figcaption>
          </figure>
        ))}
      </section>
      {faceUp.length > 0 && (
        <details class="match-words">
          <summary>The face-up cards in words</summary>
          <ol>
            {faceUp.map((c) => (
              <li data-card={c.id}>{c.text ?? c.id}</li>
            ))}
          </ol>
        </details>
      )}

      {win && (
        <p class="match-window" role="status">
          A correct claim at {win.opened_at_ms} ms opened the window: anyone may claim higher until {win.closes_at_ms} ms.
          {heard.length > 0 && ` Heard: ${heard.map((h) => `${seatName(h.player)} ${h.claim} at ${h.ms} ms`).join('; ')}.`}
        </p>
      )}

      <section class="match-claims" aria-label="claims">
        <div class="match-calls">
          {ELEMENTS.map((e) => claimButton(`call ${e}`, (
            <>
              <ElementIcon e={e} />
              <span>{e}</span>
            </>
          )))}
        </div>
        <div class="match-pawns" aria-label="the penguin pawns">
          {claimButton('grab black pawn', (
            <>
              <Pawn white={false} />
              <span>black pawn</span>
            </>
          ), 'pawn')}
          {claimButton('grab white pawn', (
            <>
              <Pawn white={true} />
              <span>white pawn</span>
            </>
          ), 'pawn')}
          {twoPlayers ? (
            <div class="match-claim pawn outpawn" aria-label="the second black pawn is out of play with two players">
              <Pawn white={false} />
              <span>out of play</span>
            </div>
          ) : (
            claimButton('grab black pawn', (
              <>
                <Pawn white={false} />
                <span>black pawn</span>
              </>
            ), 'pawn', 'grab the other black pawn')
          )}
          {claimButton('knock', (
            <>
              <svg viewBox="0 0 40 30" width="30" height="22" aria-hidden="true">
                <rect x="2" y="20" width="36" height="6" rx="2" fill="#a0714f" />
                <path d="M12 18 Q10 6 20 5 Q30 6 28 18 Z" fill="#e8b98f" stroke="#17324d" />
                <path d="M4 12 L8 14 M36 12 L32 14 M20 0 V3" stroke="#e0572b" stroke-width="2" />
              </svg>
              <span>knock</span>
            </>
          ), 'knock')}
          {can('pass') && (
            <button type="button" class="match-pass" data-claim="pass" onClick={() => claim('pass')}>
              Pass
            </button>
          )}
        </div>
        {keys.length > 0 && (
          <p class="match-keys">
            Keys: {keyLegend(keys)}. Knocking beats a pawn, the white pawn beats a black one, a pawn beats a call.
          </p>
        )}
        {(yourClaim || (sent && sent.version === view.version)) && (
          <p class="match-yours" role="status">
            {yourClaim ? `Your claim: ${yourClaim} (sealed until everyone has committed).` : `Sent: ${sent!.claim}…`}
          </p>
        )}
      </section>

      <section class="match-players" aria-label="cards won">
        {Array.from({ length: players }, (_, p) => {
          const seat = view.seats[p];
          return (
            <div class={`match-player${p === view.viewer ? ' you' : ''}`} data-player={p} data-won={won[p] ?? 0}>
              <div class="match-pile" aria-hidden="true">
                {Array.from({ length: Math.min(won[p] ?? 0, 8) }, (_, k) => (
                  <div class="match-back small" style={{ left: `${k * 3}px`, top: `${-k * 2}px` }} />
                ))}
              </div>
              <div>
                <b>{seatName(p)}</b>
                <small>
                  <span class="match-won">{won[p] ?? 0}</span> {won[p] === 1 ? 'card' : 'cards'} won
                  {p === dealer ? ' · dealer' : ''}
                  {committed[p] ? ' · has committed' : ''}
                  {seat?.kind === 'human' && <LatencyDot ms={seat.latency_ms} />}
                </small>
              </div>
            </div>
          );
        })}
      </section>

      <section class="match-last" aria-label="the last claims">
        <h4>Last claims resolved{earlier ? ' (on an earlier card)' : ''}</h4>
        {last.length === 0 ? (
          <p class="match-empty">No claims resolved yet: claims are revealed when everyone has committed.</p>
        ) : (
          <>
            <p>
              {winners.length
                ? winners.map((c) => `${seatName(c.player)} won ${c.cards_won} card${c.cards_won === 1 ? '' : 's'} with ${c.claim}`).join('; ') + '.'
                : over
                  ? 'Nobody won a card with the last claims.'
                  : 'Nobody won a card: the round goes on.'}
            </p>
            <table>
              <thead>
                <tr>
                  <th>player</th>
                  <th>claim</th>
                  <th>verdict</th>
                  <th>won</th>
                </tr>
              </thead>
              <tbody>
                {last.map((c) => (
                  <tr class={`verdict-${String(c.verdict).split(' ')[0]}`}>
                    <td>{seatName(c.player)}</td>
                    <td>{claimWords(c)}</td>
                    <td>{c.verdict}</td>
                    <td>{c.cards_won}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </div>
  );
}

function prompt(view: View): string | undefined {
  const o = readMatch(view);
  const runs = keyRuns(claimKeys).map((run) => (run.length > 1 ? `${run[0].key}–${run.at(-1)!.key}` : run[0].key));
  const keys = runs.length ? `(keys ${runs.join(', ')})` : '';
  if (o.phase === 'window' && o.window)
    return `a correct claim at ${o.window.opened_at_ms} ms: claim a higher match before ${o.window.closes_at_ms} ms${keys && ` ${keys}`}, or pass`;
  if (o.final_window) return `the last card: one last chance to call, grab a pawn or knock${keys && ` ${keys}`}`;
  return `spot a match: call an element, grab a pawn or knock${keys && ` ${keys}`}, or let the card go by`;
}

export const page: GamePage = {
  Board: MatchBoard,
  scoreName: 'cards won',
  prompt,
  needsComponents: true,
  ownKeys: true,
  optionWords: (o) => (o.card_ms ? [`a card every ${Number(o.card_ms) / 1000} s`] : []),
};
