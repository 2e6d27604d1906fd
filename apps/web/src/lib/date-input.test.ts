import { describe, expect, it } from 'vitest';
import { dateInputPattern, formatDateInput, parseDateInput } from './date-input';

describe('date input', () => {
  it('writes a date in the order and with the mark of the language', () => {
    expect(formatDateInput('2026-11-27', 'tr')).toBe('27.11.2026');
    expect(formatDateInput('2026-11-27', 'en')).toBe('11/27/2026');
    expect(formatDateInput(null, 'en')).toBe('');
    expect(dateInputPattern('tr', { day: 'GG', month: 'AA', year: 'YYYY' })).toBe('GG.AA.YYYY');
  });

  it('reads whole, real dates only, in the reader order or as YYYY-MM-DD', () => {
    expect(parseDateInput('3.12.2026', 'tr')).toBe('2026-12-03');
    expect(parseDateInput(' 03/12/2026 ', 'tr')).toBe('2026-12-03');
    expect(parseDateInput('12/3/2026', 'en')).toBe('2026-12-03');
    expect(parseDateInput('2026-12-03', 'tr')).toBe('2026-12-03');
    expect(parseDateInput('29.02.2028', 'tr')).toBe('2028-02-29');
    for (const text of [
      '29.02.2026',
      '31.04.2026',
      '13/01/2026',
      '3.12.26',
      '3.12',
      '3.12.2026x',
      'abc',
      '1.2.3.2026',
    ]) {
      expect(parseDateInput(text, text.includes('/') ? 'en' : 'tr'), text).toBeNull();
    }
  });
});
