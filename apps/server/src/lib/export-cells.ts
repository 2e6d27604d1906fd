import type { Currency, Language } from '@workspace/shared/common/limits';
import { browserName } from './browser-name';

/*
 * What an export cell holds, typed, so that each format writes it the way its reader expects:
 * a spreadsheet gets real numbers and dates (SUM and date filters work), a CSV gets the reader's
 * separators, a PDF the reader's way of writing amounts and dates. A plain string is text; a
 * number is a number.
 */
export type MoneyCell = { kind: 'money'; amount: string; currency: Currency };
/** A calendar day (YYYY-MM-DD), never shifted by a time zone. */
export type DateCell = { kind: 'date'; value: string };
/** A moment, shown in the company's time zone. */
export type DateTimeCell = { kind: 'dateTime'; value: Date };
/** A decimal kept as its exact string (hours "7.50", a percentage). */
export type DecimalCell = { kind: 'decimal'; value: string };
/** A browser's user agent: whole in a spreadsheet, its short name for a reader ("Chrome 142 on Windows"). */
export type BrowserCell = { kind: 'browser'; userAgent: string };
export type TypedCell = MoneyCell | DateCell | DateTimeCell | DecimalCell | BrowserCell;
export type ExportCell = string | number | null | TypedCell;

export const moneyCell = (amount: string | null, currency: Currency): MoneyCell | null =>
  amount === null ? null : { kind: 'money', amount, currency };
export const dateCell = (value: string | null): DateCell | null =>
  value ? { kind: 'date', value: value.slice(0, 10) } : null;
export const dateTimeCell = (value: Date | null): DateTimeCell | null => (value ? { kind: 'dateTime', value } : null);
export const decimalCell = (value: string | null): DecimalCell | null =>
  value === null ? null : { kind: 'decimal', value };
export const browserCell = (userAgent: string | null): BrowserCell | null =>
  userAgent ? { kind: 'browser', userAgent } : null;

/** How the reader writes things: their language, and the company's time zone for moments. */
export type ReaderFormat = { language: Language; timeZone: string };

const LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of a moment in a time zone (one formatter per zone: making one costs more than using it). */
function wallClock(value: Date, timeZone: string) {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(value);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** "2026-11-24 14:05" in the company's zone: sortable, and read the same way in both languages. */
export function isoWallClock(value: Date, timeZone: string): string {
  const clock = wallClock(value, timeZone);
  return `${clock.year}-${clock.month}-${clock.day} ${clock.hour}:${clock.minute}`;
}

/**
 * The same wall-clock moment as a Date whose UTC fields carry it: a spreadsheet has no time
 * zones, so the cell must read 14:05 when it happened at 14:05 in the company.
 */
export function wallClockAsUtc(value: Date, timeZone: string): Date {
  const clock = wallClock(value, timeZone);
  return new Date(
    Date.UTC(Number(clock.year), Number(clock.month) - 1, Number(clock.day), Number(clock.hour), Number(clock.minute)),
  );
}

/** A YYYY-MM-DD day as a Date at UTC midnight (a spreadsheet date with no time). */
export function dayAsUtc(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(
  language: Language,
  fractionDigits: { min: number; max: number },
  grouping: boolean,
): Intl.NumberFormat {
  const key = `${language}:${fractionDigits.min}:${fractionDigits.max}:${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: fractionDigits.min,
      maximumFractionDigits: fractionDigits.max,
      useGrouping: grouping,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A decimal money string with two decimals and the reader's marks: "1.250,75" / "1,250.75". */
export const readableAmount = (amount: string, language: Language) =>
  numberFormat(language, { min: 2, max: 2 }, true).format(Number(amount));

/** A YYYY-MM month by its name: "March 2031" / "Mart 2031". */
export const readableMonth = (month: string, language: Language) =>
  monthFormats[language].format(dayAsUtc(`${month}-01`));

const monthFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  tr: new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/* A day or a moment is one piece on a line: its spaces do not break ("27 Nov 2026 14:05"). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  tr: new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * A cell for a person to read (PDF): "1.250,75 TL" / "1,250.75 USD", "24.11.2026" / "24 Nov 2026",
 * "24.11.2026 14:05" in the company's zone, each one unbreakable piece; a browser by its short name.
 */
export function readableCell(cell: ExportCell, reader: ReaderFormat): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return numberFormat(reader.language, { min: 0, max: 2 }, true).format(cell);
  switch (cell.kind) {
    case 'money':
      return `${readableAmount(cell.amount, reader.language)}\u00a0${cell.currency}`;
    case 'decimal':
      return numberFormat(reader.language, { min: 0, max: 2 }, true).format(Number(cell.value));
    case 'date':
      return unbroken(dayFormats[reader.language].format(dayAsUtc(cell.value)));
    case 'dateTime': {
      const clock = wallClock(cell.value, reader.timeZone);
      const day = dayFormats[reader.language].format(dayAsUtc(`${clock.year}-${clock.month}-${clock.day}`));
      return unbroken(`${day} ${clock.hour}:${clock.minute}`);
    }
    case 'browser':
      return browserName(cell.userAgent, reader.language);
  }
}

/** The first characters that make a spreadsheet read a text as a formula (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as a CSV cell that a spreadsheet shows and never runs: one starting like a formula
 * (`=HYPERLINK(...)` as a browser name, `+`, `-`, `@`, a tab or a carriage return) gets a leading
 * single quote, as OWASP advises. Only text: typed numbers (a negative amount) stay numbers.
 */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A cell for a spreadsheet program reading a CSV in the reader's language: numbers without
 * grouping and with the reader's decimal mark (Excel in Turkish reads "1250,75"), days and
 * moments as ISO text it recognises in both, and text that can never run as a formula.
 */
export function csvCell(cell: ExportCell, reader: ReaderFormat): string | null {
  if (cell === null) return null;
  if (typeof cell === 'string') return inertText(cell);
  const decimal = (value: string) => (reader.language === 'tr' ? value.replace('.', ',') : value);
  if (typeof cell === 'number') return decimal(String(cell));
  switch (cell.kind) {
    case 'money':
    case 'decimal':
      return decimal(cell.kind === 'money' ? cell.amount : cell.value);
    case 'date':
      return cell.value;
    case 'dateTime':
      return isoWallClock(cell.value, reader.timeZone);
    case 'browser':
      return inertText(cell.userAgent);
  }
}

/** Whether a column's cells read as numbers: a PDF sets them right-aligned. */
export const isNumeric = (cell: ExportCell) =>
  typeof cell === 'number' ||
  (cell !== null && typeof cell === 'object' && (cell.kind === 'money' || cell.kind === 'decimal'));

/** A CSV's field separator: the one Excel expects in the reader's language (Turkish uses the comma as decimal mark). */
export const csvDelimiter = (language: Language) => (language === 'tr' ? ';' : ',');
