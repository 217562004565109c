// Pantolino for a stranger: its card in the lobby and its "How to play" page,
// from the rulebook and the game's own rules (games/pantolino/RULES.md).
import { Place } from '../../art/place';
import { Figure } from '../../rules/figure';
import type { GameGuide } from '../../rules/types';
import { CentipedeHead, DieFace, TokenFace } from './art';

// A boot token as the table draws it: `n` boots of one colour, scaled to 27 high.
function Token({ x, y, colour, n }: { x: number; y: number; colour: string; n: number }) {
  return (
    <Place x={x} y={y} s={0.8}>
      <TokenFace colour={colour} boots={n} />
    </Place>
  );
}

// A die as the table draws it, in a 40×40 box (scaled by s): a boot of `colour`, or the star.
function BootDie({ x, y, s = 1, colour }: { x: number; y: number; s?: number; colour: string }) {
  return (
    <Place x={x} y={y} s={(s * 40) / 48}>
      <DieFace face={colour} />
    </Place>
  );
}

function Picture() {
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label="a centipede wearing boot tokens, and four dice">
      <rect width="160" height="100" rx="8" fill="#fbf3dc" />
      <Token x={6} y={18} colour="blue" n={2} />
      <Token x={48} y={18} colour="red" n={3} />
      <Place x={107} y={15} s={0.9}>
        <CentipedeHead />
      </Place>
      <BootDie x={10} y={58} s={0.8} colour="yellow" />
      <BootDie x={46} y={58} s={0.8} colour="star" />
      <BootDie x={82} y={58} s={0.8} colour="green" />
      <BootDie x={118} y={58} s={0.8} colour="black" />
    </svg>
  );
}

function Rules() {
  return (
    <>
      <section>
        <h2>The idea</h2>
        <p>
          Everyone has a centipede that needs boots. Roll the dice, and with what you roll take a boot token for your centipede.
          When the tokens are gone, the centipede with the most boots wins. For 2 to 4 players, or on your own.
        </p>
      </section>
      <section>
        <h2>What is in the box</h2>
        <p>Four dice. Each die shows a boot in one of five colours (yellow, red, green, blue, black) or a star.</p>
        <Figure viewBox="0 0 250 44" label="the six faces of a die: a yellow, red, green, blue and black boot, and a star">
          {['yellow', 'red', 'green', 'blue', 'black', 'star'].map((c, i) => (
            <BootDie x={2 + i * 41} y={2} colour={c} />
          ))}
        </Figure>
        <p>Fifteen boot tokens: in each colour, one token with 2 boots, one with 3 and one with 4. They start in the middle of the table.</p>
        <Figure viewBox="0 0 240 30" label="the red tokens: 2, 3 and 4 boots">
          <Token x={2} y={1.5} colour="red" n={2} />
          <Token x={52} y={1.5} colour="red" n={3} />
          <Token x={118} y={1.5} colour="red" n={4} />
        </Figure>
      </section>
      <section>
        <h2>Your turn</h2>
        <ol>
          <li>Roll all four dice.</li>
          <li>
            Keep the dice you like and roll the others again. You may do this twice, so you roll at most three times. On the third roll
            you may even roll dice you kept after the first. You can stop after any roll.
          </li>
          <li>
            Pick one colour and count its boots: the dice showing that colour, plus every star (a star is a boot of any colour you
            like).
          </li>
          <li>
            Take one token of that colour that shows that many boots or fewer, and put it at the tail of your centipede. Only one token a
            turn. If no token you could take is left, you get nothing this turn.
          </li>
        </ol>
        <Figure
          viewBox="0 0 260 80"
          label="an example: two red boots, a yellow boot and a star make three red boots, or two yellow"
          caption="Two red, one yellow and a star: take red 3 (or red 2 if red 3 is gone), or yellow 2."
        >
          <BootDie x={2} y={2} colour="red" />
          <BootDie x={46} y={2} colour="red" />
          <BootDie x={90} y={2} colour="yellow" />
          <BootDie x={134} y={2} colour="star" />
          <text x="184" y="28" font-size="22" fill="#17324d">→</text>
          <Token x={2} y={52} colour="red" n={3} />
          <text x="70" y="70" font-size="12" fill="#17324d">or</text>
          <Token x={92} y={52} colour="yellow" n={2} />
        </Figure>
        <p>Then the player on your left takes a turn.</p>
        <p>Tip: keep your stars. They fit whatever colour you need.</p>
      </section>
      <section>
        <h2>The end and the winner</h2>
        <p>
          The game ends when the last token leaves the middle of the table. Count the boots on your centipede: most boots wins. On a
          tie, the tied player with the most boots of one colour wins; if that is tied too, they share the win.
        </p>
      </section>
      <section>
        <h2>Options in the lobby</h2>
        <dl>
          <dt>Escaping boots</dt>
          <dd>
            For older players. Instead of a token from the middle, you may take the last token at the tail of another player's
            centipede, on the same terms (its colour, and no more boots than you rolled). Tokens in the middle of a centipede are safe.
          </dd>
          <dt>Discard smallest</dt>
          <dd>When you can take no token at all, you must remove the smallest token left in the middle from the game.</dd>
          <dt>Solo (1 player)</dt>
          <dd>
            Play alone and beat your own best. Every turn takes a token or, if none fits, removes the smallest one, so a solo game is
            exactly 15 turns. Your score is the boots you collected.
          </dd>
        </dl>
      </section>
    </>
  );
}

export const guide: GameGuide = {
  name: 'pantolino',
  // Fifteen tokens, at most one a turn, and late turns often take none: some
  // 20 to 30 short turns in all (a solo game is 15).
  minutes: '10–15',
  lines: [
    'Roll four dice, up to three times a turn.',
    'Take a boot token for the boots of one colour you rolled.',
    'When the tokens run out, the longest centipede wins.',
  ],
  Picture,
  Rules,
};
