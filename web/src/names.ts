// How pages name seats: "player 2" in words (seats count from 1 for people).
import type { LogEntry, Seat } from './api';

// "player 2 (Ann)", "player 3 (Bot: rule of thumb)" (the server names bots in
// players' words); "you" marked.
export function seatLabel(seats: Seat[], seat: number, viewer: number): string {
  if (seat < 0) return 'chance';
  const s = seats[seat];
  const base = `player ${seat + 1}`;
  const who = !s ? '' : s.kind !== 'human' ? botName(s) : s.taken ? s.name : 'open seat';
  const you = seat === viewer ? ', you' : '';
  return who && who !== base ? `${base} (${who}${you})` : `${base}${you ? ' (you)' : ''}`;
}

// A bot's name, and for whom it plays on when a person left the seat: "Bot: Medium
// for Ann", so that the result names her as well.
const botName = (s: Seat) => (s.played_for ? `${s.name} for ${s.played_for}` : s.name);

// A seat's name in a sentence: the person's or the bot's ("Ann", "Bot: rule of
// thumb"), "player 2" for an open seat, with the seat's number when another seat
// has the same name, and "(you)" for the viewer.
export function sentenceName(seats: Seat[], seat: number, viewer: number): string {
  const named = (i: number) => {
    const s = seats[i];
    return !s || (s.kind === 'human' && !s.taken) || !s.name ? `player ${i + 1}` : s.kind !== 'human' ? botName(s) : s.name;
  };
  const base = named(seat);
  const shared = seats.some((_, i) => i !== seat && named(i) === base);
  return `${base}${shared ? ` (player ${seat + 1})` : ''}${seat === viewer ? ' (you)' : ''}`;
}

// A log entry in words: its sentence with the seats' names filled in, or (for a
// game that writes none) who moved and the move's words.
export function logWords(e: LogEntry, seats: Seat[], viewer: number): string {
  if (e.sentence) return e.sentence.replace(/\{(\d+)\}/g, (_, s) => sentenceName(seats, Number(s), viewer));
  return e.player < 0 ? e.text : `${seatLabel(seats, e.player, viewer)}: ${e.text}`;
}

// Text from the server without the rulebook's clause and ruling ids ("... in the
// Final Phase (R17)" -> "... in the Final Phase"): they serve the engine's users
// and the tests, not people at the table.
export function withoutRuleIds(text: string): string {
  return text.replace(/\s*\((?:(?:R\d+[a-z]?|[A-Z]{2}-\d+[a-z]?)(?:,\s*|(?=\))))+\)/g, '');
}

// The values of a game string by name: "fistful(players=3,advanced=true)" gives
// {players: '3', advanced: 'true'}.
export function gameOptions(game: string): Record<string, string> {
  const open = game.indexOf('(');
  if (open < 0 || !game.endsWith(')')) return {};
  return Object.fromEntries(
    game
      .slice(open + 1, -1)
      .split(',')
      .map((kv) => kv.split('='))
      .filter((kv) => kv.length === 2)
      .map(([k, v]) => [k.trim(), v.trim()]),
  );
}

// "3 players" (or "solo") and a page's own option words, for a table's heading.
export function tableOptionWords(game: string, seats: number, optionWords?: (o: Record<string, string>) => string[]): string {
  const players = seats === 1 ? 'solo' : `${seats} players`;
  return [players, ...(optionWords?.(gameOptions(game)) ?? [])].join(' · ');
}

// A list in words: "Ann", "Ann and Bo", "Ann, Bo and Cy" (`last` "or" for choices); '' for none.
export function listWords(items: string[], last = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

// "Ann held this seat before and saw its secrets." for a seat someone left; ''
// when nobody did. Everyone at the table reads it, so nobody is surprised.
export function seenWords(s: Seat | undefined): string {
  const names = s?.seen_by ?? [];
  if (names.length === 0) return '';
  return `${listWords(names)} held this seat before and saw its secrets.`;
}

// A message from the server as a sentence of the page ("sign in to take a seat
// at a rated table" → "Sign in to take a seat at a rated table.").
export function sentence(message: string): string {
  const s = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}
