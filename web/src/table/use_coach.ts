// The coach on the table page (docs/coach.md): the hint for the move now, the review after.
import { useEffect, useState } from 'preact/hooks';
import type { View } from '../api';

// useCoach(view) → { hinting, setHinting, tab, setTab }: the hint's panel, open for one decision, and the tab after the game.
// The hint closes once the table moves on. Opened as #/table/ID?review (a
// profile's recent games), the page starts on the review where it has one.
export function useCoach(view: View | undefined) {
  const [hinting, setHinting] = useState(false);
  const [tab, setTab] = useState<'table' | 'review'>(/[?&]review\b/.test(location.hash) ? 'review' : 'table');
  useEffect(() => setHinting(false), [view?.version]);
  return { hinting, setHinting, tab, setTab };
}
