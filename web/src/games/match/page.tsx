// Match of the Penguins' table: the line of face-up penguin cards turned on the
// server's clock, the deck, the pawns in the middle, the claims (buttons and the
// terminal's single keys), each player's won pile, and who won what and why.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { View } from '../../api';
import { LatencyDot } from '../../latency';
import { keyForThePage } from '../../table/decision';
import { readMatch } from '../observation';
import type { GamePage, GameProps } from '../types';
import { cardOf, CardFace, deckOf, ElementIcon, ELEMENTS, Pawn } from './cards';
import { ClockBar } from './clock';
import { keyLegend, keyRuns, knownClaimKeys, useClaimKeys } from './keys';
import { LastClaims, type LastClaim } from './last_claims';
import './match.css';

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
      if (!keyForThePage(e)) return;
      const hit = knownClaimKeys().find((k) => k.key === e.key.toLowerCase());
      if (!hit) return;
      e.preventDefault();
      latest.current(hit.claim);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A claim's button, named by what it claims and what that means (from the game's
  // data). The name holds the button's visible words, so that voice control's "click
  // umbrella" finds it (WCAG 2.5.3); its key is announced as a shortcut, and drawn
  // by the style sheet from data-keycap, so that it is not a word of the button.
  const claimButton = (words: string, body: JSX.Element, cls = '', said = words) => {
    const k = keys.find((c) => c.claim === words);
    const label = k ? `${said}: ${k.meaning}` : said;
    return (
      <button
        type="button"
        class={`match-claim ${cls}${can(words) ? ' legal' : ''}`}
        disabled={!can(words)}
        aria-label={label}
        aria-keyshortcuts={k?.key}
        data-keycap={k?.key}
        title={k ? `${label} (key ${k.key})` : label}
        data-claim={words}
        onClick={() => claim(words)}
      >
        {body}
      </button>
    );
  };
  const twoPlayers = players === 2;
  const heard = win?.claims ?? [];
  const yourClaim = typeof o.your_claim === 'string' ? o.your_claim : undefined;
  const over = o.phase === 'over';

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
        <div class="match-pawns" role="group" aria-label="the penguin pawns">
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
            <div class="match-claim pawn outpawn">
              <Pawn white={false} />
              <span>
                out of play<span class="sr-only">: the second black pawn, with two players</span>
              </span>
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

      <LastClaims last={last} earlier={earlier} over={over} seatName={seatName} />
    </div>
  );
}

function prompt(view: View): string | undefined {
  const o = readMatch(view);
  const runs = keyRuns(knownClaimKeys()).map((run) => (run.length > 1 ? `${run[0].key}–${run.at(-1)!.key}` : run[0].key));
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
  // The pace as seconds between cards; the slow ones for players who need more
  // time to compare the details (the card clock, R3).
  paramWords: {
    card_ms: {
      label: 'time between cards',
      help: 'How long each card stays before the next is turned. Take a slower pace to have more time to look: the bots slow down with it.',
      choices: [
        ['500', 'half a second (fastest)'],
        ['1000', '1 second (fast)'],
        ['1500', '1.5 seconds'],
        ['2000', '2 seconds (the usual pace)'],
        ['3000', '3 seconds'],
        ['5000', '5 seconds (slow)'],
        ['9000', '9 seconds (slowest)'],
      ],
    },
  },
};
