import { describe, expect, it } from 'vitest';
import {
  formatDecimalInput,
  formatIban,
  formatMoney,
  formatMonth,
  formatTimeZone,
  moneyPercent,
  moneySign,
  parseDecimalInput,
} from './format';

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

  it('reads an amount the way the reader writes it', () => {
    // Turkish: point groups, comma is the decimal mark.
    expect(parseDecimalInput('1.250,75', 'tr')).toBe('1250.75');
    expect(parseDecimalInput(' 1250,50 ', 'tr')).toBe('1250.50');
    expect(parseDecimalInput('1.250', 'tr')).toBe('1250');
    expect(parseDecimalInput('1.250.000', 'tr')).toBe('1250000');
    expect(parseDecimalInput('1 250,75', 'tr')).toBe('1250.75');
    // English: comma groups, point is the decimal mark.
    expect(parseDecimalInput('1,250.75', 'en')).toBe('1250.75');
    expect(parseDecimalInput('1,250', 'en')).toBe('1250');
    expect(parseDecimalInput('1,250,000.5', 'en')).toBe('1250000.5');
    // A single mark not followed by three digits is the decimal mark in either language.
    expect(parseDecimalInput('1250.75', 'tr')).toBe('1250.75');
    expect(parseDecimalInput('1250,5', 'en')).toBe('1250.5');
    expect(parseDecimalInput('7.5', 'tr')).toBe('7.5');
    // Not a number: left for the schema to explain.
    expect(parseDecimalInput('12a', 'en')).toBe('12a');
    expect(parseDecimalInput('', 'en')).toBe('');
  });

  it('writes a stored decimal the reader’s way in a form', () => {
    expect(formatDecimalInput('1250.75', 'tr')).toBe('1.250,75');
    expect(formatDecimalInput('1250.75', 'en')).toBe('1,250.75');
    expect(formatDecimalInput('999999999999.99', 'tr')).toBe('999.999.999.999,99');
    expect(formatDecimalInput('7.50', 'tr')).toBe('7,50');
    expect(formatDecimalInput('120', 'en')).toBe('120');
    // What the reader typed and reads back parses to the same value.
    expect(parseDecimalInput(formatDecimalInput('1250000.5', 'tr'), 'tr')).toBe('1250000.5');
    expect(parseDecimalInput(formatDecimalInput('1250.00', 'en'), 'en')).toBe('1250.00');
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
