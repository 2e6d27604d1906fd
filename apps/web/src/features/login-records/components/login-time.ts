import { formatDateTime } from '../../../lib/format';

/**
 * An attempt's moment in the company's time zone (the one the day filters use), to the second (a
 * burst is several attempts a minute apart): "Jun 3, 2026, 9:05:07 AM" / "3 Haz 2026 09:05:07".
 * The page names the zone above the table, so the cells do not repeat it.
 */
export function formatLoginTime(iso: string, locale: string, timeZone: string): string {
  return formatDateTime(iso, locale, { timeStyle: 'medium', timeZone, zoneNamed: false });
}
