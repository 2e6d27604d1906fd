import { createRequire } from 'node:module';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@workspace/shared/common/list.schemas';

/*
 * Streams a whole list as CSV, XLSX or PDF (ARCHITECTURE section 3, "Exports"). Rows come from an
 * async iterator that pages through SQL, so memory stays flat and the first bytes leave early.
 * Every list endpoint's `/export` calls this with its own columns.
 */
export type ExportCell = string | number | null;
export type ExportColumn<T> = { header: string; value: (row: T) => ExportCell; width?: number };
export type ExportRequest<T> = {
  format: ExportFormat;
  filename: string;
  title: string;
  columns: readonly ExportColumn<T>[];
  rows: AsyncIterable<T>;
};

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

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
  Readable.from(cellsOf(request)).on('error', (error) => csv.destroy(error)).pipe(csv);
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
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: request.title } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('bold').fontSize(16).text(request.title);
  doc.font('regular').fontSize(9).fillColor('#555').text(new Date().toISOString().slice(0, 16).replace('T', ' '));
  doc.moveDown(0.8).fillColor('#000').fontSize(8);
  // Column widths follow the spreadsheet widths, scaled to the printable width.
  const weights = request.columns.map((column) => column.width ?? 20);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const printable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const table = doc.table({
    columnStyles: (index: number) => ({ width: ((weights[index] ?? 20) / total) * printable }),
    rowStyles: (index: number) => (index === 0 ? { font: { src: 'bold' }, backgroundColor: '#e9ecef' } : {}),
    defaultStyle: { padding: 3, border: 0.5, borderColor: '#adb5bd' },
  });
  void (async () => {
    try {
      table.row(request.columns.map((column) => column.header));
      for await (const cells of cellsOf(request)) table.row(cells.map((cell) => (cell === null ? '' : String(cell))));
      table.end();
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc as unknown as Readable;
}

export function sendExport<T>(reply: FastifyReply, request: ExportRequest<T>): FastifyReply {
  const stream =
    request.format === 'csv' ? csvStream(request) : request.format === 'xlsx' ? xlsxStream(request) : pdfStream(request);
  const filename = `${request.filename}.${request.format}`;
  return reply
    .header('content-type', CONTENT_TYPES[request.format])
    .header('content-disposition', `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('cache-control', 'no-store')
    .send(stream);
}
