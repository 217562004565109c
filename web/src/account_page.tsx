// The account page (#/account; ?then=ADDRESS goes back there once signed in).
// Signed out: sign in, make an account, or use the recovery code. Signed in:
// the account's name, a new password, signing out here or everywhere. Nothing
// else on the site needs an account but a rated table's seat, and the page
// says so, so that nobody thinks they must sign up to play.
import { useEffect, useRef, useState } from 'preact/hooks';
import { changePassword, recover, signIn, signUp, type Account } from './account_api';
import { bringThisBrowsersSeats, learnAccountSeats, signOutHere } from './account_seats';
import { sentence } from './names';
import { usePageTitle } from './page_title';
import { profileLink } from './player_link';
import { RecoveryCode } from './recovery_code';
import { setAccount, useAccount } from './session';
import { thenAddress } from './sign_in_needed';
import './account.css';

// A password's length, as the server counts it (docs/protocol.md).
const MIN_PASSWORD = 8;
const MAX_PASSWORD = 200;
const MAX_NAME = 40;

// What is wrong with a new password, in words, or ''.
const passwordProblem = (password: string) =>
  password.length < MIN_PASSWORD
    ? `A password needs at least ${MIN_PASSWORD} characters.`
    : password.length > MAX_PASSWORD
      ? `A password has at most ${MAX_PASSWORD} characters.`
      : '';

// Signed in: the account is told to the page, this browser's seats go to the
// account and the account's seats come to this browser. A seat that could not be
// handed over stays this browser's, so nothing is lost if that step fails.
async function signedIn(account: Account) {
  setAccount(account);
  localStorage.setItem('rookery.name', account.name);
  await bringThisBrowsersSeats().catch(() => 0);
  await learnAccountSeats().catch(() => []);
}

// Runs a form's request: busy meanwhile, the server's words on failure.
function useRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run(request: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await request();
    } catch (e) {
      setError(e instanceof Error ? sentence(e.message) : String(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

// The account page: the forms of a guest, or the account of whoever is signed in.
export function AccountPage() {
  const account = useAccount();
  const [code, setCode] = useState<{ code: string; fresh: boolean }>();
  const [notice, setNotice] = useState('');
  usePageTitle('Your account');
  // Once signed in, on to where the player was going (a rated table's seat), or the lobby.
  const goOn = () => {
    location.hash = thenAddress(location.hash) ?? '#/';
  };
  return (
    <article class="panel account-page" aria-label="your account">
      <a class="page-back" href="#/">
        ← Back to the lobby
      </a>
      <h1>Your account</h1>
      {code ? (
        <RecoveryCode
          code={code.code}
          fresh={code.fresh}
          done={() => {
            setCode(undefined);
            goOn();
          }}
        />
      ) : account === undefined ? (
        <p role="status">Checking whether you are signed in…</p>
      ) : account === null ? (
        <SignedOut notice={notice} signedInWithCode={(c, fresh) => setCode({ code: c, fresh })} signedInNow={goOn} />
      ) : (
        <SignedIn account={account} signedOut={(words) => setNotice(words)} />
      )}
    </article>
  );
}

type Mode = 'sign-in' | 'sign-up' | 'recover';

function SignedOut({
  notice,
  signedInWithCode,
  signedInNow,
}: {
  notice: string;
  signedInWithCode: (code: string, fresh: boolean) => void;
  signedInNow: () => void;
}) {
  const [mode, setMode] = useState<Mode>(/[?&]new\b/.test(location.hash) ? 'sign-up' : 'sign-in');
  const form = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  // A form chosen with its button: the focus goes to its first field.
  useEffect(() => {
    if (switched.current) form.current?.querySelector('input')?.focus();
  }, [mode]);
  const choose = (m: Mode) => {
    switched.current = true;
    setMode(m);
  };
  const choices: [Mode, string][] = [
    ['sign-in', 'Sign in'],
    ['sign-up', 'Make an account'],
    ['recover', 'Forgot your password?'],
  ];
  return (
    <>
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      <p class="account-why">
        You can play every game without an account. An account keeps your tables on every device you sign in on, gives you a rating in each game from
        rated tables, and a profile; only a rated table’s seats need one.
      </p>
      <div class="account-modes" role="group" aria-label="what to do">
        {choices.map(([m, words]) => (
          <button type="button" aria-pressed={mode === m} onClick={() => choose(m)}>
            {words}
          </button>
        ))}
      </div>
      <div ref={form}>
        {mode === 'sign-in' && <SignInForm done={signedInNow} />}
        {mode === 'sign-up' && <SignUpForm done={(code) => signedInWithCode(code, false)} />}
        {mode === 'recover' && <RecoverForm done={(code) => signedInWithCode(code, true)} />}
      </div>
    </>
  );
}

function SignInForm({ done }: { done: () => void }) {
  const [name, setName] = useState(localStorage.getItem('rookery.name') ?? '');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useRequest();
  const submit = (e: Event) => {
    e.preventDefault();
    run(async () => {
      await signedIn((await signIn(name.trim(), password)).account);
      done();
    });
  };
  return (
    <form class="account-form" onSubmit={submit} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <div class="field">
        <label for="sign-in-name">name</label>
        <input id="sign-in-name" required maxLength={MAX_NAME} autocomplete="username" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="sign-in-password">password</label>
        <input id="sign-in-password" type="password" required autocomplete="current-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" aria-disabled={busy}>
        Sign in
      </button>
    </form>
  );
}

function SignUpForm({ done }: { done: (code: string) => void }) {
  const [name, setName] = useState(localStorage.getItem('rookery.name') ?? '');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useRequest();
  const submit = (e: Event) => {
    e.preventDefault();
    const problem = passwordProblem(password);
    if (problem) return setError(problem);
    run(async () => {
      const made = await signUp(name.trim(), password);
      await signedIn(made.account);
      done(made.recovery_code);
    });
  };
  return (
    <form class="account-form" onSubmit={submit} aria-labelledby="sign-up-heading">
      <h2 id="sign-up-heading">Make an account</h2>
      <p>The seats and games this browser has now come with you to your account.</p>
      <div class="field">
        <label for="sign-up-name">name</label>
        <input id="sign-up-name" required maxLength={MAX_NAME} autocomplete="username" value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <small>What the others see at your tables and on the leaderboards; at most {MAX_NAME} characters.</small>
      </div>
      <NewPassword id="sign-up-password" label="password" value={password} set={setPassword} />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" aria-disabled={busy}>
        Make my account
      </button>
    </form>
  );
}

function RecoverForm({ done }: { done: (code: string) => void }) {
  const [name, setName] = useState(localStorage.getItem('rookery.name') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useRequest();
  const submit = (e: Event) => {
    e.preventDefault();
    const problem = passwordProblem(password);
    if (problem) return setError(problem);
    run(async () => {
      const r = await recover(name.trim(), code.trim(), password);
      await signedIn(r.account);
      done(r.recovery_code);
    });
  };
  return (
    <form class="account-form" onSubmit={submit} aria-labelledby="recover-heading">
      <h2 id="recover-heading">A new password with your recovery code</h2>
      <p>The code you wrote down when you made your account (or the last time you used one) sets a new password.</p>
      <div class="field">
        <label for="recover-name">name</label>
        <input id="recover-name" required maxLength={MAX_NAME} autocomplete="username" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="recover-code">recovery code</label>
        <input id="recover-code" required autocomplete="off" spellcheck={false} value={code} onInput={(e) => setCode(e.currentTarget.value)} />
      </div>
      <NewPassword id="recover-password" label="new password" value={password} set={setPassword} signsOutOthers />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" aria-disabled={busy}>
        Set my new password
      </button>
    </form>
  );
}

// A field for a new password, with its length and what setting it does.
function NewPassword({ id, label, value, set, signsOutOthers = false }: { id: string; label: string; value: string; set: (v: string) => void; signsOutOthers?: boolean }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="password"
        required
        minLength={MIN_PASSWORD}
        maxLength={MAX_PASSWORD}
        autocomplete="new-password"
        value={value}
        onInput={(e) => set(e.currentTarget.value)}
      />
      <small>
        {MIN_PASSWORD} to {MAX_PASSWORD} characters.{signsOutOthers ? ' Every other device signed in to your account is signed out.' : ''}
      </small>
    </div>
  );
}

function SignedIn({ account, signedOut }: { account: Account; signedOut: (words: string) => void }) {
  const [password, setPassword] = useState('');
  const [fresh, setFresh] = useState('');
  const [changed, setChanged] = useState(false);
  const change = useRequest();
  const leave = useRequest();
  const submit = (e: Event) => {
    e.preventDefault();
    setChanged(false);
    const problem = passwordProblem(fresh);
    if (problem) return change.setError(problem);
    change.run(async () => {
      setAccount((await changePassword(password, fresh)).account);
      setPassword('');
      setFresh('');
      setChanged(true);
    });
  };
  const out = (everywhere: boolean) =>
    leave.run(async () => {
      await signOutHere(everywhere);
      signedOut(everywhere ? 'You are signed out, on every device.' : 'You are signed out.');
    });
  return (
    <>
      <p class="account-name">
        Signed in as <b>{account.name}</b>. <a href={profileLink(account.name)}>Your profile</a>: your ratings and your games.
      </p>
      <form class="account-form" onSubmit={submit} aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <input type="text" hidden readOnly autocomplete="username" value={account.name} />
        <div class="field">
          <label for="password-now">current password</label>
          <input id="password-now" type="password" required autocomplete="current-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </div>
        <NewPassword id="password-new" label="new password" value={fresh} set={setFresh} signsOutOthers />
        {change.error && (
          <p class="error" role="alert">
            {change.error}
          </p>
        )}
        {changed && (
          <p class="notice" role="status">
            Your password is changed; every other device is signed out.
          </p>
        )}
        <button type="submit" class="primary" aria-disabled={change.busy}>
          Change my password
        </button>
      </form>
      <section class="sign-out" aria-labelledby="sign-out-heading">
        <h2 id="sign-out-heading">Sign out</h2>
        <p>Signing out takes your account’s tables off this browser; sign in again, here or on any device, to get them back.</p>
        <button type="button" aria-disabled={leave.busy} onClick={() => out(false)}>
          Sign out
        </button>
        <p>Lost a device, or signed in on someone else’s? Signing out everywhere ends every session of your account, this one too.</p>
        <button type="button" aria-disabled={leave.busy} onClick={() => out(true)}>
          Sign out everywhere
        </button>
        {leave.error && (
          <p class="error" role="alert">
            {leave.error}
          </p>
        )}
      </section>
    </>
  );
}
