// Push Push Penguin for a stranger: its card in the lobby and its "How to play"
// page, from the rulebook and the game's own rules (games/push_push/RULES.md).
import { Penguin } from '../../art/penguin';
import { Place } from '../../art/place';
import { Figure } from '../../rules/figure';
import type { GameGuide } from '../../rules/types';
import { DieFace, Fish, Orca, Seal, SealDieFace } from './art';
import { colourOf } from './read';

// A die of the first penguin (blue), as its penguin board shows it, in a 40×40 box.
const PenguinDie = ({ x, y, value }: { x: number; y: number; value: number }) => (
  <Place x={x} y={y}>
    <DieFace value={value} colour={colourOf(0)[1]} />
  </Place>
);

// A face of the Seal die, as the table shows it, in a 40×40 box.
const SealDie = ({ x, y, face }: { x: number; y: number; face: string }) => (
  <Place x={x} y={y} s={40 / 60}>
    <SealDieFace face={face} />
  </Place>
);

function Picture() {
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label="penguins in a line on a track, an orca waiting in the sea ahead">
      <rect width="160" height="100" rx="8" fill="#eef6fb" />
      <rect x="112" y="0" width="48" height="100" rx="8" fill="#5aa9d6" />
      <path d="M0 72 H112" stroke="#b9d4e6" stroke-width="16" />
      <Penguin x={14} y={40} s={0.7} scarf="#2a8a4a" />
      <Penguin x={44} y={40} s={0.7} scarf="#8e44ad" />
      <Penguin x={74} y={40} s={0.7} scarf="#c99700" />
      <Orca x={134} y={72} s={1.05} />
      <Fish x={29} y={16} s={0.95} />
      <text x="52" y="24" font-size="16" font-weight="bold" fill="#e0572b">
        push!
      </text>
    </svg>
  );
}

function Rules() {
  return (
    <>
      <section>
        <h2>The idea</h2>
        <p>
          The penguins race along a track toward the sea, where an orca is waiting. Whoever is first in line when the orca strikes is
          chased away, and the penguin second in line wins. So race, but do not lead at the wrong moment. For 2 to 6 players.
        </p>
        <Figure viewBox="0 0 260 60" label="three penguins in line, the orca ahead" caption="Purple is second in line: if the orca chases yellow away now, purple wins.">
          <path d="M0 52 H190" stroke="#b9d4e6" stroke-width="12" />
          <rect x="190" y="0" width="70" height="60" fill="#5aa9d6" />
          <Penguin x={40} y={6} s={0.9} scarf="#2a8a4a" />
          <Penguin x={90} y={6} s={0.9} scarf="#8e44ad" />
          <Penguin x={140} y={6} s={0.9} scarf="#c99700" />
          <Orca x={221} y={46} s={1.3} />
        </Figure>
      </section>
      <section>
        <h2>Setting up</h2>
        <p>
          Every penguin starts on the start space with one fish. The orca waits at the far end of the sea. Each player has two dice
          (numbered 1 to 6).
        </p>
      </section>
      <section>
        <h2>A round</h2>
        <ol>
          <li>
            <b>Roll in secret.</b> Everyone rolls their two dice at once and puts one on GO (it moves you) and the other on NO, without
            showing them.
          </li>
          <li>
            <b>Reveal.</b> All the dice are shown together.
          </li>
          <li>
            <b>Turns,</b> one player after another, starting with whoever holds the orca die:
            <ul>
              <li>If your GO and NO dice show the same number, you may roll both again and choose again.</li>
              <li>
                You may eat one of your fish (give it back) to roll both dice again, or to put both on GO and move their total. Repeat
                as long as you have fish.
              </li>
              <li>Move forward as many spaces as your GO die says.</li>
            </ul>
          </li>
          <li>
            <b>The orca</b> moves toward the penguins by a roll of the orca die (1 to 3). The orca die then passes to the left.
          </li>
        </ol>
        <Figure viewBox="0 0 200 48" label="GO die showing 5 and NO die showing 2" caption="GO: move 5 spaces. NO: this die is not used.">
          <text x="0" y="30" font-size="14" font-weight="bold" fill="#2a8a4a">GO</text>
          <PenguinDie x={30} y={4} value={5} />
          <text x="96" y="30" font-size="14" font-weight="bold" fill="#a31b1b">NO</text>
          <PenguinDie x={126} y={4} value={2} />
        </Figure>
      </section>
      <section>
        <h2>Where you land</h2>
        <p>Only the space where you stop counts, not the ones you pass.</p>
        <dl>
          <dt>Another penguin</dt>
          <dd>Push it one space forward (a whole row of penguins moves up together).</dd>
          <dt>The start of a slide</dt>
          <dd>Slide down to its end, pushing whoever waits there.</dd>
          <dt>A fish</dt>
          <dd>Take a fish.</dd>
          <dt>A seal</dt>
          <dd>
            Roll the seal die, and eat a fish to roll it again if you like. An orca tail moves the orca one space; a lead penguin puts
            you right in front of the leader; two numbers let you move either one.
          </dd>
        </dl>
        <Figure viewBox="0 0 250 46" label="the seal die: an orca tail, lead penguin twice, 2 or 7, 3 or 5, 4 or 6">
          <Seal x={17} y={23} />
          <SealDie x={36} y={3} face="orca tail" />
          <SealDie x={78} y={3} face="lead penguin" />
          <SealDie x={120} y={3} face="2/7" />
          <SealDie x={162} y={3} face="3/5" />
          <SealDie x={204} y={3} face="4/6" />
        </Figure>
      </section>
      <section>
        <h2>The orca and the end</h2>
        <p>
          When a penguin reaches the orca's space, or the orca reaches a penguin, that penguin is surprised. It rolls the seal die: an
          orca tail means it hides, going back behind the last penguin. Otherwise it may eat a fish to roll again, and again. With no
          tail and no fish left, it is chased away: the game ends, and the penguin second in line wins.
        </p>
        <p>Once the orca reaches the last space of the sea, it stops there and waits.</p>
      </section>
      <section>
        <h2>Options in the lobby</h2>
        <dl>
          <dt>Waddlebots</dt>
          <dd>
            Dummy penguins that move by themselves: one die, always GO; they never eat fish except to hide from the orca, and on a seal
            they take the larger number. A Waddlebot can win, and then nobody does. Two players always have two; with more players you
            may add up to one each.
          </dd>
        </dl>
      </section>
    </>
  );
}

export const guide: GameGuide = {
  name: 'push_push',
  // Rounds of secret dice and short turns until the orca catches someone: about
  // ten rounds, a minute or two each.
  minutes: '15–20',
  lines: [
    'Choose one of your two dice in secret to move.',
    'Land on a penguin and push it ahead of you.',
    'When the orca strikes the leader, second in line wins.',
  ],
  Picture,
  Rules,
};
