// The seats: who plays each, their connection, whose move it is, and "Join" for an open one.
import type { Held, Seat, View } from '../api';
import { LatencyDot } from '../latency';
import { seatLabel, seenWords } from '../names';
import { PlayerLink } from '../player_link';

// "player 1 (Ann, you)", the name of an account's seat a link to its profile.
function SeatName({ view, seat }: { view: View; seat: Seat }) {
  const label = seatLabel(view.seats, seat.seat, view.viewer);
  const at = seat.account && seat.kind === 'human' && seat.taken ? label.indexOf(`(${seat.name}`) : -1;
  if (at < 0) return <span>{label}</span>;
  return (
    <span>
      {label.slice(0, at + 1)}
      <PlayerLink name={seat.account!} />
      {label.slice(at + 1 + seat.name.length)}
    </span>
  );
}

// `moving`: the seat whose move is being played out, highlighted. `offline`: this
// page's own connection is down, so its seat's dot says so (the server's last
// measure is stale until it is back).
export function Seats({ view, held, onJoin, moving, offline = false }: { view: View; held?: Held; onJoin: (seat: number) => void; moving?: number; offline?: boolean }) {
  return (
    <ul class="seats" aria-label="seats">
      {view.seats.map((s) => (
        <li class={moving !== undefined ? (moving === s.seat ? 'acting moving' : '') : view.acting.includes(s.seat) ? 'acting' : ''}>
          <SeatName view={view} seat={s} />
          {s.kind === 'human' && s.taken && <LatencyDot ms={s.latency_ms} lost={offline && s.seat === view.viewer} />}
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
