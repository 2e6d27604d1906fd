import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchListAhead, listQueryOptions, pagesFetchedAhead } from './list-api';
import { readListParams } from './list-params';
import { taskList } from './lists';

const EMPTY_PAGE = { data: [], meta: { page: 1, pageSize: 25, total: 0 } };

/** The task list's page at an address's query, and its query's hash. */
const page = (query: string) => readListParams(taskList, new URLSearchParams(query)).listParams;
const hashOf = (query: string) => hashKey(listQueryOptions(taskList, page(query)).queryKey);

/* Each test starts an hour after the last, so the marks an earlier one left are stale. */
let clock = Date.parse('2026-03-02T09:00:00Z');
let client: QueryClient;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 3_600_000;
  vi.setSystemTime(clock);
  fetchMock = vi.fn(
    async () => new Response(JSON.stringify(EMPTY_PAGE), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('a list page fetched ahead of its screen', () => {
  it('is fresh for the screen for a few seconds, then asked for again, and its mark goes', async () => {
    await fetchListAhead(client, taskList, page(''));
    expect(pagesFetchedAhead.has(hashOf(''))).toBe(true);
    later(5_000);
    await client.prefetchQuery(listQueryOptions(taskList, page('')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    later(6_000);
    await client.prefetchQuery(listQueryOptions(taskList, page('')));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(pagesFetchedAhead.has(hashOf(''))).toBe(false);
  });

  it('loses its mark once another answer takes its place', async () => {
    await fetchListAhead(client, taskList, page(''));
    later(1_000);
    await client.refetchQueries();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The new answer is stale at once, as any other.
    await client.prefetchQuery(listQueryOptions(taskList, page('')));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(pagesFetchedAhead.has(hashOf(''))).toBe(false);
  });

  it('leaves no mark behind when its screen never opened: the next page fetched ahead drops the stale ones', async () => {
    await fetchListAhead(client, taskList, page('page=1'));
    await fetchListAhead(client, taskList, page('page=2'));
    expect([...pagesFetchedAhead.keys()]).toEqual([hashOf('page=1'), hashOf('page=2')]);
    later(10_000);
    await fetchListAhead(client, taskList, page('page=3'));
    expect([...pagesFetchedAhead.keys()]).toEqual([hashOf('page=3')]);
  });
});
