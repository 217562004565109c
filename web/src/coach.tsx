// The coach on the table page (docs/coach.md): a hint lists each option of the
// player's decision with what it is worth, and the review of a finished game
// shows the player's accuracy, their three biggest mistakes (each opens the
// replay at that move) and their expected result move by move.
import { useEffect, useState } from 'preact/hooks';
import { ApiError, getHint, getReview, type Assessment, type Held, type Measure, type OptionValue, type Review, type View } from './api';
import { sentenceName } from './names';

// A value on its measure's scale, in words: "4.6 boots", "112.4 points", "63% chance to win".
export function valueWords(measure: Measure, v: number): string {
  if (measure === 'boots') return `${v.toFixed(1)} boots`;
  if (measure === 'score') return `${v.toFixed(1)} points`;
  return `${Math.round(100 * v)}% chance to win`;
}

// A searched value's 95% range ("55–69%"), or nothing for an exact one.
function rangeWords(a: Assessment, o: OptionValue): string {
  if (a.exact) return '';
  if (o.samples === 0) return 'not tried';
  return `likely ${Math.round(100 * o.low)}–${Math.round(100 * o.high)}%`;
}

// What was lost, in words: boots and points as they are, a chance in points of percentage.
export function lossWords(measure: Measure, loss: number): string {
  // Points of percentage, said as such: 74% to 50% is 24 points less, not 24% less.
  if (measure === 'win') {
    const points = Math.round(100 * loss);
    return `${points} percentage ${points === 1 ? 'point' : 'points'} less chance to win`;
  }
  return `${valueWords(measure, loss)} less`;
}

// How the values were found, for the player.
function measureLine(a: Assessment): string {
  if (a.measure === 'boots') return 'Exact: the boots you would hold once this turn’s token is taken, playing as well as can be after.';
  if (a.measure === 'score') return 'Exact: your expected final score, playing as well as can be after.';
  const tries = a.options.reduce((n, o) => n + o.samples, 0);
  return `Estimated from ${tries} games played out from here by the strongest bot: your chance to win after each choice, with the range it is likely in.`;
}

// An option as the log would say it, the seats' names filled in, without its
// full stop.
function optionWords(view: View, o: OptionValue): string {
  if (!o.sentence) return o.words;
  return o.sentence.replace(/\{(\d+)\}/g, (_, s) => sentenceName(view.seats, Number(s), view.viewer)).replace(/\.$/, '');
}

// How an option reads, whatever the order of the things it lists ("rerolls 2
// dice: star, red" and "red, star" read alike).
function readsAs(o: OptionValue): string {
  const text = o.sentence ?? o.words;
  const colon = text.indexOf(': ');
  if (colon < 0) return text;
  const items = text.slice(colon + 2).replace(/\.$/, '').split(/, | and /).sort();
  return `${text.slice(0, colon)}: ${items.join(',')}`;
}

// The options, each choice once (N10): rerolling one star or the other reads
// alike and is worth the same, one choice to a player (dice of one face are
// alike), so only the first is listed. Options that read alike but are worth
// different amounts are different choices: both stay, told apart by the move's
// own words.
function distinct(options: OptionValue[]): { option: OptionValue; twin: boolean }[] {
  const kept: OptionValue[] = [];
  for (const o of options) {
    if (!kept.some((k) => readsAs(k) === readsAs(o) && Math.abs(k.value - o.value) < 1e-9)) kept.push(o);
  }
  return kept.map((o) => ({ option: o, twin: kept.some((k) => k !== o && readsAs(k) === readsAs(o)) }));
}

// Asks the coach (`ask`, told whether the asking was called off) whenever
// `keys` change; the value answered, or why there is none. Called off when the
// keys change or the panel closes, so a late answer never shows.
function useCoachAnswer<T>(
  ask: (cancelled: () => boolean) => Promise<{ value?: T; message?: string } | undefined>,
  failed: string,
  keys: unknown[],
) {
  const [value, setValue] = useState<T>();
  const [error, setError] = useState('');
  useEffect(() => {
    let cancelled = false;
    setValue(undefined);
    setError('');
    ask(() => cancelled).then(
      (r) => {
        if (cancelled || !r) return;
        if (r.value !== undefined) setValue(r.value);
        else setError(r.message ?? failed);
      },
      (e: ApiError) => !cancelled && setError(e.message),
    );
    return () => {
      cancelled = true;
    };
  }, keys);
  return { value, error };
}

// The hint for the move now: each option with its value, best first; a click
// on one makes that move.
export function HintPanel({ table, held, view, act, close }: { table: string; held: Held; view: View; act: (words: string) => boolean; close: () => void }) {
  const [all, setAll] = useState(false);
  const { value: answer, error } = useCoachAnswer<Assessment>(
    (cancelled) => getHint(table, held, cancelled).then((r) => r && { value: r.assessment, message: r.message }),
    'The coach could not value this decision.',
    [view.version],
  );
  const options = answer ? distinct(answer.options) : [];
  const shown = all ? options : options.slice(0, 6);
  return (
    <section class="hint panel" aria-label="hint">
      <h2>The coach’s hint</h2>
      {error && <p class="error" role="alert">{error}</p>}
      {!answer && !error && <p role="status">The coach is weighing your options…</p>}
      {answer && (
        <>
          <p class="measure">{measureLine(answer)}</p>
          <ol class="hint-options">
            {shown.map(({ option: o, twin }, i) => (
              <li>
                <button type="button" class={`hint-option${i === 0 ? ' best' : ''}`} data-move={o.words} onClick={() => act(o.words)} title="make this move">
                  <span class="what">
                    {optionWords(view, o)}
                    {twin ? ` (${o.words})` : ''}
                  </span>
                  <span class="worth">
                    {valueWords(answer.measure, o.value)}
                    {rangeWords(answer, o) && <small> ({rangeWords(answer, o)})</small>}
                  </span>
                  {i === 0 && <span class="badge">best</span>}
                </button>
              </li>
            ))}
          </ol>
          {options.length > shown.length && (
            <button type="button" onClick={() => setAll(true)}>
              Show all {options.length} options
            </button>
          )}
        </>
      )}
      <button type="button" onClick={close}>
        Close the hint
      </button>
    </section>
  );
}

// The expected result at each decision: the best option's worth as a line, the
// move played as a dot, the biggest mistakes ringed and numbered; a dot opens
// the replay at its move.
function ReviewChart({ review, show }: { review: Review; show: (step: number) => void }) {
  const d = review.decisions;
  if (d.length < 2) return null;
  const measure = d[0].assessment.measure;
  const scale = measure === 'win' ? 100 : 1;
  const best = d.map((x) => scale * x.assessment.options[0].value);
  const played = d.map((x) => scale * x.assessment.options[x.chosen].value);
  let lo = measure === 'win' ? 0 : Math.min(...best, ...played);
  let hi = measure === 'win' ? 100 : Math.max(...best, ...played);
  if (hi - lo < 1) hi = lo + 1;
  lo = Math.floor(lo);
  const [w, h, left, top, bottom] = [600, 220, 40, 10, 30];
  const x = (i: number) => left + (i / (d.length - 1)) * (w - left - 10);
  const y = (v: number) => top + (1 - (v - lo) / (hi - lo)) * (h - top - bottom);
  const unit = measure === 'boots' ? 'boots' : measure === 'score' ? 'points' : '% chance to win';
  return (
    <figure class="review-chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`your expected result over the game, in ${unit}`}>
        <line x1={left} y1={h - bottom} x2={w - 10} y2={h - bottom} stroke="#789" />
        <text x={left - 4} y={y(hi) + 4} text-anchor="end" font-size="11">{Math.round(hi)}</text>
        <text x={left - 4} y={y(lo) + 4} text-anchor="end" font-size="11">{Math.round(lo)}</text>
        <text x={(left + w) / 2} y={h - 8} text-anchor="middle" font-size="11">your decisions, in the order played</text>
        <polyline fill="none" stroke="#5aa9d6" stroke-width="2" points={best.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
        {played.map((v, i) => (
          <circle cx={x(i)} cy={y(v)} r="4" fill="#2a8a4a" class="played" onClick={() => show(d[i].move + 1)}>
            <title>{`move ${d[i].move + 1}: ${valueWords(measure, played[i] / scale)}`}</title>
          </circle>
        ))}
        {review.mistakes.map((m, k) => (
          <g>
            <circle cx={x(m)} cy={y(played[m])} r="9" fill="none" stroke="#e0572b" stroke-width="2" />
            <text x={x(m)} y={y(played[m]) + 22} text-anchor="middle" font-size="12" fill="#e0572b">{k + 1}</text>
          </g>
        ))}
      </svg>
      <figcaption>
        The line is what the best option was worth at each of your decisions ({unit}); each dot is the move you made.
      </figcaption>
    </figure>
  );
}

// The review of the held seat's finished game.
export function ReviewPanel({ table, held, view, show }: { table: string; held: Held; view: View; show: (step: number) => void }) {
  const [progress, setProgress] = useState<[number, number]>();
  const { value: review, error } = useCoachAnswer<Review>(
    (cancelled) =>
      getReview(table, held, (a, n) => !cancelled() && setProgress([a, n]), cancelled).then(
        (r) => r && { value: r.review, message: r.message },
      ),
    'The coach could not review this game.',
    [table, held.credential],
  );
  const said = (o: OptionValue) => optionWords(view, o);
  return (
    <section class="review panel" aria-label="review">
      <h2>Review of your game</h2>
      {error && <p class="error" role="alert">{error}</p>}
      {!review && !error && (
        <p role="status">
          The coach is going over your decisions{progress && progress[1] > 0 ? `: ${progress[0]} of ${progress[1]} done` : ''}…{' '}
          {progress && progress[1] > 0 && <progress value={progress[0]} max={progress[1]} />}
        </p>
      )}
      {review && review.decisions.length === 0 && <p>You had no choices to make: every move of yours was forced.</p>}
      {review && review.decisions.length > 0 && (
        <>
          <p class="accuracy">
            <b>Accuracy {Math.round(review.accuracy)}%</b> over {review.decisions.length} decisions: how close your moves came to
            the best option, 100% being the best every time. {measureLine(review.decisions[0].assessment)}
          </p>
          <h3>Your biggest mistakes</h3>
          {review.mistakes.length === 0 ? (
            <p>No clear mistakes: each move you made was the best, or too close to the best to tell apart.</p>
          ) : (
            <ol class="mistakes">
              {review.mistakes.map((m) => {
                const d = review.decisions[m];
                const a = d.assessment;
                return (
                  <li>
                    <button type="button" class="mistake" data-move={d.move} onClick={() => show(d.move + 1)} title="show this move in the replay">
                      <span>
                        Move {d.move + 1}: {said(a.options[d.chosen])} ({valueWords(a.measure, a.options[d.chosen].value)})
                      </span>
                      <span>
                        Best: {said(a.options[0])} ({valueWords(a.measure, a.options[0].value)}), {lossWords(a.measure, d.loss)}.
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <ReviewChart review={review} show={show} />
          <details class="every-decision">
            <summary>Every decision ({review.decisions.length})</summary>
            <ol>
              {review.decisions.map((d) => (
                <li value={d.move + 1}>
                  <button type="button" class="log-line" onClick={() => show(d.move + 1)}>
                    {said(d.assessment.options[d.chosen])}: {valueWords(d.assessment.measure, d.assessment.options[d.chosen].value)}
                    {d.chosen !== 0 && d.loss > 0 && `; best: ${said(d.assessment.options[0])}, ${lossWords(d.assessment.measure, d.loss)}`}
                  </button>
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </section>
  );
}
