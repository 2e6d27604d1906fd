import { describe, expect, it } from 'vitest';
import { errorMessages, translateError } from './errors';

describe('error messages', () => {
  it('exist in both languages with the same placeholders', () => {
    for (const key of Object.keys(errorMessages.en) as (keyof typeof errorMessages.en)[]) {
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(errorMessages.tr[key], key).toBeTruthy();
      expect(placeholders(errorMessages.tr[key]), key).toEqual(placeholders(errorMessages.en[key]));
    }
  });

  it('fill placeholders', () => {
    expect(translateError('tr', 'tooLong', { max: 35 })).toBe('En fazla 35 karakter olmalıdır');
  });
});
