// A game's "How to play" page (#/rules/<game>, from a table #/rules/<game>?table=ID):
// the game's card facts and its rules in plain words, with a way back to where
// the reader came from.
import { useEffect, useState } from 'preact/hooks';
import { sharedCatalogue, type GameInfo } from '../api';
import { guideFor, playerWords } from './index';
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
  const title = info?.title ?? game;
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
      <p>{back}</p>
    </article>
  );
}
