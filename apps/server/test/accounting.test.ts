import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToday } from '@workspace/shared/common/work';
import { activities } from '../src/db/schema/activities';
import { transactions } from '../src/db/schema/transactions';
import { totalsByCurrency } from '../src/modules/transactions/transactions.repository';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

let t: TestApp;
let master: string;
let companyId: number;
let categoryId: number;
let masterId: number;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  masterId = (await t.call({ method: 'GET', url: '/api/me', token: master })).json().id;
  companyId = (await t.call({ method: 'GET', url: '/api/companies/lookup', token: master })).json().data[0].id;
  const created = await t.call({
    method: 'POST',
    url: '/api/expense-categories',
    token: master,
    payload: { name: 'Test fees', description: 'for tests' },
  });
  categoryId = created.json().category.id;
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, language?: string) =>
  t.call({ method: 'POST', url: '/api/transactions', token: master, payload, language });
const income = (overrides: Record<string, unknown> = {}) => ({
  name: 'Retainer',
  amount: '100.00',
  type: 'income',
  currency: 'Euro',
  assignedUserId: masterId,
  companyId,
  transactionDate: '2031-03-10',
  ...overrides,
});
const expense = (overrides: Record<string, unknown> = {}) =>
  income({ name: 'Hosting', type: 'expense', categoryId, ...overrides });
const wallet = async (month: string) =>
  (await t.call({ method: 'GET', url: `/api/wallet?month=${month}`, token: master })).json();
type Totals = { currency: string; income: string; expense: string; balance: string };
const totalsOf = (body: { totals: Totals[] }, currency: string) => body.totals.find((row) => row.currency === currency);

describe('money arithmetic', () => {
  it('adds 0.10 and 0.20 to exactly 0.30, never a float', async () => {
    expect((await post(income({ amount: '0.10', transactionDate: '2032-05-03' }))).statusCode).toBe(201);
    expect((await post(income({ amount: 0.2, transactionDate: '2032-05-04' }))).statusCode).toBe(201);
    const body = await wallet('2032-05');
    expect(totalsOf(body, 'Euro')).toEqual({ currency: 'Euro', income: '0.30', expense: '0.00', balance: '0.30' });
  });

  it('keeps amounts near the column limit exact, and sums beyond it', async () => {
    const created = await post(income({ amount: '999999999999.99', currency: 'GBP', transactionDate: '2032-06-01' }));
    expect(created.json().transaction.amount).toBe('999999999999.99');
    await post(income({ amount: '999999999999.99', currency: 'GBP', transactionDate: '2032-06-02' }));
    await post(expense({ amount: '0.01', currency: 'GBP', transactionDate: '2032-06-03' }));
    expect(totalsOf(await wallet('2032-06'), 'GBP')).toEqual({
      currency: 'GBP',
      income: '1999999999999.98',
      expense: '0.01',
      balance: '1999999999999.97',
    });
  });

  it('rejects 0, negatives, three decimals, non-numbers and too large amounts with a message, storing nothing', async () => {
    const cases: [unknown, string][] = [
      ['0', 'Must be a positive number'],
      ['-12.50', 'Must be a positive number'],
      ['1.234', 'Use at most two decimal places'],
      ['twelve', 'Enter a number, like 1,250.50'],
      ['1000000000000', 'The amount is too large (at most 999,999,999,999.99)'],
      ['', 'This field is required'],
    ];
    for (const [amount, message] of cases) {
      const response = await post(income({ amount, transactionDate: '2032-07-01' }));
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().error.fields.amount).toBe(message);
    }
    const turkish = await post(income({ amount: '1.234' }), 'tr');
    expect(turkish.json().error.fields.amount).toBe('En fazla iki ondalık basamak kullanın');
    expect(totalsOf(await wallet('2032-07'), 'Euro')!.income).toBe('0.00');
  });

  it('needs a category for an expense and existing references', async () => {
    const noCategory = await post(expense({ categoryId: null }));
    expect(noCategory.json().error.fields.categoryId).toBe('An expense needs a category');
    const missing = await post(income({ companyId: 999999, projectId: 999999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      companyId: 'Choose an existing company',
      projectId: 'Choose an existing project',
    });
  });
});

describe('wallet', () => {
  it('puts every transaction in its calendar month and never mixes currencies', async () => {
    await post(income({ amount: '10.00', transactionDate: '2031-02-28' }));
    await post(income({ amount: '20.00', transactionDate: '2031-03-01' }));
    await post(income({ amount: '30.05', transactionDate: '2031-03-31' }));
    await post(expense({ amount: '7.50', transactionDate: '2031-03-15' }));
    await post(income({ amount: '500.00', currency: 'TL', transactionDate: '2031-03-15' }));
    await post(income({ amount: '40.00', transactionDate: '2031-04-01' }));
    const march = await wallet('2031-03');
    expect(march.month).toBe('2031-03');
    expect(march.totals.map((row: { currency: string }) => row.currency)).toEqual(['TL', 'Euro', 'USD', 'GBP']);
    expect(totalsOf(march, 'Euro')).toEqual({ currency: 'Euro', income: '50.05', expense: '7.50', balance: '42.55' });
    expect(totalsOf(march, 'TL')).toEqual({ currency: 'TL', income: '500.00', expense: '0.00', balance: '500.00' });
    expect(totalsOf(march, 'USD')).toEqual({ currency: 'USD', income: '0.00', expense: '0.00', balance: '0.00' });
    expect(march.monthly).toHaveLength(12);
    expect(march.monthly[11].month).toBe('2031-03');
    expect(march.monthly[10].month).toBe('2031-02');
    expect(march.monthly[10].currencies.find((c: { currency: string }) => c.currency === 'Euro').income).toBe('10.00');
    expect(march.monthly[0].month).toBe('2030-04');
  });

  it('follows edits and deletions of transactions', async () => {
    const created = (await post(income({ amount: '5.00', currency: 'USD', transactionDate: '2031-09-09' }))).json()
      .transaction;
    expect(totalsOf(await wallet('2031-09'), 'USD')!.income).toBe('5.00');
    await t.call({
      method: 'PUT',
      url: `/api/transactions/${created.id}`,
      token: master,
      payload: income({ amount: '6.25', currency: 'USD', transactionDate: '2031-10-01' }),
    });
    expect(totalsOf(await wallet('2031-09'), 'USD')!.income).toBe('0.00');
    expect(totalsOf(await wallet('2031-10'), 'USD')!.income).toBe('6.25');
    expect((await t.call({ method: 'DELETE', url: `/api/transactions/${created.id}`, token: master })).statusCode).toBe(
      204,
    );
    expect(totalsOf(await wallet('2031-10'), 'USD')!.income).toBe('0.00');
  });

  it('takes the current month in the company time zone', async () => {
    // UTC+14 and UTC-11 are 25 hours apart: their calendar dates never agree.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const app = await createTestApp({ APP_TIMEZONE: zone });
      try {
        const token = await app.login('master');
        const body = (await app.call({ method: 'GET', url: '/api/wallet', token })).json();
        expect(body.timeZone).toBe(zone);
        expect(body.month).toBe(isoToday(zone).slice(0, 7));
      } finally {
        await app.close();
      }
    }
  });

  it('lists the last 30 days of transactions, newest first', async () => {
    const body = await wallet('2031-03');
    const dates: string[] = body.recent.map((row: { transactionDate: string }) => row.transactionDate);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
    expect(dates.every((date) => date >= oldest)).toBe(true);
  });

  it('reads "recent" as the whole of a past month, from the 1st to its last day', async () => {
    // March 2025 ends on the 31st: its days are 1 to 31 March. 28 February and 1 April fall outside.
    for (const [date, name] of [
      ['2025-02-28', 'Recent-window before'],
      ['2025-03-01', 'Recent-window first'],
      ['2025-03-31', 'Recent-window last'],
      ['2025-04-01', 'Recent-window after'],
    ]) {
      expect((await post(income({ name, transactionDate: date }))).statusCode).toBe(201);
    }
    const body = await wallet('2025-03');
    expect(body).toMatchObject({ recentFrom: '2025-03-01', recentTo: '2025-03-31' });
    const names = body.recent
      .map((row: { name: string }) => row.name)
      .filter((name: string) => name.startsWith('Recent-window'));
    expect(names).toEqual(['Recent-window last', 'Recent-window first']);
    // January 2020 too: 1 to 31 January, not the 30 days up to its end.
    expect(await wallet('2020-01')).toMatchObject({ recentFrom: '2020-01-01', recentTo: '2020-01-31' });
    // February of a leap year: 1 to 29 February.
    expect(await wallet('2024-02')).toMatchObject({ recentFrom: '2024-02-01', recentTo: '2024-02-29' });
  });

  it('exports the month as CSV with exact amounts, and as a PDF report', async () => {
    const csv = await t.call({ method: 'GET', url: '/api/wallet/export?month=2031-03&format=csv', token: master });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('wallet-2031-03.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Date,Name,Type,Amount,Currency,Category,Company,Project,Assigned user,Description');
    const dates = lines.slice(1).map((line) => line.split(',')[0]!);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe('2031-03-01');
    expect(dates.at(-1)).toBe('2031-03-31');
    expect(lines.some((line) => line.includes(',30.05,Euro,'))).toBe(true);
    expect(lines.every((line, index) => index === 0 || line.slice(0, 7) === '2031-03')).toBe(true);
    const pdf = await t.call({ method: 'GET', url: '/api/wallet/export?month=2031-03&format=pdf', token: master });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Wallet: March 2031');
    expect(text).toMatch(/Euro 50\.05 7\.50 42\.55/);
    expect(text).toMatch(/TL 500\.00 0\.00 500\.00/);
    expect(text).toContain('31 Mar 2031');
    const turkish = await t.call({
      method: 'GET',
      url: '/api/wallet/export?month=2031-03&format=pdf',
      token: master,
      language: 'tr',
    });
    expect(await pdfText(turkish.rawPayload)).toContain('Cüzdan: Mart 2031');
    const [activity] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'wallet.export'), eq(activities.actorId, masterId)));
    expect(activity).toBeDefined();
  });
});

describe('list rows', () => {
  it('answers every transaction of the wallet and the list as the transaction itself is answered', async () => {
    const projectId = (await t.call({ method: 'GET', url: '/api/projects?pageSize=1', token: master })).json().data[0]
      .id;
    for (const payload of [
      income({ name: 'Row check income', transactionDate: '2019-05-02', description: 'with a note', projectId }),
      expense({ name: 'Row check expense', transactionDate: '2019-05-03', amount: '12.34' }),
    ]) {
      expect((await post(payload)).statusCode).toBe(201);
    }
    const single = async (id: number) =>
      (await t.call({ method: 'GET', url: `/api/transactions/${id}`, token: master })).json();
    const recent = (await wallet('2019-05')).recent as { id: number; name: string }[];
    const listed = (
      await t.call({
        method: 'GET',
        url: '/api/transactions?dateFrom=2019-05-01&dateTo=2019-05-31&sort=amount',
        token: master,
      })
    ).json().data as { id: number }[];
    expect(recent).toHaveLength(2);
    expect(listed.map((row) => row.id).sort()).toEqual(recent.map((row) => row.id).sort());
    for (const row of [...recent, ...listed]) expect(row).toEqual(await single(row.id));
    expect(recent.find((row) => row.name === 'Row check income')).toMatchObject({
      description: 'with a note',
      project: { id: projectId },
      category: null,
      amount: '100.00',
    });
  });
});

describe('expense categories', () => {
  it('refuses a duplicate name and deleting a category in use, with clear messages', async () => {
    const duplicate = await t.call({
      method: 'POST',
      url: '/api/expense-categories',
      token: master,
      payload: { name: 'TEST FEES' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.name).toBe('This name is already in use');
    await post(expense({ amount: '1.00', transactionDate: '2033-01-01' }));
    const refused = await t.call({ method: 'DELETE', url: `/api/expense-categories/${categoryId}`, token: master });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/used by transactions/);
    const unused = (
      await t.call({ method: 'POST', url: '/api/expense-categories', token: master, payload: { name: 'Unused' } })
    ).json().category;
    expect(
      (await t.call({ method: 'DELETE', url: `/api/expense-categories/${unused.id}`, token: master })).statusCode,
    ).toBe(204);
  });
});

describe('transaction list', () => {
  it('filters by type, currency, company, date and amount range in SQL, and explains a reversed range', async () => {
    const url = `/api/transactions?type=income&currency=Euro&companyId=${companyId}&dateFrom=2031-03-01&dateTo=2031-03-31&amountMin=20&amountMax=30.05&sort=amount&order=asc`;
    const body = (await t.call({ method: 'GET', url, token: master })).json();
    expect(body.data.map((row: { amount: string }) => row.amount)).toEqual(['20.00', '30.05']);
    expect(body.meta.total).toBe(2);
    const reversed = await t.call({ method: 'GET', url: '/api/transactions?amountMin=50&amountMax=5', token: master });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.amountMax).toBe('The lowest amount cannot be above the highest');
    const dates = await t.call({
      method: 'GET',
      url: '/api/transactions?dateFrom=2031-04-01&dateTo=2031-03-01',
      token: master,
    });
    expect(dates.json().error.fields.dateTo).toBe('The start of the range cannot be after its end');
  });

  it('gives every sort both ways in the same order page by page as in one page, amounts and dates as a hand sort does', async () => {
    type Listed = { id: number; amount: string; transactionDate: string; createdAt: string };
    const keys: Record<string, ((row: Listed) => number | string) | undefined> = {
      amount: (row) => Number(row.amount),
      transactionDate: (row) => row.transactionDate,
      createdAt: (row) => row.createdAt,
      name: undefined,
      currency: undefined,
      type: undefined,
      category: undefined,
      company: undefined,
    };
    for (const [sort, key] of Object.entries(keys)) {
      for (const order of ['asc', 'desc'] as const) {
        const list = (size: number, page = 1) =>
          t
            .call({
              method: 'GET',
              url: `/api/transactions?sort=${sort}&order=${order}&pageSize=${size}&page=${page}`,
              token: master,
            })
            .then((answer) => answer.json().data as Listed[]);
        const whole = await list(60);
        expect(whole.length).toBe(60);
        const paged: Listed[] = [];
        for (let page = 1; page <= 5; page += 1) paged.push(...(await list(12, page)));
        expect(
          paged.map((row) => row.id),
          `${sort} ${order}, pages of 12`,
        ).toEqual(whole.map((row) => row.id));
        if (!key) continue;
        const sign = order === 'asc' ? 1 : -1;
        const sorted = [...whole].sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          return (ka < kb ? -sign : ka > kb ? sign : 0) || sign * (a.id - b.id);
        });
        expect(
          whole.map((row) => row.id),
          `${sort} ${order}`,
        ).toEqual(sorted.map((row) => row.id));
      }
    }
  });

  it('summarises this month per currency under the list filters', async () => {
    const month = isoToday('Europe/Istanbul').slice(0, 7);
    await post(expense({ amount: '3.33', currency: 'USD', transactionDate: `${month}-01` }));
    await post(expense({ amount: '1.11', currency: 'USD', transactionDate: `${month}-01` }));
    const summary = (
      await t.call({
        method: 'GET',
        url: `/api/transactions/summary?type=expense&categoryId=${categoryId}`,
        token: master,
      })
    ).json();
    expect(summary.month).toBe(month);
    expect(summary.totals.find((row: { currency: string }) => row.currency === 'USD')).toEqual({
      currency: 'USD',
      income: '0.00',
      expense: '4.44',
      count: 2,
    });
  });

  it('counts and sums a list narrowed by type, currency and whole months (read from the month totals) as a hand count does, across edits and deletions', async () => {
    const ids: number[] = [];
    for (const payload of [
      income({ amount: '10.00', transactionDate: '2033-01-05' }),
      income({ amount: '20.00', transactionDate: '2033-01-31' }),
      income({ amount: '5.50', currency: 'USD', transactionDate: '2033-01-15' }),
      expense({ amount: '7.25', transactionDate: '2033-02-01' }),
      expense({ amount: '1.75', transactionDate: '2033-02-28' }),
      expense({ amount: '4.00', currency: 'USD', transactionDate: '2033-03-31' }),
    ]) {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().transaction.id);
    }
    // One moved from February to March, one deleted: the totals follow both.
    const moved = await t.call({
      method: 'PUT',
      url: `/api/transactions/${ids[4]}`,
      token: master,
      payload: expense({ amount: '1.75', transactionDate: '2033-03-01' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/transactions/${ids[1]}`, token: master })).statusCode).toBe(
      204,
    );

    type Row = { type: string; currency: string; transactionDate: string; amount: string };
    const rows: Row[] = await t.database.db.select().from(transactions);
    const cases: Record<string, string>[] = [
      {},
      { type: 'income' },
      { currency: 'USD' },
      { dateFrom: '2033-01-01', dateTo: '2033-01-31' },
      { dateFrom: '2033-02-01', dateTo: '2033-03-31', type: 'expense' },
      { dateFrom: '2033-01-01', currency: 'Euro' },
      { dateTo: '2033-02-28' },
      // Not whole months: counted on the transactions themselves.
      { dateFrom: '2033-01-02', dateTo: '2033-03-30' },
    ];
    for (const filters of cases) {
      const wanted = rows.filter(
        (row) =>
          (!filters.type || row.type === filters.type) &&
          (!filters.currency || row.currency === filters.currency) &&
          (!filters.dateFrom || row.transactionDate >= filters.dateFrom) &&
          (!filters.dateTo || row.transactionDate <= filters.dateTo),
      );
      const query = new URLSearchParams({ ...filters, pageSize: '5' });
      const listed = (await t.call({ method: 'GET', url: `/api/transactions?${query}`, token: master })).json();
      expect(listed.meta.total, JSON.stringify(filters)).toBe(wanted.length);
    }

    // The summary cards of a month: per currency, income and expense summed by hand in cents.
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const inMarch = rows.filter((row) => row.transactionDate.startsWith('2033-03'));
    const byCurrency = await totalsByCurrency(t.database.db, { dateFrom: '2033-03-01', dateTo: '2033-03-31' });
    for (const currency of ['Euro', 'USD']) {
      const own = inMarch.filter((row) => row.currency === currency);
      const sum = (type: string) =>
        own.filter((row) => row.type === type).reduce((total, row) => total + cents(row.amount), 0);
      const answered = byCurrency.find((row) => row.currency === currency)!;
      expect([cents(answered.income), cents(answered.expense), answered.count], currency).toEqual([
        sum('income'),
        sum('expense'),
        own.length,
      ]);
    }
  });

  it('exports the filtered list with exact amounts and records the export', async () => {
    const csv = await t.call({
      method: 'GET',
      url: `/api/transactions/export?format=csv&type=income&dateFrom=2031-03-01&dateTo=2031-03-31&currency=Euro`,
      token: master,
    });
    expect(csv.headers['content-disposition']).toMatch(/income-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1);
    expect(rows.map((row) => row.split(',')[3]).sort()).toEqual(['20.00', '30.05']);
    const pdf = await t.call({
      method: 'GET',
      url: `/api/transactions/export?format=pdf&type=income&dateFrom=2031-03-01&dateTo=2031-03-31&currency=Euro`,
      token: master,
      language: 'tr',
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Gelirler');
    // The reader's separators, the currency beside the amount, and the day as Turkish readers write it.
    expect(text).toMatch(/30,05[\s\u00a0]Euro/);
    expect(text).toContain('31.03.2031');
  });
});

describe('audit', () => {
  it('writes an activity row for every accounting change, with before and after', async () => {
    const actions = async (entityId: number) =>
      (await t.database.db.select().from(activities).where(eq(activities.entityId, entityId))).filter(
        (row) => row.entityType === 'transaction',
      );
    const created = (await post(income({ amount: '1.00', transactionDate: '2033-02-02' }))).json().transaction;
    await t.call({
      method: 'PUT',
      url: `/api/transactions/${created.id}`,
      token: master,
      payload: income({ amount: '2.50', transactionDate: '2033-02-02' }),
    });
    await t.call({ method: 'DELETE', url: `/api/transactions/${created.id}`, token: master });
    const rows = await actions(created.id);
    expect(rows.map((row) => row.action)).toEqual(['income.create', 'income.update', 'income.delete']);
    expect(rows[1]!.changes).toEqual({ amount: { before: '1.00', after: '2.50' } });
    expect(rows.every((row) => row.actorId === masterId)).toBe(true);
    const category = (
      await t.call({ method: 'POST', url: '/api/expense-categories', token: master, payload: { name: 'Audited' } })
    ).json().category;
    const [categoryRow] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'expenseCategory.create'), eq(activities.entityId, category.id)));
    expect(categoryRow!.changes).toMatchObject({ name: { after: 'Audited' } });
  });
});
