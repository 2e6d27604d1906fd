import type { Currency } from '@workspace/shared/common/limits';

/* The product's currency names mapped to ISO 4217 codes for Intl. */
const ISO_CURRENCY: Record<Currency, string> = { TL: 'TRY', Euro: 'EUR', USD: 'USD', GBP: 'GBP' };

/**
 * Formats a decimal money string ("1250.50") for display in the user's language. Number() of a
 * two-decimal string is exact enough for showing it; the value itself is never computed with.
 */
export function formatMoney(amount: string, currency: Currency, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: ISO_CURRENCY[currency],
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A calendar date (YYYY-MM-DD) in the user's language, without time-zone shifts. */
export function formatDate(isoDate: string | null | undefined, locale: string): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Hours as a decimal string ("7.50") shown per locale ("7,5" in Turkish). */
export function formatHours(hours: string, locale: string): string {
  const value = Number(hours);
  return Number.isFinite(value) ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value) : hours;
}

/** Accepts a decimal comma ("1250,50", common in Turkish) by turning it into the point the API expects. */
export function normalizeDecimalInput(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
}

/** An IBAN grouped in fours for reading ("TR33 0006 1005 ..."); the stored value has no spaces. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A YYYY-MM month in the user's language ("June 2025", "Haziran 2025"). */
export function formatMonth(month: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const [year, monthIndex] = month.split('-').map(Number);
  if (!year || !monthIndex) return month;
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthIndex - 1, 1)));
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
