import { describe, expect, it } from 'vitest';
import { isDate, isMonth, readIdParam } from './checks';
import { dateField, idParam, monthField } from './fields';

/* The plain checks give the answers of the zod fields they stand for, on the same inputs. */

const MONTHS = [
  '2026-03',
  ' 2026-03 ',
  '2026-3',
  '2026-00',
  '2026-13',
  '0000-01',
  '0001-01',
  '9999-12',
  '20260-01',
  '2026-03-01',
  '',
  ' ',
  'abcd-ef',
  '2026–03',
  '２０２６-03',
];
const DATES = [
  '2024-02-29',
  '2023-02-29',
  '2024-02-31',
  '2024-04-31',
  ' 2024-04-30 ',
  '0000-06-15',
  '0001-01-01',
  '9999-12-31',
  '2024-1-01',
  '2024-13-01',
  '2024-00-10',
  '2024-01-00',
  '',
  ' ',
  '2024/01/01',
  '2024-01-01T00:00',
];
const IDS = [
  '1',
  '42',
  ' 7 ',
  '0',
  '-1',
  '1.5',
  '1.0',
  '2147483647',
  '2147483648',
  '',
  ' ',
  'abc',
  '0x10',
  '1e3',
  'Infinity',
  'NaN',
  '007',
];

describe('plain checks of an address', () => {
  it.each(MONTHS)('a month: %j as monthField has it', (value) => {
    expect(isMonth(value)).toBe(monthField.safeParse(value).success);
  });

  it.each(DATES)('a date: %j as dateField has it', (value) => {
    expect(isDate(value)).toBe(dateField.safeParse(value).success);
  });

  it.each(IDS)('an id: %j as idParam has it', (value) => {
    const parsed = idParam.safeParse(value);
    expect(readIdParam(value)).toBe(parsed.success ? parsed.data : null);
  });
});
