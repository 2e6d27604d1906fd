import { COUNT_LIMIT } from '@workspace/shared/common/limits';

/**
 * Every row a paged query yields, a chunk at a time, for exports: memory stays flat however long
 * the list is. `fetch` gets LIMIT and OFFSET and must order the rows completely (ties broken by id).
 */
export async function* inChunks<T>(
  fetch: (limit: number, offset: number) => Promise<T[]>,
  chunk = 1000,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += chunk) {
    const rows = await fetch(chunk, offset);
    yield* rows;
    if (rows.length < chunk) return;
  }
}

/** One page of a paged query: `slice` gets LIMIT and OFFSET, as `inChunks` gives them. */
export function pageOf<T>(
  slice: (limit: number, offset: number) => Promise<T[]>,
  page: { page: number; pageSize: number },
): Promise<T[]> {
  return slice(page.pageSize, (page.page - 1) * page.pageSize);
}

/** A page of a list beside the number of every matching row, the two queries run together. */
export async function pageWithTotal<T>(
  slice: (limit: number, offset: number) => Promise<T[]>,
  page: { page: number; pageSize: number },
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, totals] = await Promise.all([pageOf(slice, page), counted]);
  return { rows, total: totals[0]?.total ?? 0 };
}

type Paging = { page: number; pageSize: number };

/** How many rows a bounded count (db/list-engine.ts) counts for `page`: COUNT_LIMIT, or up to the page's last row, so a bounded answer always has a next page. */
export function countBound(page: Paging): number {
  return Math.max(COUNT_LIMIT, page.page * page.pageSize);
}
