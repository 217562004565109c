// The front end's entry: a lobby at #/, a table page at #/table/ID and a game's
// rules at #/rules/GAME (?table=ID when opened from a table). Hash routes keep
// every page a plain file the server can serve.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Lobby } from './lobby';
import { RulesPage } from './rules/page';
import { TablePage } from './table/page';
import './style.css';

type Route = { page: 'lobby' } | { page: 'table'; table: string } | { page: 'rules'; game: string; table?: string };

function route(): Route {
  const m = location.hash.match(/^#\/table\/([0-9a-zA-Z]+)/);
  if (m) return { page: 'table', table: m[1] };
  const r = location.hash.match(/^#\/rules\/(\w+)(?:\?table=([0-9a-zA-Z]+))?/);
  if (r) return { page: 'rules', game: r[1], table: r[2] };
  return { page: 'lobby' };
}

function App() {
  const [where, setWhere] = useState(route());
  useEffect(() => {
    const on = () => setWhere(route());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
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
      </header>
      <main>
        {where.page === 'table' ? (
          <TablePage key={where.table} table={where.table} />
        ) : where.page === 'rules' ? (
          <RulesPage key={where.game} game={where.game} table={where.table} />
        ) : (
          <Lobby />
        )}
      </main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
