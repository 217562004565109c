// A player's rating in one game over their rated games: a line from where
// everyone starts, with the deviation as a band around it, so that a rating
// still unsure looks unsure. The picture is for the eye; its label says the same
// in a sentence, and the table under it gives every number, for screen readers
// and for anyone who wants them.
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RatingPoint } from './account_api';
import { deviationWords, START_DEVIATION, START_RATING } from './rating_words';

// The drawing is as wide as its place on the page, in pixels, so that its words
// keep their size from a phone to a desktop; 600 until measured.
const FIRST_WIDTH = 600;
const HEIGHT = 220;
const LEFT = 52; // room for the ratings along the side
const RIGHT = 14;
const TOP = 12;
const BOTTOM = 30; // room for the games along the bottom
const MARK_ROOM = 72; // the least room between two words along the bottom

// useWidth() → [ref, width]: the width of the element `ref` is on, followed as it changes.
function useWidth(): [RefObject<HTMLElement | null>, number] {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => el.clientWidth > 0 && setWidth(Math.max(280, Math.round(el.clientWidth)));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return [ref, width];
}

interface Step {
  rating: number;
  deviation: number;
}

// The scale's step: at most six lines across the chart, on round numbers.
function gridStep(span: number): number {
  for (const step of [50, 100, 200, 250, 500]) if (span / step <= 6) return step;
  return 1000;
}

// The chart's sentence: where the rating started, where it is now, and its
// highest and lowest on the way.
export function chartSummary(title: string, history: RatingPoint[]): string {
  const n = history.length;
  if (n === 0) return `${title}: no rated game yet.`;
  const ratings = history.map((h) => Math.round(h.rating));
  const now = history[n - 1];
  const games = n === 1 ? '1 rated game' : `${n} rated games`;
  const range = n > 1 ? `; highest ${Math.max(...ratings)}, lowest ${Math.min(...ratings)}` : '';
  return `${title} rating over ${games}: from ${START_RATING} at the start to ${Math.round(now.rating)} ${deviationWords(now.deviation)} now${range}.`;
}

// The chart of `history` (oldest first) for the game `title`.
export function RatingChart({ title, history }: { title: string; history: RatingPoint[] }) {
  const [place, WIDTH] = useWidth();
  const steps: Step[] = [{ rating: START_RATING, deviation: START_DEVIATION }, ...history];
  const low = Math.min(...steps.map((s) => s.rating - s.deviation));
  const high = Math.max(...steps.map((s) => s.rating + s.deviation));
  const step = gridStep(high - low);
  const bottom = Math.floor(low / step) * step;
  const top = Math.max(Math.ceil(high / step) * step, bottom + step);
  const x = (i: number) => LEFT + ((WIDTH - LEFT - RIGHT) * i) / Math.max(1, steps.length - 1);
  const y = (r: number) => TOP + ((HEIGHT - TOP - BOTTOM) * (top - r)) / (top - bottom);
  const line = steps.map((s, i) => `${x(i).toFixed(1)},${y(s.rating).toFixed(1)}`).join(' ');
  const band = [
    ...steps.map((s, i) => `${x(i).toFixed(1)},${y(s.rating + s.deviation).toFixed(1)}`),
    ...steps.map((s, i) => `${x(i).toFixed(1)},${y(s.rating - s.deviation).toFixed(1)}`).reverse(),
  ].join(' ');
  const grid: number[] = [];
  for (let r = bottom; r <= top; r += step) grid.push(r);
  // Along the bottom: the start, the last game, and as many between as have room.
  const last = steps.length - 1;
  const room = (WIDTH - LEFT - RIGHT) / Math.max(1, last);
  const every = Math.max(1, Math.ceil(MARK_ROOM / room));
  // The last words end at the last point rather than centre on it: they need more room before them.
  const marks = steps.map((_, i) => i).filter((i) => i === 0 || i === last || (i % every === 0 && (last - i) * room >= MARK_ROOM + 30));
  return (
    <figure class="rating-chart" ref={place}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chartSummary(title, history)}>
        {grid.map((r) => (
          <g class="grid">
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(r)} y2={y(r)} />
            <text x={LEFT - 6} y={y(r) + 4} text-anchor="end">
              {r}
            </text>
          </g>
        ))}
        <polygon class="band" points={band} />
        <polyline class="line" points={line} />
        {steps.map((s, i) => (
          <circle class={i === 0 ? 'point start' : 'point'} cx={x(i)} cy={y(s.rating)} r={steps.length > 30 ? 2 : 4} />
        ))}
        {marks.map((i) => (
          <text class="mark" x={x(i)} y={HEIGHT - 10} text-anchor={i === 0 ? 'start' : i === steps.length - 1 ? 'end' : 'middle'}>
            {i === 0 ? 'start' : `game ${i}`}
          </text>
        ))}
      </svg>
      <figcaption>The line is the rating after each rated game; the band around it is its deviation, which narrows as the games tell more.</figcaption>
      <details class="rating-numbers">
        <summary>Every rated game in numbers</summary>
        <table>
          <caption class="sr-only">{title}: the rating after each rated game</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Date</th>
              <th scope="col">Rating</th>
              <th scope="col">Deviation</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h, i) => (
              <tr>
                <th scope="row">
                  <a href={`#/table/${h.table}`}>game {i + 1}</a>
                </th>
                <td>{new Date(h.at * 1000).toLocaleDateString()}</td>
                <td>{Math.round(h.rating)}</td>
                <td>{deviationWords(h.deviation)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
