import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRecords } from '../src/db/schema/login-records';
import { createTestApp, EMAILS, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * The login history says why an attempt failed in words, in the exports as on the screen, in both
 * languages; and sign-in tells a wrong password from an email no account has.
 */
let t: TestApp;
let master: string;
const get = (url: string, language?: string) => t.call({ method: 'GET', url, token: master, language });

const REASONS = ['invalidTwoFactorCode', 'invalidRecoveryCode', 'inactive', 'rateLimited', 'twoFactorOff'] as const;

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  const db = t.database.db;
  await db.delete(loginRecords);
  for (const [index, reason] of REASONS.entries()) {
    await db
      .insert(loginRecords)
      .values({
        email: `r${index}@example.com`,
        userId: null,
        status: 'failed',
        reason,
        ip: '10.0.0.9',
        createdAt: new Date(Date.UTC(2025, 0, 2, 9, index)),
      });
  }
  // Two real failures: a wrong password for an account, and an email no account has.
  expect(
    (
      await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { email: EMAILS.employee, password: 'not-the-password' },
      })
    ).statusCode,
  ).toBe(401);
  expect(
    (
      await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.com', password: 'whatever1' },
      })
    ).statusCode,
  ).toBe(401);
});
afterAll(() => t.close());

const english = [
  'Wrong two-factor code',
  'Wrong recovery code',
  'Account deactivated',
  'Too many attempts',
  'Two-factor sign-in was turned off',
  'Wrong password',
  'No account with this email',
];
const turkish = [
  'Hatalı iki adımlı doğrulama kodu',
  'Hatalı kurtarma kodu',
  'Hesap devre dışı',
  'Çok fazla deneme',
  'İki adımlı giriş kapatılmıştı',
  'Hatalı şifre',
  'Bu e-postayla bir hesap yok',
];

describe('login failure reasons', () => {
  it('are recorded apart: a wrong password, an unknown email', async () => {
    const rows = await t.database.db.select().from(loginRecords);
    expect(rows.find((row) => row.email === EMAILS.employee)).toMatchObject({
      status: 'failed',
      reason: 'wrongPassword',
    });
    expect(rows.find((row) => row.email === 'nobody@example.com')).toMatchObject({
      status: 'failed',
      reason: 'unknownEmail',
      userId: null,
    });
  });

  it('read in words in every export, in English', async () => {
    const csv = (await get('/api/login-records/export?format=csv')).body;
    for (const reason of english) expect(csv).toContain(`,${reason},`);
    expect(csv).not.toMatch(/invalidTwoFactorCode|wrongPassword|unknownEmail|twoFactorOff/);

    const xlsx = await get('/api/login-records/export?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flatMap((row) =>
      Array.isArray(row) ? row.map(String) : [],
    );
    for (const reason of english) expect(cells).toContain(reason);

    const pdf = await pdfText((await get('/api/login-records/export?format=pdf')).rawPayload);
    for (const reason of ['Wrong two-factor code', 'Wrong password', 'Account deactivated'])
      expect(pdf).toContain(reason);
  });

  it('read in words in every export, in Turkish', async () => {
    const csv = (await get('/api/login-records/export?format=csv', 'tr')).body;
    for (const reason of turkish) expect(csv).toContain(`;${reason};`);
    const pdf = await pdfText((await get('/api/login-records/export?format=pdf', 'tr')).rawPayload);
    for (const reason of ['Hatalı şifre', 'Hesap devre dışı']) expect(pdf).toContain(reason);
  });
});
