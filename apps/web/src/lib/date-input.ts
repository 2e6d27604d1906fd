import { kept } from './format';

/*
 * A date as the reader writes it: 27.11.2026 in Turkish, 11/27/2026 in English. The order of day,
 * month and year and the mark between them come from the language's own short numeric date (Intl),
 * so a field shows and reads the same form as the rest of the screen; the API keeps YYYY-MM-DD.
 */

type Part = 'day' | 'month' | 'year';
type DateShape = { order: Part[]; separator: string };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function numericDate(locale: string): Intl.DateTimeFormat {
  return kept(
    `date-input ${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  );
}

function shapeOf(locale: string): DateShape {
  return kept(`date-shape ${locale}`, () => {
    const parts = numericDate(locale).formatToParts(new Date(Date.UTC(2026, 10, 27)));
    const order = parts
      .map((part) => part.type)
      .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
    const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
    return { order, separator };
  });
}

/** "2026-11-27" as the reader writes it ("27.11.2026", "11/27/2026"); empty for no date. */
export function formatDateInput(iso: string | null | undefined, locale: string): string {
  const match = iso ? ISO.exec(iso.slice(0, 10)) : null;
  if (!match) return '';
  return numericDate(locale).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** What to write, as a pattern of letters in the language ("GG.AA.YYYY", "MM/DD/YYYY"). */
export function dateInputPattern(locale: string, letters: Record<Part, string>): string {
  const { order, separator } = shapeOf(locale);
  return order.map((part) => letters[part]).join(separator);
}

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A typed date in the reader's order, as YYYY-MM-DD, or null when it is not a whole, real date:
 * day and month of one or two digits, a four-digit year, any mark between them ("3.12.2026",
 * "03/12/2026", "3 12 2026"). YYYY-MM-DD itself is read as well, in every language.
 */
export function parseDateInput(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const groups = trimmed.split(/\D+/).filter(Boolean);
  if (groups.length !== 3 || /^\D/.test(trimmed) || /\D$/.test(trimmed.replace(/\.$/, ''))) return null;
  const { order } = shapeOf(locale);
  const value = (part: Part) => groups[order.indexOf(part)]!;
  if (value('year').length !== 4 || value('month').length > 2 || value('day').length > 2) return null;
  return isoOf(Number(value('year')), Number(value('month')), Number(value('day')));
}
