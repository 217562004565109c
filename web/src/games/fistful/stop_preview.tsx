// What stopping now would score, in each way open (the animals, or the lions).
import { InBar } from '../../table/decision';
import { ofKind, type FistfulMove } from '../../moves';
import type { FistfulObservation as Obs, FistfulStopScore as Score } from '../observation';
import { tokenWords } from './words';

// What stopping now scores, in each way open (FP-6), with the button to do it.
export function StopPreview({ obs, legal, act, seatName }: { obs: Obs; legal: FistfulMove[]; act?: (a: string) => void; seatName: (s: number) => string }) {
  const preview = obs.stop_preview;
  if (!preview) return null;
  const dice = obs.dice ?? [];
  const kangaroos = dice.filter((d) => d === 'kangaroo').length;
  const lions = dice.filter((d) => d === 'lion').length;
  const camels = dice.filter((d) => d === 'camel').length;
  const chipSide = !obs.showdown && (obs.round ?? 0) <= 2 && kangaroos > 0 ? obs.round : undefined;
  const mode = (name: 'animals' | 'lions', s: Score) => {
    // The stop that scores this way: "lions", or the animals (named only while lions show).
    const move = ofKind(legal, 'stop').find((m) => (name === 'lions' ? m.scoring === 'lions' : m.scoring !== 'lions'))?.words;
    const paid = (s.paid_by ?? []).map((d, p) => [d, p] as const).filter(([d]) => d > 0);
    return (
      <div class={`fistful-mode fistful-mode-${name}`} data-mode={name} data-dollars={s.dollars ?? 0} data-tokens={s.tokens ?? 0}>
        <h3>{preview.lions ? `Scoring ${name}` : 'Stop now'}</h3>
        <p class="fistful-mode-total">
          <b>${s.dollars ?? 0}</b> and {tokenWords(s.tokens ?? 0)}
        </p>
        <ul>
          {(s.bank_dollars ?? 0) > 0 && <li>${s.bank_dollars} from the bank</li>}
          {paid.map(([d, p]) => (
            <li>
              ${d} from {seatName(p)} (squirrels)
            </li>
          ))}
          {(s.squirrel_dollars ?? 0) > paid.reduce((a, [d]) => a + d, 0) && <li>${(s.squirrel_dollars ?? 0) - paid.reduce((a, [d]) => a + d, 0)} for squirrels</li>}
          {name === 'animals' && chipSide && <li>earns the kangaroo chip ({chipSide === 1 ? 'one' : 'two'}-kangaroo side)</li>}
          {name === 'animals' && lions > 0 && <li>lions score nothing</li>}
          {name === 'lions' && <li>only lions and penguins score; no kangaroo chip</li>}
          {camels > 0 && lions > 0 && name === 'animals' && <li>camels score $0: a lion is showing</li>}
        </ul>
        {act && move && (
          <InBar>
            <button type="button" class="legal fistful-stop primary" data-mode={name} data-move={move} onClick={() => act(move)}>
              {preview.lions ? `Stop, scoring ${name}` : 'Stop and score'} ${s.dollars ?? 0}
            </button>
          </InBar>
        )}
      </div>
    );
  };
  return (
    <section class="fistful-preview" aria-label="scoring a stop">
      <h2>Scoring a stop {preview.lions && <small>lions are showing: choose lions or the other animals</small>}</h2>
      <div class="fistful-modes">
        {preview.animals && mode('animals', preview.animals)}
        {preview.lions && mode('lions', preview.lions)}
      </div>
    </section>
  );
}
