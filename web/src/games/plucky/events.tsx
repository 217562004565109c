// Plucky's Events: the two Event decks and the latest Events drawn (the observation's
// drawn_events).
import { eventCard, type Components } from './components';
import { EventFace } from './art';
import { num, type Obs } from './observation';

// The latest Events drawn, newest first.
export const drawnEvents = (o: Obs) => [...o.drawn_events].reverse();

export function EventsPanel({ o, c, seatName }: { o: Obs; c: Components; seatName: (seat: number) => string }) {
  // Where players have several penguins (the team modes), which of theirs drew it.
  const one = o.penguins.length === o.hand_sizes.length;
  const who = (e: Obs['drawn_events'][number]) => (one ? seatName(e.player) : `${o.penguins[e.penguin]?.label ?? 'a penguin'} of ${seatName(e.player)}`);
  return (
    <section class="plucky-events" aria-label="Events">
      <h2>Events</h2>
      <p class="plucky-decks">
        <span class="plucky-pile plucky-event-orca">Orca Events: {o.events.orca.left} left, {Object.values(o.events.orca.discard).reduce((a, b) => a + num(b), 0)} discarded</span>
        <span class="plucky-pile plucky-event-walrus">Walrus Events: {o.events.walrus.left} left, {Object.values(o.events.walrus.discard).reduce((a, b) => a + num(b), 0)} discarded</span>
      </p>
      {o.round <= 1 && <p class="plucky-none">No Events in the first round.</p>}
      <div class="plucky-cards">
        {drawnEvents(o).slice(0, 4).map((e) => {
          const card = eventCard(c, e.deck, e.event);
          return (
            <div class={`plucky-card plucky-small plucky-event-${e.deck}`} data-event={card.id}>
              <small class="plucky-drawn-by">{who(e)} drew</small>
              <EventFace e={card} deck={e.deck} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
