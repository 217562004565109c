// A person's name as a link to their profile page, where the name is an
// account's (a guest's name belongs to nobody and links nowhere).
import type { Seat } from './api';

// The address of a player's profile page: #/players/NAME.
export const profileLink = (name: string) => `#/players/${encodeURIComponent(name)}`;

// The address of a game's leaderboard page: #/leaderboards/GAME (its short name).
export const leaderboardLink = (game: string) => `#/leaderboards/${encodeURIComponent(game.split('(')[0])}`;

// A name that links to its profile.
export function PlayerLink({ name }: { name: string }) {
  return (
    <a class="player-link" href={profileLink(name)}>
      {name}
    </a>
  );
}

// The people seated at a table, "Ann and Bo", each account's name a link to its
// profile; nothing when nobody is seated.
export function PeopleAt({ seats }: { seats: Seat[] }) {
  const people = seats.filter((s) => s.kind === 'human' && s.taken && s.name);
  return (
    <>
      {people.map((s, i) => (
        <>
          {i === 0 ? '' : i === people.length - 1 ? ' and ' : ', '}
          {s.account ? <PlayerLink name={s.account} /> : s.name}
        </>
      ))}
    </>
  );
}

// Said where a guest would type a name: signed in, one plays under the account's.
export function PlayingAs({ name }: { name: string }) {
  return (
    <p class="playing-as">
      You play as <b>{name}</b>, your account’s name.
    </p>
  );
}
