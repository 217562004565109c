// A penguin board per penguin: its fish tokens, its dice (under the cup, or on GO and
// NO) and the moves of its turn.
import type { JSX } from 'preact';
import type { View } from '../../api';
import { movesOf, ofKind, type PushPushMove } from '../../moves';
import { DieFace, Fish, Orca } from './art';
import { colourOf, isMine, ordinal, penguinName, sum, type Obs, type Penguin } from './read';
import { Standee } from './standee';
import { InBar } from '../../table/decision';

// A penguin die as the board shows it (it rolls in when its value changes, style.css).
function Die({ value, colour, size = 34 }: { value: number; colour: string; size?: number }) {
  return (
    <svg class="push_push-die rolls" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" data-value={value}>
      <DieFace value={value} colour={colour} />
    </svg>
  );
}

function DieButton({ value, colour, label, move, act }: { value: number; colour: string; label: string; move?: string; act?: (a: string) => void }) {
  if (!move || !act) return <Die key={value} value={value} colour={colour} />;
  return (
    <button type="button" class="push_push-diebtn legal" aria-label={label} title={label} data-move={move} onClick={() => act(move)}>
      <Die key={value} value={value} colour={colour} />
    </button>
  );
}

function Cup({ chosen }: { chosen: boolean }) {
  return (
    <div class="push_push-cup" data-chosen={chosen ? 'yes' : 'no'}>
      <svg viewBox="0 0 40 36" width="40" height="36" aria-hidden="true">
        <path d="M6 34 L10 4 Q20 0 30 4 L34 34 Z" fill="#8a5a3c" stroke="#5c3a24" stroke-width="2" />
        <path d="M9 12 H31" stroke="#5c3a24" stroke-width="1.5" />
      </svg>
      <span>{chosen ? 'has chosen' : 'choosing…'}</span>
    </div>
  );
}

export function PenguinBoard({ o, p, view, act, seatName }: { o: Obs; p: Penguin; view: View; act?: (a: string) => void; seatName: (s: number) => string }) {
  const [cname, fill] = colourOf(p.penguin);
  const mine = isMine(o, p);
  const myMoves = mine && act && (o.phase === 'selecting' ? !p.has_chosen : o.focus === p.penguin);
  const moves = myMoves ? movesOf<PushPushMove>(view, act) : [];
  // The words of the legal move of this kind (and GO die), if there is one.
  const legal = (kind: PushPushMove['kind'], spaces?: number) =>
    moves.find((m) => m.kind === kind && (spaces === undefined || (m.kind === 'go' && m.spaces === spaces)))?.words;
  const place = o.line.indexOf(p.penguin);
  const choosingGo = o.phase === 'selecting' || o.phase === 'assigning';
  const dieLabel = (d: number) => `put the ${d} on GO (the other die on NO)`;
  let dice: JSX.Element;
  if (p.dice && p.dice.length) {
    // Your own roll, under your cup: pick the GO die.
    dice = (
      <div class="push_push-slots">
        <div class="push_push-slot">
          <b>Under your cup</b>
          <div class="push_push-dice">
            {p.dice.map((d) => (
              <DieButton value={d} colour={fill} label={dieLabel(d)} move={legal('go', d)} act={act} />
            ))}
          </div>
        </div>
      </div>
    );
  } else if (p.go || p.no) {
    const goMoves = choosingGo;
    dice = (
      <div class="push_push-slots">
        <div class="push_push-slot go">
          <b>GO</b>
          <div class="push_push-dice" data-dice={(p.go ?? []).join(' ')}>
            {(p.go ?? []).map((d) => (
              <DieButton value={d} colour={fill} label={dieLabel(d)} move={goMoves ? legal('go', d) : undefined} act={act} />
            ))}
          </div>
        </div>
        {!p.waddlebot && (
          <div class="push_push-slot no">
            <b>NO</b>
            <div class="push_push-dice" data-dice={(p.no ?? []).join(' ')}>
              {(p.no ?? []).map((d) => (
                <DieButton value={d} colour={fill} label={dieLabel(d)} move={goMoves ? legal('go', d) : undefined} act={act} />
              ))}
            </div>
          </div>
        )}
        {p.penguin === o.focus && o.phase === 'turn' && (p.go ?? []).length > 0 && <small class="push_push-steps">moves {sum(p.go)}</small>}
      </div>
    );
  } else if (p.has_chosen !== undefined) {
    dice = <Cup chosen={p.has_chosen} />;
  } else {
    dice = <div class="push_push-slots muted">dice not rolled yet</div>;
  }
  const turnButtons = (
    [
      ['reroll_both', 'Reroll both (they match)'],
      ['gobble_reroll', 'Gobble a fish: reroll both'],
      ['gobble_both_go', 'Gobble a fish: both dice GO'],
      ['move', `Move ${sum(p.go)}`],
    ] as const
  )
    .map(([kind, label]): [string | undefined, string] => [legal(kind), label])
    .filter((b): b is [string, string] => !!b[0] && o.phase === 'turn');
  // Each GO die on offer once (two equal dice are one choice).
  const goChoices = [...new Set(ofKind(moves, 'go').map((m) => m.spaces))]
    .map((d): [number, string | undefined] => [d, legal('go', d)])
    .filter((c): c is [number, string] => !!c[1] && choosingGo);
  const tags: string[] = [];
  if (mine) tags.push('you');
  if (p.penguin === o.holder) tags.push('holds the Orca die');
  if (p.penguin === o.focus && o.phase !== 'selecting' && o.phase !== 'over') tags.push('in turn');
  if (o.winner === p.penguin) tags.push('winner');
  return (
    <article
      class={`push_push-pboard${mine ? ' mine' : ''}${p.penguin === o.focus && o.phase !== 'selecting' ? ' focus' : ''}`}
      style={{ borderColor: fill }}
      data-penguin={p.penguin}
      aria-label={`penguin board of ${penguinName(p, seatName)} (${cname})`}
    >
      <header>
        <svg viewBox="-14 -16 28 32" width="24" height="28" aria-hidden="true">
          <Standee x={0} y={0} s={1} p={p} active={false} />
        </svg>
        <div>
          <b>{penguinName(p, seatName)}</b>
          <small>
            {cname}
            {p.waddlebot ? ' Waddlebot' : ''} · space <span class="push_push-space-no">{p.space}</span>
            {place >= 0 && ` · ${ordinal(place)} in line`}
          </small>
        </div>
        {p.penguin === o.holder && (
          <span class="push_push-orcadie" title="the Orca die: this penguin takes the first turn and rolls for the orca">
            <svg viewBox="0 0 40 40" width="28" height="28" aria-hidden="true">
              <rect x="2" y="2" width="36" height="36" rx="7" fill="#17324d" />
              <Orca x={19} y={22} s={0.75} />
              <path d="M4 30 Q20 24 36 30" stroke="white" stroke-width="0" />
            </svg>
          </span>
        )}
      </header>
      {tags.length > 0 && <p class="push_push-tags">{tags.map((t) => <span class={`push_push-tag ${t.replace(/ /g, '-')}`}>{t}</span>)}</p>}
      <div class="push_push-fishrow" role="img" aria-label={`${p.fish} fish tokens`} data-fish={p.fish}>
        {Array.from({ length: Math.min(p.fish, 8) }, () => (
          <svg viewBox="-10 -7 26 14" width="24" height="13" aria-hidden="true">
            <Fish />
          </svg>
        ))}
        <span>
          {p.fish} fish{p.fish > 8 ? ' (8 shown)' : ''}
        </span>
      </div>
      {dice}
      {/* The decision's buttons go where the prompt is (N1): the GO dice as well as
          on this board, and the turn's choices. */}
      {goChoices.length > 0 && (
        <InBar>
          {goChoices.map(([d, move]) => (
            <button type="button" class="legal push_push-gochoice" data-move={move} aria-label={dieLabel(d)} onClick={() => act!(move)}>
              <Die value={d} colour={fill} size={28} /> on GO
            </button>
          ))}
        </InBar>
      )}
      {turnButtons.length > 0 && (
        <InBar>
          {turnButtons.map(([a, label]) => (
            <button type="button" class="legal" data-move={a} aria-label={label} onClick={() => act!(a)}>
              {label}
            </button>
          ))}
        </InBar>
      )}
    </article>
  );
}
