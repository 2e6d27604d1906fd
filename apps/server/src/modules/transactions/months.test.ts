import { describe, expect, it } from 'vitest';
import { isoToday } from '@workspace/shared/common/work';
import { monthRange, monthsEndingWith } from './months';

describe('months', () => {
  it('give the first and last day of a month, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthRange('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthRange('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('list twelve months back across a year boundary, oldest first', () => {
    expect(monthsEndingWith('2027-02', 12)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('start a new month at local midnight of the company time zone', () => {
    const instant = new Date('2031-01-31T22:30:00Z'); // 01:30 on 1 February in Istanbul
    expect(isoToday('Europe/Istanbul', instant).slice(0, 7)).toBe('2031-02');
    expect(isoToday('UTC', instant).slice(0, 7)).toBe('2031-01');
    expect(isoToday('America/New_York', instant).slice(0, 7)).toBe('2031-01');
  });
});
