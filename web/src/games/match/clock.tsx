// The card clock, as the server's view says it runs: the bar of the claims' time.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Clock } from '../../api';
import type { MatchObservation } from '../observation';

// The card clock, run on from the view's snapshot so the bar moves between updates.
export function ClockBar({ clock, version, o }: { clock?: Clock; version: number; o: MatchObservation }) {
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
