// Plucky's cards in play: the response stack, in words and as cards, resolved last
// played first.
import { eventCard, usable, type Components } from './components';
import { EventFace } from './art';
import type { Obs, StackEntry } from './observation';

export function stackWords(e: StackEntry, o: Obs, c: Components, name: (s: number) => string) {
  if (e.event !== undefined) {
    const deck = e.deck === 'walrus' ? 'Walrus' : 'Orca';
    const who = o.penguins.length > o.hand_sizes.length ? name(e.player) + "'s penguin" : name(e.player);
    return e.event ? `${who} drew the ${deck} Event ${eventCard(c, e.deck ?? 'orca', e.event).title}` : `${who} is to draw a ${deck} Event`;
  }
  const u = usable(c, e.play ?? '');
  const isCharacter = c.characters.some((x) => x.id === e.play);
  let s = `${name(e.player)} ${isCharacter ? 'uses' : 'plays'} ${u.title}`;
  if (typeof e.target === 'number' && e.target >= 0) s += ` on ${o.penguins[e.target]?.label ?? `penguin ${e.target + 1}`}`;
  if (e.direction) s += ` ${e.direction}`;
  if (e.amount && e.amount > 1) s += ` ${e.amount} squares`;
  return s;
}

export function StackPanel({
  o,
  c,
  seatName,
  eventEntry,
  evCost,
}: {
  o: Obs;
  c: Components;
  seatName: (seat: number) => string;
  eventEntry: StackEntry | undefined;
  evCost: number | undefined;
}) {
  return (
    <section class="plucky-stack" aria-label="cards in play">
      <h2>In play (resolved last played first)</h2>
      <ol reversed>
        {/* Keyed by place on the stack, newest first: an entry keeps its row, and an Event
            card is drawn afresh (and flips, style.css) only when it is newly drawn. */}
        {[...o.stack].reverse().map((e, i) => (
          <li key={o.stack.length - 1 - i} class={e.cancelled ? 'plucky-cancelled' : ''}>
            {stackWords(e, o, c, seatName)}
            {e.cancelled ? ' (cancelled)' : ''}
            {e.event !== undefined ? (
              e.event ? (
                <div key={`${e.deck} ${e.event}`} class={`plucky-card plucky-small plucky-event-${e.deck} flips`} data-event={e.event}>
                  <EventFace e={eventCard(c, e.deck ?? 'orca', e.event)} deck={e.deck ?? 'orca'} cost={e === eventEntry && evCost !== undefined ? evCost : undefined} />
                </div>
              ) : null
            ) : (
              <span class="plucky-stack-text"> — {usable(c, e.play ?? '').text}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
