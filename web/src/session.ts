// Who is signed in on this browser, as the server last said: the header, the
// lobby and the account page read it; signing in, up and out set it. Being
// signed out is the ordinary state, not an error: a guest plays everything but
// rated tables.
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from './api';
import { getAccount, type Account } from './account_api';

// undefined until the server has answered; null when signed out.
let current: Account | null | undefined;
// A server may keep no accounts at all (it says so with a 404): then nothing
// offers to sign in.
let kept = true;
const listeners = new Set<() => void>();

// The account signed in now: undefined while unknown, null when signed out.
export const signedInAs = () => current;

// Whether the server keeps accounts (as far as it has said).
export const serverKeepsAccounts = () => kept;

// Says who is signed in now to every part of the page that shows it.
export function setAccount(account: Account | null) {
  current = account;
  for (const heard of listeners) heard();
}

// Asks the server who this browser is signed in as (the session cookie goes by
// itself). A 401 means signed out, and so does a server that cannot be asked:
// the pages that need it say so themselves, so nothing is shown here.
export async function checkSession() {
  try {
    setAccount((await getAccount()).account);
  } catch (e) {
    kept = !(e instanceof ApiError && e.code === 'unknown_name');
    setAccount(null);
  }
}

// useAccount() → the account signed in (undefined while unknown, null when
// signed out); the component is drawn again whenever it changes.
export function useAccount(): Account | null | undefined {
  const [, redraw] = useState(0);
  useEffect(() => {
    const heard = () => redraw((n) => n + 1);
    listeners.add(heard);
    return () => {
      listeners.delete(heard);
    };
  }, []);
  return current;
}
