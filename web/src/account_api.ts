// The server's routes for accounts, profiles and leaderboards (docs/protocol.md,
// "Accounts, ratings and profiles") and the types of what they answer. The
// session is a cookie the browser keeps and sends by itself: no page reads it.
import { call } from './api';

export interface Account {
  id: number | string;
  name: string;
}

// One seat of the account, on whichever device it was taken, with its credential
// so that this device can play it too.
export interface AccountSeat {
  table: string;
  seat: number;
  credential: string;
  game: string;
  title: string;
  terminal: boolean;
  rated: boolean;
  version: number;
}

// A rating after one rated game: `at` is seconds since 1970.
export interface RatingPoint {
  table: string;
  at: number;
  rating: number;
  deviation: number;
}

// A player's rating in one game (its short name, such as "pantolino").
export interface GameRating {
  game: string;
  title: string;
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
  wins: number;
  history: RatingPoint[];
}

// One of a player's latest tables; `place` (1 is first) once the game is over.
export interface RecentGame {
  table: string;
  game: string;
  title: string;
  seat: number;
  rated: boolean;
  terminal: boolean;
  place?: number;
  players: number;
  at?: number; // when it ended, in seconds since 1970
}

export interface Profile {
  name: string;
  ratings: GameRating[];
  games: { played: number; won: number };
  recent: RecentGame[];
}

export interface LeaderboardLine {
  name: string;
  rating: number;
  deviation: number;
  games: number;
  wins: number;
}

export interface Leaderboard {
  game: string;
  title: string;
  players: LeaderboardLine[];
}

// Makes an account and signs in; the recovery code comes this once.
export const signUp = (name: string, password: string) =>
  call<{ account: Account; recovery_code: string }>('POST', '/api/account', { name, password });
// Who this browser is signed in as; refused with `not_signed_in` when nobody is.
export const getAccount = () => call<{ account: Account }>('GET', '/api/account');
// Signs in with a name and a password.
export const signIn = (name: string, password: string) => call<{ account: Account }>('POST', '/api/account/sign-in', { name, password });
// Signs out here, or on every device.
export const signOut = (everywhere = false) => call<object>('POST', '/api/account/sign-out', everywhere ? { everywhere: true } : {});
// A new password; every other device is signed out.
export const changePassword = (password: string, newPassword: string) =>
  call<{ account: Account }>('POST', '/api/account/password', { password, new_password: newPassword });
// A forgotten password replaced with the recovery code, which gives a new code.
export const recover = (name: string, recoveryCode: string, newPassword: string) =>
  call<{ account: Account; recovery_code: string }>('POST', '/api/account/recover', { name, recovery_code: recoveryCode, new_password: newPassword });
// Hands the seats this browser holds to the account, so they follow it.
export const bringSeats = (seats: { table: string; seat: number; credential: string }[]) =>
  call<{ kept: number }>('POST', '/api/account/seats', { seats });
// The account's seats, newest first, from every device.
export const accountTables = () => call<{ tables: AccountSeat[] }>('GET', '/api/account/tables');
// A player's public profile.
export const getProfile = (name: string) => call<Profile>('GET', `/api/players/${encodeURIComponent(name)}`);
// The players of a game with a settled rating, best first.
export const getLeaderboard = (game: string, limit = 50) =>
  call<Leaderboard>('GET', `/api/leaderboards/${encodeURIComponent(game)}?limit=${limit}`);
