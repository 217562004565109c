// A Fistful of Penguins for a stranger: its card in the lobby and its "How to
// play" page, from the rulebook and the game's own rules (games/fistful/RULES.md).
import { Place } from '../../art/place';
import { Figure } from '../../rules/figure';
import type { GameGuide } from '../../rules/types';
import { ChipFace, DieFace, MONEY_CHIPS } from './art';

// A die showing one of the six animals, as the table page draws it, in a 40×40 box (scaled by s).
function AnimalDie({ x, y, s = 1, animal }: { x: number; y: number; s?: number; animal: string }) {
  return (
    <Place x={x} y={y} s={(s * 40) / 48}>
      <DieFace face={animal} />
    </Place>
  );
}

// A money chip as the table page draws it, in a 24×24 box.
function Chip({ x, y, dollars }: { x: number; y: number; dollars: 20 | 5 | 1 }) {
  const chip = MONEY_CHIPS.find((c) => c.dollars === dollars)!;
  return (
    <Place x={x} y={y} s={0.8}>
      <ChipFace fill={chip.fill} ink={chip.ink} text={`$${dollars}`} />
    </Place>
  );
}

function Picture() {
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label="animal dice and money chips">
      <rect width="160" height="100" rx="8" fill="#f6ead8" />
      <AnimalDie x={8} y={12} animal="penguin" />
      <AnimalDie x={56} y={12} animal="kangaroo" />
      <AnimalDie x={104} y={12} animal="lion" />
      <Chip x={30} y={66} dollars={20} />
      <Chip x={58} y={66} dollars={5} />
      <Chip x={86} y={66} dollars={1} />
      <AnimalDie x={118} y={60} s={0.7} animal="camel" />
    </svg>
  );
}

const SCORES: [string, string][] = [
  ['penguin', 'Penguin tokens, not money: 1 penguin gives 1 token, 2 give 3, 3 give 6, 4 give 10, and so on.'],
  ['squirrel', 'Takes money from the other players: $1 from the player on your left, $2 from the next, $3 from the next…'],
  ['moose', '$9 each, but only with a squirrel beside it: one squirrel for each moose that counts.'],
  ['kangaroo', 'As many dollars as kangaroos, for each kangaroo: 1 gives $1, 2 give $4, 3 give $9.'],
  ['lion', '$7 each. If you score your lions, only lions and penguins count this turn.'],
  ['camel', '$5 each, but nothing at all if a lion shows among your dice.'],
];

function Rules() {
  return (
    <>
      <section>
        <h2>The idea</h2>
        <p>
          Roll animal dice and push your luck: every animal pays in its own way, and penguin tokens buy you more rolls. After three
          rounds the richest player wins. For 2 to 4 players, up to 6 in the advanced game, or on your own.
        </p>
      </section>
      <section>
        <h2>Setting up</h2>
        <p>Everyone starts with $10 and 6 penguin tokens. Player 1 begins.</p>
        <p>
          There are three rounds, and everyone has one turn a round. Your turn starts with 4 dice in the first round, 5 in the second
          and 6 in the third.
        </p>
      </section>
      <section>
        <h2>Your turn</h2>
        <p>Roll your dice. Then, as often as you like, do one of these:</p>
        <ul>
          <li>
            <b>Pay 1 penguin token</b> to roll one more die from the bank and add it to yours, or to roll again any of your dice.
          </li>
          <li>
            <b>Cash in penguin dice</b> for penguin tokens (see the table). Those dice are set aside for the rest of the turn.
          </li>
          <li>
            <b>Stop</b>, and collect what your dice are worth. The turn passes to the left.
          </li>
        </ul>
        <p>Tokens you do not spend stay with you for later turns.</p>
      </section>
      <section>
        <h2>What the animals are worth</h2>
        <table class="rules-table">
          <tbody>
            {SCORES.map(([animal, words]) => (
              <tr>
                <th>
                  <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
                    <AnimalDie x={0} y={0} animal={animal} />
                  </svg>
                  <span>{animal}</span>
                </th>
                <td>{words}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Figure
          viewBox="0 0 212 44"
          label="three camels, a moose and a squirrel"
          caption="Three camels, a moose and a squirrel, no lion: $15 + $9 from the bank, and $1 from the player on your left."
        >
          <AnimalDie x={2} y={2} animal="camel" />
          <AnimalDie x={44} y={2} animal="camel" />
          <AnimalDie x={86} y={2} animal="camel" />
          <AnimalDie x={128} y={2} animal="moose" />
          <AnimalDie x={170} y={2} animal="squirrel" />
        </Figure>
        <p>
          <b>The kangaroo chip.</b> Score kangaroos in the first round and you get a chip showing one kangaroo; score them in the
          second round and it shows two. On a later turn you may spend it, once, to turn that many of your dice to kangaroos.
        </p>
      </section>
      <section>
        <h2>The end and the winner</h2>
        <p>
          After the third round each penguin token left is worth $1. Most money wins. If players tie, they play a showdown: each starts
          with 7 dice and 2 tokens, and whoever earns most in it wins.
        </p>
      </section>
      <section>
        <h2>Options in the lobby</h2>
        <dl>
          <dt>Solo (1 player)</dt>
          <dd>
            Three turns in a row, with 4, 5 and 6 dice. Your score is your money plus your tokens: 60 is quite good, 80 very good, 100
            excellent and 120 or more, zowie. Squirrels take nothing when you play alone, unless you choose "solo squirrels: bank",
            and then the bank pays them.
          </dd>
          <dt>The advanced game (2 to 6 players)</dt>
          <dd>
            A market of dice. After your first roll, every other player takes a die, rolls it in secret and sets a secret price on it:
            some of their money, and their black penguin chip if they like (worth 1 or 2 tokens). All the dice and prices are shown
            at once; you may buy any of them, at its price, and it joins your dice showing its face. Each time you roll again, the
            sellers may roll again and change their prices. With 5 players the rounds start with 3, 4 and 5 dice; with 6, with 2, 3
            and 4.
          </dd>
        </dl>
      </section>
    </>
  );
}

export const guide: GameGuide = {
  name: 'fistful',
  // Three rounds of one turn each per player, a turn a minute or two: about 10
  // minutes for two, 20 to 30 for four or more (a solo game is three turns).
  minutes: '10–30',
  lines: [
    'Roll animal dice; spend penguins to roll again.',
    'Stop when you like: each animal pays its own way.',
    'After three rounds the most money wins.',
  ],
  Picture,
  Rules,
};
