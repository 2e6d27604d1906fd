import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Language } from '@workspace/shared/common/limits';
import type { ExportFormat } from '@workspace/shared/common/list.schemas';
import { attachmentDisposition } from './content-disposition';
import { createPdf, headerRowStyle, streamPdf, TABLE_CELL } from './pdf';
import { audit, type Acting } from './transaction';

/*
 * Streams a whole list as CSV, XLSX or PDF. Rows come from an async iterator that pages through
 * SQL, so memory stays flat and the first bytes leave early. Every list endpoint's `/export`
 * builds its request with `auditedExport` and sends it with `sendExport`.
 */
export type ExportCell = string | number | null;
export type ExportColumn<T> = { header: string; value: (row: T) => ExportCell; width?: number };
/** A column as an export module writes it: headed in both languages, next to its value. */
export type BilingualColumn<T> = Omit<ExportColumn<T>, 'header'> & { header: Record<Language, string> };

/** The columns headed in the caller's language. */
export function headedIn<T>(language: Language, columns: readonly BilingualColumn<T>[]): ExportColumn<T>[] {
  return columns.map((column) => ({ ...column, header: column.header[language] }));
}

/** A moment as "YYYY-MM-DD HH:MM" (UTC); null stays null. */
export const dateTimeCell = (value: Date | null) => (value ? value.toISOString().slice(0, 16).replace('T', ' ') : null);
export type ExportRequest<T> = {
  format: ExportFormat;
  filename: string;
  title: string;
  columns: readonly ExportColumn<T>[];
  rows: AsyncIterable<T>;
  /** A PDF laid out as a report rather than as the table of `columns` (the wallet's month). */
  pdf?: () => Readable;
};

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

async function* cellsOf<T>(request: ExportRequest<T>) {
  for await (const row of request.rows) yield request.columns.map((column) => column.value(row));
}

function csvStream<T>(request: ExportRequest<T>): Readable {
  const csv = stringify({ bom: true, header: true, columns: request.columns.map((column) => column.header) });
  Readable.from(cellsOf(request))
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}

function xlsxStream<T>(request: ExportRequest<T>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(request.title.slice(0, 31));
  sheet.columns = request.columns.map((column) => ({ header: column.header, width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const cells of cellsOf(request)) sheet.addRow(cells).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

function pdfStream<T>(request: ExportRequest<T>): Readable {
  if (request.pdf) return request.pdf();
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const doc = createPdf({ title: request.title, subtitle: stamp, layout: 'landscape', margin: 36, titleSize: 16 });
  doc.moveDown(0.8).fontSize(8);
  // Column widths follow the spreadsheet widths, scaled to the printable width.
  const weights = request.columns.map((column) => column.width ?? 20);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const printable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const table = doc.table({
    columnStyles: (index: number) => ({ width: ((weights[index] ?? 20) / total) * printable }),
    rowStyles: headerRowStyle,
    defaultStyle: { padding: 3, ...TABLE_CELL },
  });
  return streamPdf(doc, async () => {
    table.row(request.columns.map((column) => column.header));
    for await (const cells of cellsOf(request)) table.row(cells.map((cell) => (cell === null ? '' : String(cell))));
    table.end();
  });
}

/** What an export's audit row says: the action, the kind of record and the filters it ran with. */
export type ExportAudit = { action: string; entityType: string; filters: Record<string, unknown> };

/**
 * Records the export in the audit trail (its filters and format) and hands the request back to
 * send. Its rows are read lazily, so the trace is written before the first row is read.
 */
export async function auditedExport<T>(acting: Acting, record: ExportAudit, request: ExportRequest<T>): Promise<ExportRequest<T>> {
  await audit(acting, { action: record.action, entityType: record.entityType, changes: { filters: { after: { ...record.filters, format: request.format } } } });
  return request;
}

export function sendExport<T>(reply: FastifyReply, request: ExportRequest<T>): FastifyReply {
  const stream = request.format === 'csv' ? csvStream(request) : request.format === 'xlsx' ? xlsxStream(request) : pdfStream(request);
  return reply
    .header('content-type', CONTENT_TYPES[request.format])
    .header('content-disposition', attachmentDisposition(`${request.filename}.${request.format}`))
    .header('cache-control', 'no-store')
    .send(stream);
}
