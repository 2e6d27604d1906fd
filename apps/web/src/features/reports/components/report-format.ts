import { formatHours } from '../../../lib/format';

/** What a figure without a value shows (an average over nothing): the API sends null for it. */
export const NONE = '-';

/** A count or a one-decimal figure in the user's language ("1,234.5", "1.234,5"). */
export function formatNumber(value: number | null, locale: string): string {
  return value === null ? NONE : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A share the API sends as 0-100 with one decimal, shown as a percent per locale ("45.5%", "%45,5"). */
export function formatPercent(value: number | null, locale: string): string {
  return value === null
    ? NONE
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** Hours as the API's decimal string, or "-" when there is nothing to average. */
export function formatOptionalHours(hours: string | null, locale: string): string {
  return hours === null ? NONE : formatHours(hours, locale);
}
