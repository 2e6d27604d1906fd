import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Language } from '@workspace/shared/common/limits';
import type { ExportFormat } from '@workspace/shared/common/list-shape';
import { attachmentDisposition } from './content-disposition';
import { createPdf, streamPdf } from './pdf';
import { PdfTable } from './pdf-table';
import {
  csvCell,
  csvDelimiter,
  dateTimeCell,
  dayAsUtc,
  isNumeric,
  readableCell,
  wallClockAsUtc,
  type ExportCell,
  type ReaderFormat,
} from './export-cells';
import { audit, type Acting } from './transaction';

/*
 * Streams a whole list as CSV, XLSX or PDF. Rows come from an async iterator that pages through
 * SQL, so memory stays flat and the first bytes leave early. Every list endpoint's `/export`
 * builds its request with `auditedExport` and sends it with `sendExport`.
 */
export type { ExportCell } from './export-cells';
export { browserCell, dateCell, dateTimeCell, decimalCell, moneyCell } from './export-cells';
/**
 * `moments`: the column holds moments (`dateTimeCell`), written at the company's wall clock; a
 * spreadsheet has no time zones, so its header names the zone ("Time (Europe/Istanbul)").
 */
export type ExportColumn<T> = { header: string; value: (row: T) => ExportCell; width?: number; moments?: true };
/** A column as an export module writes it: headed in both languages, next to its value. */
export type BilingualColumn<T> = Omit<ExportColumn<T>, 'header'> & { header: Record<Language, string> };

/** A column's header in a spreadsheet: with the zone of its moments, where it holds them. */
const sheetHeader = (column: Pick<ExportColumn<never>, 'header' | 'moments'>, reader: ReaderFormat) =>
  column.moments ? `${column.header} (${reader.timeZone})` : column.header;

/** The columns headed in the caller's language. */
export function headedIn<T>(language: Language, columns: readonly BilingualColumn<T>[]): ExportColumn<T>[] {
  return columns.map((column) => ({ ...column, header: column.header[language] }));
}

export type ExportRequest<T> = {
  format: ExportFormat;
  filename: string;
  title: string;
  columns: readonly ExportColumn<T>[];
  rows: AsyncIterable<T>;
  /** The reader's language and the company's time zone: separators, dates and moments follow them. */
  reader: ReaderFormat;
  /** A PDF laid out as a report rather than as the table of `columns` (the wallet's month). */
  pdf?: () => Readable;
};

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Rows a layout looks at before the first byte: enough to size columns, little enough to start at once. */
const SAMPLE_ROWS = 200;

async function* cellsOf<T>(request: ExportRequest<T>): AsyncGenerator<ExportCell[]> {
  for await (const row of request.rows) yield request.columns.map((column) => column.value(row));
}

/** The first `count` items, and an iterable of all of them (those first ones again, then the rest, read lazily). */
async function withSample<T>(source: AsyncIterable<T>, count: number): Promise<{ sample: T[]; all: AsyncIterable<T> }> {
  const iterator = source[Symbol.asyncIterator]();
  const sample: T[] = [];
  let finished = false;
  while (sample.length < count) {
    const next = await iterator.next();
    if (next.done) {
      finished = true;
      break;
    }
    sample.push(next.value);
  }
  async function* all() {
    yield* sample;
    if (finished) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { sample, all: all() };
}

function csvStream<T>(request: ExportRequest<T>): Readable {
  const { reader } = request;
  // The BOM tells Excel the file is UTF-8; the separator is the one it expects in the reader's language.
  const csv = stringify({
    bom: true,
    header: true,
    delimiter: csvDelimiter(reader.language),
    columns: request.columns.map((column) => sheetHeader(column, reader)),
  });
  Readable.from(
    (async function* () {
      for await (const cells of cellsOf(request)) yield cells.map((cell) => csvCell(cell, reader));
    })(),
  )
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}

const XLSX_FORMATS = { day: 'yyyy-mm-dd', moment: 'yyyy-mm-dd hh:mm', decimal: '#,##0.00' } as const;

/** A cell as a spreadsheet value: numbers and dates typed, amounts as numbers in their currency's format. */
function xlsxValue(cell: ExportCell, reader: ReaderFormat): { value: ExcelJS.CellValue; numFmt?: string } {
  if (cell === null || typeof cell === 'string' || typeof cell === 'number') return { value: cell };
  switch (cell.kind) {
    case 'money':
      return { value: Number(cell.amount), numFmt: `#,##0.00" ${cell.currency}"` };
    case 'decimal':
      return { value: Number(cell.value), numFmt: XLSX_FORMATS.decimal };
    case 'date':
      return { value: dayAsUtc(cell.value), numFmt: XLSX_FORMATS.day };
    case 'dateTime':
      return { value: wallClockAsUtc(cell.value, reader.timeZone), numFmt: XLSX_FORMATS.moment };
    case 'browser':
      return { value: cell.userAgent };
  }
}

function xlsxStream<T>(request: ExportRequest<T>): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      const { sample, all } = await withSample(cellsOf(request), SAMPLE_ROWS);
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      // The header row stays in view while scrolling, and carries the filter buttons.
      const sheet = workbook.addWorksheet(request.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = request.columns.map((column, index) => {
        const header = sheetHeader(column, request.reader);
        const longest = Math.max(
          header.length,
          ...sample.map((cells) => readableCell(cells[index] ?? null, request.reader).length),
        );
        return { header, width: Math.min(60, Math.max(8, longest + 2)) };
      });
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: request.columns.length } };
      sheet.getRow(1).font = { bold: true };
      for await (const cells of all) {
        const typed = cells.map((cell) => xlsxValue(cell, request.reader));
        const row = sheet.addRow(typed.map((entry) => entry.value));
        typed.forEach((entry, index) => {
          if (entry.numFmt) row.getCell(index + 1).numFmt = entry.numFmt;
        });
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

const PDF_LABELS = {
  en: { created: 'Created', timeZone: 'Time zone' },
  tr: { created: 'Oluşturulma', timeZone: 'Saat dilimi' },
} as const;

/** A PDF's line under its title: when it was made, and the zone its times of day are in. */
export function pdfSubtitle(reader: ReaderFormat, now: Date = new Date()): string {
  const labels = PDF_LABELS[reader.language];
  return `${labels.created}: ${readableCell(dateTimeCell(now), reader)} · ${labels.timeZone}: ${reader.timeZone}`;
}

function pdfStream<T>(request: ExportRequest<T>): Readable {
  if (request.pdf) return request.pdf();
  const { reader } = request;
  const doc = createPdf({
    title: request.title,
    subtitle: pdfSubtitle(reader),
    layout: 'landscape',
    margin: 36,
    titleSize: 16,
  });
  doc.moveDown(0.8);
  return streamPdf(doc, async () => {
    const { sample, all } = await withSample(cellsOf(request), SAMPLE_ROWS);
    const columns = request.columns.map((column, index) => ({
      header: column.header,
      align: sample.some((cells) => isNumeric(cells[index] ?? null)) ? ('right' as const) : ('left' as const),
    }));
    const table = new PdfTable(
      doc,
      columns,
      sample.map((cells) => cells.map((cell) => readableCell(cell, reader))),
    );
    for await (const cells of all) table.row(cells.map((cell) => readableCell(cell, reader)));
    table.end();
  });
}

/** What an export's audit row says: the action, the kind of record and the filters it ran with. */
export type ExportAudit = { action: string; entityType: string; filters: Record<string, unknown> };

/**
 * Records the export in the audit trail (its filters and format) and hands the request back to
 * send. Its rows are read lazily, so the trace is written before the first row is read.
 */
export async function auditedExport<T>(
  acting: Acting & ReaderFormat,
  record: ExportAudit,
  request: Omit<ExportRequest<T>, 'reader'>,
): Promise<ExportRequest<T>> {
  await audit(acting, {
    action: record.action,
    entityType: record.entityType,
    changes: { filters: { after: { ...record.filters, format: request.format } } },
  });
  return { ...request, reader: { language: acting.language, timeZone: acting.timeZone } };
}

export function sendExport<T>(reply: FastifyReply, request: ExportRequest<T>): FastifyReply {
  const stream =
    request.format === 'csv'
      ? csvStream(request)
      : request.format === 'xlsx'
        ? xlsxStream(request)
        : pdfStream(request);
  return reply
    .header('content-type', CONTENT_TYPES[request.format])
    .header('content-disposition', attachmentDisposition(`${request.filename}.${request.format}`))
    .header('cache-control', 'no-store')
    .send(stream);
}
