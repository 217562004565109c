// What a page says where a seat needs an account (a rated table's) and the
// player is signed out: the way to sign in, which leads back to where they were.
import type { ComponentChildren } from 'preact';

// The account page's address, coming back to `then` (a page's #/ address) once signed in.
export const accountLink = (then?: string) => (then ? `#/account?then=${encodeURIComponent(then)}` : '#/account');

// The address the account page goes on to once signed in, if it was given one
// (only this site's own pages: an address from elsewhere is ignored).
export function thenAddress(hash: string): string | undefined {
  const m = hash.match(/[?&]then=([^&]+)/);
  if (!m) return undefined;
  try {
    const then = decodeURIComponent(m[1]);
    return then.startsWith('#/') && !then.startsWith('#/account') ? then : undefined;
  } catch {
    return undefined;
  }
}

// A refusal that asks the player to sign in: the server's words (or the page's
// own), then a link to sign in or make an account and come back to `then`.
export function SignInNeeded({ then, children }: { then: string; children: ComponentChildren }) {
  return (
    <p class="error sign-in-needed" role="alert">
      {children} <a href={accountLink(then)}>Sign in or make an account</a>, and you come back here to take the seat.
    </p>
  );
}
