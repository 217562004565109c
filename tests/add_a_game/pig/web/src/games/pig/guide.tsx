// Pig for a stranger: its card in the lobby and its "How to play" page, from the
// game's own rules (games/pig/RULES.md). Pig has no page of its own: its tables
// show the generic page (web/src/games/generic.tsx), the position in words.
import { Place } from '../../art/place';
import { Figure } from '../../rules/figure';
import type { GameGuide } from '../../rules/types';

// Where a face's pips sit in the die's 40×40 box.
const PIPS: Record<number, [number, number][]> = {
  1: [[20, 20]],
  2: [[11, 11], [29, 29]],
  3: [[11, 11], [20, 20], [29, 29]],
  4: [[11, 11], [29, 11], [11, 29], [29, 29]],
  5: [[11, 11], [29, 11], [20, 20], [11, 29], [29, 29]],
  6: [[11, 11], [29, 11], [11, 20], [29, 20], [11, 29], [29, 29]],
};

// A die showing `face`, in a 40×40 box at (x, y) scaled by s; the 1, which loses
// the turn, has a red pip.
function Die({ x, y, s = 1, face }: { x: number; y: number; s?: number; face: number }) {
  return (
    <Place x={x} y={y} s={s}>
      <rect x="1.5" y="1.5" width="37" height="37" rx="7" fill="#fff" stroke="#17324d" stroke-width="2" />
      {PIPS[face].map(([cx, cy]) => (
        <circle cx={cx} cy={cy} r={face === 1 ? 5 : 3.8} fill={face === 1 ? '#d93a2f' : '#17324d'} />
      ))}
    </Place>
  );
}

// A pink pig's face, in a 60×56 box.
function PigFace({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <Place x={x} y={y} s={s}>
      <path d="M9 16 L6 1 L22 9 Z" fill="#f29bb0" stroke="#b8566e" stroke-width="1.5" stroke-linejoin="round" />
      <path d="M51 16 L54 1 L38 9 Z" fill="#f29bb0" stroke="#b8566e" stroke-width="1.5" stroke-linejoin="round" />
      <ellipse cx="30" cy="31" rx="26" ry="23" fill="#f7b7c5" stroke="#b8566e" stroke-width="1.5" />
      <circle cx="20" cy="24" r="3" fill="#17324d" />
      <circle cx="40" cy="24" r="3" fill="#17324d" />
      <circle cx="21" cy="23" r="1" fill="#fff" />
      <circle cx="41" cy="23" r="1" fill="#fff" />
      <ellipse cx="30" cy="37" rx="11" ry="8" fill="#f29bb0" stroke="#b8566e" stroke-width="1.5" />
      <ellipse cx="26" cy="37" rx="2" ry="3" fill="#b8566e" />
      <ellipse cx="34" cy="37" rx="2" ry="3" fill="#b8566e" />
      <circle cx="11" cy="36" r="4" fill="#f48aa3" opacity="0.6" />
      <circle cx="49" cy="36" r="4" fill="#f48aa3" opacity="0.6" />
    </Place>
  );
}

function Picture() {
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label="a pink pig next to two dice, a five and a one">
      <rect width="160" height="100" rx="8" fill="#eaf6ee" />
      <ellipse cx="50" cy="86" rx="34" ry="5" fill="#cfe6d6" />
      <PigFace x={16} y={24} s={1.15} />
      <Die x={96} y={14} s={0.95} face={5} />
      <Die x={108} y={54} s={0.95} face={1} />
    </svg>
  );
}

function Rules() {
  return (
    <>
      <section>
        <h2>The idea</h2>
        <p>
          A dice game of nerve for 2 to 6 players. On your turn you roll one die again and again, adding up what you roll, and stop
          whenever you like to bank it. But a 1 loses everything you rolled that turn. The first to 100 points wins.
        </p>
      </section>
      <section>
        <h2>What you need</h2>
        <p>One ordinary die. Everyone starts with a score of 0, and player 1 goes first.</p>
        <Figure viewBox="0 0 250 44" label="the six faces of the die: a one, which loses the turn, and two to six, which count">
          {[1, 2, 3, 4, 5, 6].map((face, i) => (
            <Die x={2 + i * 41} y={2} face={face} />
          ))}
        </Figure>
      </section>
      <section>
        <h2>Your turn</h2>
        <ol>
          <li>Roll the die.</li>
          <li>A 2, 3, 4, 5 or 6 is added to your turn total. Then choose: roll again, or hold.</li>
          <li>If you hold, your turn total is added to your score, and your turn is over.</li>
          <li>If you roll a 1, your turn total is lost: nothing is added to your score, and your turn is over.</li>
        </ol>
        <Figure
          viewBox="0 0 250 96"
          label="two turns: four, five, then hold banks nine; four, five, then one banks nothing"
          caption="Roll 4 and 5, then hold: 9 points. Roll 4 and 5, then a 1: nothing."
        >
          <Die x={2} y={2} face={4} />
          <Die x={46} y={2} face={5} />
          <text x="96" y="27" font-size="14" fill="#17324d">hold → +9</text>
          <Die x={2} y={52} face={4} />
          <Die x={46} y={52} face={5} />
          <Die x={90} y={52} face={1} />
          <text x="140" y="77" font-size="14" fill="#d93a2f">→ +0</text>
        </Figure>
        <p>Then the next player takes a turn.</p>
        <p>Tip: the longer you roll, the more you risk. Many players hold at about 20 a turn.</p>
      </section>
      <section>
        <h2>The end and the winner</h2>
        <p>
          As soon as your score reaches the target (100), you win, at once. Once your score and your turn total together reach it, you
          hold: rolling on could only lose.
        </p>
      </section>
      <section>
        <h2>Options in the lobby</h2>
        <dl>
          <dt>Players</dt>
          <dd>From 2 to 6.</dd>
          <dt>Target</dt>
          <dd>The score that wins, 100 unless you choose another: a lower target makes a shorter game.</dd>
        </dl>
      </section>
    </>
  );
}

export const guide: GameGuide = {
  name: 'pig',
  // To 100 points at some 8 points a turn: a dozen turns each, of a few quick rolls.
  minutes: '10–20',
  lines: [
    'Roll one die as often as you dare, adding up the points.',
    'Hold to bank them, but a 1 loses the whole turn.',
    'The first to reach 100 points wins.',
  ],
  Picture,
  Rules,
};
