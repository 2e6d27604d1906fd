import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/*
 * A table draws the rows the window shows first and the rest in a pass of its own, so the first
 * paint of a list is not held for rows below the fold. A task row costs about 5 ms to render and
 * commit; at 1366 × 850, 8 of a page's 25 rows are in view, and drawing 12 of them first brought
 * /task's first row from 693 to 640 ms (decision 050). The rows drawn first are measured before
 * the paint: while they end above the window's bottom edge, more are drawn at once, so no gap
 * shows on a tall window; only rows past the edge wait, and they come a few frames later.
 */

/** Rows drawn before anything is measured: those a 1080-pixel-high window shows of a task list. */
export const FIRST_ROWS = 12;

/**
 * How many rows to draw, from what the rows drawn so far measured: `bottom` is where the last one
 * ends and `height` their height together, in pixels from the window's top; `deferRest` when what
 * is drawn reaches the fold and the rest can wait for a later pass.
 */
export function nextRowCount({
  drawn,
  total,
  bottom,
  height,
  viewport,
}: {
  drawn: number;
  total: number;
  bottom: number;
  height: number;
  viewport: number;
}): { count: number; deferRest: boolean } {
  if (drawn >= total) return { count: total, deferRest: false };
  if (bottom >= viewport) return { count: total, deferRest: true };
  // Nothing laid out (a hidden table, a test's document): every row at once.
  if (height <= 0) return { count: total, deferRest: false };
  // The rows the space left can hold at the drawn rows' height, and one more to reach past the edge.
  const more = Math.ceil((viewport - bottom) / (height / drawn)) + 1;
  return { count: Math.min(total, drawn + more), deferRest: false };
}

/**
 * The rows of `rows` to draw now, given the body they are drawn in. The first time a table has
 * more than `FIRST_ROWS` rows it draws those, then the rest; later pages are drawn whole.
 */
export function useRowsInView<T>(rows: T[] | undefined, body: RefObject<HTMLElement | null>): T[] | undefined {
  // null: every row (the rows drawn whole once, or a table that never needed the split).
  const [count, setCount] = useState<number | null>(FIRST_ROWS);
  const total = rows?.length ?? 0;
  const isSplit = count !== null && total > count;
  useLayoutEffect(() => {
    if (!isSplit || count === null) return;
    const drawnRows = body.current?.children;
    const first = drawnRows?.[0]?.getBoundingClientRect();
    const last = drawnRows?.[drawnRows.length - 1]?.getBoundingClientRect();
    const next = nextRowCount({
      drawn: drawnRows?.length ?? 0,
      total,
      bottom: last?.bottom ?? 0,
      height: first && last ? last.bottom - first.top : 0,
      viewport: window.innerHeight,
    });
    if (next.deferRest) startTransition(() => setCount(null));
    else setCount(next.count >= total ? null : next.count);
  }, [isSplit, count, total, body]);
  return isSplit ? rows?.slice(0, count) : rows;
}
