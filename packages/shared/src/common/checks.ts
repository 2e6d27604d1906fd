import { ID_MAX } from './limits';

/*
 * Checks of a value read from an address (a month, a date, a record id) without zod, for code that
 * runs on a screen's first render. Each is the rule of a field in fields.ts, which uses it or its
 * pattern; checks.test.ts holds both to the same answers.
 */

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * Whether `value` is a YYYY-MM-DD date that exists: no 31 February, and no year 0000 (the
 * calendar, and PostgreSQL, go from 1 BC to AD 1). Counted by hand: `Date` rolls 2024-02-31 over into March.
 */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE_RE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** A YYYY-MM month (year 0000 excluded): monthField's pattern, applied after trimming. */
export const MONTH_RE = /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month that `monthField` accepts. */
export function isMonth(value: string): boolean {
  return MONTH_RE.test(value.trim());
}

/** Whether `value` is a date that `dateField` accepts (surrounding spaces allowed, as it trims them). */
export function isDate(value: string): boolean {
  return isCalendarDate(value.trim());
}

/** The record id `value` names, as `idParam` reads it (a whole number from 1 to ID_MAX), or null. */
export function readIdParam(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : null;
}
