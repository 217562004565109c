// Plucky Penguins for a stranger: its card in the lobby and its "How to play"
// page, from the rulebook and the game's own rules (games/plucky/RULES.md).
import { Fish } from '../../art/fish';
import { Penguin } from '../../art/penguin';
import { Figure } from '../../rules/figure';
import type { GameGuide } from '../../rules/types';
import { Walrus } from './art';

// The board, as the game's data draws it: corner ice, water, island ice, fishing holes.
const BOARD = ['CCWWWWWCC', 'CWWWWWWWC', 'WWFIIIFWW', 'WWIIIIIWW', 'WWIIMIIWW', 'WWIIIIIWW', 'WWFIIIFWW', 'CWWWWWWWC', 'CCWWWWWCC'];
const FILL: Record<string, string> = { C: '#dff1fb', W: '#5aa9d6', I: '#f4fbff', F: '#f4fbff', M: '#f4fbff' };

function Board({ x, y, cell }: { x: number; y: number; cell: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {BOARD.flatMap((row, r) =>
        [...row].map((t, c) => (
          <g>
            <rect x={c * cell} y={r * cell} width={cell} height={cell} fill={FILL[t]} stroke="#9cc3dc" stroke-width="0.6" />
            {t === 'F' && <circle cx={c * cell + cell / 2} cy={r * cell + cell / 2} r={cell / 3.2} fill="#1d4f73" />}
            {t === 'C' && <path d={`M${c * cell + 2} ${r * cell + cell - 2} l${cell / 3} -${cell / 3}`} stroke="#9cc3dc" stroke-width="1" />}
          </g>
        )),
      )}
    </g>
  );
}

function Picture() {
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label="penguins on an island of ice, a walrus and a fish, with water all round">
      <rect width="160" height="100" rx="8" fill="#5aa9d6" />
      <Board x={35} y={5} cell={10} />
      <Walrus x={73} y={43} s={0.26} />
      <Penguin x={57} y={20} s={0.36} scarf="#e0572b" />
      <Penguin x={95} y={60} s={0.36} scarf="#2a8a4a" />
      <Penguin x={36} y={6} s={0.36} scarf="#c99700" />
      <Fish x={8} y={70} s={0.7} />
      <path d="M130 70 q6 -14 12 0" fill="#1b2a38" />
    </svg>
  );
}

function BoardKey() {
  const cell = 22;
  return (
    <Figure
      viewBox="0 0 300 110"
      label="the board: ice corners, water all round, an island of ice in the middle with four fishing holes and the walrus on the centre"
      caption="The board: the light corners are ice where penguins start, blue is water, the island is in the middle with its four fishing holes (dark circles); the walrus starts on the centre."
    >
      <g transform="scale(0.5)">
        <Board x={4} y={4} cell={cell} />
        <Walrus x={4 + 4 * cell + 1} y={4 + 4 * cell + 3} s={0.33} />
      </g>
      <g font-size="11" fill="#17324d">
        <rect x="120" y="10" width="14" height="14" fill={FILL.C} stroke="#9cc3dc" />
        <text x="140" y="21">corner ice: start here</text>
        <rect x="120" y="32" width="14" height="14" fill={FILL.W} />
        <text x="140" y="43">water: the orcas</text>
        <rect x="120" y="54" width="14" height="14" fill={FILL.I} stroke="#9cc3dc" />
        <text x="140" y="65">the island: the walrus</text>
        <circle cx="127" cy="83" r="5" fill="#1d4f73" />
        <text x="140" y="87">a fishing hole</text>
      </g>
    </Figure>
  );
}

function Rules() {
  return (
    <>
      <section>
        <h2>The idea</h2>
        <p>
          Each player is a penguin on a small, melting island. Catch fish at the fishing holes, and use your cards to stay out of
          trouble: a grumpy walrus walks the island and hungry orcas swim in the water. For 2 to 8 players.
        </p>
      </section>
      <section>
        <h2>Setting up</h2>
        <BoardKey />
        <p>
          Each player gets a penguin card with a special ability, usable once a round (dealt at random, or chosen in turn: an option
          in the lobby). In turn, each player puts their penguin on any corner ice square. Everyone takes 4 action cards.
        </p>
        <p>
          One player is the Penguin Leader and moves first; after each round the Leader token passes to the left. There are no
          event cards in the first round.
        </p>
      </section>
      <section>
        <h2>A round</h2>
        <ol>
          <li>
            <b>Turns.</b> On your turn, draw an action card, then move up to two times, one square each time (no diagonals). A move
            that starts in the water may go one square further. Play cards from your hand whenever they allow. At the end of your turn
            you keep at most 4 cards.
          </li>
          <li>
            <b>Fishing.</b> A penguin that ended its turn on a fishing hole, and is still there, catches a fish. You cannot fish at the
            same hole twice in a row (fish at another one first), nor on or next to the walrus, and a penguin holds at most 5 fish.
          </li>
          <li>
            <b>The walrus</b> walks two squares toward the nearest penguin (on a tie, the one with more fish). He stays on the island.
          </li>
          <li>
            <b>Events.</b> Every penguin in the water draws an orca card, and every penguin on ice next to the walrus (or on his
            square) draws a walrus card. Some cards can be dodged by paying fish; an orca may eat you, and then you are out.
          </li>
        </ol>
        <Figure viewBox="0 0 200 56" label="a penguin, the walrus and a fish" caption="Stay out of the water and away from the walrus, or pay fish to escape.">
          <Penguin x={10} y={3} s={1} scarf="#2a7fd4" />
          <Walrus x={70} y={4} s={0.9} />
          <Fish x={140} y={18} s={1.2} />
        </Figure>
        <p>
          <b>Cards.</b> A card with no symbol is played in your own turn. A padlock card is played in your turn and lasts to the end of
          the round. A lightning card can be played any time, even in someone else's turn, as an answer to another card.
        </p>
        <p>
          <b>Melting.</b> When the first penguin is eaten, the corner ice melts: from then on the corners are water.
        </p>
      </section>
      <section>
        <h2>The end and the winner</h2>
        <p>When the last action card is drawn, the game ends after that round: the living penguin with the most fish wins.</p>
        <p>
          <b>The final phase.</b> When only two penguins are left, both fill their hands to 4 cards, nobody fishes any more, nobody may
          end a turn off the island, and the walrus walks three squares. The last penguin standing wins; if both are eaten, the
          walrus wins.
        </p>
      </section>
      <section>
        <h2>Modes in the lobby</h2>
        <dl>
          <dt>Standard (3 to 8 players)</dt>
          <dd>The game above: one penguin each.</dd>
          <dt>Teams (2 or 3 players)</dt>
          <dd>
            Each player runs a team: with 2 players, 4 penguins each, 7 cards in hand and 2 drawn a round; with 3 players, 2 penguins
            each, 5 cards and 1 drawn. Your hand serves your whole team. Penguins take turns one at a time, the teams alternating. Two
            penguins of a team on one square may pass fish to each other for one move. At the end, the team with the most fish on its
            living penguins wins; a team with no penguins left loses.
          </dd>
          <dt>Golden Fish (4 to 8 players)</dt>
          <dd>
            A Golden Fish starts beside the walrus. Stand on it and spend a move to pick it up. Whoever holds it at the end of round 10
            wins. It is always the first fish you lose, it can never be stolen, and the walrus always goes for its holder. Dropped in
            the water or on a corner, it drifts back to the nearest island square. The cards are reshuffled when they run out.
          </dd>
          <dt>Capture the Fish (2 to 8 players)</dt>
          <dd>
            Two teams of four penguins, each with a Golden Fish in its own corner. Carry the other team's fish to your home corner to
            win at once. A dropped fish stays where it falls, even in the water, and goes home at the end of the round if nobody has
            picked it up. Teammates may pass a fish for one move. The cards are reshuffled when they run out.
          </dd>
        </dl>
      </section>
    </>
  );
}

export const guide: GameGuide = {
  name: 'plucky',
  // Sixty action cards, one drawn a turn after four each: 10 to 15 rounds of a
  // turn per player, the walrus and the events. Golden Fish plays 10 rounds.
  minutes: '30–45',
  lines: [
    'Waddle around a melting island and catch fish.',
    'Play cards to dodge the walrus and the orcas.',
    'Most fish at the end, or the last penguin standing, wins.',
  ],
  Picture,
  Rules,
};
