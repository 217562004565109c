// A player's public profile (#/players/NAME): their rating in each game they
// played rated, with how unsure it still is and how it went, their games played
// and won, and their latest tables, each with the way to its replay.
import { useEffect, useState } from 'preact/hooks';
import { heldSeat, sharedCatalogue } from './api';
import { getProfile, type GameRating, type Profile, type RecentGame } from './account_api';
import { leaderboardLink } from './player_link';
import { RatingChart } from './rating_chart';
import { counted, deviationWords, placeWords, ratingWords } from './rating_words';
import { useAccount } from './session';
import { usePageTitle } from './page_title';
import { sentence } from './names';
import './account.css';

// The profile page of the player called `name`.
export function ProfilePage({ name }: { name: string }) {
  const [profile, setProfile] = useState<Profile>();
  const [error, setError] = useState('');
  // The games whose coach reviews a finished game (the table page's Review tab).
  const [coached, setCoached] = useState<Set<string>>(new Set());
  const account = useAccount();
  usePageTitle(name);
  useEffect(() => {
    setProfile(undefined);
    setError('');
    getProfile(name).then(setProfile, (e) => setError(e instanceof Error ? sentence(e.message) : String(e)));
    sharedCatalogue().then(
      (c) => setCoached(new Set(c.games.filter((g) => g.coach).map((g) => g.name))),
      () => undefined, // without the catalogue, only the links to reviews are missing
    );
  }, [name]);
  const mine = !!account && !!profile && account.name === profile.name;
  return (
    <article class="panel profile" aria-label={`${name}’s profile`}>
      <a class="page-back" href="#/">
        ← Back to the lobby
      </a>
      <h1>{profile?.name ?? name}</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {!profile && !error && <p role="status">Loading the profile…</p>}
      {profile && (
        <>
          {mine && (
            <p class="notice">
              This is you. <a href="#/account">Your account</a>: your password, and signing out.
            </p>
          )}
          <p class="profile-games">
            {counted(profile.games.played, 'game')} played, {profile.games.won} won.
          </p>
          <h2>Ratings</h2>
          {profile.ratings.length === 0 ? (
            <p>No rated games yet. A rated table’s result moves the rating of everyone at it, in that game.</p>
          ) : (
            <>
              <p class="rating-key">
                A rating starts at 1500. A question mark means it is still provisional: after a few games it is a guess, and the ± says by how much it may be off.
              </p>
              {profile.ratings.map((r) => (
                <GameRatingPanel rating={r} />
              ))}
            </>
          )}
          <h2>Recent games</h2>
          {profile.recent.length === 0 ? (
            <p>No games yet.</p>
          ) : (
            <ul class="recent-games">
              {profile.recent.map((g) => (
                <RecentLine game={g} review={mine && g.terminal && coached.has(g.game) && !!heldSeat(g.table)} />
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  );
}

// One game's rating: the figures, the chart, and the way to its leaderboard.
function GameRatingPanel({ rating: r }: { rating: GameRating }) {
  return (
    <section class="game-rating" data-game={r.game} aria-labelledby={`rating-${r.game}`}>
      <h3 id={`rating-${r.game}`}>{r.title}</h3>
      <p class="rating-figures">
        <span class="rating-value" title={r.provisional ? 'provisional: too few games to be sure yet' : 'settled'}>
          {ratingWords(r.rating, r.provisional)}
        </span>{' '}
        <span class="rating-deviation">{deviationWords(r.deviation)}</span>
        {r.provisional && <span class="sr-only"> (provisional)</span>}
        <span class="rating-games"> · {counted(r.games, 'game')}</span>
        <span class="rating-wins"> · {counted(r.wins, 'win')}</span>
      </p>
      <RatingChart title={r.title} history={r.history} />
      <p>
        <a href={leaderboardLink(r.game)}>{r.title} leaderboard</a>
      </p>
    </section>
  );
}

// When a game ended, as the reader's calendar says it: "7 Dec 2026".
function endedOn(at: number): string {
  return new Date(at * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

// "Pantolino · 7 Dec 2026 · 1st of 2 · rated · see the table · replay".
function RecentLine({ game: g, review }: { game: RecentGame; review: boolean }) {
  return (
    <li data-table={g.table}>
      <b>{g.title}</b>
      {g.at ? ` · ${endedOn(g.at)}` : ''} · {g.terminal ? (g.place !== undefined ? placeWords(g.place, g.players) : 'finished') : 'in play'}
      {g.rated ? ' · rated' : ''} · <a href={`#/table/${g.table}`}>{g.terminal ? 'see the table' : heldSeat(g.table) ? 'continue' : 'watch'}</a>
      {g.terminal && (
        <>
          {' '}
          · <a href={`#/table/${g.table}?replay`}>replay</a>
        </>
      )}
      {review && (
        <>
          {' '}
          · <a href={`#/table/${g.table}?review`}>the coach’s review</a>
        </>
      )}
    </li>
  );
}
