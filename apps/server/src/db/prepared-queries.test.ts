import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './prepared-queries';

/* The lists write timestamps from the driver's text without a Date (docs/decisions/020): exactly as Date would. */
describe('isoTimestamp', () => {
  it('writes what new Date(text).toISOString() writes, for every form PostgreSQL sends', () => {
    const texts = [
      '2026-11-24 21:35:05+00',
      '2026-11-24 21:35:05.6+00',
      '2026-11-24 21:35:05.68+00',
      '2026-11-24 21:35:05.688+00',
      '2026-11-24 21:35:05.6881+00',
      '2026-11-24 21:35:05.999999+00',
      '2026-01-01 00:00:00.9995+00',
      '0999-03-04 05:06:07.000001+00',
      // Not a UTC session's form: through Date.
      '2026-01-01 00:00:00+03',
      '2026-01-01 00:00:00.5+05:30',
      '2026-01-01 00:00:00.123456-09:30',
      '20260-01-01 00:00:00+00',
    ];
    for (const text of texts) expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
  });

  it('fails where Date fails', () => {
    expect(() => isoTimestamp('infinity')).toThrow(RangeError);
    expect(() => isoTimestamp('2026-01-01 00:00:00 BC+00')).toThrow(RangeError);
  });
});
