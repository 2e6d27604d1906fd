import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToday } from '@workspace/shared/common/work';
import { createTestApp, type TestApp } from './helpers';
import { pdfItems, pdfText, type PdfItem } from './pdf-text';

/*
 * Every PDF the server makes, read back as text in both languages: fit to hand out. No word and no
 * header is cut in two at a line's end (a column is never narrower than its longest word), the
 * login history fits a sign-in on a line, and the wallet writes amounts and days the reader's way.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
let employeeId = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['master', 'employee'] as const) tokens[role] = await t.login(role);
  employeeId = (await t.call({ method: 'GET', url: '/api/me', token: tokens.employee })).json().id;
}, 60_000);
afterAll(() => t.close());

const get = (url: string, role: 'master' | 'employee', language: 'en' | 'tr') =>
  t.call({ method: 'GET', url, token: tokens[role], language });

/* The letters of a text as its words, lower-cased: "caglar.arslan@ege-tekstil.com" is caglar, arslan, ege, tekstil, com. */
const words = (text: string, language: string) =>
  (text.toLocaleLowerCase(language).match(/\p{L}+/gu) ?? []) as string[];

/*
 * The PDF's texts cut in two at a line's end: a cell's line whose last letters, joined to the
 * first letters of the cell's next line, make a word the export holds whole (its CSV), while
 * the two halves are not both words of it. A line broken at a space joins two words into none.
 */
function cutWords(items: PdfItem[], vocabulary: Set<string>, language: string): string[] {
  const cuts: string[] = [];
  for (let index = 1; index < items.length; index += 1) {
    const above = items[index - 1]!;
    const below = items[index]!;
    const sameColumn = Math.abs(above.x - below.x) < 1 || Math.abs(above.x + above.width - (below.x + below.width)) < 1;
    const nextLine =
      above.page === below.page && below.y < above.y && above.y - below.y < 2 * Math.max(above.height, 6);
    if (!sameColumn || !nextLine) continue;
    const end = /(\p{L}+)$/u.exec(above.text)?.[1];
    const start = /^(\p{L}+)/u.exec(below.text)?.[1];
    if (!end || !start) continue;
    const [head, tail] = [end.toLocaleLowerCase(language), start.toLocaleLowerCase(language)];
    if (vocabulary.has(head + tail) && !(vocabulary.has(head) && vocabulary.has(tail)))
      cuts.push(`${above.text} | ${below.text}`);
  }
  return cuts;
}

/* `headers`: a report laid out by itself (not the table of its CSV) names the headers it prints. */
type Export = { name: string; url: string; role: 'master' | 'employee'; headers?: Record<'en' | 'tr', string[]> };

const thisMonth = isoToday('Europe/Istanbul').slice(0, 7);
const EXPORTS: Export[] = [
  { name: 'tasks', url: '/api/tasks/export?', role: 'master' },
  { name: 'projects', url: '/api/projects/export?', role: 'master' },
  { name: 'companies', url: '/api/companies/export?', role: 'master' },
  { name: 'expense categories', url: '/api/expense-categories/export?', role: 'master' },
  { name: 'transactions', url: '/api/transactions/export?', role: 'master' },
  { name: 'tickets', url: '/api/tickets/export?', role: 'master' },
  { name: 'ticket categories', url: '/api/ticket-categories/export?', role: 'master' },
  { name: 'internal users', url: '/api/users/export?kind=internal&', role: 'master' },
  { name: 'external users', url: '/api/users/export?kind=external&', role: 'master' },
  { name: 'project report', url: '/api/reports/projects/export?', role: 'master' },
  { name: 'login history', url: '/api/login-records/export?', role: 'master' },
  { name: 'activities', url: '/api/activities/export?', role: 'master' },
  { name: 'notes', url: '/api/notes/export?', role: 'employee' },
  { name: 'shared data', url: '/api/shared-data/export?', role: 'employee' },
  {
    name: 'wallet',
    url: `/api/wallet/export?month=${thisMonth}&`,
    role: 'master',
    headers: {
      en: ['Currency', 'Income', 'Expense', 'Balance', 'Date', 'Name', 'Type', 'Amount', 'Company', 'Category'],
      tr: ['Para birimi', 'Gelir', 'Gider', 'Bakiye', 'Tarih', 'Ad', 'Tür', 'Tutar', 'Şirket', 'Kategori'],
    },
  },
  {
    name: 'user report',
    url: '/api/reports/users/:employee/export?',
    role: 'master',
    headers: {
      en: ['Figure', 'Value', 'Status', 'Total', 'Priority', 'Completed', 'Estimated hours', 'Project', 'Overdue'],
      tr: ['Gösterge', 'Değer', 'Durum', 'Toplam', 'Öncelik', 'Tamamlanan', 'Tahmini saat', 'Proje', 'Gecikmiş'],
    },
  },
];

describe('every PDF export, in both languages', () => {
  for (const entry of EXPORTS) {
    for (const language of ['en', 'tr'] as const) {
      it(`${entry.name} (${language}) cuts no word and no header in two`, async () => {
        const url = entry.url.replace(':employee', String(employeeId));
        const pdf = await get(`${url}format=pdf`, entry.role, language);
        expect(pdf.statusCode).toBe(200);
        const csv = await get(`${url}format=csv`, entry.role, language);
        expect(csv.statusCode).toBe(200);
        const [headerLine] = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
        // The zone named in a CSV header is the PDF's subtitle.
        const headers =
          entry.headers?.[language] ??
          headerLine!.split(language === 'tr' ? ';' : ',').map((header) => header.replace(/ \(.*\)$/, ''));
        const vocabulary = new Set([
          ...words(csv.body, language),
          ...headers.flatMap((header) => words(header, language)),
        ]);
        const { items } = await pdfItems(pdf.rawPayload);
        expect(items.length).toBeGreaterThan(headers.length);
        expect(cutWords(items, vocabulary, language)).toEqual([]);
        // Every header word is printed whole somewhere.
        const printed = new Set(items.flatMap((item) => words(item.text, language)));
        expect(headers.flatMap((header) => words(header, language)).filter((word) => !printed.has(word))).toEqual([]);
      });
    }
  }
});

describe('the cut detection', () => {
  it('finds a word cut at a line end and passes a line broken at a space', () => {
    const at = (text: string, y: number, x = 40): PdfItem => ({ page: 1, text, x, y, width: 30, height: 8 });
    const vocabulary = new Set(['assigned', 'user', 'windows']);
    expect(cutWords([at('Assig', 100), at('ned user', 90)], vocabulary, 'en')).toEqual(['Assig | ned user']);
    expect(cutWords([at('Assigned', 100), at('user', 90)], vocabulary, 'en')).toEqual([]);
    // Another column, or a line too far down, is not the same cell.
    expect(cutWords([at('Win', 100), at('dows', 90, 200)], vocabulary, 'en')).toEqual([]);
    expect(cutWords([at('Win', 100), at('dows', 50)], vocabulary, 'en')).toEqual([]);
  });
});

describe('the login history PDF', () => {
  it('is landscape, a sign-in a line, with the browser named short and the time zone said', async () => {
    const total = (await get('/api/login-records?pageSize=1', 'master', 'en')).json().meta.total as number;
    expect(total).toBeGreaterThan(150);
    for (const language of ['en', 'tr'] as const) {
      const pdf = await get('/api/login-records/export?format=pdf', 'master', language);
      const { items, pages } = await pdfItems(pdf.rawPayload);
      expect(pages.every((page) => page.width > page.height)).toBe(true);
      // A row is one line: 30 or more to an A4 page across.
      expect(pages.length).toBeLessThanOrEqual(Math.ceil(total / 30));
      const text = items.map((item) => item.text.replace(/\u00a0/g, ' ')).join('\n');
      expect(text).not.toContain('Mozilla/5.0');
      expect(text).not.toContain('AppleWebKit');
      expect(text).toContain(language === 'en' ? 'Chrome 131 on Windows' : 'Chrome 131 (Windows)');
      expect(text).toContain(language === 'en' ? 'Safari 18.1 on iPhone' : 'Safari 18.1 (iPhone)');
      expect(text).toContain(language === 'en' ? 'Firefox 133 on Linux' : 'Firefox 133 (Linux)');
      expect(text).toContain(language === 'en' ? 'Time zone: Europe/Istanbul' : 'Saat dilimi: Europe/Istanbul');
      // A moment is printed on one line, the reader's way: "27 Nov 2026 20:17" / "27.11.2026 20:17".
      const moment = language === 'en' ? /^\d{2} \w{3} \d{4} \d{2}:\d{2}$/ : /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
      const moments = items.filter((item) => moment.test(item.text.replace(/\u00a0/g, ' ')));
      expect(moments.length).toBe(total);
    }
  });
});

describe('the wallet PDF', () => {
  it("writes amounts, days and the month the reader's way", async () => {
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/transactions', token: tokens.master, payload });
    const companyId = (await get('/api/companies?pageSize=1', 'master', 'en')).json().data[0].id;
    const assignedUserId = (await get('/api/me', 'master', 'en')).json().id;
    const created = await post({
      type: 'income',
      name: 'Yıllık bakım sözleşmesi',
      amount: '1250.75',
      currency: 'TL',
      transactionDate: '2032-05-27',
      companyId,
      assignedUserId,
    });
    expect(created.statusCode).toBe(201);

    const turkish = (
      await pdfText((await get('/api/wallet/export?month=2032-05&format=pdf', 'master', 'tr')).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(turkish).toContain('Cüzdan: Mayıs 2032');
    expect(turkish).toMatch(/TL 1\.250,75 0,00 1\.250,75/);
    expect(turkish).toContain('27.05.2032 Yıllık bakım sözleşmesi Gelir 1.250,75');
    expect(turkish).not.toContain('1250.75');
    expect(turkish).not.toContain('2032-05-27');

    const english = (
      await pdfText((await get('/api/wallet/export?month=2032-05&format=pdf', 'master', 'en')).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(english).toContain('Wallet: May 2032');
    expect(english).toMatch(/TL 1,250\.75 0\.00 1,250\.75/);
    expect(english).toContain('27 May 2032 Yıllık bakım sözleşmesi Income 1,250.75');
  });
});
