import { DEFAULT_TIME_ZONE } from '@workspace/shared/common/work';

/** The zone the login history is read in: the company's, so the times match the day filters the server applies. */
export const LOGIN_TIME_ZONE = DEFAULT_TIME_ZONE;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An attempt's moment in the company's time zone, to the second (a burst is several attempts a
 * minute apart): "Jun 3, 2026, 9:05:07 AM" / "3 Haz 2026 09:05:07".
 */
export function formatLoginTime(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: LOGIN_TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
