// The end of a game: its result in words (the status line and the lobby say it too), and
// the result panel with each player's score, the game's own breakdown and "Play again".
import type { JSX } from 'preact';
import type { View } from '../api';

// "Player 2 (Bot: Hard) wins." / "Player 1 (Ann, you) and player 2 (Bo) share the win.", a sentence.
export function resultWords(view: View, name: (s: number) => string) {
  const words = resultSentence(view, name);
  return words.charAt(0).toUpperCase() + words.slice(1);  // "Player 3 (Bot: Hard) wins."
}

function resultSentence(view: View, name: (s: number) => string) {
  const r = view.returns ?? [];
  const best = Math.max(...r);
  const winners = r.map((x, i) => [x, i] as const).filter(([x]) => x === best && x > 0).map(([, i]) => i);
  if (r.length === 1) return `Final score: ${view.scores?.[0] ?? r[0]}.`;
  if (winners.length === 0) return 'Nobody wins.';
  if (winners.length === 1) return `${name(winners[0])} wins.`;
  return `${winners.map(name).join(' and ')} share the win.`;
}

// The result panel, shown once the game is over.
export function Result({
  view,
  name,
  again,
  canAgain,
  breakdown,
  scoreName,
}: {
  view: View;
  name: (s: number) => string;
  again: () => void;
  canAgain: boolean;
  breakdown?: JSX.Element;
  scoreName: string | null;
}) {
  // With two or more players the returns are win shares: said as words. Solo,
  // the return is the score itself.
  const solo = view.seats.length === 1;
  const outcome = (r: number | undefined) => (r === undefined ? '' : r >= 1 ? 'wins' : r > 0 ? 'shares the win' : '');
  return (
    <section class="result panel" aria-label="result">
      <h2>{resultWords(view, name)}</h2>
      <table>
        <thead>
          <tr>
            <th>player</th>
            {scoreName !== null && <th>{scoreName}</th>}
            {!solo && <th>result</th>}
          </tr>
        </thead>
        <tbody>
          {view.seats.map((s) => (
            <tr>
              <td>{name(s.seat)}</td>
              {scoreName !== null && <td>{view.scores?.[s.seat]}</td>}
              {!solo && <td>{outcome(view.returns?.[s.seat])}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {breakdown}
      {canAgain && (
        <button type="button" class="primary" onClick={again}>
          Play again
        </button>
      )}
    </section>
  );
}
