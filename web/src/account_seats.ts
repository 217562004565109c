// The seats that follow an account (docs/protocol.md, "Accounts, ratings and
// profiles"). A guest who signs up or in hands the seats this browser holds to
// the account; a browser signed in learns the account's seats, credentials
// included, so that its lobby lists them and its table pages play them, as on
// the device where they were taken; signing out takes them off this browser,
// which the next person at a shared computer must not be able to play.
import { ApiError, heldSeat, heldTables, keepSeat } from './api';
import { accountTables, bringSeats, signOut, type AccountSeat } from './account_api';
import { setAccount } from './session';

// Tables the player took off "Your tables" here: not learnt again from the account.
const REMOVED = 'rookery.removed';
const removedTables = (): string[] => {
  try {
    const list = JSON.parse(localStorage.getItem(REMOVED) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
};

// Remembers that the player took `table` off this browser's list, so that the
// account's copy of the list does not bring it back.
export function keepRemoved(table: string) {
  localStorage.setItem(REMOVED, JSON.stringify([table, ...removedTables().filter((t) => t !== table)].slice(0, 200)));
}

// The most seats one request hands over (the server refuses a longer list).
const MOST_SEATS_AT_ONCE = 100;

// Hands the seats this browser holds (the latest 100) to the account signed in;
// resolves to how many the account kept (a seat lost since, or already the
// account's, is skipped).
export async function bringThisBrowsersSeats(): Promise<number> {
  const seats = heldTables().slice(0, MOST_SEATS_AT_ONCE).flatMap((table) => {
    const held = heldSeat(table);
    return held ? [{ table, seat: held.seat, credential: held.credential }] : [];
  });
  if (seats.length === 0) return 0;
  return (await bringSeats(seats)).kept;
}

// Keeps the account's seats in this browser, newest first after this browser's
// own, and resolves to them. A table where this browser holds another seat keeps
// that one. A session that ended elsewhere (signed out everywhere) is heard here:
// the page shows the player signed out.
export async function learnAccountSeats(): Promise<AccountSeat[]> {
  let tables: AccountSeat[];
  try {
    ({ tables } = await accountTables());
  } catch (e) {
    if (e instanceof ApiError && e.code === 'not_signed_in') setAccount(null);
    throw e;
  }
  const removed = new Set(removedTables());
  tables.forEach((t, i) => {
    const held = heldSeat(t.table);
    if (removed.has(t.table) || (held && (held.seat !== t.seat || held.credential === t.credential))) return;
    // No time of taking is known here: its place in the account's list orders it.
    keepSeat(t.table, { seat: t.seat, credential: t.credential, at: held?.at ?? -i });
  });
  return tables;
}

// Signs out (on every device when `everywhere`) and takes the account's seats
// off this browser; signing in again brings them back.
export async function signOutHere(everywhere: boolean) {
  const seats = await accountTables().then(
    (r) => r.tables,
    () => [] as AccountSeat[],
  );
  await signOut(everywhere);
  for (const t of seats) if (heldSeat(t.table)?.credential === t.credential) keepSeat(t.table, undefined);
  setAccount(null);
}
