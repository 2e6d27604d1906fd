import { and, count, isNull, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, isoToday } from '@workspace/shared/common/work';
import { companies } from '../src/db/schema/companies';
import { companyMembers } from '../src/db/schema/company-members';
import { expenseCategories } from '../src/db/schema/expense-categories';
import { projects } from '../src/db/schema/projects';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { tickets } from '../src/db/schema/tickets';
import { transactions } from '../src/db/schema/transactions';
import { users, type NewUserRow } from '../src/db/schema/users';
import { createTestApp, type TestApp } from './helpers';

/*
 * The summary cards of the users, companies, expense categories and ticket categories lists. Each
 * fixture below carries a made-up word (Kestrelgrove, Zorbalith, Quillmoss, Brambleton) that no
 * seeded row holds, so a search for it isolates these rows and every expected figure is written
 * by hand from them.
 */

let t: TestApp;
let master: string;
let manager: string;
let masterId: number;
let seedCompanyId: number;
/** This month and its neighbours in the company's time zone, as the server takes them. */
let today: string;
let firstOfMonth: string;
let lastOfPreviousMonth: string;

const get = (url: string, token = master) => t.call({ method: 'GET', url, token });
const summary = async (url: string, token = master) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const person = (name: string, type: NewUserRow['type'], isActive = true): NewUserRow => ({
  name,
  surname: 'Kestrelgrove',
  email: `${name.toLowerCase()}.kestrelgrove@example.com`,
  type,
  isActive,
  language: 'en',
  passwordHash: 'not-a-real-hash',
});

async function insertCompany(name: string): Promise<number> {
  const [row] = await t.database.db.insert(companies).values({ name }).returning({ id: companies.id });
  return row!.id;
}

async function insertExpenseCategory(name: string): Promise<number> {
  const [row] = await t.database.db.insert(expenseCategories).values({ name }).returning({ id: expenseCategories.id });
  return row!.id;
}

async function insertTicketCategory(name: string): Promise<number> {
  const [row] = await t.database.db.insert(ticketCategories).values({ name }).returning({ id: ticketCategories.id });
  return row!.id;
}

type Money = {
  amount: string;
  type: 'income' | 'expense';
  currency: 'TL' | 'Euro' | 'USD' | 'GBP';
  date: string;
  companyId: number;
  categoryId?: number;
};
async function insertMoney(...rows: Money[]) {
  await t.database.db
    .insert(transactions)
    .values(
      rows.map((row) => ({
        name: 'Summary fixture',
        amount: row.amount,
        type: row.type,
        currency: row.currency,
        categoryId: row.categoryId ?? null,
        assignedUserId: masterId,
        companyId: row.companyId,
        transactionDate: row.date,
      })),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  manager = await t.login('manager');
  masterId = (await get('/api/me')).json().id;
  seedCompanyId = (await get('/api/companies/lookup')).json().data[0].id;
  const zone = t.app.config.APP_TIMEZONE;
  today = isoToday(zone);
  firstOfMonth = `${today.slice(0, 7)}-01`;
  lastOfPreviousMonth = addDays(firstOfMonth, -1);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/**
 * Sets the clock to `instant` and signs in again: PGlite runs in this process, so the database's
 * now() moves with the faked clock, and a session begun at the real time would look expired.
 */
async function atInstant(instant: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return t.login('master');
}

describe('users summary', () => {
  beforeAll(async () => {
    await t.database.db
      .insert(users)
      .values([
        person('Ayla', 'master'),
        person('Baran', 'manager'),
        person('Cem', 'employee'),
        person('Derya', 'employee', false),
        person('Ece', 'user'),
        person('Fikret', 'user'),
        person('Gül', 'user', false),
      ]);
  });

  it('counts active, inactive and every type under the same search and filters as the list', async () => {
    expect(await summary('/api/users/summary?kind=internal&q=kestrelgrove')).toEqual({
      total: 4,
      active: 3,
      inactive: 1,
      byType: { master: 1, manager: 1, employee: 2, user: 0 },
    });
    expect(await summary('/api/users/summary?kind=internal&q=kestrelgrove&type=employee')).toEqual({
      total: 2,
      active: 1,
      inactive: 1,
      byType: { master: 0, manager: 0, employee: 2, user: 0 },
    });
    expect(await summary('/api/users/summary?kind=internal&q=kestrelgrove&isActive=false')).toEqual({
      total: 1,
      active: 0,
      inactive: 1,
      byType: { master: 0, manager: 0, employee: 1, user: 0 },
    });
    // A narrower search narrows the cards: name and surname together.
    expect(await summary('/api/users/summary?kind=internal&q=baran%20kestrelgrove')).toEqual({
      total: 1,
      active: 1,
      inactive: 0,
      byType: { master: 0, manager: 1, employee: 0, user: 0 },
    });
    expect(await summary('/api/users/summary?kind=external&q=kestrelgrove')).toEqual({
      total: 3,
      active: 2,
      inactive: 1,
      byType: { master: 0, manager: 0, employee: 0, user: 3 },
    });
  });

  it('describes exactly what the list shows without a search (internal is the default kind)', async () => {
    const cards = await summary('/api/users/summary');
    const listed = (url: string) => get(url).then((response) => response.json().meta.total as number);
    expect(cards.total).toBe(await listed('/api/users?kind=internal'));
    expect(cards.active).toBe(await listed('/api/users?kind=internal&isActive=true'));
    expect(cards.inactive).toBe(await listed('/api/users?kind=internal&isActive=false'));
    expect(cards.byType.manager).toBe(await listed('/api/users?kind=internal&type=manager'));
    expect(cards.byType.user).toBe(0);
  });

  it('refuses bad filters with a 400 and is the master’s alone', async () => {
    const bad = await get('/api/users/summary?isActive=maybe&type=boss');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['isActive', 'type']);
    expect((await get('/api/users/summary', manager)).statusCode).toBe(403);
  });
});

describe('companies summary', () => {
  let alpha: number;
  let beta: number;
  let category: number;
  beforeAll(async () => {
    alpha = await insertCompany('Zorbalith Alpha');
    beta = await insertCompany('Zorbalith Beta');
    await insertCompany('Zorbalith Gamma');
    category = await insertExpenseCategory('Harrowgate Misc');
    const project = { budget: '1000.00', currency: 'Euro' as const, startDate: '2026-01-01', endDate: '2036-12-31' };
    await t.database.db.insert(projects).values([
      { ...project, name: 'Zorbalith rollout', companyId: alpha, status: 'inProgress' },
      { ...project, name: 'Zorbalith audit', companyId: beta, status: 'completed' },
      { ...project, name: 'Zorbalith plan', companyId: beta, status: 'pending' },
    ]);
    const [customer] = await t.database.db
      .insert(users)
      .values({ ...person('Hale', 'user'), surname: 'Zorbalith', email: 'hale.zorbalith@example.com' })
      .returning({ id: users.id });
    await t.database.db.insert(companyMembers).values({ companyId: beta, userId: customer!.id });
    await insertMoney(
      // The 1st of this month counts, the last day of the previous month does not.
      { amount: '100.10', type: 'income', currency: 'Euro', date: firstOfMonth, companyId: alpha },
      { amount: '20.05', type: 'expense', currency: 'Euro', date: today, companyId: alpha, categoryId: category },
      { amount: '999.00', type: 'income', currency: 'Euro', date: lastOfPreviousMonth, companyId: alpha },
      { amount: '50.00', type: 'income', currency: 'TL', date: today, companyId: beta },
      { amount: '0.10', type: 'income', currency: 'TL', date: firstOfMonth, companyId: beta },
      { amount: '0.20', type: 'income', currency: 'TL', date: firstOfMonth, companyId: beta },
      {
        amount: '75.00',
        type: 'expense',
        currency: 'GBP',
        date: lastOfPreviousMonth,
        companyId: beta,
        categoryId: category,
      },
      // Another company's money: outside the search.
      { amount: '12.00', type: 'income', currency: 'USD', date: today, companyId: seedCompanyId },
    );
  });

  it('counts companies with a project in progress and with customers, and sums this month per currency', async () => {
    const cards = await summary('/api/companies/summary?q=zorbalith');
    expect(cards).toEqual({
      total: 3,
      withActiveProjects: 1,
      withCustomers: 1,
      month: today.slice(0, 7),
      money: [
        { currency: 'TL', income: '50.30', expense: '0.00' },
        { currency: 'Euro', income: '100.10', expense: '20.05' },
        { currency: 'USD', income: '0.00', expense: '0.00' },
        { currency: 'GBP', income: '0.00', expense: '0.00' },
      ],
    });
  });

  it('follows a narrower search', async () => {
    const cards = await summary('/api/companies/summary?q=zorbalith%20beta');
    expect(cards).toMatchObject({ total: 1, withActiveProjects: 0, withCustomers: 1 });
    expect(cards.money).toEqual([
      { currency: 'TL', income: '50.30', expense: '0.00' },
      { currency: 'Euro', income: '0.00', expense: '0.00' },
      { currency: 'USD', income: '0.00', expense: '0.00' },
      { currency: 'GBP', income: '0.00', expense: '0.00' },
    ]);
    const none = await summary('/api/companies/summary?q=no-such-company-anywhere');
    expect(none).toMatchObject({ total: 0, withActiveProjects: 0, withCustomers: 0 });
    expect(
      none.money.every((row: { income: string; expense: string }) => row.income === '0.00' && row.expense === '0.00'),
    ).toBe(true);
  });

  it('counts every company without a search, as the list does', async () => {
    const cards = await summary('/api/companies/summary');
    expect(cards.total).toBe((await get('/api/companies')).json().meta.total);
    expect(cards.money.find((row: { currency: string }) => row.currency === 'USD').income).not.toBe('0.00');
  });

  it('is the master’s alone', async () => {
    expect((await get('/api/companies/summary', manager)).statusCode).toBe(403);
  });
});

describe('expense categories summary', () => {
  let travel: number;
  beforeAll(async () => {
    travel = await insertExpenseCategory('Quillmoss Travel');
    const meals = await insertExpenseCategory('Quillmoss Meals');
    await insertExpenseCategory('Quillmoss Unused');
    await insertMoney(
      {
        amount: '40.00',
        type: 'expense',
        currency: 'Euro',
        date: firstOfMonth,
        companyId: seedCompanyId,
        categoryId: travel,
      },
      { amount: '15.50', type: 'expense', currency: 'Euro', date: today, companyId: seedCompanyId, categoryId: travel },
      { amount: '30.00', type: 'expense', currency: 'USD', date: today, companyId: seedCompanyId, categoryId: meals },
      // Last month's: the category is used, but the money is not this month's.
      {
        amount: '99.00',
        type: 'expense',
        currency: 'Euro',
        date: lastOfPreviousMonth,
        companyId: seedCompanyId,
        categoryId: meals,
      },
    );
  });

  it('counts used and unused categories and sums this month’s expense per currency under the search', async () => {
    expect(await summary('/api/expense-categories/summary?q=quillmoss')).toEqual({
      total: 3,
      used: 2,
      unused: 1,
      month: today.slice(0, 7),
      expense: [
        { currency: 'TL', total: '0.00' },
        { currency: 'Euro', total: '55.50' },
        { currency: 'USD', total: '30.00' },
        { currency: 'GBP', total: '0.00' },
      ],
    });
    expect(await summary('/api/expense-categories/summary?q=quillmoss%20meals')).toEqual({
      total: 1,
      used: 1,
      unused: 0,
      month: today.slice(0, 7),
      expense: [
        { currency: 'TL', total: '0.00' },
        { currency: 'Euro', total: '0.00' },
        { currency: 'USD', total: '30.00' },
        { currency: 'GBP', total: '0.00' },
      ],
    });
  });

  it('counts every category without a search, as the list does', async () => {
    const cards = await summary('/api/expense-categories/summary');
    expect(cards.total).toBe((await get('/api/expense-categories')).json().meta.total);
    expect(cards.used + cards.unused).toBe(cards.total);
  });

  it('takes this month in the company time zone, not the server’s', async () => {
    await insertMoney(
      {
        amount: '7.00',
        type: 'expense',
        currency: 'Euro',
        date: '2031-04-01',
        companyId: seedCompanyId,
        categoryId: travel,
      },
      {
        amount: '3.00',
        type: 'expense',
        currency: 'Euro',
        date: '2031-03-31',
        companyId: seedCompanyId,
        categoryId: travel,
      },
    );
    const euro = (body: { expense: { currency: string; total: string }[] }) =>
      body.expense.find((row) => row.currency === 'Euro')!.total;
    // 00:30 in Istanbul on 1 April 2031 is still 31 March in UTC: April is this month.
    const april = await summary(
      '/api/expense-categories/summary?q=quillmoss%20travel',
      await atInstant('2031-03-31T21:30:00Z'),
    );
    expect(april.month).toBe('2031-04');
    expect(euro(april)).toBe('7.00');
    // 23:30 in Istanbul on 31 March 2031: March, whose last day is counted and April's first is not.
    const march = await summary(
      '/api/expense-categories/summary?q=quillmoss%20travel',
      await atInstant('2031-03-31T20:30:00Z'),
    );
    expect(march.month).toBe('2031-03');
    expect(euro(march)).toBe('3.00');
  });

  it('is the master’s alone', async () => {
    expect((await get('/api/expense-categories/summary', manager)).statusCode).toBe(403);
  });
});

describe('companies summary in the company time zone', () => {
  it('counts a company’s money of 1 April at 00:30 Istanbul time in April', async () => {
    const company = await insertCompany('Zorbalith Delta');
    await insertMoney(
      { amount: '8.00', type: 'income', currency: 'USD', date: '2031-04-01', companyId: company },
      { amount: '2.00', type: 'income', currency: 'USD', date: '2031-03-31', companyId: company },
    );
    const usd = (body: { money: { currency: string; income: string }[] }) =>
      body.money.find((row) => row.currency === 'USD')!.income;
    expect(
      usd(await summary('/api/companies/summary?q=zorbalith%20delta', await atInstant('2031-03-31T21:30:00Z'))),
    ).toBe('8.00');
    expect(
      usd(await summary('/api/companies/summary?q=zorbalith%20delta', await atInstant('2031-03-31T20:30:00Z'))),
    ).toBe('2.00');
  });
});

describe('ticket categories summary', () => {
  beforeAll(async () => {
    const billing = await insertTicketCategory('Brambleton Billing');
    const network = await insertTicketCategory('Brambleton Network');
    await insertTicketCategory('Brambleton Idle');
    const ticket = {
      description: 'Summary fixture',
      department: 'support' as const,
      type: 'question' as const,
      createdBy: masterId,
    };
    await t.database.db.insert(tickets).values([
      { ...ticket, subject: 'Invoice copy', categoryId: billing, status: 'pending' },
      { ...ticket, subject: 'Refund', categoryId: billing, status: 'completed', completedAt: new Date() },
      { ...ticket, subject: 'Duplicate', categoryId: billing, status: 'cancelled' },
      { ...ticket, subject: 'VPN down', categoryId: network, status: 'inProgress' },
      { ...ticket, subject: 'Slow Wi-Fi', categoryId: network, status: 'onHold' },
    ]);
  });

  it('counts categories in use, unused and the open tickets under them, following the search', async () => {
    expect(await summary('/api/ticket-categories/summary?q=brambleton')).toEqual({
      total: 3,
      inUse: 2,
      unused: 1,
      openTickets: 3,
    });
    expect(await summary('/api/ticket-categories/summary?q=brambleton%20billing')).toEqual({
      total: 1,
      inUse: 1,
      unused: 0,
      openTickets: 1,
    });
    expect(await summary('/api/ticket-categories/summary?q=brambleton%20idle')).toEqual({
      total: 1,
      inUse: 0,
      unused: 1,
      openTickets: 0,
    });
  });

  it('counts every category without a search, as the list does', async () => {
    const cards = await summary('/api/ticket-categories/summary');
    expect(cards.total).toBe((await get('/api/ticket-categories')).json().meta.total);
    expect(cards.openTickets).toBe(
      (await get('/api/tickets?status=unfinished&pageSize=1')).json().meta.total - (await uncategorisedOpenTickets()),
    );
  });

  it('is the master’s alone', async () => {
    expect((await get('/api/ticket-categories/summary', manager)).statusCode).toBe(403);
  });
});

/** Open tickets without a category: the ticket list counts them, no category card does. */
async function uncategorisedOpenTickets(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(tickets)
    .where(and(isNull(tickets.categoryId), notInArray(tickets.status, ['completed', 'cancelled'])));
  return row!.n;
}
