// Match of the Penguins for a stranger: its card in the lobby and its "How to
// play" page, from the rulebook and the game's own rules (games/match/RULES.md).
// The claim keys come from the server's catalogue, as the table page shows them.
import type { GameInfo } from '../../api';
import { Fish } from '../../art/fish';
import { Figure } from '../../rules/figure';
import type { GameGuide } from '../../rules/types';

interface Look {
  umbrella: string;
  glasses: string;
  shirt: string;
  pail: string;
  fish?: number;
}

// A card in a 44×60 box: a penguin under an umbrella, in sunglasses and a shirt, with a pail of fish.
function Card({ x, y, s = 1, look }: { x: number; y: number; s?: number; look: Look }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect x="1" y="1" width="42" height="58" rx="4" fill="#fff" stroke="#17324d" stroke-width="1.5" />
      <path d="M8 16 Q22 0 36 16 Z" fill={look.umbrella} />
      <path d="M22 16 V22" stroke="#555" />
      <ellipse cx="22" cy="38" rx="11" ry="15" fill="#1b2a38" />
      <ellipse cx="22" cy="41" rx="7" ry="10" fill="#fff" />
      <rect x="14" y="27" width="16" height="4" rx="2" fill={look.glasses} />
      <path d="M19.5 32 h5 l-2.5 3.5 z" fill="#f39c12" />
      <path d="M13 40 h18 v8 h-18 z" fill={look.shirt} opacity="0.9" />
      {Array.from({ length: look.fish ?? 1 }, (_, i) => (
        <Fish x={32 + i * 1.5} y={43 - i * 3.5} s={0.22} />
      ))}
      <path d="M31 46 h9 l-1.5 9 h-6 z" fill={look.pail} stroke="#0006" />
    </g>
  );
}

// A pawn, white or black, in a 20×30 box.
function Pawn({ x, y, s = 1, white = false }: { x: number; y: number; s?: number; white?: boolean }) {
  const fill = white ? '#fff' : '#1b2a38';
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <circle cx="10" cy="7" r="6" fill={fill} stroke="#17324d" stroke-width="1.5" />
      <path d="M3 28 Q4 14 10 12 Q16 14 17 28 Z" fill={fill} stroke="#17324d" stroke-width="1.5" />
    </g>
  );
}

const A: Look = { umbrella: '#d93a2f', glasses: '#2a7fd4', shirt: '#2fa84f', pail: '#f2c318' };
const B: Look = { umbrella: '#8e44ad', glasses: '#2a7fd4', shirt: '#e0572b', pail: '#2fa84f' };
const C: Look = { umbrella: '#2fa84f', glasses: '#f2c318', shirt: '#8e44ad', pail: '#2a7fd4', fish: 2 };

function Picture() {
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label="penguin cards turned face up in a row, a white pawn and a black pawn">
      <rect width="160" height="100" rx="8" fill="#fdf1f4" />
      <Card x={8} y={10} look={A} />
      <Card x={56} y={10} look={B} />
      <Card x={104} y={10} look={C} />
      <Pawn x={50} y={72} s={0.8} white />
      <Pawn x={90} y={72} s={0.8} />
    </svg>
  );
}

const RANKS: { name: string; what: string; claim: string }[] = [
  { name: 'One match', what: 'two cards share one element in the same colour', claim: 'call out that element ("umbrella!")' },
  { name: 'Several matches', what: 'two cards share two or more elements', claim: 'grab a black pawn' },
  { name: 'Identical', what: 'two cards are alike in everything', claim: 'grab the white pawn' },
  { name: 'Two fish', what: 'one card has two fish in its pail', claim: 'knock on the table' },
];

function Rules({ game }: { game?: GameInfo }) {
  const keys = game?.claim_keys ?? [];
  return (
    <>
      <section>
        <h2>The idea</h2>
        <p>
          A race of sharp eyes. Cards are turned face up one by one; be the first to spot two penguins that match and claim it. Most
          cards at the end wins. For 2 to 6 players, all playing at the same time.
        </p>
      </section>
      <section>
        <h2>The cards</h2>
        <p>
          Most cards show a penguin with six things in six colours: an umbrella, sunglasses, a lei, a shirt, a blanket and a pail with
          a fish. A few cards show just one of these things up close. A few pails hold two fish.
        </p>
        <Figure
          viewBox="0 0 160 64"
          label="three cards: the first two have the same blue sunglasses; the third has two fish in its pail"
          caption="The first two cards share blue sunglasses: a match. The third has two fish in its pail."
        >
          <Card x={2} y={2} look={A} />
          <Card x={56} y={2} look={B} />
          <Card x={110} y={2} look={C} />
        </Figure>
      </section>
      <section>
        <h2>A round</h2>
        <p>
          The dealer turns cards face up in a row, one every few seconds. Everyone watches. As soon as you spot a match, claim it the
          way it asks. Matches rank from low to high:
        </p>
        <ol class="rules-ranks">
          {RANKS.map((r) => (
            <li>
              <b>{r.name}</b>: {r.what}. <i>Claim: {r.claim}.</i>
            </li>
          ))}
        </ol>
        <Figure viewBox="0 0 150 40" label="the pawns: one white, two black" caption="One white pawn and two black ones (one black with 2 players).">
          <Pawn x={10} y={5} white />
          <Pawn x={60} y={5} />
          <Pawn x={100} y={5} />
        </Figure>
        <p>
          <b>Who wins the cards.</b> The highest correct claim wins. A correct call, the white pawn or a knock wins every face-up card.
          Each correct black pawn wins one card, and the rest leave the game. Claims at the same moment split the cards. After a
          correct claim there is a moment for someone to claim something higher, and a knock beats everything.
        </p>
        <p>
          <b>Don't slip.</b> A wrong claim costs you one of the cards you have won (nothing if you have none), and play goes on.
        </p>
        <p>The round ends when someone wins at least one card; the deck passes to the left.</p>
      </section>
      <section>
        <h2>The end and the winner</h2>
        <p>After the last card is turned, everyone has one last chance to claim. Then the player with the most cards wins.</p>
      </section>
      <section>
        <h2>Playing here, in real time</h2>
        <p>
          The table turns a card every 2 seconds (the lobby's "time between cards" sets another pace, from 1 to 9 seconds; at a slower
          pace the bots take longer to look too, so the extra time is yours). Claims count
          from the moment you make them: the server times them, and claims within a blink (0.15 s) of each other tie. On the table page
          you claim with a button or a single key:
        </p>
        {keys.length > 0 && (
          <table class="rules-table">
            <tbody>
              {keys.map((k) => (
                <tr>
                  <th>
                    <kbd>{k.key}</kbd>
                  </th>
                  <td>
                    {k.claim}: {k.meaning}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export const guide: GameGuide = {
  name: 'match',
  // Sixty-four cards turned every 2 seconds, with a short pause after each
  // claim: a game is over in a few minutes; slower cards make it longer.
  minutes: '5–10',
  lines: [
    'Cards are turned face up, one by one, for all to see.',
    'Spot a match first: call it, grab a pawn or knock.',
    'Most cards when the deck runs out wins.',
  ],
  Picture,
  Rules,
};
