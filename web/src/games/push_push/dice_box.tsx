// Beside the track: the Seal die (and the choices it offers), the orca with the Orca
// die, and the fish supply.
import type { View } from '../../api';
import { movesOf, ofKind, type PushPushMove } from '../../moves';
import { Fish, Orca, SealDieFace } from './art';
import { followsTheLead, isMine, leadTarget, penguinName, type Obs } from './read';
import { InBar } from '../../table/decision';

function SealDie({ face }: { face?: string }) {
  return (
    <svg class="push_push-sealdie" viewBox="0 0 60 60" width="56" height="56" aria-hidden="true">
      <SealDieFace face={face} />
    </svg>
  );
}

export function Dice({ o, view, act, seatName }: { o: Obs; view: View; act?: (a: string) => void; seatName: (s: number) => string }) {
  const focus = o.penguins[o.focus];
  const seal = o.seal ?? o.lastSeal;
  const orcaRoll = o.lastOrcaDie;
  const live = o.phase === 'seal' || o.phase === 'surprised';
  const mine = act && focus && isMine(o, focus);
  const moves = mine ? movesOf<PushPushMove>(view, act) : [];
  const takes = ofKind(moves, 'take');
  const accept = moves.find((m) => m.kind === 'accept');
  const gobble = moves.find((m) => m.kind === 'gobble_seal');
  const giveUp = moves.find((m) => m.kind === 'give_up');
  const holder = o.penguins[o.holder];
  // What accepting does, where the die says it plainly (R9): "lead penguin" moves you.
  const following = followsTheLead(o) && !!focus;
  const lead = following ? leadTarget(o, focus) : undefined;
  const acceptWords = lead !== undefined ? `Accept: move to space ${lead}` : following ? 'Accept: you lead, so nothing happens' : 'Accept';
  return (
    <div class="push_push-dicebox">
      <section class={`push_push-seal${live ? ' live' : ''}`} aria-label="the Seal die">
        <SealDie face={seal} />
        <div>
          <b>Seal die</b>
          <p>
            {o.phase === 'seal' && focus
              ? `${penguinName(focus, seatName)} landed on a seal: ${o.seal}.`
              : o.phase === 'surprised' && focus
                ? `${penguinName(focus, seatName)} was Surprised by the orca and failed to hide (${seal ?? 'no orca tail'}).`
                : seal
                  ? `Last roll: ${seal}.`
                  : 'Not rolled yet.'}
          </p>
          {moves.length > 0 && live && (
            <InBar>
              {takes.map((m) => (
                <button type="button" class="legal" data-move={m.words} aria-label={`Take ${m.number}: move forward ${m.number} spaces`} onClick={() => act!(m.words)}>
                  Take {m.number}
                </button>
              ))}
              {accept && (
                <button type="button" class="legal" data-move={accept.words} onClick={() => act!(accept.words)}>
                  {acceptWords}
                </button>
              )}
              {gobble && (
                <button type="button" class="legal" data-move={gobble.words} onClick={() => act!(gobble.words)}>
                  Gobble a fish: reroll
                </button>
              )}
              {giveUp && (
                <button type="button" class="legal" data-move={giveUp.words} onClick={() => act!(giveUp.words)}>
                  Give up
                </button>
              )}
            </InBar>
          )}
        </div>
      </section>
      <section class="push_push-orcabox" aria-label="the orca and the Orca die">
        <svg viewBox="-22 -22 44 36" width="56" height="46" aria-hidden="true">
          <Orca x={0} y={0} />
        </svg>
        <div>
          <b>Orca</b>
          <p>
            On space {o.orca}
            {o.orca === o.board.diving_point ? ', waiting at the Diving Point (the Orca die is no longer rolled)' : ', in the ocean'}.
            {orcaRoll !== undefined ? ` Last Orca die: ${orcaRoll}.` : ''}
          </p>
          <p>{holder ? `${penguinName(holder, seatName)} holds the Orca die and takes the first turn.` : ''}</p>
        </div>
      </section>
      <section class="push_push-supply" aria-label="the fish supply">
        <svg viewBox="-12 -8 28 16" width="40" height="24" aria-hidden="true">
          <Fish />
        </svg>
        <div>
          <b>Fish supply</b>
          <p>{o.supply ?? '?'} fish tokens</p>
        </div>
      </section>
    </div>
  );
}
