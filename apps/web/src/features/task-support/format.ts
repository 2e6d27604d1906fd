/** A calendar date (YYYY-MM-DD) per locale, read as a date so no time zone can shift the day. */
export function formatDay(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Estimated hours ("7.50") per locale: "7.5 hours", "7,5 saat". */
export function formatHours(hours: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 2 }).format(Number(hours));
}

export const personName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`;
