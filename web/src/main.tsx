// The front end's entry: a lobby at #/ and a table page at #/table/ID. Hash
// routes keep every page a plain file the server can serve.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Lobby } from './lobby';
import { TablePage } from './table';
import './style.css';

function route() {
  const m = location.hash.match(/^#\/table\/([0-9a-zA-Z]+)/);
  return m ? { page: 'table' as const, table: m[1] } : { page: 'lobby' as const };
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
        <a href="#/" class="brand">
          Rookery
        </a>
        <span class="tagline">five penguin games, at one table</span>
      </header>
      <main>{where.page === 'table' ? <TablePage key={where.table} table={where.table} /> : <Lobby />}</main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
