// The table page's one line of refusal or failure, in words from the server's code.
import { useState } from 'preact/hooks';
import type { ApiError } from '../api';
import { withoutRuleIds } from '../names';

export interface Shown {
  code: string;
  message: string;
}

// Words for a refusal or a failure, from the server's code.
export function explain(e: ApiError): Shown {
  const message = withoutRuleIds(e.message);
  if (e.code === 'illegal_action' || e.code === 'parse_error') return { code: e.code, message: `That move was refused: ${message}` };
  return { code: e.code, message };
}

// useRefusal() → { error, show, set, reached }: the one refusal or failure the page shows.
// `show` puts an ApiError's words there, `set` any words or none; `reached` takes
// away a failure to reach the table (code "network") once it is reached again.
export function useRefusal() {
  const [error, set] = useState<Shown>();
  return {
    error,
    set,
    show: (e: ApiError) => set(explain(e)),
    reached: () => set((e) => (e?.code === 'network' ? undefined : e)),
  };
}
export type Refusal = ReturnType<typeof useRefusal>;
