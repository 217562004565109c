// Fistful's dice in play: each die drawn and, on the player's turn, picked to
// reroll, cash in or turn with the kangaroo chip; the spare die to draw.
import { useEffect, useState } from 'preact/hooks';
import { InBar } from '../../table/decision';
import type { View } from '../../api';
import { hasKind, ofKind, sameFaces, type FistfulMove } from '../../moves';
import type { FistfulObservation as Obs } from '../observation';
import { DieFace } from './art';
import { plural, tokenWords } from './words';

// One animal die: the animal drawn and named, or a hidden die.
export function Die({ face, small }: { face?: string; small?: boolean }) {
  return (
    <span class={`fistful-die-face${small ? ' fistful-small' : ''}`}>
      <svg viewBox="0 0 48 48" aria-hidden="true" class="fistful-die-svg">
        <DieFace face={face} />
      </svg>
      <span class="fistful-die-name">{face ?? 'secret'}</span>
    </span>
  );
}

// The legal moves that use exactly these dice (by face), each as its words.
function movePicking(moves: FistfulMove[], chosen: string[]): { reroll?: string; chip?: string; cash?: string } {
  const allPenguins = chosen.length > 0 && chosen.every((f) => f === 'penguin');
  return {
    reroll: ofKind(moves, 'reroll').find((m) => sameFaces(m.faces, chosen))?.words,
    chip: ofKind(moves, 'chip').find((m) => sameFaces(m.faces, chosen))?.words,
    cash: allPenguins ? ofKind(moves, 'cash_in').find((m) => m.penguins === chosen.length)?.words : undefined,
  };
}

// The dice in play, to pick on the player's turn, and what the dice picked can do.
export function Dice({ view, obs, legal, act }: { view: View; obs: Obs; legal: FistfulMove[]; act?: (a: string) => void }) {
  const dice = obs.dice ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  const [note, setNote] = useState('');
  useEffect(() => {
    setPicked([]);
    setNote('');
  }, [view.version]);
  const acting = !!act && obs.phase === 'deciding' && hasKind(legal, 'stop');
  const chosen = picked.map((i) => dice[i]).filter(Boolean);
  const moves = acting ? movePicking(legal, chosen) : {};
  const draw = legal.find((m) => m.kind === 'draw');
  const send = (m?: string) => {
    if (m && legal.some((x) => x.words === m)) act?.(m);
    else setNote('That is not a legal move now.');
  };
  const toggle = (i: number) => setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : [...p, i]));
  const penguinsOut = obs.cashed_in ?? 0;
  return (
    <section class="fistful-dice-area" aria-label="dice">
      <h2>
        Dice in play <small>spare dice in the bank: {obs.spare_dice ?? 0}</small>
      </h2>
      <div class="fistful-dice">
        {dice.map((f, i) =>
          acting ? (
            <button
              type="button"
              class={`fistful-die legal${picked.includes(i) ? ' fistful-chosen' : ''}`}
              data-face={f}
              aria-pressed={picked.includes(i)}
              aria-label={`a ${f} die${picked.includes(i) ? ', picked' : ''} (press to pick or unpick)`}
              onClick={() => toggle(i)}
            >
              <Die face={f} />
            </button>
          ) : (
            <span class="fistful-die" data-face={f} role="img" aria-label={`a ${f} die`}>
              <Die face={f} />
            </span>
          ),
        )}
        {obs.phase === 'rolling' && (obs.dice_to_roll ?? 0) > 0 && (
          <span class="fistful-rolling">rolling {plural(obs.dice_to_roll ?? 0, 'die', 'dice')}…</span>
        )}
        {dice.length === 0 && obs.phase !== 'rolling' && <span class="fistful-none">no dice in play</span>}
      </div>
      {penguinsOut > 0 && (
        <p class="fistful-cashed" aria-label={`cashed in: ${penguinsOut}`}>
          Cashed in (out of play this turn):
          {Array.from({ length: penguinsOut }, () => (
            <Die face="penguin" small />
          ))}
        </p>
      )}
      {acting && (
        <div class="fistful-actions" role="group" aria-label="what to do with the dice">
          <p class="fistful-hint">
            {chosen.length === 0 ? 'Pick dice to reroll, cash in or turn to kangaroos.' : `Picked: ${chosen.join(', ')}.`}
          </p>
          {chosen.length > 0 && (
            <InBar>
              {moves.reroll && (
                <button type="button" class="legal fistful-reroll" data-move={moves.reroll} onClick={() => send(moves.reroll)}>
                  Reroll {plural(chosen.length, 'die', 'dice')} (1 token)
                </button>
              )}
              {moves.cash && (
                <button type="button" class="legal fistful-cash" data-move={moves.cash} onClick={() => send(moves.cash)}>
                  Cash in {plural(chosen.length, 'penguin')} (+{tokenWords((chosen.length * (chosen.length + 1)) / 2)})
                </button>
              )}
              {moves.chip && (
                <button type="button" class="legal fistful-chip-move" data-move={moves.chip} onClick={() => send(moves.chip)}>
                  Turn to {chosen.length === 1 ? 'a kangaroo' : 'kangaroos'} (kangaroo chip)
                </button>
              )}
            </InBar>
          )}
          {chosen.length > 0 && !moves.reroll && !moves.cash && !moves.chip && (
            <span class="fistful-not-legal">No move uses exactly these dice now{hasKind(legal, 'draw', 'reroll') ? '' : ' (no penguin token to spend)'}.</span>
          )}
          {draw && (
            <InBar>
              <button type="button" class="legal fistful-draw" data-move={draw.words} onClick={() => send(draw.words)}>
                Draw a spare die (1 token)
              </button>
            </InBar>
          )}
        </div>
      )}
      {note && <p class="error">{note}</p>}
    </section>
  );
}
