import type { PdfDocument } from './pdf';

/*
 * A table written straight onto the page. pdfkit's own `doc.table` measures and lays out every
 * cell through its general text engine and took 26 s for 1,000 rows of 8 columns; this one
 * measures each word once (cached), wraps greedily at spaces, and draws each line with one call:
 * about a quarter of a second for the same rows.
 *
 * Column widths come from the content: a column is never narrower than its longest header word
 * or the longest word of its sample cells (so neither a header nor a date breaks mid-word), and
 * what room is left goes to the columns whose text is longest. The table fills the printable width.
 */
export type PdfTableColumn = { header: string; align?: 'left' | 'right' };

type Options = { fontSize?: number; padding?: number; lineGap?: number };

const BORDER = '#adb5bd';
/** Where a line may break: plain spaces and tabs, not the no-break space that holds "1.250,75 TL" together. */
const BREAKS = /[ \t]+/;
const HEADER_FILL = '#e9ecef';

export class PdfTable {
  private readonly widths: number[];
  private readonly fontSize: number;
  private readonly padding: number;
  private readonly lineHeight: number;
  private readonly left: number;
  private readonly bottom: number;
  private readonly measured = new Map<string, number>();
  private y: number;

  /** Lays out the columns from the header and a sample of rows (as text), then draws the header. */
  constructor(
    private readonly doc: PdfDocument,
    private readonly columns: readonly PdfTableColumn[],
    sample: readonly (readonly string[])[],
    options: Options = {},
  ) {
    this.fontSize = options.fontSize ?? 8;
    this.padding = options.padding ?? 3;
    this.lineHeight = this.fontSize * 1.2 + (options.lineGap ?? 0);
    this.left = doc.page.margins.left;
    this.bottom = doc.page.height - doc.page.margins.bottom;
    this.widths = this.layout(sample);
    this.y = doc.y;
    this.drawHeader();
  }

  private width(text: string, font: 'regular' | 'bold'): number {
    const key = `${font}\u0000${text}`;
    let width = this.measured.get(key);
    if (width === undefined) {
      width = this.doc.font(font).fontSize(this.fontSize).widthOfString(text);
      this.measured.set(key, width);
    }
    return width;
  }

  private layout(sample: readonly (readonly string[])[]): number[] {
    const printable = this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
    const pad = 2 * this.padding + 1;
    const longestWord = (text: string, font: 'regular' | 'bold') => Math.max(0, ...text.split(BREAKS).map((word) => this.width(word, font)));
    const minimum = this.columns.map((column, index) => {
      const cellWords = sample.map((row) => longestWord(row[index] ?? '', 'regular'));
      return Math.max(longestWord(column.header, 'bold'), Math.min(Math.max(0, ...cellWords), printable * 0.3)) + pad;
    });
    const natural = this.columns.map((column, index) => {
      const texts = sample.map((row) => this.width(row[index] ?? '', 'regular'));
      return Math.max(minimum[index]!, Math.min(Math.max(this.width(column.header, 'bold'), ...texts), printable * 0.45) + pad);
    });
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    if (sum(natural) <= printable) return natural.map((width) => (width * printable) / sum(natural));
    if (sum(minimum) <= printable) {
      const spare = printable - sum(minimum);
      const wanted = sum(natural) - sum(minimum);
      return minimum.map((width, index) => width + ((natural[index]! - width) * spare) / wanted);
    }
    return minimum.map((width) => (width * printable) / sum(minimum));
  }

  /** The lines a text takes in a column: broken at spaces; a word wider than the column, by characters. */
  private wrap(text: string, index: number, font: 'regular' | 'bold'): string[] {
    const room = this.widths[index]! - 2 * this.padding - 1;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      let lineWidth = 0;
      const space = this.width(' ', font);
      for (const word of paragraph.split(BREAKS).filter(Boolean)) {
        const wordWidth = this.width(word, font);
        if (line && lineWidth + space + wordWidth <= room) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        if (wordWidth <= room) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        // Only a word that cannot fit on any line is cut.
        let piece = '';
        for (const character of word) {
          if (piece && this.width(piece + character, font) > room) {
            lines.push(piece);
            piece = '';
          }
          piece += character;
        }
        line = piece;
        lineWidth = this.width(piece, font);
      }
      lines.push(line);
    }
    return lines;
  }

  private drawRow(cells: readonly string[], font: 'regular' | 'bold', fill?: string): void {
    const wrapped = cells.map((cell, index) => this.wrap(cell, index, font));
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * this.lineHeight + 2 * this.padding;
    if (this.y + height > this.bottom && font === 'regular') {
      this.doc.addPage();
      this.y = this.doc.page.margins.top;
      this.drawHeader();
    }
    const { doc } = this;
    let x = this.left;
    doc.lineWidth(0.5).strokeColor(BORDER);
    for (const [index, lines] of wrapped.entries()) {
      const width = this.widths[index]!;
      if (fill) doc.rect(x, this.y, width, height).fillAndStroke(fill, BORDER);
      else doc.rect(x, this.y, width, height).stroke();
      doc.fillColor('#000').font(font).fontSize(this.fontSize);
      const alignRight = this.columns[index]!.align === 'right' && font === 'regular';
      for (const [lineIndex, line] of lines.entries()) {
        const lineX = alignRight ? x + width - this.padding - this.width(line, font) : x + this.padding;
        doc.text(line, lineX, this.y + this.padding + lineIndex * this.lineHeight, { lineBreak: false });
      }
      x += width;
    }
    this.y += height;
  }

  private drawHeader(): void {
    this.drawRow(
      this.columns.map((column) => column.header),
      'bold',
      HEADER_FILL,
    );
  }

  /** One row of text cells; a new page (with the header again) when it does not fit. */
  row(cells: readonly string[]): void {
    this.drawRow(cells, 'regular');
  }

  /** Leaves the pen under the table. */
  end(): void {
    this.doc.x = this.left;
    this.doc.y = this.y + this.lineHeight;
  }
}
