// Others' moves shown one at a time: when a view arrives with moves by other
// seats (a bot's three rolls and its token), the page shows the table after each
// of them in turn, a pace apart, instead of jumping to the end. The viewer's own
// moves, and the chance that answers them (the dice they rolled), show at once.
// The steps in between are the server's replay views, so they hold nothing this
// viewer may not see. A real-time table (a clock) is never paced: its cards are
// the game.
import { useEffect, useRef, useState } from 'preact/hooks';
import { CHANCE, getReplayStep, type Held, type LogEntry, type View } from './api';

// A move that shows nothing: a pass (an answer not given in a response window),
// or a move the server calls quiet (a claim sealed until all have claimed,
// docs/protocol.md). Neither played out nor written in the log.
export const showsNothing = (e: LogEntry) => !!e.quiet || (e.player >= 0 && e.text === 'pass');

// The pace of others' moves, in ms a step; 0 shows them at once.
export const PACES = [
  { ms: 1000, words: 'slow' },
  { ms: 600, words: 'normal' },
  { ms: 300, words: 'fast' },
  { ms: 0, words: 'at once' },
] as const;
const KEY = 'rookery.pace';
// The most steps played out behind the live table; earlier ones show at once.
const MAX_BEHIND = 12;

// The pace this browser chose (normal until it chooses).
export function chosenPace(): number {
  const kept = Number(localStorage.getItem(KEY));
  return PACES.some((p) => p.ms === kept) && localStorage.getItem(KEY) !== null ? kept : 600;
}
export function keepPace(ms: number) {
  localStorage.setItem(KEY, String(ms));
}

export interface Paced {
  // The view to draw: the live one, or the table right after the step being shown.
  view: View | undefined;
  // The move being shown while others' moves are played out; undefined when live.
  step: LogEntry | undefined;
  // Jumps to the live view (the rest of this batch of moves is not played out).
  skip: () => void;
}

// `live` and `log` are the connection's latest view and whole log.
export function usePacedView(table: string, held: Held | undefined, live: View | undefined, log: LogEntry[], pace: number): Paced {
  const [shown, setShown] = useState<{ view: View; step?: LogEntry; at: number }>();
  const fetched = useRef(new Map<number, Promise<View>>());
  useEffect(() => fetched.current.clear(), [table, held?.credential]);

  useEffect(() => {
    if (!live) return;
    // At once: the live view is drawn as it comes (below), with no render of its own.
    if (pace === 0 || live.clock) {
      if (shown) setShown(undefined);
      return;
    }
    const now = Date.now();
    // Moves taken back (undo): the steps after the live version are no more.
    for (const v of [...fetched.current.keys()]) if (v > live.version) fetched.current.delete(v);
    const from = shown?.view.version ?? live.version;
    // Nothing to play out: the first view (a page opened or reloaded: it shows the
    // table as it is), a clock, no pacing, or a table that went back (a restore).
    if (!shown || live.clock || pace === 0 || from >= live.version || shown.view.table !== live.table) {
      if (shown?.view !== live) setShown({ view: live, at: now });
      return;
    }
    const entry = (v: number) => log.find((e) => e.version === v);
    // The viewer's own move, and chance right after it, need no watching.
    const atOnce = (v: number) => {
      const e = entry(v);
      if (!e) return true;
      if (e.player === live.viewer) return true;
      // A pass changes nothing on the table (Plucky's answers not given): nothing to watch (N4).
      if (showsNothing(e)) return true;
      return e.player === CHANCE && entry(v - 1)?.player === live.viewer;
    };
    // More than a dozen moves behind (a Plucky round, or moves coming faster than
    // the pace): the earlier ones go at once, the last dozen are played out, so a
    // bot's turn is still seen and the wait stays short.
    let next = Math.max(from, live.version - MAX_BEHIND);
    while (next < live.version && atOnce(next + 1)) next++;
    const paced = next === from;
    if (paced) next = from + 1;
    const view = next === live.version ? Promise.resolve(live) : stepView(next);
    // The step on show stays for the whole pace before the next one comes.
    const wait = shown.step ? Math.max(0, shown.at + pace - now) : 0;
    let stale = false;
    const timer = new Promise((r) => setTimeout(r, wait));
    Promise.all([view, timer]).then(
      ([v]) => {
        if (!stale) setShown({ view: v, step: paced ? entry(next) : undefined, at: Date.now() });
      },
      () => {
        if (!stale) setShown({ view: live, at: Date.now() });  // a step that cannot be had: go live
      },
    );
    return () => {
      stale = true;
    };
  }, [live, shown, pace]);

  function stepView(version: number) {
    let p = fetched.current.get(version);
    if (!p) {
      p = getReplayStep(table, version, held);
      fetched.current.set(version, p);
      p.catch(() => fetched.current.delete(version));
    }
    return p;
  }

  if (pace === 0 || live?.clock) return { view: live, step: undefined, skip: () => {} };
  const playing = !!shown && !!live && shown.view !== live;
  return {
    view: shown?.view ?? live,
    step: playing ? shown?.step : undefined,
    skip: () => live && setShown({ view: live, at: Date.now() }),
  };
}
