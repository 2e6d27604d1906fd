/** Statuses and priorities, shared by projects and tasks. */
export const WORK_STATUSES = ['pending', 'inProgress', 'completed', 'onHold', 'cancelled'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const WORK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type WorkPriority = (typeof WORK_PRIORITIES)[number];

/** Statuses in which a task no longer counts as overdue. */
export const CLOSED_STATUSES: readonly WorkStatus[] = ['completed', 'cancelled'];

/** The company's time zone: "today", "this week" and "in the future" are taken here. */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

/* Building an Intl.DateTimeFormat costs far more than formatting with one: one per time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/*
 * The date of the minute last asked for, per time zone: the server asks on every list request, and
 * formatting costs microseconds. Kept only when the minute's first and last millisecond fall on the
 * same date, so a date that changes inside a minute (an old offset in seconds) is never held.
 */
const minuteDates = new Map<string, { minute: number; date: string }>();

/** Today's date (YYYY-MM-DD) in the given time zone. */
export function isoToday(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, before anything is cached.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const minute = Math.floor(now.getTime() / 60_000);
  const known = minuteDates.get(timeZone);
  if (known?.minute === minute) return known.date;
  const date = format.format(now);
  if (format.format(minute * 60_000) === date && format.format(minute * 60_000 + 59_999) === date)
    minuteDates.set(timeZone, { minute, date });
  return date;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday to Sunday of the week holding `today` (YYYY-MM-DD): the week "due this week" counts, on the server and in the browser. */
export function weekOf(today: string): { from: string; to: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}
