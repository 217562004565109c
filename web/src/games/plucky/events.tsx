// Plucky's Events: the two Event decks and the Events drawn so far, from the log.
import type { LogEntry } from '../../api';
import { eventCard, type Components } from './components';
import { EventFace } from './drawings';
import { num, type Obs } from './observation';

// The Events drawn so far, newest first, from the log ("player 2 draws Orca Event Orca Attack").
export function drawnEvents(log: LogEntry[]) {
  const out: { version: number; who: string; deck: string; title: string }[] = [];
  for (const e of log) {
    if (e.player >= 0) continue;
    const m = /^(.+?) draws (Orca|Walrus) Event (.+)$/.exec(e.text);
    if (m) out.push({ version: e.version, who: m[1], deck: m[2].toLowerCase(), title: m[3] });
  }
  return out.reverse();
}

export function EventsPanel({ o, c, events }: { o: Obs; c: Components; events: ReturnType<typeof drawnEvents> }) {
  return (
    <section class="plucky-events" aria-label="Events">
      <h3>Events</h3>
      <p class="plucky-decks">
        <span class="plucky-pile plucky-event-orca">Orca Events: {o.events.orca.left} left, {Object.values(o.events.orca.discard).reduce((a, b) => a + num(b), 0)} discarded</span>
        <span class="plucky-pile plucky-event-walrus">Walrus Events: {o.events.walrus.left} left, {Object.values(o.events.walrus.discard).reduce((a, b) => a + num(b), 0)} discarded</span>
      </p>
      {o.round <= 1 && <p class="plucky-none">No Events in the first round.</p>}
      <div class="plucky-cards">
        {events.slice(0, 4).map((e) => {
          const card = eventCard(c, e.deck, e.title);
          return (
            <div class={`plucky-card plucky-small plucky-event-${e.deck}`} data-event={card.id}>
              <small class="plucky-drawn-by">{e.who} drew</small>
              <EventFace e={card} deck={e.deck} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
