import type { Currency } from '@workspace/shared/common/limits';
import { appTimeZone, appToday } from './app-today';

/*
 * Building an Intl formatter costs far more than formatting with one (a page of 25 tasks built
 * three per row on its first render, about 20 ms): each kind, per language, is built once and
 * kept. The keys are few: two languages, four currencies.
 */
const formats = new Map<string, unknown>();
export function kept<F>(key: string, build: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/* The product's currency names mapped to ISO 4217 codes for Intl. */
const ISO_CURRENCY: Record<Currency, string> = { TL: 'TRY', Euro: 'EUR', USD: 'USD', GBP: 'GBP' };

/**
 * Formats a decimal money string ("1250.50") for display in the user's language. Number() of a
 * two-decimal string is exact enough for showing it; the value itself is never computed with.
 */
export function formatMoney(amount: string, currency: Currency, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const format = kept(
    `money ${locale} ${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: ISO_CURRENCY[currency],
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return format.format(value);
}

/**
 * A calendar date (YYYY-MM-DD) in the user's language, without time-zone shifts. Given a moment
 * (an ISO timestamp), its day in the company's time zone: 22:30 UTC is already tomorrow in Istanbul.
 */
export function formatDate(isoDate: string | null | undefined, locale: string): string {
  if (!isoDate) return '';
  const moment = isoDate.length > 10 ? new Date(isoDate) : null;
  const calendarDay = moment && !Number.isNaN(moment.getTime()) ? appToday(moment) : isoDate.slice(0, 10);
  const [year, month, day] = calendarDay.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return kept(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export type MomentStyle = {
  /** 'medium' (default): "Nov 27, 2026" / "27 Kas 2026"; 'short': "11/27/26" / "27.11.2026". */
  dateStyle?: 'medium' | 'short';
  /** 'short' (default): to the minute; 'medium': to the second. */
  timeStyle?: 'short' | 'medium';
  /** The zone to read the clock in; the company's (GET /api/me) when absent. */
  timeZone?: string;
  /** false where the screen already names the zone beside the times (the login history). */
  zoneNamed?: boolean;
};

/* Minutes east of UTC of a zone's wall clock at an instant. */
function offsetMinutes(timeZone: string, instant: Date): number {
  const format = kept(
    `wall clock ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }),
  );
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The zone's short name at an instant, in the reader's language: "GMT+3", "EST". */
function zoneName(timeZone: string, locale: string, instant: Date): string {
  const format = kept(
    `zone name ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }),
  );
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A moment (an ISO timestamp) at the company's wall clock, in the user's language: "Nov 27, 2026,
 * 8:17 PM" / "27 Kas 2026 20:17". Every screen shows times of day in that one zone, whatever the
 * browser's clock says, so one sign-in reads the same on every screen. When the browser's clock
 * would read the moment otherwise (it is set to another zone), the zone follows: "20:17 (GMT+3)".
 */
export function formatDateTime(iso: string, locale: string, style: MomentStyle = {}): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { dateStyle = 'medium', timeStyle = 'short', timeZone = appTimeZone(), zoneNamed = true } = style;
  const text = kept(
    `moment ${locale} ${dateStyle} ${timeStyle} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle, timeStyle, timeZone }),
  ).format(instant);
  // getTimezoneOffset is the browser clock's offset at that instant, negated (minutes west of UTC).
  const readsTheSameHere = !zoneNamed || offsetMinutes(timeZone, instant) === -instant.getTimezoneOffset();
  return readsTheSameHere ? text : `${text} (${zoneName(timeZone, locale, instant)})`;
}

/**
 * The company zone's short name ("GMT+3") when the browser's clock reads the moment otherwise, for
 * a column of times that names the zone once in its header instead of in every cell; null when
 * the two clocks agree.
 */
export function zoneNameIfElsewhere(locale: string, instant: Date = new Date()): string | null {
  const timeZone = appTimeZone();
  return offsetMinutes(timeZone, instant) === -instant.getTimezoneOffset() ? null : zoneName(timeZone, locale, instant);
}

/** Hours as a decimal string ("7.50") shown per locale ("7,5" in Turkish). */
export function formatHours(hours: string, locale: string): string {
  const value = Number(hours);
  return Number.isFinite(value)
    ? kept(`hours ${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(value)
    : hours;
}

/** A count with the reader's digit grouping: 100,096 in English, 100.096 in Turkish. */
export function formatCount(value: number, locale: string): string {
  return kept(`count ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/* The reader's decimal mark and digit grouping: Turkish writes 1.250,75, English 1,250.75. */
const SEPARATORS: Record<string, { decimal: string; group: string }> = {
  tr: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};
const separatorsOf = (language: string) => SEPARATORS[language.slice(0, 2)] ?? SEPARATORS.en!;

/**
 * An amount or a number of hours as the reader typed it, in the plain form the API expects
 * ("1.250,75" in Turkish and "1,250.75" in English both give "1250.75"). Read the way a person
 * means it:
 * - with both marks, the last one is the decimal mark;
 * - a mark repeated ("1.250.000") groups digits;
 * - a single mark followed by exactly three digits groups them when it is the reader's grouping
 *   mark ("1.250" in Turkish is 1250), otherwise it is the decimal mark ("1250,5", "1250.75").
 * Anything else comes back as typed, for the schema to explain.
 */
export function parseDecimalInput(value: string, language: string): string {
  const text = value.trim().replace(/[\s\u00a0']/g, '');
  if (!/^-?[\d.,]+$/.test(text)) return value.trim();
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  let decimal: string | null = null;
  if (dots > 0 && commas > 0) decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const mark = dots === 1 ? '.' : ',';
    const after = text.slice(text.indexOf(mark) + 1);
    decimal = after.length === 3 && mark === separatorsOf(language).group ? null : mark;
  }
  const group = decimal === null ? /[.,]/g : new RegExp(`\\${decimal === '.' ? ',' : '.'}`, 'g');
  const plain = text.replace(group, '');
  return decimal === null ? plain : plain.replace(decimal, '.');
}

/** A stored decimal ("1250.75") the way the reader writes it in a form: "1.250,75" in Turkish, "1,250.75" in English. */
export function formatDecimalInput(value: string, language: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const { decimal, group } = separatorsOf(language);
  const whole = match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${match[1]}${whole}${match[3] ? `${decimal}${match[3]}` : ''}`;
}

/** An IBAN grouped in fours for reading ("TR33 0006 1005 ..."); the stored value has no spaces. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A YYYY-MM month in the user's language ("June 2025", "Haziran 2025"). */
export function formatMonth(month: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const [year, monthIndex] = month.split('-').map(Number);
  if (!year || !monthIndex) return month;
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthIndex - 1, 1)),
  );
}

/** A time zone's name in the user's language ("Türkiye Standard Time"); its IANA id when there is none. */
export function formatTimeZone(timeZone: string, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The sign of a decimal money string, read from its digits rather than computed. */
export function moneySign(amount: string): -1 | 0 | 1 {
  if (!/[1-9]/.test(amount)) return 0;
  return amount.trim().startsWith('-') ? -1 : 1;
}

/* Cents of a decimal money string ("-12.5" -> -1250n), so comparisons never go through floats. */
function toCents(amount: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Whole percent of `part` in `whole` (paid against a budget), rounded down; null when it has no meaning. */
export function moneyPercent(part: string, whole: string): number | null {
  const partCents = toCents(part);
  const wholeCents = toCents(whole);
  if (partCents === null || wholeCents === null || wholeCents <= 0n) return null;
  return Number((partCents * 100n) / wholeCents);
}

/** A person as a name line: "Selin Aktaş". */
export const personName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`;
