// A private table's seating on the table page (docs/protocol.md, "Private
// tables and invites"): the guest who opened an invite link gives a name and
// takes the seat; the host sees who is awaited, copies each seat's link, and may
// give a seat nobody came to to a bot so the game starts.
import { useState } from 'preact/hooks';
import { ApiError, giveSeatToBot, joinWithInvite, keepSeat, type Held, type View } from './api';
import { listWords, seatLabel, sentence } from './names';
import { PlayingAs } from './player_link';
import { useAccount } from './session';
import { SignInNeeded } from './sign_in_needed';
import './invites.css';

// The invite's secret in this page's address (#/table/ID?invite=SECRET), if any.
export function inviteInAddress(): string | undefined {
  return location.hash.match(/[?&]invite=([0-9a-f]+)/)?.[1];
}

// The link a guest opens: the table and the invite's secret, in the fragment
// (never sent to a server).
export function inviteLink(table: string, secret: string): string {
  return `${location.origin}${location.pathname}#/table/${table}?invite=${secret}`;
}

// For a guest with an invite link and no seat here: a name, then the seat.
export function TakeInvitedSeat({ table, view, secret, seated }: { table: string; view: View; secret: string; seated: (h: Held) => void }) {
  const [name, setName] = useState(localStorage.getItem('rookery.name') ?? '');
  const [error, setError] = useState('');
  // A rated table's seat needs the guest signed in: the refusal comes with the way to.
  const [signIn, setSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  // Signed in, the seat is the account's and carries its name: none is asked.
  const account = useAccount();
  async function take(e: Event) {
    e.preventDefault();
    if (busy) return;
    setSignIn(false);
    if (!account && !name.trim()) {
      setError('Give a name first: the others see it at the table.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const r = await joinWithInvite(table, secret, account?.name ?? name.trim());
      if (!account && name.trim()) localStorage.setItem('rookery.name', name.trim());
      const held = { seat: r.seat, credential: r.credential };
      keepSeat(table, held);
      // The secret leaves the address: a reload comes back by the seat's credential.
      history.replaceState(null, '', `#/table/${table}`);
      seated(held);
    } catch (err) {
      setError(err instanceof ApiError ? (err.code === 'not_signed_in' ? sentence(err.message) : err.message) : String(err));
      setSignIn(err instanceof ApiError && err.code === 'not_signed_in');
    } finally {
      setBusy(false);
    }
  }
  const host = view.host !== undefined ? view.seats[view.host]?.name : undefined;
  return (
    <form class="panel invited" onSubmit={take} aria-label="take your seat">
      <h2>{host ? `${host} invites you to play ${view.title}` : `You are invited to play ${view.title}`}</h2>
      {account ? (
        <PlayingAs name={account.name} />
      ) : (
        <div class="field">
          <label for="guest-name">your name</label>
          <input id="guest-name" required value={name} maxLength={40} autocomplete="nickname" onInput={(e) => setName(e.currentTarget.value)} />
          <small>At most 40 characters; the others see it at the table.</small>
        </div>
      )}
      {error && signIn && <SignInNeeded then={location.hash}>{error}</SignInNeeded>}
      {error && !signIn && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" disabled={busy}>
        Take my seat
      </button>
    </form>
  );
}

// Whom a table waiting for its guests still waits for, in words.
export function awaitedWords(view: View): string {
  const open = view.seats.filter((s) => s.kind === 'human' && !s.taken).map((s) => `player ${s.seat + 1}`);
  if (open.length === 0) return '';
  return `Waiting for ${listWords(open)} to take ${open.length === 1 ? 'their seat' : 'their seats'}; the game starts when every seat is taken.`;
}

// The host's invite links, one per open seat and one for any open seat, and a
// bot for each seat nobody came to while the game waits.
export function HostInvites({ table, view, held, failed }: { table: string; view: View; held: Held; failed: (e: ApiError) => void }) {
  const [busy, setBusy] = useState(false);
  const invites = view.invites ?? [];
  const open = view.waiting ? view.seats.filter((s) => s.kind === 'human' && !s.taken) : [];
  if (view.host !== held.seat || (invites.length === 0 && open.length === 0)) return null;
  // With one seat's link, a link for "any open seat" is the same seat: one link (N9).
  const perSeat = invites.filter((i) => i.seat !== null);
  const shown = perSeat.length === 1 ? perSeat : invites;
  async function toBot(seat: number) {
    if (busy) return;
    setBusy(true);
    try {
      await giveSeatToBot(table, held, seat);
    } catch (e) {
      failed(e as ApiError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section class="host-invites" aria-label="invite links">
      {invites.length > 0 && (
        <>
          <h2>Invite your friends</h2>
          <p>Send each friend their link; whoever opens it gives a name and takes the seat.</p>
        </>
      )}
      {shown.map((i) => {
        const id = `invite-${i.seat ?? 'any'}`;
        return (
          <div class="field invite">
            <label for={id}>{i.seat === null ? 'a link for any open seat' : `a link for ${seatLabel(view.seats, i.seat, view.viewer)}`}</label>
            <span class="invite-link">
              <input id={id} readOnly value={inviteLink(table, i.secret)} onFocus={(e) => e.currentTarget.select()} />
              <CopyButton text={inviteLink(table, i.secret)} />
            </span>
          </div>
        );
      })}
      {open.length > 0 && <p>Or start without someone: a bot takes their seat.</p>}
      {open.map((s) => (
        <button type="button" class="to-bot" aria-disabled={busy} onClick={() => toBot(s.seat)}>
          Give player {s.seat + 1}'s seat to a bot
        </button>
      ))}
    </section>
  );
}

// Copies `text` to the clipboard, and says so (the invite links, a recovery
// code). The Clipboard API needs a secure page (https, or this machine);
// elsewhere the field's selection is copied.
export function CopyButton({ text }: { text: string }) {
  const [done, setDone] = useState(false);
  async function copy(e: Event) {
    const button = e.currentTarget as HTMLElement;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const field = button.parentElement?.querySelector('input');
      field?.select();
      document.execCommand('copy');
    }
    setDone(true);
    setTimeout(() => setDone(false), 2000);
  }
  return (
    <button type="button" class="copy" onClick={copy}>
      {done ? 'Copied' : 'Copy'}
    </button>
  );
}
