import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import en from './en.json';
import tr from './tr.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const byName = (files: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(files).map(([file, module]) => [
      file.replace(/^.*\//, ''),
      (module as { default: unknown }).default,
    ]),
  );
const enFeatures = byName(import.meta.glob('./en/*.json', { eager: true }));
const trFeatures = byName(import.meta.glob('./tr/*.json', { eager: true }));

describe('translations', () => {
  it('en and tr have exactly the same keys', () => {
    const english = new Set(keys({ ...en, ...enFeatures }));
    const turkish = new Set(keys({ ...tr, ...trFeatures }));
    expect(
      [...english].filter((key) => !turkish.has(key)),
      'missing in tr',
    ).toEqual([]);
    expect(
      [...turkish].filter((key) => !english.has(key)),
      'missing in en',
    ).toEqual([]);
  });

  it('feature namespaces do not shadow core keys', () => {
    const clashes = Object.keys(enFeatures)
      .map((file) => file.replace(/\.json$/, ''))
      .filter((name) => name in en);
    expect(clashes).toEqual([]);
  });

  it('write the manager label correctly in Turkish', () => {
    expect(i18n.t('roles.manager', { lng: 'tr' })).toBe('Müdür');
    expect(i18n.t('work.status.onHold', { lng: 'tr' })).toBe('Askıda');
    expect(tr.notFound.title).toBe('Sayfa bulunamadı');
  });
});
