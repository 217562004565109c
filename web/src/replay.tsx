// A finished game step by step: the table as this viewer saw it after each move,
// fetched from the server (which keeps every viewer's secrets in a replay too),
// with what had been said at the table by then.
// Back, Next, Play and the arrow keys (off the slider) go a move at a time: a
// player's move with the chance that answers it (the dice it rolls, the card it
// turns), as a player at the table saw it. The slider goes through every step and
// takes the arrow keys, Page Up/Down, Home and End. Escape closes.
import { useEffect, useRef, useState } from 'preact/hooks';
import { getReplayStep, type Held, type View } from './api';
import type { GamePage } from './games/types';
import { logWords, seatLabel } from './names';
import { ReplayChat } from './table/chat';

interface Props {
  table: string;
  held?: Held;
  // The step shown first (0: before the first move).
  start?: number;
  last: number;
  page: GamePage;
  components: unknown;
  close: () => void;
}

// How long Play shows each move.
const PLAY_STEP_MS = 1000;

export function Replay({ table, held, start = 0, last, page, components, close }: Props) {
  const [step, setStep] = useState(Math.max(0, Math.min(last, start)));
  // The step shown and its view: the board keeps the last one while the next loads.
  const [shown, setShown] = useState<{ step: number; view: View }>();
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const slider = useRef<HTMLInputElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => slider.current?.focus(), []);
  // Every step fetched once: stepping by moves looks ahead and back.
  const fetched = useRef(new Map<number, Promise<View>>());
  const fetchStep = (s: number) => {
    let v = fetched.current.get(s);
    if (!v) {
      v = getReplayStep(table, s, held);
      v.catch(() => fetched.current.delete(s)); // tried again next time
      fetched.current.set(s, v);
    }
    return v;
  };
  // Whether step `s` is chance's (a roll, a card turned), not a player's move.
  const isChance = async (s: number) => s >= 1 && s <= last && ((await fetchStep(s)).log.at(-1)?.player ?? 0) < 0;
  useEffect(() => {
    let stale = false;
    setError('');
    fetchStep(step).then(
      (view) => {
        if (!stale) setShown({ step, view });
      },
      (e) => {
        if (!stale) setError(`Step ${step} could not be loaded: ${e.message}`);
      },
    );
    return () => {
      stale = true;
    };
  }, [step, attempt]);
  const go = (s: number) => setStep(Math.max(0, Math.min(last, s)));
  // The end of the next move (the chance that follows it included), or of the one before.
  const moveAfter = async (s: number) => {
    let k = s + 1;
    while (k < last && (await isChance(k + 1))) k++;
    return Math.min(k, last);
  };
  const moveBefore = async (s: number) => {
    let k = s;
    while (k > 1 && (await isChance(k))) k--;
    return Math.max(0, k - 1);
  };
  const goMove = (forward: boolean) =>
    (forward ? moveAfter(step) : moveBefore(step)).then(go, (e) => setError(`The next move could not be loaded: ${e.message}`));
  const view = shown?.view;
  const loading = shown?.step !== step && !error;
  // Playing: the next step a second after this one is shown; it stops at the last.
  useEffect(() => {
    if (!playing || loading || error) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => goMove(true), PLAY_STEP_MS);
    return () => clearTimeout(t);
  }, [playing, loading, error, step]);
  // What the step says: the last player's move and the chance that answered it.
  const log = shown && shown.step > 0 ? (view?.log ?? []) : [];
  const moveAt = log.map((e) => e.player >= 0).lastIndexOf(true);
  const name = (s: number) => (view ? seatLabel(view.seats, s, view.viewer) : `player ${s + 1}`);
  const said = !shown
    ? ''
    : shown.step === 0
      ? 'The table before the first move.'
      : view
        ? log
            .slice(Math.max(0, moveAt))
            .map((e) => logWords(e, view.seats, view.viewer))
            .filter(Boolean)
            .join(' ')
        : '';
  return (
    <section
      class="replay panel"
      aria-label="replay"
      aria-busy={loading}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        } else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && !e.defaultPrevented && e.target !== slider.current && !e.altKey && !e.ctrlKey && !e.metaKey) {
          // The slider steps by itself; anywhere else in the replay the arrows step too.
          e.preventDefault();
          goMove(e.key === 'ArrowRight');
        }
      }}
    >
      <h2>
        Replay: step {step} of {last}
      </h2>
      <div class="replay-controls">
        <button type="button" onClick={() => go(0)}>
          First
        </button>
        <button type="button" onClick={() => goMove(false)} aria-label="back to the previous move">
          ◀ Back
        </button>
        <input
          ref={slider}
          type="range"
          min={0}
          max={last}
          value={step}
          aria-label="step"
          aria-valuetext={`step ${step} of ${last}`}
          onInput={(e) => go(Number(e.currentTarget.value))}
        />
        <button type="button" onClick={() => goMove(true)} aria-label="next move">
          Next ▶
        </button>
        <button type="button" class="replay-play" aria-pressed={playing} title="Show the moves one by one, a move a second" onClick={() => (step >= last && !playing ? (go(0), setPlaying(true)) : setPlaying(!playing))}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => go(last)}>
          Last
        </button>
        <button type="button" onClick={close}>
          Close replay
        </button>
      </div>
      <p class="replay-move" role="status">
        {loading ? `Loading step ${step}…` : said}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}{' '}
          <button type="button" onClick={() => setAttempt(attempt + 1)}>
            Try again
          </button>
        </p>
      )}
      {view && (
        <div class={`board${loading ? ' loading' : ''}`}>
          <page.Board view={view} log={view.log} components={components} seatName={name} />
        </div>
      )}
      {/* What had been said at the table by then, to read only. */}
      {view && <ReplayChat view={view} />}
    </section>
  );
}
