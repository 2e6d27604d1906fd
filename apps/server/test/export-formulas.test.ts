import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../src/access/route-access';
import { createTestApp, EMAILS, type Role, type TestApp } from './helpers';
import { parseCsv } from './csv-text';

/*
 * No CSV export hands a spreadsheet a formula (OWASP "CSV injection"). The audit found 14 exports
 * carrying `=HYPERLINK(...)` unchanged, one of them reachable by anyone: a failed sign-in with that
 * as its browser name lands in the master's login export. Each export route with a text column is
 * written out here by hand, with the column a formula is planted in and who may export it; every
 * cell that would run as a formula must come out starting with a single quote.
 */
const FORMULA = '=HYPERLINK("//x.example","Go")';

let t: TestApp;
const tokens = {} as Record<Role, string>;
let employeeId = 0;
let walletMonth = '';

beforeAll(async () => {
  t = await createTestApp();
  // The anonymous way in: a failed sign-in whose browser name is a formula.
  const failed = await t.call({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'nobody@example.com', password: 'wrong-password' },
    headers: { 'user-agent': FORMULA },
  });
  expect(failed.statusCode).toBe(401);
  const { db } = t.database;
  const plant = [
    sql`update users set name = ${FORMULA}`,
    sql`update companies set name = ${FORMULA} where id = (select min(id) from companies)`,
    sql`update projects set name = ${FORMULA} where id = (select min(id) from projects)`,
    sql`update tasks set title = ${FORMULA}`,
    sql`update expense_categories set name = ${FORMULA} where id = (select min(id) from expense_categories)`,
    sql`update transactions set description = ${FORMULA}`,
    sql`update ticket_categories set name = ${FORMULA} where id = (select min(id) from ticket_categories)`,
    sql`update tickets set subject = ${FORMULA}`,
    sql`update notes set content = ${FORMULA}`,
  ];
  for (const statement of plant) await db.execute(statement);
  for (const role of Object.keys(EMAILS) as Role[]) tokens[role] = await t.login(role);
  const sharedData = await t.call({
    method: 'POST',
    url: '/api/shared-data',
    token: tokens.employee,
    payload: { domain: 'panel.example.com', username: 'admin', password: 'sealed-plaintext-42', description: FORMULA },
  });
  expect(sharedData.statusCode, sharedData.body).toBe(201);
  const first = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  employeeId = Number((await first<{ id: number }>(sql`select id from users where email = ${EMAILS.employee}`)).id);
  walletMonth = (
    await first<{ month: string }>(sql`select to_char(max(transaction_date), 'YYYY-MM') as month from transactions`)
  ).month;
});
afterAll(() => t.close());

type ExportRoute = { route: string; url?: () => string; as: Role; column: string };

/** Every CSV export route, the text column planted above, and someone who may export it. */
const ROUTES: ExportRoute[] = [
  { route: '/api/users/export', as: 'master', column: 'Name' },
  { route: '/api/companies/export', as: 'master', column: 'Name' },
  { route: '/api/projects/export', as: 'master', column: 'Name' },
  { route: '/api/tasks/export', as: 'master', column: 'Title' },
  { route: '/api/expense-categories/export', as: 'master', column: 'Name' },
  { route: '/api/transactions/export', as: 'master', column: 'Description' },
  {
    route: '/api/wallet/export',
    url: () => `/api/wallet/export?month=${walletMonth}`,
    as: 'master',
    column: 'Description',
  },
  { route: '/api/ticket-categories/export', as: 'master', column: 'Name' },
  { route: '/api/tickets/export', as: 'master', column: 'Subject' },
  {
    route: '/api/reports/users/:id/export',
    url: () => `/api/reports/users/${employeeId}/export`,
    as: 'master',
    column: 'Value',
  },
  { route: '/api/reports/projects/export', as: 'master', column: 'Project' },
  { route: '/api/login-records/export', as: 'master', column: 'Browser' },
  { route: '/api/activities/export', as: 'master', column: 'User' },
  { route: '/api/shared-data/export', as: 'employee', column: 'Description' },
  { route: '/api/notes/export', as: 'employee', column: 'Content' },
];

describe('CSV exports never carry a formula', () => {
  it('names every export route', () => {
    const exports = Object.keys(routeAccess).filter((key) => key.endsWith('/export'));
    expect(ROUTES.map((row) => `GET ${row.route}`).sort()).toEqual(exports.sort());
  });

  it.each(ROUTES)(
    '$route: the planted formula is text starting with a quote ($as, column $column)',
    async ({ route, url, as, column }) => {
      const path = url?.() ?? route;
      const response = await t.call({
        method: 'GET',
        url: `${path}${path.includes('?') ? '&' : '?'}format=csv`,
        token: tokens[as],
        language: 'en',
      });
      expect(response.statusCode, response.body).toBe(200);
      const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
      const index = header!.indexOf(column);
      expect(index, `${column} in ${header!.join(',')}`).toBeGreaterThanOrEqual(0);
      const cells = rows.map((row) => row[index] ?? '');
      expect(cells.some((cell) => cell.startsWith(`'=HYPERLINK(`))).toBe(true);
      // Nothing anywhere starts the way a formula does (a typed negative amount is a number, and none is planted here).
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+@\t\r]/);
    },
  );
});
