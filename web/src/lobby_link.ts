// The lobby's address with a game's "New table" form open and in view:
// #/?new=<game> (the rules page's "Set up a table" leads there).
export const newTableLink = (game: string) => `#/?new=${encodeURIComponent(game)}`;

// The game a lobby address asks a new table of, if any.
export function wantedGame(hash: string): string | undefined {
  const m = hash.match(/[?&]new=([^&]+)/);
  return m ? decodeURIComponent(m[1]) : undefined;
}
