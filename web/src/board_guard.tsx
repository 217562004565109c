// Keeps one broken drawing from blanking the table page: a board or end panel
// that throws (for example on an observation its reader refuses, which should
// never come from a server of the same version) is replaced by a short notice,
// while the seats, the log and "All moves" go on working. The next view tries
// the drawing again. The error itself goes to the console.
import type { ComponentChildren } from 'preact';
import { useEffect, useErrorBoundary } from 'preact/hooks';

export function BoardGuard({ version, children }: { version: number; children: ComponentChildren }) {
  const [error, retry] = useErrorBoundary((e) => console.error('the board could not be drawn:', e));
  useEffect(() => {
    if (error) retry();
    // Only a new version is worth another try.
  }, [version]);
  if (!error) return <>{children}</>;
  return (
    <p class="board-error" role="alert">
      This table could not be drawn. Your moves are still listed under “All moves”, and the page tries again after the next move.
    </p>
  );
}
