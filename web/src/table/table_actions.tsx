// The table's own actions beside the board: the invite link, leaving (asked once
// more), the replay of a finished game, the pace of others' moves and the turn's sound.
import { useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Held, View } from '../api';
import { keepSound } from '../attention';
import { keepPace, PACES } from '../pace';

export function TableActions({
  table,
  view,
  held,
  leave,
  replaying,
  openReplay,
  replayButton,
  pace,
  setPace,
  sound,
  setSound,
}: {
  table: string;
  view: View;
  held?: Held;
  leave: () => void;
  replaying: boolean;
  openReplay: () => void;
  replayButton: RefObject<HTMLButtonElement | null>;
  pace: number;
  setPace: (ms: number) => void;
  sound: boolean;
  setSound: (on: boolean) => void;
}) {
  const [leaving, setLeaving] = useState(false);
  const invite = `${location.origin}${location.pathname}#/table/${table}`;
  return (
    <div class="table-actions">
      {!view.private && (
        <>
          <label for="invite">invite link</label>
          <input id="invite" readOnly value={invite} onFocus={(e) => e.currentTarget.select()} />
        </>
      )}
      {held && !view.terminal && !leaving && (
        <button type="button" onClick={() => setLeaving(true)}>
          Leave (a bot plays on)
        </button>
      )}
      {held && !view.terminal && leaving && (
        // Leaving cannot be undone by the one who leaves (they saw the seat's
        // secrets: no other seat for them), so it is asked once more.
        <div class="leave-confirm" role="group" aria-label="leave the table?">
          <span>Leave this table? A bot takes your seat.</span>
          <button type="button" class="primary" onClick={() => { setLeaving(false); leave(); }}>
            Yes, leave
          </button>
          <button type="button" onClick={() => setLeaving(false)}>
            Stay
          </button>
        </div>
      )}
      {view.terminal && !replaying && (
        <button type="button" ref={replayButton} onClick={openReplay}>
          Replay step by step
        </button>
      )}
      {!view.clock && (
        <label class="pace">
          Others' moves{' '}
          <select
            value={pace}
            aria-label="how others' moves are shown"
            onChange={(e) => {
              const ms = Number(e.currentTarget.value);
              keepPace(ms);
              setPace(ms);
            }}
          >
            {PACES.map((p) => (
              <option value={p.ms}>{p.words}</option>
            ))}
          </select>
        </label>
      )}
      {held && (
        <label class="sound">
          <input
            type="checkbox"
            checked={sound}
            onChange={(e) => {
              keepSound(e.currentTarget.checked);
              setSound(e.currentTarget.checked);
            }}
          />{' '}
          a sound when it is your turn
        </label>
      )}
    </div>
  );
}
