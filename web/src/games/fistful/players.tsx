// Every player's purse: money as chips, penguin tokens, the kangaroo chip, the showdown.
import type { View } from '../../api';
import type { FistfulObservation as Obs } from '../observation';
import { ANIMALS, ChipFace, MONEY_CHIPS } from './art';
import { plural, tokenWords } from './words';

// A chip or a token as the page shows it: its disc, named by `title`.
function Disc({ fill, text, ink, title }: { fill: string; text: string; ink?: string; title: string }) {
  return (
    <svg viewBox="0 0 30 30" class="fistful-disc" aria-hidden="true">
      <title>{title}</title>
      <ChipFace fill={fill} text={text} ink={ink} />
    </svg>
  );
}

// Money as the fewest chips: blue $20, red $5, yellow $1.
function Money({ dollars }: { dollars: number }) {
  let left = dollars;
  const stacks = MONEY_CHIPS.map((c) => {
    const n = Math.floor(left / c.dollars);
    left -= n * c.dollars;
    return (
      n > 0 && (
        <span class="fistful-stack">
          <Disc fill={c.fill} text={`$${c.dollars}`} ink={c.ink} title={`$${c.dollars} chips`} />×{n}
        </span>
      )
    );
  });
  return (
    <span class="fistful-money" role="img" aria-label={`$${dollars}`}>
      <b class="fistful-dollars">${dollars}</b>
      {stacks}
    </span>
  );
}

// Penguin tokens: gold ones worth five purple ones, with change made as needed.
function Tokens({ n }: { n: number }) {
  const gold = Math.floor(n / 5);
  const purple = n % 5;
  return (
    <span class="fistful-tokens" role="img" aria-label={tokenWords(n)}>
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

export function Players({ view, obs, seatName }: { view: View; obs: Obs; seatName: (s: number) => string }) {
  const winners = new Set(obs.winners ?? []);
  return (
    <section class="fistful-players" aria-label="players">
      <h2>Players</h2>
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
