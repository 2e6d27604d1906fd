import { describe, expect, it } from 'vitest';
import { countBound } from './chunks';

describe('countBound', () => {
  it('is 1,000 until a page ends further, then that page’s last row', () => {
    expect(countBound({ page: 1, pageSize: 25 })).toBe(1000);
    expect(countBound({ page: 40, pageSize: 25 })).toBe(1000);
    expect(countBound({ page: 41, pageSize: 25 })).toBe(1025);
    expect(countBound({ page: 11, pageSize: 100 })).toBe(1100);
  });
});
