import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@workspace/shared/common/errors.schemas';
import { createTestApp, type TestApp } from './helpers';

/*
 * Input PostgreSQL would refuse, or that cannot be read at all, answers 4xx in the usual shape and
 * names the field, never 500. Each row was a 500 before (written by hand, one per kind).
 */

let t: TestApp;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
});
afterAll(() => t.close());

const TOO_BIG = '2147483648';
const transaction = {
  name: 'Rent',
  amount: '10',
  type: 'income',
  currency: 'TL',
  assignedUserId: 1,
  companyId: 1,
  transactionDate: '2026-01-05',
};
const task = {
  title: 'Fix',
  assigneeId: 1,
  projectId: 1,
  startDate: '2099-01-01',
  deadline: '2099-01-02',
  estimatedHours: '2',
};

type Row = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  field: string;
  message: string;
};
// Data: one record a line reads as a table.
// prettier-ignore
const ROWS: Row[] = [
  { name: 'a path id above integer', method: 'GET', url: `/api/tasks/${TOO_BIG}`, field: 'id', message: 'This value is not valid' },
  { name: 'a second path id above integer', method: 'GET', url: `/api/tasks/1/attachments/${TOO_BIG}`, field: 'attachmentId', message: 'This value is not valid' },
  { name: 'a filter id above integer', method: 'GET', url: `/api/transactions?companyId=${TOO_BIG}`, field: 'companyId', message: 'This value is not valid' },
  { name: 'a body id above integer', method: 'POST', url: '/api/transactions', payload: { ...transaction, companyId: 2 ** 31 }, field: 'companyId', message: 'Choose one of the listed values' },
  { name: 'an optional body id above integer', method: 'POST', url: '/api/transactions', payload: { ...transaction, categoryId: 2 ** 40 }, field: 'categoryId', message: 'This value is not valid' },
  { name: 'an assignee id above integer', method: 'PUT', url: '/api/tasks/1', payload: { ...task, assigneeId: TOO_BIG }, field: 'assigneeId', message: 'Choose one of the listed values' },
  { name: 'NUL in a name', method: 'POST', url: '/api/expense-categories', payload: { name: 'Tra\u0000vel' }, field: 'name', message: 'Remove the characters that cannot be saved (such as invisible control characters)' },
  { name: 'NUL in a description', method: 'POST', url: '/api/expense-categories', payload: { name: 'Travel2', description: '\u0000' }, field: 'description', message: 'Remove the characters that cannot be saved (such as invisible control characters)' },
  { name: 'NUL in a search', method: 'GET', url: '/api/tasks?q=a%00b', field: 'q', message: 'Remove the characters that cannot be saved (such as invisible control characters)' },
  { name: 'a lone surrogate in a name', method: 'POST', url: '/api/companies', payload: { name: 'Acme \uD800' }, field: 'name', message: 'Remove the characters that cannot be saved (such as invisible control characters)' },
  { name: 'an impossible date in a filter', method: 'GET', url: '/api/tasks?deadlineFrom=2024-02-31', field: 'deadlineFrom', message: 'Enter a valid date' },
  { name: 'year 0000 in a filter', method: 'GET', url: '/api/transactions?dateTo=0000-01-01', field: 'dateTo', message: 'Enter a valid date' },
  { name: 'an impossible date in a body', method: 'POST', url: '/api/transactions', payload: { ...transaction, transactionDate: '2023-02-29' }, field: 'transactionDate', message: 'Enter a valid date' },
  { name: 'year 0000 in a body', method: 'POST', url: '/api/transactions', payload: { ...transaction, transactionDate: '0000-03-01' }, field: 'transactionDate', message: 'Enter a valid date' },
  { name: 'year 0000 in a month', method: 'GET', url: '/api/wallet?month=0000-01', field: 'month', message: 'Choose a month' },
];

describe('malformed values answer 400 with the field named', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const response = await t.call({
        method: row.method,
        url: row.url,
        token: master,
        payload: row.payload as object,
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.error.code).toBe('validation');
      expect(body.error.fields?.[row.field]).toBe(row.message);
    });
  }

  it('answers in Turkish too', async () => {
    const response = await t.call({ method: 'GET', url: '/api/tasks?q=%00', token: master, language: 'tr' });
    expect(response.json().error.fields.q).toBe(
      'Kaydedilemeyen karakterleri kaldırın (örneğin görünmez kontrol karakterleri)',
    );
  });

  it('still accepts the largest id and a 29 February of a leap year', async () => {
    expect((await t.call({ method: 'GET', url: '/api/tasks/2147483647', token: master })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/tasks?deadlineFrom=2024-02-29', token: master })).statusCode).toBe(
      200,
    );
  });
});

describe('a NUL character in any query parameter', () => {
  type Operation = { parameters?: { in: string; name: string }[] };

  /*
   * Every GET route that takes a query string (lists, summaries, exports, lookups), every parameter
   * it names in its API description, `\u0000` alone and inside a word: PostgreSQL refuses NUL in
   * text, so one that reached a statement was a 500.
   */
  it('answers 400 naming the parameter, on every route, for every parameter', async () => {
    const tokens: Record<string, string> = {
      master,
      manager: await t.login('manager'),
      employee: await t.login('employee'),
      user: await t.login('user'),
    };
    const operations = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const answers: string[] = [];
    let tried = 0;
    for (const route of t.app.accessRoutes) {
      if (route.method !== 'GET' || route.url === '/api/logout') continue;
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const names = (operations[openApiPath]?.get?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      const role =
        route.access === 'public'
          ? undefined
          : route.access === 'authenticated' || route.access.includes('master')
            ? 'master'
            : route.access[0]!;
      const url = route.url.replace(/:\w+/g, '1');
      for (const name of names) {
        for (const value of ['\u0000', 'a\u0000b']) {
          tried += 1;
          // An export needs its format: without it the 400 would name `format` alone.
          const format = route.url.endsWith('/export') && name !== 'format' ? '&format=csv' : '';
          const response = await t.call({
            method: 'GET',
            url: `${url}?${name}=${encodeURIComponent(value)}${format}`,
            token: role && tokens[role],
          });
          const fields =
            response.statusCode === 400
              ? (response.json() as { error: { fields?: Record<string, string> } }).error.fields
              : undefined;
          if (response.statusCode !== 400 || fields?.[name] === undefined)
            answers.push(`${route.url}?${name}=${JSON.stringify(value)}: ${response.statusCode}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
    expect(answers).toEqual([]);
  }, 60_000);
});

describe('requests that cannot be read answer 4xx in the usual shape', () => {
  const multipart = (contentType: string, body: string) =>
    t.call({
      method: 'POST',
      url: '/api/tasks/1/comments',
      token: master,
      headers: { 'content-type': contentType },
      payload: body,
    });
  const part = (headers: string, content: string) => `--b0undary\r\n${headers}\r\n\r\n${content}`;
  const READ_FAILED = { code: 'validation', message: 'The request could not be read. Please try again.' };

  it('a multipart body without a boundary', async () => {
    const response = await multipart(
      'multipart/form-data',
      part('Content-Disposition: form-data; name="body"', 'hi\r\n--b0undary--'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: READ_FAILED });
  });

  it('a multipart boundary too long to search for', async () => {
    const response = await multipart(`multipart/form-data; boundary=${'b'.repeat(300)}`, 'anything');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: READ_FAILED });
  });

  it('a multipart body whose boundary does not match (no parts: nothing to post)', async () => {
    const response = await multipart(
      'multipart/form-data; boundary=other',
      part('Content-Disposition: form-data; name="body"', 'hi\r\n--b0undary--\r\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ body: 'Write a comment or attach a file' });
  });

  it('a multipart body cut off inside a file', async () => {
    const response = await multipart(
      'multipart/form-data; boundary=b0undary',
      part(
        'Content-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png',
        '\x89PNG\r\n\x1a\n',
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: READ_FAILED });
  }, 10_000);

  it('a multipart field that claims to be JSON and is not', async () => {
    const response = await multipart(
      'multipart/form-data; boundary=b0undary',
      `${part('Content-Disposition: form-data; name="body"\r\nContent-Type: application/json', '{not json')}\r\n--b0undary--\r\n`,
    );
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({ error: READ_FAILED });
  });

  it('a broken %-escape in the path, and a path segment over the length limit', async () => {
    const broken = await t.call({ method: 'GET', url: '/api/tasks/%zz', token: master });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: READ_FAILED });
    const long = await t.call({ method: 'GET', url: `/api/tasks/${'1'.repeat(200)}`, token: master });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: 'tooLarge', message: 'The request is too large' } });
  });
});
