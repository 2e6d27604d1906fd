import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/* Helpers shared by the work-management specs: dates, selects and files as a person uses them. */

/** A calendar date `days` from today (UTC), as the API writes it: YYYY-MM-DD. */
export function isoInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Each test run makes its own names, so the specs can run again on the same database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-8);
}

/** The calendar's name for a day, as the date picker labels its day buttons ("26 November 2026"). */
function dayLabel(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** YYYY-MM-DD as an English date field shows it: MM/DD/YYYY. */
export function englishDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/**
 * Opens a date field's calendar, goes forward month by month to the day and chooses it. The
 * field shows the chosen date the English way, MM/DD/YYYY.
 */
export async function pickDate(page: Page, scope: Locator, label: RegExp, iso: string): Promise<void> {
  const field = scope.getByLabel(label);
  // Until the calendar's code is in, a read-only input stands in; pressing it fetches the calendar,
  // which takes its place, focused and open (or opens, when its code was here already).
  await field.click();
  await expect.poll(() => field.evaluate((element) => element.hasAttribute('data-stand-in'))).toBe(false);
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  // The open calendar (another field's may still be fading out).
  const calendar = page.locator('[data-dates-dropdown]').filter({ visible: true }).last();
  await expect.poll(() => calendar.count()).toBe(1);
  const day = calendar.getByRole('button', { name: dayLabel(iso), exact: true });
  for (let step = 0; step < 24; step += 1) {
    // A day of the next month also shows, greyed, in the last week row; choose it in its own month.
    if ((await day.count()) === 1 && (await day.getAttribute('data-outside')) === null) break;
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await expect.poll(() => field.inputValue()).toBe(englishDate(iso));
}

/** Types a date into a date field the English way (MM/DD/YYYY), as a person at the keyboard does, and leaves the field. */
export async function typeDate(scope: Locator, label: RegExp, iso: string): Promise<void> {
  const field = scope.getByLabel(label);
  await field.focus();
  await expect.poll(() => field.evaluate((element) => element.hasAttribute('data-stand-in'))).toBe(false);
  await field.fill(`${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`);
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(englishDate(iso));
}

/** Opens a select by its label and chooses an option; for searchable selects types first. */
export async function chooseOption(
  page: Page,
  scope: Locator,
  label: RegExp,
  option: string,
  typed?: string,
): Promise<void> {
  const input = scope.getByLabel(label);
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

/** Writes a file in a fresh temporary folder and returns its path. */
export function tempFile(name: string, content: string | Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-e2e-files-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** The smallest PDF a reader opens: one empty page, with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A small PDF with something to see on each page (a blue band, a title and a line of text in
 * Helvetica, one page per title): what the viewer draws with pdf.js is then not a blank page.
 */
export function drawnPdf(titles: readonly string[]): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  titles.forEach((title, index) => {
    const text = (words: string) => words.replace(/[\\()]/g, (mark) => `\\${mark}`);
    const content =
      `0.13 0.4 0.8 rg 24 300 252 72 re f 0 0 0 rg BT /F1 20 Tf 32 270 Td (${text(title)}) Tj ET ` +
      `BT /F1 11 Tf 32 240 Td (Page ${index + 1} of ${titles.length}) Tj ET`;
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentRef = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentRef} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${titles.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Chooses files through the reply box's "Choose files" button and the browser's file chooser. */
export async function attachFiles(
  page: Page,
  files: string[],
  buttonName: string | RegExp = 'Choose files',
): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await chooser.setFiles(files);
}

/** Waits until a dialog has faded in and every running transition has ended, for a still screenshot. */
export async function settledDialog(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/* CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A small whole PNG (8 × 8 pixels of one colour), as the server's structure check wants it. */
export function minimalPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 8 }, () => [32, 96, 200]).flat()]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Calls the API from the page with its session (bearer token and anti-forgery cookie), as the app does. */
export async function apiFromPage<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, url, body },
  );
}
