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

/* The exact moment, at the company's wall clock (lib/format.ts), beside how long ago it was. */
export { formatDateTime } from './format';
