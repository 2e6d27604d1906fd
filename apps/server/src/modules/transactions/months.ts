import { addDays } from '@workspace/shared/common/work';

/** First and last calendar day of a YYYY-MM month. */
export function monthRange(month: string): { first: string; last: string } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const next = monthIndex === 12 ? `${year + 1}-01-01` : `${year}-${String(monthIndex + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

/** The `count` months ending with `month`, oldest first (YYYY-MM). */
export function monthsEndingWith(month: string, count: number): string[] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const result: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const total = year * 12 + (monthIndex - 1) - back;
    result.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`);
  }
  return result;
}
