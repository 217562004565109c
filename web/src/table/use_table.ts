// The table as the server sends it: its view, log and connection, and the game's components.
import { useEffect, useRef, useState } from 'preact/hooks';
import { getComponents, type ApiError, type Held, type LogEntry, type View } from '../api';
import { TableConnection, type Status } from '../connection';
import type { GamePage } from '../games/types';

// useTable(table, held, events) → { view, log, status, gone, connection }: the table as the server sends it.
// It connects as `held` (again whenever the credential changes) and keeps the latest
// view, the whole log and the connection's `status` (`gone`: why there is no such
// table); `events.lost` hears that the credential no longer holds its seat,
// `events.reached` that the table is reached again. `connection` sends moves.
export function useTable(table: string, held: Held | undefined, events: { lost: (message: string) => void; reached: () => void }) {
  const [view, setView] = useState<View>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [status, setStatus] = useState<Status>('connecting');
  const [gone, setGone] = useState('');
  const connection = useRef<TableConnection | undefined>(undefined);
  useEffect(() => {
    const c = new TableConnection(table, held, {
      onView: (v, l) => {
        setView(v);
        setLog([...l]);
      },
      onStatus: (s, detail) => {
        setStatus(s);
        if (s === 'gone') setGone(detail ?? 'there is no such table');
        // A failure to reach the table is over once it is reached again.
        if (s === 'open') events.reached();
      },
      onSeatLost: events.lost,
    });
    connection.current = c;
    // Tests drop the connection on purpose to see the page recover by itself.
    (window as unknown as { rookeryDrop?: () => void }).rookeryDrop = () => c.drop();
    return () => c.close();
  }, [table, held?.credential]);
  return { view, log, status, gone, connection };
}

// useComponents(view, page, fail) → components: the game's printed components, once its page asks (needsComponents).
// `fail` hears a failure to get them.
export function useComponents(view: View | undefined, page: GamePage | undefined, fail: (e: ApiError) => void) {
  const [components, setComponents] = useState<unknown>();
  useEffect(() => {
    if (view && page?.needsComponents && components === undefined) getComponents(view.game).then(setComponents, fail);
  }, [view?.game]);
  return components;
}
