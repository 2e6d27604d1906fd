import { describe, expect, it } from 'vitest';
import { countBound, pageWithBoundedTotal } from './chunks';

describe('countBound', () => {
  it('is 1,000 until a page ends further, then that page’s last row', () => {
    expect(countBound({ page: 1, pageSize: 25 })).toBe(1000);
    expect(countBound({ page: 40, pageSize: 25 })).toBe(1000);
    expect(countBound({ page: 41, pageSize: 25 })).toBe(1025);
    expect(countBound({ page: 11, pageSize: 100 })).toBe(1100);
  });
});

describe('pageWithBoundedTotal', () => {
  const rows = ['a', 'b'];
  const slice = async () => rows;

  it('asks for one row past the bound and answers an exact total below it', async () => {
    const asked: number[] = [];
    const page = await pageWithBoundedTotal(slice, { page: 1, pageSize: 25 }, async (atMostPlusOne) => (asked.push(atMostPlusOne), [{ total: 1000 }]));
    expect(asked).toEqual([1001]);
    expect(page).toEqual({ rows, total: 1000, totalIsAtLeast: false });
  });

  it('answers the bound as an "at least" total when more rows were counted', async () => {
    expect(await pageWithBoundedTotal(slice, { page: 1, pageSize: 25 }, async () => [{ total: 1001 }])).toEqual({ rows, total: 1000, totalIsAtLeast: true });
    // Far into the list the bound is the page's last row, so a next page is always there.
    expect(await pageWithBoundedTotal(slice, { page: 50, pageSize: 25 }, async (atMostPlusOne) => [{ total: atMostPlusOne }])).toEqual({
      rows,
      total: 1250,
      totalIsAtLeast: true,
    });
  });

  it('counts nothing as zero', async () => {
    expect(
      await pageWithBoundedTotal(
        async () => [],
        { page: 1, pageSize: 25 },
        async () => [],
      ),
    ).toEqual({ rows: [], total: 0, totalIsAtLeast: false });
  });
});
