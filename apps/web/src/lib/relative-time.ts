import { kept } from './format';

const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/** "5 minutes ago" / "5 dakika önce"; under a minute reads as "now" / "şimdi". */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = kept(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const step = STEPS.find((candidate) => Math.abs(seconds) >= candidate.seconds);
  return step ? format.format(Math.trunc(seconds / step.seconds), step.unit) : format.format(0, 'second');
}

/** The exact moment, per locale: "Nov 23, 2026, 11:26 AM" / "23 Kas 2026 11:26". */
export function formatDateTime(iso: string, locale: string): string {
  return kept(`moment ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));
}

/** The day of an instant, as `formatDateTime` writes it without the time: "Jun 3, 2026". */
export function formatDayOf(iso: string, locale: string): string {
  return kept(`day ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(new Date(iso));
}
