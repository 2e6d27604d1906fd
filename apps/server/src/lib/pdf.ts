import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';

/*
 * The one place a PDF is set up: A4, the DejaVu fonts (they carry every Turkish letter) under
 * the names 'regular' and 'bold', a title and a grey subtitle. Lists, reports and the wallet
 * build on it, and set their tables with `PdfTable` (pdf-table.ts), so every document looks the same.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type PdfDocument = PDFKit.PDFDocument;
export type PdfSetup = {
  title: string;
  subtitle: string;
  layout?: 'portrait' | 'landscape';
  margin?: number;
  titleSize?: number;
};

/** A new document with its fonts registered and its title and subtitle printed; the pen is black 'regular'. */
export function createPdf(setup: PdfSetup): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: setup.layout ?? 'portrait',
    margin: setup.margin ?? 40,
    info: { Title: setup.title },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc
    .font('bold')
    .fontSize(setup.titleSize ?? 18)
    .text(setup.title);
  doc.font('regular').fontSize(9).fillColor('#555').text(setup.subtitle);
  doc.fillColor('#000');
  return doc;
}

/**
 * The document as a stream that starts at once: `write` fills it (rows may come from SQL a chunk
 * at a time); when it is done the document ends, when it fails the stream fails.
 */
export function streamPdf(doc: PdfDocument, write: () => Promise<void>): Readable {
  void (async () => {
    try {
      await write();
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
    }
  })();
  return doc as unknown as Readable;
}
