// A game's leaderboard (#/leaderboards/GAME): the players whose rating in it is
// settled, best first, each linking to their profile; and the way to the other
// games' leaderboards.
import { useEffect, useState } from 'preact/hooks';
import { sharedCatalogue, type GameInfo } from './api';
import { getLeaderboard, type Leaderboard } from './account_api';
import { leaderboardLink, PlayerLink } from './player_link';
import { deviationWords, ratingWords } from './rating_words';
import { usePageTitle } from './page_title';
import { sentence } from './names';
import './account.css';

// The leaderboard page of `game` (its short name, such as "pantolino").
export function LeaderboardPage({ game }: { game: string }) {
  const [board, setBoard] = useState<Leaderboard>();
  const [error, setError] = useState('');
  const [games, setGames] = useState<GameInfo[]>([]);
  useEffect(() => {
    setBoard(undefined);
    setError('');
    getLeaderboard(game).then(setBoard, (e) => setError(e instanceof Error ? sentence(e.message) : String(e)));
  }, [game]);
  useEffect(() => {
    sharedCatalogue().then(
      (c) => setGames(c.games),
      () => undefined, // the other games' links are missing, nothing else
    );
  }, []);
  const title = board?.title ?? games.find((g) => g.name === game)?.title ?? game;
  usePageTitle(`${title} leaderboard`);
  const others = games.filter((g) => g.name !== game);
  return (
    <article class="panel leaderboard" aria-label={`${title} leaderboard`}>
      <a class="page-back" href="#/">
        ← Back to the lobby
      </a>
      <h1>{title} leaderboard</h1>
      <p class="leaderboard-about">
        Players whose rating is settled, best first: it takes a few rated games before a rating is sure enough to be ranked.
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {!board && !error && <p role="status">Loading the leaderboard…</p>}
      {board && board.players.length === 0 && (
        <p class="leaderboard-empty">No one has a settled rating yet: it takes a few rated games. Play at a rated table to be the first.</p>
      )}
      {board && board.players.length > 0 && (
        <table class="leaderboard-table">
          <caption class="sr-only">{title}: the players with a settled rating, best first</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">
                {/* "±" where the screen is narrow; "Deviation" is read all the same. */}
                <span class="wide-words">Deviation</span>
                <span class="narrow-words" aria-hidden="true">
                  ±
                </span>
              </th>
              <th scope="col">Games</th>
              <th scope="col">Wins</th>
            </tr>
          </thead>
          <tbody>
            {board.players.map((p, i) => (
              <tr>
                <td>{i + 1}</td>
                <th scope="row">
                  <PlayerLink name={p.name} />
                </th>
                <td>{ratingWords(p.rating, false)}</td>
                <td>{deviationWords(p.deviation)}</td>
                <td>{p.games}</td>
                <td>{p.wins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {others.length > 0 && (
        <nav aria-label="other leaderboards" class="other-leaderboards">
          <h2>Other games</h2>
          <ul>
            {others.map((g) => (
              <li>
                <a href={leaderboardLink(g.name)}>{g.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
