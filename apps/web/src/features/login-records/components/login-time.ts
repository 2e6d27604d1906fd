/**
 * An attempt's moment in the company's time zone (the one the day filters use), to the second (a
 * burst is several attempts a minute apart): "Jun 3, 2026, 9:05:07 AM" / "3 Haz 2026 09:05:07".
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatLoginTime(iso: string, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
