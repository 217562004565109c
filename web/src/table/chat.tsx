// The table's talk, as on Board Game Arena: the players' lines, and apart from
// them the spectators', folded under "Table talk (N)" beside the log
// (docs/protocol.md, "Talk at the table"). Every line is shown as text: Preact
// writes it as a text node, so "<b>" in a line is the three characters, never
// an element.
import { useEffect, useRef, useState } from 'preact/hooks';
import { SPECTATOR, type ChatLine, type Held, type Seat, type View } from '../api';
import { serverKeepsAccounts, useAccount } from '../session';
import { accountLink } from '../sign_in_needed';
import { useChat } from './use_chat';
import './chat.css';

// The longest line the server takes (docs/protocol.md); the field stops there.
const MAX_LINE = 300;
// Past this many characters the field says how many are left.
const WARN_AT = 260;

// Whether the panel is open in this browser: as the player left it, else open
// where it sits beside the board and folded on a phone, where it would be one
// more thing to scroll past.
const TALK = 'rookery.talk';
function talkOpenAtFirst(): boolean {
  const kept = localStorage.getItem(TALK);
  if (kept) return kept === 'open';
  return typeof matchMedia === 'function' && matchMedia('(min-width: 900px)').matches;
}

// "12 characters left", "1 character too many": how the line stands against the limit.
function leftWords(left: number): string {
  const chars = (k: number) => `${k} ${k === 1 ? 'character' : 'characters'}`;
  return left >= 0 ? `${chars(left)} left` : `${chars(-left)} too many`;
}

// "14:05": when a line was said, in this browser's time.
const clock = (at: number) => new Date(at * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

// A seat's person as the talk names them: the name they play under (a bot that
// plays on for someone who left keeps that person's name), with the seat's
// number when two seats share a name.
function personAt(seats: Seat[], seat: number): string {
  const named = (s: Seat | undefined) => (!s ? '' : s.kind === 'human' ? s.name : (s.played_for ?? s.name));
  const name = named(seats[seat]) || `player ${seat + 1}`;
  const shared = seats.some((s) => s.seat !== seat && named(s) === name);
  return shared ? `${name} (player ${seat + 1})` : name;
}

// The lines of a channel, oldest first, each its time, its speaker and its text.
// `you`: whether a line is the viewer's own; `shown`: whether the list can be
// seen (a folded panel's cannot, and cannot scroll).
export function ChatLines({ lines, label, you, shown = true }: { lines: ChatLine[]; label: string; you: (l: ChatLine) => boolean; shown?: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  const last = lines[lines.length - 1]?.n;
  // A new line, or the panel unfolded, scrolls the list to the newest, unless
  // the reader had scrolled up to an older one (they are left where they are).
  // Never the focus: typing goes on.
  const atBottom = useRef(true);
  useEffect(() => {
    const el = list.current;
    if (el && shown && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [last, shown]);
  if (lines.length === 0) return null;
  return (
    <ol
      ref={list}
      class="chat-lines"
      aria-label={label}
      // A list that scrolls is reached by the keyboard too, to read its older lines.
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
    >
      {lines.map((l) => (
        <li key={l.n} data-n={l.n} data-seat={l.seat ?? ''} class={you(l) ? 'chat-line chat-mine' : 'chat-line'}>
          <time class="chat-at" dateTime={new Date(l.at * 1000).toISOString()}>
            {clock(l.at)}
          </time>{' '}
          <span class="chat-name">
            {l.name}
            {you(l) ? ' (you)' : ''}:
          </span>{' '}
          <span class="chat-text">{l.text}</span>
        </li>
      ))}
    </ol>
  );
}

// The talk as a replay step shows it: the lines said up to that step, to read only.
export function ReplayChat({ view }: { view: View }) {
  const account = useAccount();
  if (!view.chat) return null;
  const spectator = view.viewer === SPECTATOR;
  const lines = view.chat.lines;
  const title = spectator ? 'Spectators’ talk up to this step' : 'Table talk up to this step';
  return (
    <section class="chat replay-chat" aria-label={title}>
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p class="chat-empty">Nothing had been said yet.</p>
      ) : (
        <ChatLines lines={lines} label={title} you={(l) => (spectator ? l.seat === null && l.name === account?.name : l.seat === view.viewer)} />
      )}
    </section>
  );
}

// The live talk at the table: the viewer's channel (a player's: the players';
// a spectator's: the spectators'), the field to say a line, and for a player a
// way to mute another. A spectator who is not signed in reads along and is
// invited to sign in to talk. Nothing when the server keeps no talk.
export function ChatPanel({ table, view, held, lost }: { table: string; view: View; held?: Held; lost: (message: string) => void }) {
  const account = useAccount();
  const player = !!held && view.viewer === held.seat;
  const { lines, muted, say, mute, sending, refusal, clearRefusal } = useChat(table, view.chat, player ? held : undefined, lost);
  const [open, setOpen] = useState(talkOpenAtFirst);
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // The newest line read: those after it while the panel was folded are "new".
  const newest = lines[lines.length - 1]?.n ?? 0;
  const [read, setRead] = useState(newest);
  useEffect(() => {
    if (open && newest > read) setRead(newest);
  }, [open, newest]);
  if (!view.chat) return null;

  const unread = open ? 0 : lines.filter((l) => l.n > read).length;
  // The lines this viewer may read in all (the server counts none of a muted
  // player's), of which the list holds the last 30.
  const count = Math.max(view.chat.total, lines.length);
  const title = player ? 'Table talk' : 'Spectators’ talk';
  const mayTalk = player || !!account;
  // One's own lines: the seat's under its present name (not those of someone who
  // held it before), or a spectator's under the account's.
  const you = (l: ChatLine) =>
    player ? l.seat === view.viewer && l.name === view.seats[view.viewer]?.name : l.seat === null && !!account && l.name === account.name;
  // The other players one may mute: the people seated, and anyone already muted
  // or who has spoken (a seat left to a bot keeps what its player said).
  const others = player
    ? view.seats.filter((s) => s.seat !== view.viewer && ((s.kind === 'human' && s.taken) || muted.includes(s.seat) || view.chat!.lines.some((l) => l.seat === s.seat)))
    : [];
  const mutedNames = others.filter((s) => muted.includes(s.seat)).map((s) => personAt(view.seats, s.seat));

  const send = async (e: Event) => {
    e.preventDefault();
    if (!text.trim()) {
      field.current?.focus();
      return;
    }
    const inForm = (e.currentTarget as HTMLElement).contains(document.activeElement);
    if (await say(text)) {
      setText('');
      // Sent with the button: the field takes the next line.
      if (inForm) field.current?.focus();
    }
  };

  return (
    <details
      class="chat"
      open={open}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        localStorage.setItem(TALK, now ? 'open' : 'closed');
        setOpen(now);
      }}
    >
      <summary>
        {title} ({count}){unread > 0 ? ` · ${unread} new` : ''}
      </summary>
      <p class="chat-who">{player ? 'Only the players read this; spectators talk apart.' : 'Only spectators read this; the players do not see it.'}</p>
      {/* New lines are announced politely (a screen reader says them once it is
          done speaking), and only while the panel is open: folded, the talk
          stays out of the player's ears. The region is there before its first
          line, so that the first is announced too. */}
      <div class="chat-log" aria-live={open ? 'polite' : 'off'} aria-relevant="additions">
        {lines.length === 0 ? <p class="chat-empty">Nothing has been said yet.</p> : <ChatLines lines={lines} label={`${title}: what was said`} you={you} shown={open} />}
      </div>
      {mayTalk ? (
        <form class="chat-say" onSubmit={send}>
          <label for="chat-text" class="sr-only">
            {player ? 'Say something to the players' : 'Say something to the spectators'}
          </label>
          <input
            id="chat-text"
            ref={field}
            value={text}
            maxLength={MAX_LINE}
            autocomplete="off"
            enterKeyHint="send"
            placeholder={player ? 'Say something to the players' : 'Say something to the spectators'}
            aria-describedby={refusal ? 'chat-refusal' : undefined}
            onInput={(e) => {
              setText(e.currentTarget.value);
              if (refusal) clearRefusal();
            }}
          />
          <button type="submit" aria-disabled={sending}>
            Send
          </button>
          {text.length >= WARN_AT && <small class="chat-left">{leftWords(MAX_LINE - text.length)}</small>}
        </form>
      ) : (
        account === null &&
        serverKeepsAccounts() && (
          <p class="chat-sign-in">
            Spectators who are signed in may talk here. <a href={accountLink(`#/table/${table}`)}>Sign in or make an account</a> to
            join in.
          </p>
        )
      )}
      {refusal && (
        <p id="chat-refusal" class="error chat-error" role="alert">
          {refusal.message}
          {refusal.signIn && (
            <>
              {' '}
              <a href={accountLink(`#/table/${table}`)}>Sign in again</a> to talk.
            </>
          )}
        </p>
      )}
      {others.length > 0 && (
        <div class="chat-mutes" role="group" aria-label="whose lines you see">
          {mutedNames.length > 0 && <p class="chat-muted">Muted: {mutedNames.join(', ')}. You do not see their lines.</p>}
          {others.map((s) => {
            const on = muted.includes(s.seat);
            const who = personAt(view.seats, s.seat);
            return (
              <button type="button" class="chat-mute" data-seat={s.seat} onClick={() => void mute(s.seat, !on)} title={on ? `See ${who}’s lines again` : `Hide ${who}’s lines from you`}>
                {on ? `Unmute ${who}` : `Mute ${who}`}
              </button>
            );
          })}
        </div>
      )}
    </details>
  );
}
