/**
 * Every row a paged query yields, a chunk at a time, for exports: memory stays flat however long
 * the list is. `fetch` gets LIMIT and OFFSET and must order the rows completely (ties broken by id).
 */
export async function* inChunks<T>(fetch: (limit: number, offset: number) => Promise<T[]>, chunk = 1000): AsyncGenerator<T> {
  for (let offset = 0; ; offset += chunk) {
    const rows = await fetch(chunk, offset);
    yield* rows;
    if (rows.length < chunk) return;
  }
}

/** One page of a paged query: `slice` gets LIMIT and OFFSET, as `inChunks` gives them. */
export function pageOf<T>(slice: (limit: number, offset: number) => Promise<T[]>, page: { page: number; pageSize: number }): Promise<T[]> {
  return slice(page.pageSize, (page.page - 1) * page.pageSize);
}
