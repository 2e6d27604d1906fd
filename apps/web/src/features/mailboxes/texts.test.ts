import { describe, expect, it } from 'vitest';
import { MAILBOX_AFTER_IMPORT, MAILBOX_TEST_FAILURES } from '@workspace/shared/mailboxes/mailboxes.constants';
import en from './texts/en.json';
import tr from './texts/tr.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('the Support mailboxes screen texts', () => {
  it('says the same things in both languages', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });

  it('names every failure the server reports and every choice after an import', () => {
    expect(Object.keys(en.failure).sort()).toEqual([...MAILBOX_TEST_FAILURES].sort());
    expect(Object.keys(en.after).sort()).toEqual([...MAILBOX_AFTER_IMPORT].sort());
  });
});
