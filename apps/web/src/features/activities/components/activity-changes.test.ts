import { describe, expect, it } from 'vitest';
import { changeValue } from './activity-changes';

describe('changeValue', () => {
  it('reads plain values as they are and empty ones as a dash', () => {
    expect(changeValue('inProgress')).toBe('inProgress');
    expect(changeValue(12.5)).toBe('12.5');
    expect(changeValue(false)).toBe('false');
    expect(changeValue(null)).toBe('–');
    expect(changeValue('')).toBe('–');
  });

  it("reads an export's filters as key: value pairs, leaving the empty ones out, never as JSON", () => {
    expect(changeValue({ from: '2026-01-01', to: '2026-12-31', q: null, format: 'csv' })).toBe(
      'from: 2026-01-01, to: 2026-12-31, format: csv',
    );
    expect(changeValue({ ids: [3, 4], nested: { status: 'open' } })).toBe('ids: 3, 4, nested: status: open');
    expect(changeValue({})).toBe('–');
    expect(changeValue([])).toBe('–');
  });
});
