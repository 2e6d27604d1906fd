import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../auth/auth.schemas';
import { transactionList, transactionRequestSchema } from '../accounting/transactions.schemas';
import { translateError } from '../i18n/errors';
import { createCommentFieldsSchema } from '../conversation/conversation.schemas';
import { taskList } from '../tasks/tasks.schemas';
import { dateField, idField, idParam, isStorableText, monthField, optionalDateField } from './fields';
import { isCalendarDate } from './checks';
import { describeIssue, issuePath, type CheckingSchema } from './issues';
import { idParamsSchema } from './list.schemas';

/* Input the database would refuse (and answer with a 500) is refused here first, in server and browser alike. */

/** Field -> message of its first issue, the way the server's error answer builds `fields`. */
const messages = (schema: CheckingSchema, input: unknown, language: 'en' | 'tr' = 'en') => {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const { key, params } = describeIssue(issue);
    fields[issuePath(issue)] ??= translateError(language, key, params);
  }
  return fields;
};

describe('calendar dates', () => {
  it('accept only dates that exist, from year 0001', () => {
    const table: [string, boolean][] = [
      ['2024-02-29', true],
      ['2023-02-29', false],
      ['2024-02-31', false],
      ['2024-04-31', false],
      ['2024-12-31', true],
      ['2024-13-01', false],
      ['2024-00-10', false],
      ['2024-01-00', false],
      ['1900-02-29', false],
      ['2000-02-29', true],
      ['0000-01-01', false],
      ['0001-01-01', true],
      ['9999-12-31', true],
      ['+02024-01-01', false],
      ['2024-1-1', false],
      ['2024-01-01T00:00', false],
    ];
    expect(table.map(([value]) => [value, isCalendarDate(value)])).toEqual(table);
  });

  it('say "enter a valid date" for an impossible date, required or optional', () => {
    expect(messages(dateField, '2024-02-31')).toEqual({ '': 'Enter a valid date' });
    expect(messages(dateField, '0000-06-15', 'tr')).toEqual({ '': 'Geçerli bir tarih girin' });
    expect(messages(optionalDateField, '2023-02-29')).toEqual({ '': 'Enter a valid date' });
    expect(optionalDateField.parse('')).toBeUndefined();
    expect(monthField.safeParse('0000-01').success).toBe(false);
    expect(monthField.safeParse('0001-01').success).toBe(true);
  });
});

describe('record ids', () => {
  it('stay within PostgreSQL integer (2,147,483,647) in paths, filters and bodies', () => {
    expect(idParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const bad of ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'NaN', 'Infinity', '1e400', '']) {
      expect(idParamsSchema.safeParse({ id: bad }).success, bad).toBe(false);
    }
    expect(messages(idParam, '2147483648')).toEqual({ '': 'This value is not valid' });
    expect(messages(taskList.querySchema, { projectId: '4294967296' })).toEqual({
      projectId: 'This value is not valid',
    });
    expect(messages(idField, 2147483648)).toEqual({ '': 'Choose one of the listed values' });
    expect(messages(idField, '')).toEqual({ '': 'This field is required' });
  });

  it('refuse a company, user, category or project past the range in a transaction body', () => {
    const body = {
      name: 'Rent',
      amount: '10',
      type: 'expense',
      currency: 'TL',
      categoryId: 1,
      assignedUserId: 1,
      companyId: 1,
      transactionDate: '2026-01-05',
    };
    expect(transactionRequestSchema.safeParse(body).success).toBe(true);
    const keys = (input: object) => Object.keys(messages(transactionRequestSchema, input)).sort();
    expect(keys({ ...body, companyId: 2 ** 31 })).toEqual(['companyId']);
    expect(keys({ ...body, assignedUserId: '3000000000' })).toEqual(['assignedUserId']);
    expect(keys({ ...body, categoryId: 2 ** 40, projectId: 2 ** 53 })).toEqual(['categoryId', 'projectId']);
  });
});

describe('text the database cannot store', () => {
  it('finds NUL characters and unpaired surrogates, and lets paired ones (emoji) through', () => {
    expect(isStorableText('Ada 👩‍💻 Şule')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00y')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
  });

  it('is refused in names, passwords, search and comments with a translated message', () => {
    const signUp = { name: 'Ada', surname: 'Love\u0000lace', email: 'ada@example.com', password: 'secret\uD800' };
    expect(messages(registerRequestSchema, signUp)).toEqual({
      surname: 'Remove the characters that cannot be saved (such as invisible control characters)',
      password: 'Remove the characters that cannot be saved (such as invisible control characters)',
    });
    expect(messages(registerRequestSchema, signUp, 'tr').surname).toBe(
      'Kaydedilemeyen karakterleri kaldırın (örneğin görünmez kontrol karakterleri)',
    );
    expect(Object.keys(messages(taskList.querySchema, { q: 'a\u0000' }))).toEqual(['q']);
    expect(Object.keys(messages(createCommentFieldsSchema, { body: 'hi \uDFFF' }))).toEqual(['body']);
  });
});

describe('range checks', () => {
  it('compare amounts only when both are valid, instead of throwing on the raw input', () => {
    expect(messages(transactionList.querySchema, { amountMin: '7', amountMax: 'ঙ高' })).toEqual({
      amountMax: 'Enter a number, like 1,250.50',
    });
    expect(Object.keys(messages(transactionList.querySchema, { amountMin: ['1', '2'], amountMax: '5' }))).toEqual([
      'amountMin',
    ]);
    expect(messages(transactionList.querySchema, { amountMin: '9', amountMax: '5' })).toEqual({
      amountMax: 'The lowest amount cannot be above the highest',
    });
  });
});
