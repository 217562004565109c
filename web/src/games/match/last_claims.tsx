// The last claims resolved, with who won what: kept on show after a step of passes.
import type { MatchObservation } from '../observation';

export type LastClaim = MatchObservation['last_claims'][number];

export function LastClaims({ last, earlier, over, seatName }: { last: LastClaim[]; earlier: boolean; over: boolean; seatName: (s: number) => string }) {
  const claimWords = (c: LastClaim) => `${c.claim} at ${c.ms} ms`;
  const winners = last.filter((c) => c.cards_won > 0);
  return (
    <section class="match-last" aria-label="the last claims">
      <h2>Last claims resolved{earlier ? ' (on an earlier card)' : ''}</h2>
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
  );
}
