// A game's "How to play" page (#/rules/<game>, from a table #/rules/<game>?table=ID):
// the game's card facts and its rules in plain words, with a way back to where
// the reader came from.
import { useEffect, useState } from 'preact/hooks';
import { sharedCatalogue, type GameInfo } from '../api';
import { guideFor, playerWords } from './index';
import { newTableLink } from '../lobby_link';
import './rules.css';

export function RulesPage({ game, table }: { game: string; table?: string }) {
  const guide = guideFor(game);
  const [info, setInfo] = useState<GameInfo>();
  useEffect(() => {
    sharedCatalogue().then(
      (c) => setInfo(c.games.find((g) => g.name === game)),
      () => undefined, // the page reads without the catalogue; only the player count and keys are missing
    );
  }, [game]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [game]);
  // The tab says which rules these are (a table's page sets its own title).
  const title = info?.title ?? game;
  useEffect(() => {
    document.title = `How to play ${title} · Rookery`;
    return () => {
      document.title = 'Rookery';
    };
  }, [title]);
  const back = table ? (
    <a class="rules-back" href={`#/table/${table}`}>
      ← Back to the table
    </a>
  ) : (
    <a class="rules-back" href="#/">
      ← Back to the lobby
    </a>
  );
  if (!guide)
    return (
      <article class="panel rules-page">
        {back}
        <h1>How to play</h1>
        <p>There is no rules page for “{game}”.</p>
      </article>
    );
  return (
    <article class="panel rules-page" data-game={game} aria-label={`how to play ${title}`}>
      {back}
      <header class="rules-head">
        <div class="rules-picture">
          <guide.Picture />
        </div>
        <div>
          <h1>How to play {title}</h1>
          <p class="game-card-facts">
            {info && <span>{playerWords(info.min_players, info.max_players)}</span>}
            <span>about {guide.minutes} min a game</span>
          </p>
        </div>
      </header>
      <guide.Rules game={info} />
      {/* Read to the end from the lobby: the next step is a table of this game. */}
      <p class="rules-next">
        {!table && (
          <a class="rules-set-up" href={newTableLink(game)}>
            Set up a table of {title}
          </a>
        )}
        {back}
      </p>
    </article>
  );
}
