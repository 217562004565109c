// A finished game step by step: the table as this viewer saw it after each move,
// fetched from the server (which keeps every viewer's secrets in a replay too).
import { useEffect, useState } from 'preact/hooks';
import { getReplayStep, type Held, type View } from './api';
import type { GamePage } from './games/types';
import { seatLabel } from './names';

interface Props {
  table: string;
  held?: Held;
  last: number;
  page: GamePage;
  components: unknown;
  close: () => void;
}

export function Replay({ table, held, last, page, components, close }: Props) {
  const [step, setStep] = useState(0);
  const [view, setView] = useState<View>();
  const [error, setError] = useState('');
  useEffect(() => {
    let stale = false;
    getReplayStep(table, step, held).then(
      (v) => !stale && (setView(v), setError('')),
      (e) => !stale && setError(e.message),
    );
    return () => {
      stale = true;
    };
  }, [step]);
  const go = (s: number) => setStep(Math.max(0, Math.min(last, s)));
  const move = view?.log[view.log.length - 1];
  const name = (s: number) => (view ? seatLabel(view.seats, s, view.viewer) : `player ${s + 1}`);
  return (
    <section class="replay panel" aria-label="replay">
      <h2>
        Replay: step {step} of {last}
      </h2>
      <div class="replay-controls">
        <button type="button" onClick={() => go(0)}>
          First
        </button>
        <button type="button" onClick={() => go(step - 1)} aria-label="previous step">
          ◀ Back
        </button>
        <input type="range" min={0} max={last} value={step} aria-label="step" onInput={(e) => go(Number(e.currentTarget.value))} />
        <button type="button" onClick={() => go(step + 1)} aria-label="next step">
          Next ▶
        </button>
        <button type="button" onClick={() => go(last)}>
          Last
        </button>
        <button type="button" onClick={close}>
          Close replay
        </button>
      </div>
      <p class="replay-move" role="status">
        {step === 0 ? 'The table before the first move.' : move ? `${move.player < 0 ? 'chance' : name(move.player)}: ${move.text}` : ''}
      </p>
      {error && <p class="error">{error}</p>}
      {view && (
        <div class="board">
          <page.Board view={view} log={view.log} components={components} seatName={name} />
        </div>
      )}
    </section>
  );
}
