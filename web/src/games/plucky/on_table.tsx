// Plucky's cards on the table: the padlock cards in play this round and the Hole
// Guards.
import { usable, type Components } from './components';
import { CardFace } from './art';
import type { Obs } from './observation';

export function TablePanel({
  o,
  c,
  onTable,
  holes,
  seatName,
}: {
  o: Obs;
  c: Components;
  onTable: [string, number][];
  holes: string[];
  seatName: (seat: number) => string;
}) {
  return (
    <section class="plucky-table" aria-label="cards on the table">
      <h2>On the table</h2>
      {onTable.length === 0 && o.hole_guard.every((g) => g < 0) ? <p class="plucky-none">No padlock cards in play this round.</p> : null}
      <div class="plucky-cards">
        {onTable.map(([id, n]) => (
          // Keyed by the card: a padlock card newly played onto the table flips (style.css).
          <div key={id} class="plucky-card plucky-action plucky-small flips" data-card={id}>
            <CardFace u={usable(c, id)} count={n} />
          </div>
        ))}
      </div>
      {o.hole_guard.some((g) => g >= 0) && (
        <p>
          Hole Guard:{' '}
          {o.hole_guard
            .map((g, i) => (g >= 0 ? `the hole on ${holes[i] ?? `hole ${i + 1}`} for ${seatName(g)}` : ''))
            .filter(Boolean)
            .join(', ')}
        </p>
      )}
    </section>
  );
}
