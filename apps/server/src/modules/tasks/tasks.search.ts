import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import type { DbOrTx } from '../../db/client';
import { countBound } from '../../lib/chunks';
import { cachedSearchCount } from './tasks.counts';
import { countSearchMatches, taskListQuery, type TaskQueryFilters, type TaskSort } from './tasks.query';

/*
 * How a page of the task list is found (docs/decisions/015). Without a search: an ordered index
 * walk and an exact count. A search among one status ordered by deadline (the list's default
 * order, and every board column) counts at most COUNT_LIMIT matches and reads only the matches of
 * a window at the start of the deadline order that the count shows to hold the page. Any other
 * search collects all its matches to sort them, and counts them exactly on the way.
 */

export type TaskPage = { rows: Task[]; total: number; totalIsAtLeast: boolean };
type Paging = { page: number; pageSize: number };

/**
 * The deadline by which (from which, descending) at least `needed` tasks match: the `needed`-th of
 * the counted matches' deadlines (sorted ascending). Whatever part of the matches the count read,
 * the whole list has at least as many by then. Undefined when fewer were counted: the page reaches
 * the end of an exactly counted list, whose window is then all of it.
 */
export function windowEdge(deadlines: readonly string[], needed: number, order: 'asc' | 'desc'): string | undefined {
  if (needed > deadlines.length) return undefined;
  return order === 'asc' ? deadlines[needed - 1] : deadlines[deadlines.length - needed];
}

/** One page of the list with its total; a bounded total says so (`totalIsAtLeast`). */
export async function findTaskPage(
  db: DbOrTx,
  filters: TaskQueryFilters,
  sort: TaskSort,
  page: Paging,
): Promise<TaskPage> {
  if (!filters.q) return taskListQuery.list(db, filters, sort, page);
  if (filters.status && sort.sort === 'deadline') return searchByDeadline(db, filters, sort, page);
  return { ...(await taskListQuery.search(db, filters, sort, page)), totalIsAtLeast: false };
}

async function searchByDeadline(
  db: DbOrTx,
  filters: TaskQueryFilters,
  sort: TaskSort,
  page: Paging,
): Promise<TaskPage> {
  const bound = countBound(page);
  const count = await cachedSearchCount(db, JSON.stringify([filters, bound]), async () => {
    const [row] = await countSearchMatches(db, filters, { atMostPlusOne: bound + 1 });
    return { matches: row?.matches ?? 0, deadlines: row?.deadlines ?? [] };
  });
  const isBounded = count.matches > bound;
  const total = isBounded ? bound : count.matches;
  const before = (page.page - 1) * page.pageSize;
  // Rows the page must hold: all of pageSize while the count runs past it.
  const expected = isBounded ? page.pageSize : Math.min(page.pageSize, Math.max(0, total - before));
  if (expected === 0) return { rows: [], total, totalIsAtLeast: isBounded };
  const edge = windowEdge(count.deadlines, before + page.pageSize, sort.order);
  const window =
    edge === undefined ? undefined : { name: sort.order === 'asc' ? 'dueBy' : 'dueFrom', values: { edge } };
  const windowed = await taskListQuery.search(db, filters, sort, page, window);
  // A kept count may predate another instance's write (tasks.counts): then the window may fall short.
  if (windowed.rows.length >= expected || edge === undefined)
    return { rows: windowed.rows, total, totalIsAtLeast: isBounded };
  const { rows } = await taskListQuery.search(db, filters, sort, page);
  return { rows, total, totalIsAtLeast: isBounded };
}
