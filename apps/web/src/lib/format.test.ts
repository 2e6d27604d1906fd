import { describe, expect, it } from 'vitest';
import { formatIban, formatMoney, formatMonth, formatTimeZone, moneyPercent, moneySign, normalizeDecimalInput } from './format';

describe('format', () => {
  it('groups an IBAN in fours', () => {
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('GB82 WEST 1234 5698 7654 32')).toBe('GB82 WEST 1234 5698 7654 32');
  });

  it('names a month in the user language', () => {
    expect(formatMonth('2025-06', 'en')).toBe('June 2025');
    expect(formatMonth('2025-06', 'tr')).toBe('Haziran 2025');
  });

  it('reads the sign of an amount from its digits', () => {
    expect(moneySign('-0.01')).toBe(-1);
    expect(moneySign('0.00')).toBe(0);
    expect(moneySign('-0.00')).toBe(0);
    expect(moneySign('1250.50')).toBe(1);
  });

  it('formats money per language with its currency', () => {
    expect(formatMoney('1250.50', 'Euro', 'en')).toBe('€1,250.50');
    expect(formatMoney('1250.50', 'TL', 'tr')).toBe('₺1.250,50');
  });

  it('accepts a decimal comma', () => {
    expect(normalizeDecimalInput(' 1250,50 ')).toBe('1250.50');
  });

  it('gives the percent of a budget exactly, without floats', () => {
    expect(moneyPercent('0.29', '1.00')).toBe(29);
    expect(moneyPercent('12500.00', '38500.00')).toBe(32);
    expect(moneyPercent('45000.5', '38500.00')).toBe(116);
    expect(moneyPercent('5.00', '0.00')).toBeNull();
    expect(moneyPercent('abc', '10.00')).toBeNull();
  });

  it("names a time zone in the reader's language, and falls back to its id", () => {
    expect(formatTimeZone('Europe/Istanbul', 'en')).toMatch(/T(ü|u)rk/);
    expect(formatTimeZone('Europe/Istanbul', 'tr')).toMatch(/Türkiye/);
    expect(formatTimeZone('Europe/Istanbul', 'en')).not.toBe('Europe/Istanbul');
    expect(formatTimeZone('Not/AZone', 'en')).toBe('Not/AZone');
  });
});
