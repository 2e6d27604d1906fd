import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * One clock for the exports: a company in New York whose server runs in Tokyo writes every time
 * of day at New York's wall clock, and says so: in the header of a CSV or XLSX column of moments
 * (a spreadsheet has no zones), under a PDF's title.
 */
const ZONE = 'America/New_York';
const hostZone = process.env.TZ;
let t: TestApp;
let master: string;
let signedInAt: Date;

beforeAll(async () => {
  process.env.TZ = 'Asia/Tokyo';
  t = await createTestApp({ APP_TIMEZONE: ZONE });
  master = await t.login('master');
  const [newest] = (
    await t.call({ method: 'GET', url: '/api/login-records?sort=createdAt&order=desc&pageSize=1', token: master })
  ).json().data;
  signedInAt = new Date(newest.createdAt);
}, 60_000);
afterAll(async () => {
  await t.close();
  process.env.TZ = hostZone;
});

const get = (url: string, language = 'en') => t.call({ method: 'GET', url, token: master, language });

/* The wall clock in New York, worked out here without the server's code: "2026-11-27 12:17". */
function newYork(moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('exports of a company in another zone than its server', () => {
  it('the server really runs on a Tokyo clock', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
    expect(newYork(signedInAt)).not.toBe(newYork(new Date(signedInAt.getTime() + 14 * 3_600_000)));
  });

  it('a CSV names the zone in the header of its moments and writes them at its wall clock', async () => {
    const csv = (await get('/api/login-records/export?format=csv&sort=createdAt&order=desc')).body
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(csv[0]!.split(',')[0]).toBe(`Time (${ZONE})`);
    expect(csv[1]!.split(',')[0]).toBe(newYork(signedInAt));
    const turkish = (await get('/api/users/export?format=csv&kind=internal&q=master%40example.com', 'tr')).body
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    const header = turkish[0]!.split(';');
    expect(header).toContain(`Son giriş (${ZONE})`);
    expect(header).toContain(`Oluşturulma (${ZONE})`);
    expect(header).toContain('Ad');
    expect(turkish[1]!.split(';')[header.indexOf(`Son giriş (${ZONE})`)]).toBe(newYork(signedInAt));
  });

  it('an XLSX does the same, the cell a date that reads the wall clock', async () => {
    const xlsx = await get('/api/login-records/export?format=xlsx&sort=createdAt&order=desc');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe(`Time (${ZONE})`);
    const cell = sheet.getCell('A2').value as Date;
    expect(cell.toISOString().slice(0, 16).replace('T', ' ')).toBe(newYork(signedInAt));
    // Only the moments name a zone.
    expect(sheet.getCell('B1').value).toBe('Email');
  });

  it('a PDF says its zone under the title and writes the times in it', async () => {
    const text = (
      await pdfText((await get('/api/login-records/export?format=pdf&sort=createdAt&order=desc')).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(text).toContain(`Time zone: ${ZONE}`);
    const [day, time] = newYork(signedInAt).split(' ');
    const readableDay = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
    expect(text).toContain(`${readableDay} ${time} master@example.com`);
    const turkish = (await pdfText((await get('/api/login-records/export?format=pdf', 'tr')).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(turkish).toContain(`Saat dilimi: ${ZONE}`);
    expect(turkish).toContain(`${day!.split('-').reverse().join('.')} ${time} master@example.com`);
  });
});
