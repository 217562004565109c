// The lobby's game cards: for each game its picture, the players, how long a game
// takes, three lines on what it is about, its "How to play" page and a button
// that sets up a table of it below.
import type { GameInfo } from '../api';
import { guideFor, playerWords, rulesLink } from './index';
import './rules.css';

export function GameCards({ games, choose }: { games: GameInfo[]; choose: (game: string) => void }) {
  return (
    <section class="panel game-cards" aria-label="the games">
      <h2>The games</h2>
      <ul>
        {games.map((g) => {
          const guide = guideFor(g.name);
          return (
            <li class="game-card" data-game={g.name} key={g.name}>
              <div class="game-card-picture">{guide ? <guide.Picture /> : null}</div>
              <div class="game-card-head">
                <h3>{g.title}</h3>
                <p class="game-card-facts">
                  <span class="game-card-players">{playerWords(g.min_players, g.max_players)}</span>
                  {guide && <span class="game-card-length">about {guide.minutes} min</span>}
                </p>
              </div>
              <p class="game-card-summary">
                {guide ? guide.lines.map((line) => <span>{line}</span>) : <span>{g.summary}</span>}
              </p>
              <div class="game-card-actions">
                {guide && (
                  <a class="how-to-play" href={rulesLink(g.name)} aria-label={`How to play ${g.title}`}>
                    How to play
                  </a>
                )}
                <button type="button" onClick={() => choose(g.name)} aria-label={`Set up a table of ${g.title}`}>
                  Set up a table
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
