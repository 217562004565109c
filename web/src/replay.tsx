// A finished game step by step: the table as this viewer saw it after each move,
// fetched from the server (which keeps every viewer's secrets in a replay too).
// The slider takes the arrow keys, Page Up/Down, Home and End; elsewhere in the
// replay the left and right arrows step too; Play steps on by itself, a step a
// second; Escape closes.
import { useEffect, useRef, useState } from 'preact/hooks';
import { getReplayStep, type Held, type View } from './api';
import type { GamePage } from './games/types';
import { logWords, seatLabel } from './names';

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

// How long Play shows each step.
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
  useEffect(() => {
    let stale = false;
    setError('');
    getReplayStep(table, step, held).then(
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
  const view = shown?.view;
  const loading = shown?.step !== step && !error;
  // Playing: the next step a second after this one is shown; it stops at the last.
  useEffect(() => {
    if (!playing || loading || error) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => go(step + 1), PLAY_STEP_MS);
    return () => clearTimeout(t);
  }, [playing, loading, error, step]);
  const move = shown && shown.step > 0 ? view?.log[view.log.length - 1] : undefined;
  const name = (s: number) => (view ? seatLabel(view.seats, s, view.viewer) : `player ${s + 1}`);
  const said = !shown
    ? ''
    : shown.step === 0
      ? 'The table before the first move.'
      : move && view
        ? logWords(move, view.seats, view.viewer)
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
          go(step + (e.key === 'ArrowRight' ? 1 : -1));
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
        <button type="button" onClick={() => go(step - 1)} aria-label="back to the previous step">
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
        <button type="button" onClick={() => go(step + 1)} aria-label="next step">
          Next ▶
        </button>
        <button type="button" class="replay-play" aria-pressed={playing} onClick={() => (step >= last && !playing ? (go(0), setPlaying(true)) : setPlaying(!playing))}>
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
    </section>
  );
}
