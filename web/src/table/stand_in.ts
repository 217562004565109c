// The bot that plays on for a person who leaves: the game's Medium level.
import { sharedCatalogue } from '../api';

// standIn(game) → the bot spec that takes a seat its person gave up at a table of
// `game` (a game string): the Medium level, as the server's catalogue names it,
// else the game's default bot, so the seat reads "Bot: Medium".
export async function standIn(game: string): Promise<string | undefined> {
  const name = game.split('(')[0];
  const info = (await sharedCatalogue()).games.find((g) => g.name === name);
  return info?.bot_levels.find((l) => l.title === 'Medium')?.spec ?? info?.default_bot;
}
