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
  return new Intl.NumberFormat(locale, { style: 'currency', currency: ISO_CURRENCY[currency], currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
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
