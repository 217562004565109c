// A board drawn as a grid of squares that the arrow keys walk (the WAI-ARIA grid
// pattern): the board is one stop of the Tab key, and inside it the arrows move
// between squares, Home and End to the row's ends, Ctrl+Home and Ctrl+End to the
// corners. A screen reader user so hears a square's neighbours, not the next of
// 81 squares in reading order.
import { useEffect, useState } from 'preact/hooks';

// Where a square's focusable element is: its row and column, from 0.
export type Cell = { row: number; col: number };

// The attribute that marks each square's focusable element with "row,col".
export const GRID_CELL = 'data-grid-cell';

// useGridKeys(rows, cols, start, reset) → what the board's grid needs: the one
// square that takes Tab (`tabIndex`), the grid's key and focus handlers. `start` is
// where the walk begins (the first legal square, say) when the board is new, which
// `reset` (the board's version) says.
export function useGridKeys(rows: number, cols: number, start: Cell, reset: unknown) {
  const [cursor, setCursor] = useState<Cell>(start);
  // A new board starts the walk at `start`, unless the player is walking it now:
  // then the walk stays where their focus is (others' moves arrive meanwhile).
  useEffect(() => setCursor(focusedCell() ?? start), [reset, start.row, start.col]);
  const tabIndex = (row: number, col: number) => (row === cursor.row && col === cursor.col ? 0 : -1);
  const onKeyDown = (e: KeyboardEvent) => {
    const to = step(cursor, e, rows, cols);
    if (!to) return;
    e.preventDefault();
    setCursor(to);
    (e.currentTarget as HTMLElement).querySelector<HTMLElement>(`[${GRID_CELL}="${to.row},${to.col}"]`)?.focus();
  };
  // A square focused otherwise (a click, the table page's focus keeper) is where the walk goes on.
  const onFocusIn = () => {
    const at = focusedCell();
    if (at) setCursor(at);
  };
  return { tabIndex, onKeyDown, onFocusIn };
}

// The square the keyboard's focus is on, if it is on one.
function focusedCell(): Cell | undefined {
  const at = document.activeElement?.getAttribute(GRID_CELL)?.split(',').map(Number);
  return at && at.length === 2 ? { row: at[0], col: at[1] } : undefined;
}

// The square a key moves to from `at`, or undefined for a key the grid leaves alone.
function step(at: Cell, e: KeyboardEvent, rows: number, cols: number): Cell | undefined {
  if (e.altKey || e.metaKey) return undefined;
  const clamp = (row: number, col: number) => ({ row: Math.max(0, Math.min(rows - 1, row)), col: Math.max(0, Math.min(cols - 1, col)) });
  switch (e.key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'Home':
      return e.ctrlKey ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return e.ctrlKey ? clamp(rows - 1, cols - 1) : clamp(at.row, cols - 1);
    default:
      return undefined;
  }
}
