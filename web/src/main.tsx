// The front end's entry: a lobby at #/, a table page at #/table/ID, a game's
// rules at #/rules/GAME (?table=ID when opened from a table), the account at
// #/account, a player's profile at #/players/NAME and a game's leaderboard at
// #/leaderboards/GAME. Hash routes keep every page a plain file the server can
// serve.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { AccountArea } from './account_area';
import { AccountPage } from './account_page';
import { LeaderboardPage } from './leaderboard';
import { Lobby } from './lobby';
import { ProfilePage } from './profile';
import { RulesPage } from './rules/page';
import { learnAccountSeats } from './account_seats';
import { checkSession, signedInAs } from './session';
import { TablePage } from './table/page';
import './style.css';

type Route =
  | { page: 'lobby' }
  | { page: 'table'; table: string }
  | { page: 'rules'; game: string; table?: string }
  | { page: 'account' }
  | { page: 'player'; name: string }
  | { page: 'leaderboard'; game: string };

// A name from the address, as it was before it was encoded there.
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function route(): Route {
  const m = location.hash.match(/^#\/table\/([0-9a-zA-Z]+)/);
  if (m) return { page: 'table', table: m[1] };
  const r = location.hash.match(/^#\/rules\/(\w+)(?:\?table=([0-9a-zA-Z]+))?/);
  if (r) return { page: 'rules', game: r[1], table: r[2] };
  if (/^#\/account(?:$|\?)/.test(location.hash)) return { page: 'account' };
  const p = location.hash.match(/^#\/players\/([^?]+)/);
  if (p) return { page: 'player', name: decoded(p[1]) };
  const l = location.hash.match(/^#\/leaderboards\/(\w+)/);
  if (l) return { page: 'leaderboard', game: l[1] };
  return { page: 'lobby' };
}

function App() {
  const [where, setWhere] = useState(route());
  useEffect(() => {
    const on = () => setWhere(route());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  // A page opened anew starts at its top (the lobby keeps where it was).
  useEffect(() => {
    if (where.page === 'account' || where.page === 'player' || where.page === 'leaderboard') window.scrollTo(0, 0);
  }, [where.page, where.page === 'player' ? where.name : where.page === 'leaderboard' ? where.game : '']);
  return (
    <>
      <header class="top">
        {/* The site's name is the lobby's heading; a table's is its game's title. */}
        {where.page === 'lobby' ? (
          <h1 class="brand-title">
            <a href="#/" class="brand">
              Rookery
            </a>
          </h1>
        ) : (
          <a href="#/" class="brand">
            Rookery
          </a>
        )}
        <span class="tagline">five penguin games, at one table</span>
        <AccountArea />
      </header>
      <main>
        {where.page === 'table' ? (
          <TablePage key={where.table} table={where.table} />
        ) : where.page === 'rules' ? (
          <RulesPage key={where.game} game={where.game} table={where.table} />
        ) : where.page === 'account' ? (
          <AccountPage />
        ) : where.page === 'player' ? (
          <ProfilePage key={where.name} name={where.name} />
        ) : where.page === 'leaderboard' ? (
          <LeaderboardPage key={where.game} game={where.game} />
        ) : (
          <Lobby />
        )}
      </main>
    </>
  );
}

// Who is signed in, asked once as the page opens (signed out is an answer, not
// an error); signed in, the account's seats from other devices come to this
// browser, so that a table opened from a link is played, not only watched.
checkSession().then(() => (signedInAs() ? learnAccountSeats().catch(() => undefined) : undefined));
render(<App />, document.getElementById('app')!);
