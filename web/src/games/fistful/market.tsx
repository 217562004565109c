// The advanced game's market: other players' dice at their secret asking prices, what a
// seller answers (a price, keep or reroll), and buying.
import { useState } from 'preact/hooks';
import type { View } from '../../api';
import { hasKind, ofKind, type FistfulMove } from '../../moves';
import type { FistfulObservation as Obs } from '../observation';
import type { GameProps } from '../types';
import { Die } from './dice';
import { InBar } from '../../table/decision';
import { plural } from './words';

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
      <InBar>
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
      </InBar>
    </span>
  );
}

export function Market({ view, obs, legal, act, seatName }: { view: View; obs: Obs; legal: FistfulMove[]; act?: GameProps['act']; seatName: (s: number) => string }) {
  const market = obs.market ?? [];
  const keep = legal.find((m) => m.kind === 'keep_my_die');
  const rerollMine = legal.find((m) => m.kind === 'reroll_my_die');
  return (
    <section class="fistful-market" aria-label="market">
      <h2>
        Market <small>advanced game: other players’ dice, at their asking price</small>
      </h2>
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
