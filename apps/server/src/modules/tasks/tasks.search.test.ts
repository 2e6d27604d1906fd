import { describe, expect, it } from 'vitest';
import { cachedSearchCount, forgetSearchCounts, TTL_MS, type SearchCount } from './tasks.counts';
import { windowEdge } from './tasks.search';

describe('windowEdge', () => {
  const deadlines = ['2026-01-05', '2026-01-05', '2026-01-07', '2026-02-01', '2026-03-09'];

  it('is the deadline of the needed-th match counted, from the start or, descending, from the end', () => {
    expect(windowEdge(deadlines, 1, 'asc')).toBe('2026-01-05');
    expect(windowEdge(deadlines, 3, 'asc')).toBe('2026-01-07');
    expect(windowEdge(deadlines, 2, 'desc')).toBe('2026-02-01');
    expect(windowEdge(deadlines, 5, 'desc')).toBe('2026-01-05');
  });

  it('is none when fewer were counted than the page needs', () => {
    expect(windowEdge(deadlines, 6, 'asc')).toBeUndefined();
    expect(windowEdge([], 1, 'desc')).toBeUndefined();
  });
});

describe('cachedSearchCount', () => {
  const count = (matches: number): SearchCount => ({ matches, deadlines: ['2026-01-05'] });

  it('answers a kept count until TTL_MS has passed, then counts again', async () => {
    const db = {};
    let now = 1_000;
    let counted = 0;
    const ask = () =>
      cachedSearchCount(
        db,
        'key',
        async () => count(++counted),
        () => now,
      );
    expect(await ask()).toEqual(count(1));
    now += TTL_MS - 1;
    expect(await ask()).toEqual(count(1));
    now += 1;
    expect(await ask()).toEqual(count(2));
    expect(
      await cachedSearchCount(
        {},
        'key',
        async () => count(99),
        () => now,
      ),
    ).toEqual(count(99));
  });

  it('forgets every count on a write, and never keeps one that was running during a write', async () => {
    const db = {};
    expect(await cachedSearchCount(db, 'key', async () => count(1))).toEqual(count(1));
    forgetSearchCounts(db);
    const during = await cachedSearchCount(db, 'key', async () => {
      forgetSearchCounts(db);
      return count(2);
    });
    expect(during).toEqual(count(2));
    expect(await cachedSearchCount(db, 'key', async () => count(3))).toEqual(count(3));
    expect(await cachedSearchCount(db, 'key', async () => count(4))).toEqual(count(3));
  });

  it('lets callers that come while a count runs wait for it, but not across a write', async () => {
    const db = {};
    let counted = 0;
    const started: ((value: SearchCount) => void)[] = [];
    const slowCount = () =>
      new Promise<SearchCount>((resolve) => {
        counted += 1;
        started.push(resolve);
      });
    const first = cachedSearchCount(db, 'key', slowCount);
    const second = cachedSearchCount(db, 'key', slowCount);
    const other = cachedSearchCount(db, 'other key', slowCount);
    expect(counted).toBe(2);
    forgetSearchCounts(db);
    const afterWrite = cachedSearchCount(db, 'key', slowCount);
    expect(counted).toBe(3);
    started[0]!(count(1));
    started[1]!(count(2));
    started[2]!(count(3));
    expect(await first).toEqual(count(1));
    expect(await second).toEqual(count(1));
    expect(await other).toEqual(count(2));
    expect(await afterWrite).toEqual(count(3));
    // Only the count begun after the write is kept.
    expect(await cachedSearchCount(db, 'key', async () => count(4))).toEqual(count(3));
  });

  it('lets a failed count fail every caller waiting for it, and counts again on the next call', async () => {
    const db = {};
    let fail!: (error: Error) => void;
    const failing = () => new Promise<SearchCount>((_, reject) => (fail = reject));
    const first = cachedSearchCount(db, 'key', failing);
    const second = cachedSearchCount(db, 'key', failing);
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    expect(await cachedSearchCount(db, 'key', async () => count(5))).toEqual(count(5));
  });
});
