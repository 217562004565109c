// Push Push Penguin's table: the track with its slides, fish and seals, the ocean
// and the orca, every penguin standee, and a penguin board per penguin (fish
// tokens, dice cup, GO and NO dice), the Orca die and the Seal die.
import type { View } from '../../api';
import { hasKind, movesOf, type PushPushMove } from '../../moves';
import type { GamePage, GameProps } from '../types';
import { Dice } from './dice_box';
import { PenguinBoard } from './penguin_board';
import { colourOf, ordinal, penguinName, read, sum, type Obs } from './read';
import { Track } from './track';
import './push_push.css';

function Line({ o, seatName }: { o: Obs; seatName: (s: number) => string }) {
  return (
    <ol class="push_push-line" aria-label="the line, front first">
      {o.line.map((i, k) => {
        const p = o.penguins[i];
        return (
          <li class={k === 1 ? 'second' : ''} data-penguin={i}>
            <span class="push_push-dot" style={{ background: colourOf(i)[1] }} />
            {ordinal(k)}: {penguinName(p, seatName)}, space {p.space}{k === 1 && o.phase !== 'over' ? ' — wins if the orca strikes now' : ''}
          </li>
        );
      })}
    </ol>
  );
}

function PushPushBoard({ view, act, seatName }: GameProps) {
  const o = read(view);
  const winner = o.winner !== undefined ? o.penguins[o.winner] : undefined;
  // The penguin the orca chased away: the one left on the orca's space (R11).
  const chased = o.phase === 'over' ? o.penguins.find((p) => p.space === o.orca && p.penguin !== o.winner) : undefined;
  return (
    <div class="push_push" data-phase={o.phase}>
      <p class="push_push-round">
        Round {o.round}
        {o.phase === 'selecting' && ': everyone picks a GO die in secret, under the cup'}
        {o.phase === 'over' &&
          (winner
            ? `: the orca chased ${chased ? penguinName(chased, seatName) : 'a penguin'} away; ${penguinName(winner, seatName)} was second in line and wins${winner.waddlebot ? ' (a Waddlebot: no player wins)' : ''}.`
            : ': the game is over.')}
      </p>
      <Track o={o} view={view} act={act} seatName={seatName} />
      <Line o={o} seatName={seatName} />
      <Dice o={o} view={view} act={act} seatName={seatName} />
      <div class="push_push-pboards">
        {o.penguins.map((p) => (
          <PenguinBoard o={o} p={p} view={view} act={act} seatName={seatName} />
        ))}
      </div>
    </div>
  );
}

function prompt(view: View): string | undefined {
  const o = read(view);
  const legal = movesOf<PushPushMove>(view, true);
  const me = o.penguins[o.focus];
  switch (o.phase) {
    case 'selecting':
      return 'pick the die to put on GO (the other goes on NO); it stays under your cup until everyone has chosen';
    case 'assigning':
      return 'put one of your rerolled dice on GO';
    case 'turn': {
      const n = me ? sum(me.go) : 0;
      const parts = [me ? `move ${n} ${n === 1 ? 'space' : 'spaces'}` : 'move'];
      if (hasKind(legal, 'reroll_both')) parts.push('reroll both (your dice match)');
      if (hasKind(legal, 'gobble_reroll', 'gobble_both_go')) parts.push('gobble a fish to reroll or to make both dice GO');
      return parts.join(', or ');
    }
    case 'seal':
      if (hasKind(legal, 'take')) return `the seal shows ${o.seal}: take one of the numbers${hasKind(legal, 'gobble_seal') ? ', or gobble a fish to reroll' : ''}`;
      return `the seal shows ${o.seal}: accept it${hasKind(legal, 'gobble_seal') ? ', or gobble a fish to reroll' : ''}`;
    case 'surprised':
      return 'the orca Surprised you and you failed to hide: gobble a fish to roll the Seal die again, or give up';
  }
  return undefined;
}

// The end: every penguin by where it finished, ahead first, with its fish; the
// winner marked (R11).
function Breakdown({ view, seatName }: { view: View; seatName: (seat: number) => string }) {
  const o = read(view);
  const order = [...o.penguins].sort((a, b) => b.space - a.space);
  return (
    <table class="push_push-breakdown">
      <thead>
        <tr>
          <th>penguin</th>
          <th>space</th>
          <th>fish</th>
          <th>
            <span class="sr-only">result</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {order.map((p) => (
          <tr data-penguin={p.penguin}>
            <td>{penguinName(p, seatName)}</td>
            <td>{p.space}</td>
            <td>{p.fish}</td>
            <td>{o.winner === p.penguin ? 'wins' : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const page: GamePage = {
  Breakdown,
  scoreName: null,
  Board: PushPushBoard,
  prompt,
  optionWords: (o) => (o.waddlebots && o.waddlebots !== '0' ? [`${o.waddlebots} Waddlebot${o.waddlebots === '1' ? '' : 's'}`] : []),
};
