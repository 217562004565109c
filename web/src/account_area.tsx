// The header's account area: "Sign in" for a guest; the account's name, which
// leads to their profile, and "Account" (password, signing out) once signed in.
// Nothing while the server has not said yet, so that neither flashes.
import { profileLink } from './player_link';
import { serverKeepsAccounts, useAccount } from './session';
import { accountLink } from './sign_in_needed';
import './account.css';

// The header's account area, as the server last said who is signed in.
export function AccountArea() {
  const account = useAccount();
  if (account === undefined || !serverKeepsAccounts()) return null;
  // Signed in from a table or a profile, the player comes back to it.
  const here = location.hash.startsWith('#/') && !/^#\/(account\b|$|\?)/.test(location.hash) ? location.hash : undefined;
  return (
    <nav class="account-area" aria-label="account">
      {account ? (
        <>
          <a href={profileLink(account.name)} class="account-name-link" title="Your profile">
            {account.name}
          </a>
          <a href="#/account">Account</a>
        </>
      ) : (
        <a href={accountLink(here)}>Sign in</a>
      )}
    </nav>
  );
}
