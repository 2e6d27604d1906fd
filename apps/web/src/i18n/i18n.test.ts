import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('translations', () => {
  it('en and tr have exactly the same keys', () => {
    const english = new Set(keys(en));
    const turkish = new Set(keys(tr));
    expect([...english].filter((key) => !turkish.has(key)), 'missing in tr').toEqual([]);
    expect([...turkish].filter((key) => !english.has(key)), 'missing in en').toEqual([]);
  });

  it('write the manager label correctly in Turkish', () => {
    expect(tr.roles.manager).toBe('Müdür');
    expect(tr.notFound.title).toBe('Sayfa bulunamadı');
  });
});
