// The table's talk as this page takes part in it: saying a line, muting a
// player, and the refusal of either in words (docs/protocol.md, "Talk at the table").
import { useState } from 'preact/hooks';
import { ApiError, muteSeat, sayAtTable, type Chat, type ChatLine, type Held } from '../api';

// How a refusal of the talk is shown: its words, or the way to sign in (a
// spectator whose session ended).
export interface TalkRefusal {
  message: string;
  signIn: boolean;
}

// "Not sent: <the server's words>." The server's message says what was wrong in
// players' words (too long, too fast, a character a line may not hold); the
// code is for programs and is never shown.
function notSent(e: ApiError): TalkRefusal {
  const words = e.message.trim();
  const message = e.code === 'network' ? words : `Not sent: ${words}`;
  return { message: /[.!?]$/.test(message) ? message : `${message}.`, signIn: e.code === 'not_signed_in' };
}

// useChat(table, chat, held, lost) → { lines, muted, say, mute, sending, refusal }: this page's part in the talk.
// `say` sends a line (resolves true once the server has stored it), `mute` mutes or
// unmutes another seat for the held seat. The view is the authority on who is
// muted; the mute's own answer is used until the next view comes, so that the
// lines go at once even before it. `lost` hears that the seat is no longer held.
export function useChat(table: string, chat: Chat | undefined, held: Held | undefined, lost: (message: string) => void) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<TalkRefusal>();
  // The mute's answer, and the view's list it answered: stale once the view's changes.
  const [answered, setAnswered] = useState<{ over: number[] | undefined; muted: number[] }>();
  const fromView = chat?.muted;
  const muted = answered && answered.over === fromView ? answered.muted : (fromView ?? []);
  const lines: ChatLine[] = (chat?.lines ?? []).filter((l) => l.seat === null || !muted.includes(l.seat));

  const refused = (e: unknown) => {
    const err = e instanceof ApiError ? e : new ApiError('network', String(e));
    if (err.code === 'seat_not_held') lost(err.message);
    else setRefusal(notSent(err));
  };

  // Sends `text` as it was typed (the server drops the spaces around it).
  async function say(text: string): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setRefusal(undefined);
    try {
      await sayAtTable(table, held, text);
      return true;
    } catch (e) {
      refused(e);
      return false;
    } finally {
      setSending(false);
    }
  }

  async function mute(other: number, on: boolean) {
    if (!held) return;
    setRefusal(undefined);
    try {
      const r = await muteSeat(table, held, other, on);
      setAnswered({ over: fromView, muted: r.muted });
    } catch (e) {
      refused(e);
    }
  }

  return { lines, muted, say, mute, sending, refusal, clearRefusal: () => setRefusal(undefined) };
}
