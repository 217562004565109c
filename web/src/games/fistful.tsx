// The A Fistful of Penguins table: the animal dice in play (picked on the board to
// reroll, cash in or turn with the kangaroo chip), what stopping would score in each
// mode, every player's money, penguin tokens and kangaroo chip, the advanced game's
// market of secretly priced dice, and the solo rating.
import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { View } from '../api';
import { hasKind, movesOf, ofKind, sameFaces, type FistfulMove } from '../moves';
import { readFistful, type FistfulObservation, type FistfulStopScore } from './observation';
import type { GamePage, GameProps } from './types';
import './fistful.css';


// The observation, as its schema (docs/schemas/fistful.observation.json) has it.
type Obs = FistfulObservation;
type Score = FistfulStopScore;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const tokenWords = (n: number) => plural(n, 'penguin token');

// Each animal drawn in a 40x40 box, simply enough to read at a glance.
export const ANIMALS: Record<string, JSX.Element> = {
  penguin: (
    <g>
      <ellipse cx="20" cy="23" rx="11" ry="14" fill="#1f1f2e" />
      <ellipse cx="20" cy="26" rx="7" ry="10" fill="#fff" />
      <circle cx="17" cy="15" r="2" fill="#fff" />
      <circle cx="23" cy="15" r="2" fill="#fff" />
      <circle cx="17.4" cy="15.3" r="1" fill="#111" />
      <circle cx="23.4" cy="15.3" r="1" fill="#111" />
      <polygon points="17.5,18 22.5,18 20,21.5" fill="#f29a1d" />
      <ellipse cx="15.5" cy="37" rx="3.5" ry="1.6" fill="#f29a1d" />
      <ellipse cx="24.5" cy="37" rx="3.5" ry="1.6" fill="#f29a1d" />
    </g>
  ),
  squirrel: (
    <g>
      <path d="M24 36 C40 32 40 8 29 5 C22 3 20 13 27 15 C32 17 31 27 23 30 Z" fill="#a8561c" />
      <ellipse cx="16" cy="27" rx="7" ry="9" fill="#c8742f" />
      <ellipse cx="15" cy="29" rx="3.5" ry="5.5" fill="#f1cf9f" />
      <circle cx="14" cy="14" r="6" fill="#c8742f" />
      <polygon points="11,10 12,4 15,9" fill="#a8561c" />
      <circle cx="12" cy="13" r="1.2" fill="#111" />
      <circle cx="8.6" cy="15.5" r="1" fill="#3a1d08" />
      <ellipse cx="18" cy="36" rx="4" ry="1.6" fill="#a8561c" />
    </g>
  ),
  moose: (
    <g>
      <path d="M15 12 C7 13 2 7 3 2 L6 5 L7 1 L9.5 5 L11.5 1.5 L13 6 L16 4 Z" fill="#c9a46b" />
      <path d="M25 12 C33 13 38 7 37 2 L34 5 L33 1 L30.5 5 L28.5 1.5 L27 6 L24 4 Z" fill="#c9a46b" />
      <path d="M13.5 11 Q20 7 26.5 11 L25.5 29 Q20 37 14.5 29 Z" fill="#6b4226" />
      <ellipse cx="20" cy="30" rx="6" ry="4.5" fill="#4a2c18" />
      <circle cx="17.5" cy="30" r="1" fill="#111" />
      <circle cx="22.5" cy="30" r="1" fill="#111" />
      <circle cx="16.5" cy="17" r="1.4" fill="#111" />
      <circle cx="23.5" cy="17" r="1.4" fill="#111" />
      <path d="M18 35 Q20 40 22 35" fill="#4a2c18" />
    </g>
  ),
  kangaroo: (
    <g>
      <path d="M14 31 Q5 35 2 39" stroke="#b97a3f" stroke-width="3.5" fill="none" stroke-linecap="round" />
      <ellipse cx="19" cy="25" rx="8" ry="10.5" fill="#c98b4f" />
      <path d="M16 25 Q20 33 24 25 Z" fill="#e6b98a" />
      <ellipse cx="23" cy="11" rx="5.5" ry="4.2" fill="#c98b4f" />
      <ellipse cx="20.5" cy="5" rx="1.6" ry="4" fill="#b97a3f" />
      <ellipse cx="24.5" cy="5" rx="1.6" ry="4" fill="#b97a3f" />
      <circle cx="24.5" cy="10" r="1.1" fill="#111" />
      <circle cx="28.3" cy="12" r="0.9" fill="#3a1d08" />
      <path d="M24 19 L28 22" stroke="#b97a3f" stroke-width="2.2" stroke-linecap="round" />
      <ellipse cx="24" cy="36.5" rx="6.5" ry="2" fill="#b97a3f" />
    </g>
  ),
  lion: (
    <g>
      <polygon
        points={Array.from({ length: 24 }, (_, i) => {
          const a = (i * Math.PI) / 12;
          const r = i % 2 ? 13 : 16.5;
          return `${(20 + r * Math.cos(a)).toFixed(1)},${(21 + r * Math.sin(a)).toFixed(1)}`;
        }).join(' ')}
        fill="#c8671e"
      />
      <circle cx="20" cy="21" r="10" fill="#f2c04a" />
      <circle cx="13" cy="13" r="2.5" fill="#f2c04a" />
      <circle cx="27" cy="13" r="2.5" fill="#f2c04a" />
      <circle cx="16.5" cy="19" r="1.4" fill="#111" />
      <circle cx="23.5" cy="19" r="1.4" fill="#111" />
      <polygon points="18,23 22,23 20,25.5" fill="#5a2d0c" />
      <path d="M17 28 Q20 30 23 28" stroke="#5a2d0c" stroke-width="1.3" fill="none" />
    </g>
  ),
  camel: (
    <g>
      <path d="M5 27 Q6 17 12 20 Q16 10 20 19 Q24 12 28 21 L30 22 L32 13 Q33 9 37 10 L38 13 L35 14 L33 26 Q18 31 5 27 Z" fill="#d8ad6a" />
      <rect x="8" y="26" width="2.6" height="11" fill="#c29552" />
      <rect x="12.5" y="26" width="2.6" height="11" fill="#c29552" />
      <rect x="23" y="26" width="2.6" height="11" fill="#c29552" />
      <rect x="27.5" y="25" width="2.6" height="12" fill="#c29552" />
      <circle cx="35" cy="11" r="0.9" fill="#111" />
      <path d="M5 26 Q2 28 3 33" stroke="#c29552" stroke-width="1.5" fill="none" />
    </g>
  ),
};

// One animal die: the animal drawn and named, or a hidden die.
function Die({ face, small }: { face?: string; small?: boolean }) {
  const known = face && ANIMALS[face];
  return (
    <span class={`fistful-die-face${small ? ' fistful-small' : ''}`}>
      <svg viewBox="0 0 48 48" aria-hidden="true" class={`fistful-die-svg fistful-bg-${known ? face : 'unknown'}`}>
        <rect x="2" y="2" width="44" height="44" rx="8" class="fistful-die-body" stroke="#3b3550" stroke-width="2" />
        {known ? (
          <g transform="translate(4 4)">{ANIMALS[face!]}</g>
        ) : (
          <text x="24" y="32" text-anchor="middle" font-size="22" font-weight="bold" fill="#3b3550">
            ?
          </text>
        )}
      </svg>
      <span class="fistful-die-name">{face ?? 'secret'}</span>
    </span>
  );
}

// A poker-style chip or a token: a disc of its colour with its worth on it.
function Disc({ fill, text, ink = '#fff', title }: { fill: string; text: string; ink?: string; title: string }) {
  return (
    <svg viewBox="0 0 30 30" class="fistful-disc" aria-hidden="true">
      <title>{title}</title>
      <circle cx="15" cy="15" r="13.5" fill={fill} stroke="#0005" stroke-width="1.5" />
      <circle cx="15" cy="15" r="10" fill="none" stroke="#fff8" stroke-width="1.5" stroke-dasharray="3 2.2" />
      <text x="15" y="19" text-anchor="middle" font-size="10" font-weight="bold" fill={ink}>
        {text}
      </text>
    </svg>
  );
}

// Money as the fewest chips: blue $20, red $5, yellow $1.
function Money({ dollars }: { dollars: number }) {
  const blue = Math.floor(dollars / 20);
  const red = Math.floor((dollars % 20) / 5);
  const yellow = dollars % 5;
  const stack = (n: number, fill: string, text: string, ink?: string) =>
    n > 0 && (
      <span class="fistful-stack">
        <Disc fill={fill} text={text} ink={ink} title={`${text} chips`} />×{n}
      </span>
    );
  return (
    <span class="fistful-money" aria-label={`$${dollars}`}>
      <b class="fistful-dollars">${dollars}</b>
      {stack(blue, '#2f5fb3', '$20')}
      {stack(red, '#c9372c', '$5')}
      {stack(yellow, '#f0c419', '$1', '#5a4300')}
    </span>
  );
}

// Penguin tokens: gold ones worth five purple ones, with change made as needed.
function Tokens({ n }: { n: number }) {
  const gold = Math.floor(n / 5);
  const purple = n % 5;
  return (
    <span class="fistful-tokens" aria-label={tokenWords(n)}>
      <b>{plural(n, 'token')}</b>
      {gold > 0 && (
        <span class="fistful-stack">
          <Disc fill="#d9a400" text="5" title="gold penguin token (5)" />×{gold}
        </span>
      )}
      {purple > 0 && (
        <span class="fistful-stack">
          <Disc fill="#7b3fb8" text="1" title="purple penguin token" />×{purple}
        </span>
      )}
    </span>
  );
}

// The brown kangaroo chip, on its one- or two-kangaroo side.
function KangarooChip({ side }: { side: number }) {
  return (
    <span class="fistful-chip" aria-label={`kangaroo chip, ${side === 2 ? 'two' : 'one'}-kangaroo side`}>
      <svg viewBox="0 0 30 30" class="fistful-disc" aria-hidden="true">
        <circle cx="15" cy="15" r="13.5" fill="#7a4a22" stroke="#0005" stroke-width="1.5" />
        {Array.from({ length: side }, (_, i) => (
          <g transform={`translate(${side === 2 ? 3 + i * 11 : 8} 7) scale(${side === 2 ? 0.36 : 0.4})`}>{ANIMALS.kangaroo}</g>
        ))}
      </svg>
      kangaroo chip ({side})
    </span>
  );
}

// The legal moves that use exactly these dice (by face), each as its words.
function movePicking(moves: FistfulMove[], chosen: string[]): { reroll?: string; chip?: string; cash?: string } {
  const allPenguins = chosen.length > 0 && chosen.every((f) => f === 'penguin');
  return {
    reroll: ofKind(moves, 'reroll').find((m) => sameFaces(m.faces, chosen))?.words,
    chip: ofKind(moves, 'chip').find((m) => sameFaces(m.faces, chosen))?.words,
    cash: allPenguins ? ofKind(moves, 'cash_in').find((m) => m.penguins === chosen.length)?.words : undefined,
  };
}

function Dice({ view, obs, legal, act }: { view: View; obs: Obs; legal: FistfulMove[]; act?: (a: string) => void }) {
  const dice = obs.dice ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  const [note, setNote] = useState('');
  useEffect(() => {
    setPicked([]);
    setNote('');
  }, [view.version]);
  const acting = !!act && obs.phase === 'deciding' && hasKind(legal, 'stop');
  const chosen = picked.map((i) => dice[i]).filter(Boolean);
  const moves = acting ? movePicking(legal, chosen) : {};
  const draw = legal.find((m) => m.kind === 'draw');
  const send = (m?: string) => {
    if (m && legal.some((x) => x.words === m)) act?.(m);
    else setNote('That is not a legal move now.');
  };
  const toggle = (i: number) => setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : [...p, i]));
  const penguinsOut = obs.cashed_in ?? 0;
  return (
    <section class="fistful-dice-area" aria-label="dice">
      <h3>
        Dice in play <small>spare dice in the bank: {obs.spare_dice ?? 0}</small>
      </h3>
      <div class="fistful-dice">
        {dice.map((f, i) =>
          acting ? (
            <button
              type="button"
              class={`fistful-die legal${picked.includes(i) ? ' fistful-chosen' : ''}`}
              data-face={f}
              aria-pressed={picked.includes(i)}
              aria-label={`a ${f} die${picked.includes(i) ? ', picked' : ''} (press to pick or unpick)`}
              onClick={() => toggle(i)}
            >
              <Die face={f} />
            </button>
          ) : (
            <span class="fistful-die" data-face={f} role="img" aria-label={`a ${f} die`}>
              <Die face={f} />
            </span>
          ),
        )}
        {obs.phase === 'rolling' && (obs.dice_to_roll ?? 0) > 0 && (
          <span class="fistful-rolling">rolling {plural(obs.dice_to_roll ?? 0, 'die', 'dice')}…</span>
        )}
        {dice.length === 0 && obs.phase !== 'rolling' && <span class="fistful-none">no dice in play</span>}
      </div>
      {penguinsOut > 0 && (
        <p class="fistful-cashed" aria-label={`cashed in: ${penguinsOut}`}>
          Cashed in (out of play this turn):
          {Array.from({ length: penguinsOut }, () => (
            <Die face="penguin" small />
          ))}
        </p>
      )}
      {acting && (
        <div class="fistful-actions" aria-label="what to do with the dice">
          <p class="fistful-hint">
            {chosen.length === 0 ? 'Pick dice to reroll, cash in or turn to kangaroos.' : `Picked: ${chosen.join(', ')}.`}
          </p>
          {chosen.length > 0 && (
            <>
              {moves.reroll && (
                <button type="button" class="legal fistful-reroll" data-move={moves.reroll} onClick={() => send(moves.reroll)}>
                  Reroll {plural(chosen.length, 'die', 'dice')} (1 token)
                </button>
              )}
              {moves.cash && (
                <button type="button" class="legal fistful-cash" data-move={moves.cash} onClick={() => send(moves.cash)}>
                  Cash in {plural(chosen.length, 'penguin')} (+{tokenWords((chosen.length * (chosen.length + 1)) / 2)})
                </button>
              )}
              {moves.chip && (
                <button type="button" class="legal fistful-chip-move" data-move={moves.chip} onClick={() => send(moves.chip)}>
                  Turn to {chosen.length === 1 ? 'a kangaroo' : 'kangaroos'} (kangaroo chip)
                </button>
              )}
              {!moves.reroll && !moves.cash && !moves.chip && (
                <span class="fistful-not-legal">No move uses exactly these dice now{hasKind(legal, 'draw', 'reroll') ? '' : ' (no penguin token to spend)'}.</span>
              )}
            </>
          )}
          {draw && (
            <button type="button" class="legal fistful-draw" data-move={draw.words} onClick={() => send(draw.words)}>
              Draw a spare die (1 token)
            </button>
          )}
        </div>
      )}
      {note && <p class="error">{note}</p>}
    </section>
  );
}

// What stopping now scores, in each way open (FP-6), with the button to do it.
function StopPreview({ obs, legal, act, seatName }: { obs: Obs; legal: FistfulMove[]; act?: (a: string) => void; seatName: (s: number) => string }) {
  const preview = obs.stop_preview;
  if (!preview) return null;
  const dice = obs.dice ?? [];
  const kangaroos = dice.filter((d) => d === 'kangaroo').length;
  const lions = dice.filter((d) => d === 'lion').length;
  const camels = dice.filter((d) => d === 'camel').length;
  const chipSide = !obs.showdown && (obs.round ?? 0) <= 2 && kangaroos > 0 ? obs.round : undefined;
  const mode = (name: 'animals' | 'lions', s: Score) => {
    // The stop that scores this way: "lions", or the animals (named only while lions show).
    const move = ofKind(legal, 'stop').find((m) => (name === 'lions' ? m.scoring === 'lions' : m.scoring !== 'lions'))?.words;
    const paid = (s.paid_by ?? []).map((d, p) => [d, p] as const).filter(([d]) => d > 0);
    return (
      <div class={`fistful-mode fistful-mode-${name}`} data-mode={name} data-dollars={s.dollars ?? 0} data-tokens={s.tokens ?? 0}>
        <h4>{preview.lions ? `Scoring ${name}` : 'Stop now'}</h4>
        <p class="fistful-mode-total">
          <b>${s.dollars ?? 0}</b> and {tokenWords(s.tokens ?? 0)}
        </p>
        <ul>
          {(s.bank_dollars ?? 0) > 0 && <li>${s.bank_dollars} from the bank</li>}
          {paid.map(([d, p]) => (
            <li>
              ${d} from {seatName(p)} (squirrels)
            </li>
          ))}
          {(s.squirrel_dollars ?? 0) > paid.reduce((a, [d]) => a + d, 0) && <li>${(s.squirrel_dollars ?? 0) - paid.reduce((a, [d]) => a + d, 0)} for squirrels</li>}
          {name === 'animals' && chipSide && <li>earns the kangaroo chip ({chipSide === 1 ? 'one' : 'two'}-kangaroo side)</li>}
          {name === 'animals' && lions > 0 && <li>lions score nothing</li>}
          {name === 'lions' && <li>only lions and penguins score; no kangaroo chip</li>}
          {camels > 0 && lions > 0 && name === 'animals' && <li>camels score $0: a lion is showing</li>}
        </ul>
        {act && move && (
          <button type="button" class="legal fistful-stop primary" data-move={move} onClick={() => act(move)}>
            {preview.lions ? `Stop, scoring ${name}` : 'Stop and score'}
          </button>
        )}
      </div>
    );
  };
  return (
    <section class="fistful-preview" aria-label="scoring a stop">
      <h3>Scoring a stop {preview.lions && <small>lions are showing: choose lions or the other animals</small>}</h3>
      <div class="fistful-modes">
        {preview.animals && mode('animals', preview.animals)}
        {preview.lions && mode('lions', preview.lions)}
      </div>
    </section>
  );
}

// "$3 and the black penguin chip on its 1 side".
function priceWords(p: { dollars?: number; tokens?: number }) {
  const parts = [];
  if ((p.dollars ?? 0) > 0 || !p.tokens) parts.push(`$${p.dollars ?? 0}`);
  if (p.tokens) parts.push(`black chip: ${plural(p.tokens, 'penguin')}`);
  return parts.join(' + ');
}

function PriceSetter({ legal, act }: { legal: FistfulMove[]; act: (a: string) => void }) {
  const prices = ofKind(legal, 'price');
  const max = Math.max(0, ...prices.map((m) => m.dollars));
  const [dollars, setDollars] = useState(Math.min(3, max));
  const [tokens, setTokens] = useState(0);
  const [note, setNote] = useState('');
  const move = prices.find((m) => m.dollars === dollars && m.penguins === tokens)?.words;
  return (
    <form
      class="fistful-price"
      onSubmit={(e) => {
        e.preventDefault();
        if (move) act(move);
        else setNote(dollars === 0 && tokens === 0 ? 'A price is never empty: ask for dollars or your penguin chip.' : `$${dollars}${tokens ? ` and ${tokens} ${tokens === 1 ? 'penguin' : 'penguins'}` : ''} is not a price you may ask.`);
      }}
    >
      {/* A stepper: − and + a dollar at a time (44 px for fingers), or type the amount. */}
      <span class="fistful-stepper" role="group" aria-label="asking price in dollars">
        <button type="button" class="fistful-step" aria-label="a dollar less" disabled={dollars <= 0} onClick={() => setDollars(Math.max(0, dollars - 1))}>
          −
        </button>
        <label>
          $ <input type="number" min={0} max={max} value={dollars} class="fistful-price-dollars" aria-label="asking price in dollars" onInput={(e) => setDollars(Math.min(max, Math.max(0, Math.floor(Number(e.currentTarget.value) || 0))))} />
        </label>
        <button type="button" class="fistful-step" aria-label="a dollar more" disabled={dollars >= max} onClick={() => setDollars(Math.min(max, dollars + 1))}>
          +
        </button>
      </span>
      <label>
        black penguin chip{' '}
        <select class="fistful-price-tokens" aria-label="black penguin chip side" value={tokens} onChange={(e) => setTokens(Number(e.currentTarget.value))}>
          <option value={0}>not used</option>
          <option value={1}>1 penguin</option>
          <option value={2}>2 penguins</option>
        </select>
      </label>
      <button type="submit" class="primary legal" data-move={move}>
        Set secret price
      </button>
      {note && <span class="error">{note}</span>}
    </form>
  );
}

// What a seller answers in the market: a price, or keep or reroll after the
// active player's token reroll. A seller who keeps may keep for the rest of the
// turn too (view.standing): the server then keeps the die and asks the same
// price for them at each repricing, at the same pace as anyone's answer, so
// nobody can tell (docs/protocol.md, "Standing choices").
function SellerChoice({
  view,
  legal,
  act,
  keep,
  rerollMine,
}: {
  view: View;
  legal: FistfulMove[];
  act: NonNullable<GameProps['act']>;
  keep?: FistfulMove;
  rerollMine?: FistfulMove;
}) {
  const standing = view.standing;
  const asked = hasKind(legal, 'price') || keep !== undefined;
  if (standing?.on) {
    return <span class="fistful-standing">{asked ? 'Keeping your die and price for the rest of this turn (done for you in a moment).' : 'Your die and price stay as they are for the rest of this turn.'}</span>;
  }
  const held = view.held ? <span class="fistful-held">Your answer, “{view.held}”, is made in a moment.</span> : null;
  if (hasKind(legal, 'price')) {
    return (
      <>
        {held}
        <PriceSetter legal={legal} act={act} />
      </>
    );
  }
  if (!keep) return <></>;
  return (
    <span class="fistful-choice">
      {held}
      <button type="button" class="legal" data-move={keep.words} onClick={() => act(keep.words)}>
        Keep my die
      </button>
      {standing?.words === keep.words && (
        <button type="button" class="legal fistful-keep-turn" data-stand={keep.words} onClick={() => act(keep.words, { standing: true })}>
          Keep my die and price for the rest of this turn
        </button>
      )}
      {rerollMine && (
        <button type="button" class="legal" data-move={rerollMine.words} onClick={() => act(rerollMine.words)}>
          Reroll my die (secretly)
        </button>
      )}
    </span>
  );
}

function Market({ view, obs, legal, act, seatName }: { view: View; obs: Obs; legal: FistfulMove[]; act?: GameProps['act']; seatName: (s: number) => string }) {
  const market = obs.market ?? [];
  const keep = legal.find((m) => m.kind === 'keep_my_die');
  const rerollMine = legal.find((m) => m.kind === 'reroll_my_die');
  return (
    <section class="fistful-market" aria-label="market">
      <h3>
        Market <small>advanced game: other players’ dice, at their asking price</small>
      </h3>
      {market.length === 0 && <p class="fistful-none">No dice on offer.</p>}
      <div class="fistful-offers">
        {market.map((m) => {
          const mine = m.player === view.viewer;
          const buy = act ? ofKind(legal, 'buy').find((l) => l.from === m.player)?.words : undefined;
          let state: string;
          if (m.sold) state = 'sold';
          else if (m.revealed) state = m.price ? `asks ${priceWords(m.price)}` : 'revealed';
          else if (obs.phase === 'market_choice') state = m.has_chosen ? 'has chosen' : 'chooses to keep or reroll';
          else state = m.has_priced ? 'has set a secret price' : 'sets a secret price';
          return (
            <div class={`fistful-offer${m.sold ? ' fistful-sold' : ''}`} data-seller={m.player}>
              <b>{seatName(m.player)}</b>
              {m.sold ? <span class="fistful-none">die sold</span> : <Die face={m.face} />}
              <span class="fistful-offer-state">{state}</span>
              {mine && !m.revealed && !m.sold && (
                <span class="fistful-secret">
                  {m.face ? `your die: ${m.face}` : 'your die is being rolled'}
                  {m.price ? `, your price ${priceWords(m.price)}` : ''} (only you see this)
                </span>
              )}
              {buy && (
                <button type="button" class="legal fistful-buy" data-move={buy} onClick={() => act!(buy)}>
                  {buy.replace(/^buy/, 'Buy')}
                </button>
              )}
              {mine && act && <SellerChoice view={view} legal={legal} act={act} keep={keep} rerollMine={rerollMine} />}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function Players({ view, obs, seatName }: { view: View; obs: Obs; seatName: (s: number) => string }) {
  const winners = new Set(obs.winners ?? []);
  return (
    <section class="fistful-players" aria-label="players">
      <h3>Players</h3>
      {(obs.players ?? []).map((p) => (
        <div
          class={`fistful-purse${p.player === obs.active_player && obs.phase !== 'over' ? ' fistful-active' : ''}${p.player === view.viewer ? ' fistful-you' : ''}`}
          data-player={p.player}
          data-money={p.money ?? 0}
          data-tokens={p.tokens ?? 0}
          data-chip={p.kangaroo_chip ?? 0}
        >
          <div class="fistful-purse-name">
            <b>{seatName(p.player)}</b>
            {p.player === obs.active_player && obs.phase !== 'over' && <span class="fistful-turn-tag">turn</span>}
            {winners.has(p.player) && (obs.players ?? []).length > 1 && <span class="fistful-winner">winner</span>}
          </div>
          <Money dollars={p.money ?? 0} />
          <Tokens n={p.tokens ?? 0} />
          {(p.kangaroo_chip ?? 0) > 0 ? <KangarooChip side={p.kangaroo_chip ?? 1} /> : <span class="fistful-no-chip">no kangaroo chip</span>}
          {p.in_showdown !== undefined && (
            <span class="fistful-showdown">{p.in_showdown ? `showdown: $${p.showdown_dollars ?? 0} won` : 'not in the showdown'}</span>
          )}
        </div>
      ))}
    </section>
  );
}

const RATINGS = [
  [120, 'Zowie'],
  [100, 'Excellent'],
  [80, 'Very Good'],
  [60, 'Quite Good'],
] as const;

function Board({ view, act, seatName }: GameProps) {
  const obs = readFistful(view);
  const legal = movesOf<FistfulMove>(view, act);
  const players = (obs.players ?? []).length;
  const solo = players === 1;
  const over = obs.phase === 'over';
  const showdown = (obs.showdown ?? 0) > 0;
  const round = obs.round ?? 1;
  return (
    <div class="fistful-board">
      <p class="fistful-round">
        {over
          ? 'The game is over.'
          : `${showdown ? `Showdown ${obs.showdown}` : `Round ${round} of 3`}: ${seatName(obs.active_player ?? 0)}’s turn, starting with ${obs.starting_dice} dice.`}
      </p>
      {solo && (
        <div class="fistful-solo" aria-label="solo game">
          {over && obs.solo_score !== undefined ? (
            <p class="fistful-rating">
              Solo score <b data-score={obs.solo_score}>{obs.solo_score}</b>: <b class="fistful-rating-word">{obs.rating || 'no rating (under 60)'}</b>
            </p>
          ) : (
            <p>Solo game: three turns in a row; the score is your money plus unspent penguin tokens.</p>
          )}
          <p class="fistful-bands">
            {RATINGS.map(([min, word], i) => (
              <span class={obs.rating === word ? 'fistful-band-hit' : ''}>
                {i === 0 ? `${min}+` : `${min}–${RATINGS[i - 1][0] - 1}`} {word}
              </span>
            ))}
          </p>
        </div>
      )}
      {!over && <Dice view={view} obs={obs} legal={legal} act={act} />}
      {!over && <StopPreview obs={obs} legal={legal} act={act} seatName={seatName} />}
      {obs.market !== undefined && !over && <Market view={view} obs={obs} legal={legal} act={act} seatName={seatName} />}
      <Players view={view} obs={obs} seatName={seatName} />
    </div>
  );
}

// What the player whose move it is should do, in words.
function prompt(view: View): string | undefined {
  const legal = movesOf<FistfulMove>(view, true);
  if (hasKind(legal, 'price')) return 'roll done: set a secret asking price for your die';
  if (view.standing?.on) return 'your die and price are kept for the rest of this turn';
  if (hasKind(legal, 'keep_my_die')) return 'keep your die or secretly reroll it';
  if (hasKind(legal, 'stop')) {
    const ways = ['stop and score'];
    if (hasKind(legal, 'reroll', 'draw')) ways.push('spend a penguin token to reroll or draw');
    if (hasKind(legal, 'cash_in')) ways.push('cash in penguins');
    if (hasKind(legal, 'chip')) ways.push('use your kangaroo chip');
    if (hasKind(legal, 'buy')) ways.push('buy a die from the market');
    return ways.length === 1 ? ways[0] : `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}`;
  }
  return undefined;
}

// The end: everyone's money after each round, the tokens turned into dollars, the
// final money, and the showdown's dollars when there was one (a tie, FP-11).
function Breakdown({ view, seatName }: { view: View; seatName: (seat: number) => string }) {
  const obs = readFistful(view);
  const rounds = obs.money_after_round ?? [];
  if (rounds.length === 0) return <></>;
  const showdown = (obs.players ?? []).some((p) => p.in_showdown);
  return (
    <div class="fistful-breakdown">
      <table>
        <thead>
          <tr>
            <th>player</th>
            {rounds.map((_, r) => (
              <th>round {r + 1}</th>
            ))}
            <th title="each unspent penguin token is worth $1 at the end">tokens</th>
            <th>final</th>
            {showdown && <th>showdown</th>}
          </tr>
        </thead>
        <tbody>
          {(obs.players ?? []).map((p) => (
            <tr data-player={p.player}>
              <td>{seatName(p.player)}</td>
              {rounds.map((r) => (
                <td>${r[p.player]}</td>
              ))}
              <td>+${obs.tokens_into_dollars?.[p.player] ?? 0}</td>
              <td>
                <b>${p.money}</b>
              </td>
              {showdown && <td>{p.in_showdown ? `$${p.showdown_dollars ?? 0}` : ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {showdown && <p>A tie on money went to a showdown: only the dollars received in it counted.</p>}
    </div>
  );
}

export const page: GamePage = {
  Board,
  Breakdown,
  prompt,
  scoreName: 'money ($)',
  optionWords: (o) => [
    ...(o.advanced === 'true' ? ['the advanced game (the market)'] : []),
    ...(o.players === '1' && o.solo_squirrels === 'bank' ? ['squirrels paid by the bank'] : []),
  ],
};
