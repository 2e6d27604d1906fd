import { COUNT_LIMIT } from '@workspace/shared/common/limits';
import type { WorkStatus } from '@workspace/shared/common/work';
import type { DbOrTx } from '../../db/client';
import * as repo from './tasks.repository';
import { cachedSearchCount, type SearchCount } from './tasks.counts';
import { deadlineWindow, type TaskQueryFilters, type TaskSort } from './tasks.query';

/*
 * How a page of the task list is found (docs/decisions/015). Without a search: an ordered index
 * walk and an exact count. A search among one status ordered by deadline (the list's default
 * order, and every board column) reads only the matches inside a window at the start of the
 * deadline order, widened until it holds the page, and counts at most COUNT_LIMIT matches. Any
 * other search collects all its matches to sort them, and counts them exactly on the way.
 */

export type TaskPage = { rows: repo.TaskView[]; total: number; totalIsAtLeast: boolean };
type Paging = { page: number; pageSize: number };

/** How many matches a search counts for `page`: COUNT_LIMIT, or up to the page's last row, so a bounded answer always has a next page. */
export function countBound(page: Paging): number {
  return Math.max(COUNT_LIMIT, page.page * page.pageSize);
}

/* The window spans this many times the tasks the counted density says hold the page, and grows fourfold. */
const WINDOW_MARGIN = 4;
const WINDOW_GROWTH = 4;

/**
 * How many tasks of the status (in deadline order) the first window spans to hold `needed`
 * matches; undefined when that is all of them. A bounded count understates the density, so
 * the window errs on the wide side.
 */
export function firstWindow(needed: number, count: SearchCount): number | undefined {
  if (count.matches === 0) return undefined;
  const depth = Math.ceil((needed * count.statusTasks * WINDOW_MARGIN) / count.matches);
  return depth >= count.statusTasks ? undefined : depth;
}

/** The next, wider window; undefined once it would span every task of the status. */
export function widerWindow(depth: number, statusTasks: number): number | undefined {
  const wider = depth * WINDOW_GROWTH;
  return wider >= statusTasks ? undefined : wider;
}

/** One page of the list with its total; a bounded total says so (`totalIsAtLeast`). */
export async function findTaskPage(db: DbOrTx, filters: TaskQueryFilters, sort: TaskSort, page: Paging): Promise<TaskPage> {
  if (!filters.q) return { ...(await repo.listTasks(db, filters, sort, page)), totalIsAtLeast: false };
  const status = filters.status;
  if (status && sort.sort === 'deadline') return searchByDeadline(db, { ...filters, status }, sort, page);
  const { rows, matches } = await repo.searchTasks(db, filters, sort, page);
  return { rows, total: matches, totalIsAtLeast: false };
}

async function searchByDeadline(db: DbOrTx, filters: TaskQueryFilters & { status: WorkStatus }, sort: TaskSort, page: Paging): Promise<TaskPage> {
  const bound = countBound(page);
  const count = await cachedSearchCount(db, JSON.stringify([filters, bound]), () => repo.countSearchMatches(db, filters, bound));
  const isBounded = count.matches > bound;
  const total = isBounded ? bound : count.matches;
  const before = (page.page - 1) * page.pageSize;
  // Rows the page must hold: all of pageSize while the count runs past it.
  const expected = isBounded ? page.pageSize : Math.min(page.pageSize, Math.max(0, total - before));
  if (expected === 0) return { rows: [], total, totalIsAtLeast: isBounded };
  let depth = firstWindow(before + page.pageSize, count);
  for (;;) {
    const window = depth === undefined ? undefined : deadlineWindow(filters.status, sort.order, depth);
    const { rows } = await repo.searchTasks(db, filters, sort, page, window);
    // The window is a prefix of the order: once it holds the page, the page is the list's.
    if (rows.length >= expected || depth === undefined) return { rows, total, totalIsAtLeast: isBounded };
    depth = widerWindow(depth, count.statusTasks);
  }
}
