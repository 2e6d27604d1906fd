import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let master: string;
let manager: string;
let masterId: number;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  manager = await t.login('manager');
  masterId = (await t.call({ method: 'GET', url: '/api/me', token: master })).json().id;
});
afterAll(() => t.close());

const company = (overrides: Record<string, unknown> = {}) => ({
  name: `Kuzey Yazılım ${Math.random().toString(36).slice(2, 6)}`,
  websiteDomain: 'https://www.kuzey-yazilim.com.tr/iletisim',
  phone: '+90 212 5550199',
  email: 'Info@Kuzey-Yazilim.com.tr',
  taxNumber: '4561237890',
  taxOffice: 'Maslak',
  iban: 'tr33 0006 1005 1978 6457 8413 26',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.call({ method: 'POST', url: '/api/companies', token: master, payload: company(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().company as { id: number; name: string; iban: string; websiteDomain: string; email: string };
};

describe('companies', () => {
  it('normalises domain, email and IBAN, and refuses a bad IBAN checksum, long name and phone', async () => {
    const created = await create();
    expect(created).toMatchObject({
      websiteDomain: 'kuzey-yazilim.com.tr',
      email: 'info@kuzey-yazilim.com.tr',
      iban: 'TR330006100519786457841326',
    });
    const bad = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: master,
      payload: company({ name: 'x'.repeat(36), iban: 'TR330006100519786457841327', phone: '+90 212 555 01 99 9999' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'Must be at most 35 characters',
      iban: 'Enter a valid IBAN (its check digits do not match)',
      phone: 'A phone number has at most 15 digits',
    });
    // 17 characters, 12 digits: the limit counts digits, so it fits and is kept as written.
    const spaced = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: master,
      payload: company({ name: 'Telefon Testi A.Ş.', phone: '+90 212 555 01 99' }),
    });
    expect(spaced.statusCode, spaced.body).toBe(201);
    expect(spaced.json().company.phone).toBe('+90 212 555 01 99');
  });

  it('lists with search, sort and counts; managers may only look up names', async () => {
    const created = await create({ name: 'Zeytin Ağacı Ltd' });
    const list = (await t.call({ method: 'GET', url: '/api/companies?q=zeytin', token: master })).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([created.id]);
    expect(list.data[0]).toMatchObject({ projectCount: 0, transactionCount: 0 });
    const sorted = (
      await t.call({ method: 'GET', url: '/api/companies?sort=projectCount&order=desc&pageSize=3', token: master })
    ).json().data;
    expect(sorted[0].projectCount).toBeGreaterThanOrEqual(sorted[1].projectCount);
    expect(sorted[0].projectCount).toBeGreaterThan(0);
    expect((await t.call({ method: 'GET', url: '/api/companies', token: manager })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/companies/lookup', token: manager })).statusCode).toBe(200);
  });

  it('shows per-currency totals on the detail, and refuses deleting a company in use', async () => {
    const created = await create();
    for (const [amount, currency, type] of [
      ['100.10', 'Euro', 'income'],
      ['0.20', 'Euro', 'income'],
      ['50.00', 'TL', 'income'],
    ] as const) {
      await t.call({
        method: 'POST',
        url: '/api/transactions',
        token: master,
        payload: {
          name: 'Fee',
          amount,
          currency,
          type,
          assignedUserId: masterId,
          companyId: created.id,
          transactionDate: '2026-10-10',
        },
      });
    }
    const detail = (await t.call({ method: 'GET', url: `/api/companies/${created.id}`, token: master })).json();
    expect(detail.totals).toEqual([
      { currency: 'TL', income: '50.00', expense: '0.00', balance: '50.00' },
      { currency: 'Euro', income: '100.30', expense: '0.00', balance: '100.30' },
    ]);
    const refused = await t.call({ method: 'DELETE', url: `/api/companies/${created.id}`, token: master });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This company still has projects or transactions. Remove them first.');
    const unused = await create();
    expect((await t.call({ method: 'DELETE', url: `/api/companies/${unused.id}`, token: master })).statusCode).toBe(
      204,
    );
    expect((await t.call({ method: 'GET', url: `/api/companies/${unused.id}`, token: master })).statusCode).toBe(404);
  });

  it('exports the list as CSV', async () => {
    const csv = await t.call({
      method: 'GET',
      url: '/api/companies/export?format=csv&q=Brightwave%20Digital',
      token: master,
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Name,Website,Email,Phone,Address,Tax number,Tax office,IBAN,Projects');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Brightwave');
  });
});

describe('project money', () => {
  it('shows received and paid in the project currency and lists other currencies apart', async () => {
    const projects = (await t.call({ method: 'GET', url: '/api/projects?pageSize=100', token: master })).json().data;
    const project = projects[0];
    const other = project.currency === 'USD' ? 'GBP' : 'USD';
    const base = {
      name: 'Linked',
      assignedUserId: masterId,
      companyId: project.companyId,
      projectId: project.id,
      transactionDate: '2026-10-11',
    };
    const before = (await t.call({ method: 'GET', url: `/api/projects/${project.id}`, token: master })).json();
    const cents = (value: string) => BigInt(value.replace('.', ''));
    await t.call({
      method: 'POST',
      url: '/api/transactions',
      token: master,
      payload: { ...base, amount: '0.10', currency: project.currency, type: 'income' },
    });
    await t.call({
      method: 'POST',
      url: '/api/transactions',
      token: master,
      payload: { ...base, amount: '0.20', currency: project.currency, type: 'income' },
    });
    await t.call({
      method: 'POST',
      url: '/api/transactions',
      token: master,
      payload: { ...base, amount: '12.00', currency: other, type: 'expense', categoryId: null },
    });
    await t.call({
      method: 'POST',
      url: '/api/transactions',
      token: master,
      payload: {
        ...base,
        amount: '12.00',
        currency: other,
        type: 'expense',
        categoryId: (await t.call({ method: 'GET', url: '/api/expense-categories/lookup', token: master })).json()
          .data[0].id,
      },
    });
    const after = (await t.call({ method: 'GET', url: `/api/projects/${project.id}`, token: master })).json();
    const view = after.project ?? after;
    const old = before.project ?? before;
    expect(cents(view.received) - cents(old.received)).toBe(30n);
    const otherBefore =
      old.otherCurrencies.find((entry: { currency: string }) => entry.currency === other)?.paid ?? '0.00';
    const otherAfter = view.otherCurrencies.find((entry: { currency: string }) => entry.currency === other).paid;
    expect(cents(otherAfter) - cents(otherBefore)).toBe(1200n);
    expect(view.otherCurrencies.every((entry: { currency: string }) => entry.currency !== project.currency)).toBe(true);
    const refused = await t.call({ method: 'DELETE', url: `/api/projects/${project.id}`, token: master });
    expect(refused.statusCode).toBe(409);
  });
});

describe('accounting demo data', () => {
  it('holds 12+ companies, 8+ categories and a year of transactions in all four currencies, linked to projects', async () => {
    const companies = (await t.call({ method: 'GET', url: '/api/companies/lookup', token: master })).json().data;
    expect(companies.length).toBeGreaterThanOrEqual(12);
    const categories = (await t.call({ method: 'GET', url: '/api/expense-categories/lookup', token: master })).json()
      .data;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const all = (
      await t.call({ method: 'GET', url: '/api/transactions?pageSize=1&dateTo=2026-11-23', token: master })
    ).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(300);
    for (const currency of ['TL', 'Euro', 'USD', 'GBP']) {
      for (const type of ['income', 'expense']) {
        const list = (
          await t.call({
            method: 'GET',
            url: `/api/transactions?pageSize=1&currency=${currency}&type=${type}`,
            token: master,
          })
        ).json();
        expect(list.meta.total, `${currency} ${type}`).toBeGreaterThan(5);
      }
    }
    // The latest: money moves on a demo project only from its first day, within the last months.
    const linked = (
      await t.call({
        method: 'GET',
        url: '/api/transactions?pageSize=100&sort=transactionDate&order=desc',
        token: master,
      })
    ).json().data;
    expect(linked.some((row: { project: unknown }) => row.project !== null)).toBe(true);
  });
});
