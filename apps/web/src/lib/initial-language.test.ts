import { describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

const storage = (value: string | null) => ({ getItem: () => value });

describe('the language a page opens in', () => {
  it('is the one chosen on this browser, whatever the browser says', () => {
    expect(initialLanguage(storage('tr'), ['en-US'])).toBe('tr');
    expect(initialLanguage(storage('en'), ['tr-TR'])).toBe('en');
  });

  it('before any choice, follows a browser set to Turkish', () => {
    expect(initialLanguage(storage(null), ['tr-TR', 'en-US'])).toBe('tr');
    expect(initialLanguage(storage(null), ['de-DE', 'tr'])).toBe('tr');
    expect(initialLanguage(undefined, ['TR'])).toBe('tr');
  });

  it('falls back to English for other languages or a stored value it does not know', () => {
    expect(initialLanguage(storage(null), ['de-DE', 'fr'])).toBe('en');
    expect(initialLanguage(storage('xx'), [])).toBe('en');
  });
});
