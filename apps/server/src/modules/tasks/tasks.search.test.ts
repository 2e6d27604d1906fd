import { describe, expect, it } from 'vitest';
import { cachedSearchCount, forgetSearchCounts, TTL_MS, type SearchCount } from './tasks.counts';
import { countBound, firstWindow, widerWindow } from './tasks.search';

describe('countBound', () => {
  it('is 1,000 until a page ends further, then that page’s last row', () => {
    expect(countBound({ page: 1, pageSize: 25 })).toBe(1000);
    expect(countBound({ page: 40, pageSize: 25 })).toBe(1000);
    expect(countBound({ page: 41, pageSize: 25 })).toBe(1025);
    expect(countBound({ page: 11, pageSize: 100 })).toBe(1100);
  });
});

describe('deadline windows', () => {
  it('span four times the tasks the counted density says hold the rows needed', () => {
    // 1,001 of 20,000 match: 25 rows need about 500 tasks, and the window spans four times that.
    expect(firstWindow(25, { matches: 1001, statusTasks: 20_000 })).toBe(1999);
    expect(firstWindow(50, { matches: 500, statusTasks: 100_000 })).toBe(40_000);
  });

  it('cover every task of the status when the matches are too few for a window to pay', () => {
    expect(firstWindow(25, { matches: 20, statusTasks: 20_000 })).toBeUndefined();
    expect(firstWindow(25, { matches: 0, statusTasks: 20_000 })).toBeUndefined();
  });

  it('grow fourfold, up to every task of the status', () => {
    expect(widerWindow(1999, 20_000)).toBe(7996);
    expect(widerWindow(7996, 20_000)).toBeUndefined();
  });
});

describe('cachedSearchCount', () => {
  const count = (matches: number): SearchCount => ({ matches, statusTasks: 10 });

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
});
