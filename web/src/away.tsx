// People away from their seats: who has lost their connection and for how long,
// and, for the others at the table once the server's time is up, letting a bot
// play the seat so that the game goes on (docs/protocol.md, "A seat whose
// player is away").
import { useEffect, useMemo, useState } from 'preact/hooks';
import { ApiError, handOverSeat, type Held, type View } from './api';
import { sentenceName } from './names';

// A blip of the network is not "away": a seat is shown away after this long.
const SHOWN_AFTER_MS = 5000;

// "40 s", "2 min", "1 min 5 s".
export function durationWords(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 || m >= 10 ? `${m} min` : `${m} min ${s % 60} s`;
}

export function AwaySeats({ view, held, onError }: { view: View; held?: Held; onError: (e: ApiError) => void }) {
  // away_ms is as of the view's arrival; the page counts on from there.
  const received = useMemo(() => Date.now(), [view]);
  const [now, setNow] = useState(Date.now());
  const [asking, setAsking] = useState<number>();
  const away = view.seats.filter((s) => s.kind === 'human' && s.taken && s.connected === false && s.seat !== view.viewer);
  const live = away.length > 0 && !view.terminal;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  if (!live) return null;
  const after = view.hand_over_after_ms ?? Infinity;
  const rows = away
    .map((s) => ({ seat: s.seat, name: sentenceName(view.seats, s.seat, view.viewer), ms: (s.away_ms ?? 0) + Math.max(0, now - received) }))
    .filter((r) => r.ms >= SHOWN_AFTER_MS);
  if (rows.length === 0) return null;
  const handOver = (seat: number) => {
    setAsking(undefined);
    if (held) handOverSeat(view.table, held, seat).catch(onError);
  };
  return (
    <ul class="away" aria-label="players away">
      {rows.map((r) => (
        <li data-seat={r.seat}>
          <span>
            {r.name} has lost the connection ({durationWords(r.ms)} ago).{' '}
            {r.ms < after && `If they are not back in ${durationWords(after - r.ms + 999)}, a bot can play for them.`}
          </span>
          {held && r.ms >= after && asking !== r.seat && (
            <button type="button" onClick={() => setAsking(r.seat)}>
              Let a bot play for {r.name}
            </button>
          )}
          {held && r.ms >= after && asking === r.seat && (
            // Whoever is away cannot take the seat back, so it is asked once more.
            <div class="hand-over-confirm" role="group" aria-label={`let a bot play for ${r.name}?`}>
              <span>A bot plays for {r.name} for the rest of the game; they can still watch.</span>
              <button type="button" class="primary" onClick={() => handOver(r.seat)}>
                Yes, a bot plays on
              </button>
              <button type="button" onClick={() => setAsking(undefined)}>
                Wait for {r.name}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
