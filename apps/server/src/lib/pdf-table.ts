import type { PdfDocument } from './pdf';

/*
 * A table written straight onto the page. pdfkit's own `doc.table` measures and lays out every
 * cell through its general text engine and took 26 s for 1,000 rows of 8 columns; this one
 * measures each word once (cached), wraps greedily at spaces, and draws each line with one call:
 * about a quarter of a second for the same rows.
 *
 * Column widths come from the content: a column is never narrower than its longest header word
 * or the longest word of its sample cells (so neither a header nor a date breaks mid-word), and
 * what room is left lets as many columns as can hold their longest text on one line; the widest
 * share the rest. The table fills the printable width.
 * When the longest words of all the columns together are wider than the page, the type gets
 * smaller until they fit, rather than words being cut. Only a cell word wider than 30% of the
 * page (a long address) is broken, after a "/", "." or "-" where it can be.
 */
export type PdfTableColumn = { header: string; align?: 'left' | 'right' };

type Options = { fontSize?: number; padding?: number; lineGap?: number };

/* The smallest type a table is set in to keep its words whole. */
const SMALLEST_FONT = 5;
/* How far the type may shrink for its rows to take one line each. */
const NATURAL_SHRINK = 7 / 8;

const BORDER = '#adb5bd';
/** Where a line may break: plain spaces and tabs, not the no-break space that holds "1.250,75 TL" together. */
const BREAKS = /[ \t]+/;
/** And after a hyphen between letters, as in "Charlottenburg-Wilmersdorf" (not in "2026-11-27" or "-12.50"). */
const HYPHEN = /(?<=\p{L}-)(?=\p{L})/u;

/* The pieces of a text a line may end after: its words, a hyphenated word in its halves. */
const piecesOf = (text: string) => text.split(BREAKS).flatMap((word) => word.split(HYPHEN));
const HEADER_FILL = '#e9ecef';

export class PdfTable {
  private readonly widths: number[];
  private fontSize: number;
  private readonly padding: number;
  private lineHeight: number;
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
    this.left = doc.page.margins.left;
    this.bottom = doc.page.height - doc.page.margins.bottom;
    let layout = this.layout(sample);
    if (layout.overflow > 1 || layout.naturalOverflow > 1) {
      // Widths grow with the type's size: shrink it by how much too wide the words are, and by up
      // to an eighth more when that sets most rows on one line (a login history's).
      const toFitWords = layout.overflow > 1 ? (this.fontSize / layout.overflow) * 0.99 : this.fontSize;
      const toFitRows = Math.max(this.fontSize * NATURAL_SHRINK, (this.fontSize / layout.naturalOverflow) * 0.99);
      this.fontSize = Math.max(SMALLEST_FONT, Math.min(toFitWords, toFitRows));
      layout = this.layout(sample);
    }
    this.widths = layout.widths;
    this.lineHeight = this.fontSize * 1.2 + (options.lineGap ?? 0);
    this.y = doc.y;
    // A header alone at a page's foot: the table starts on the next page.
    if (this.y + 3 * this.lineHeight + 4 * this.padding > this.bottom) {
      doc.addPage();
      this.y = doc.page.margins.top;
    }
    this.drawHeader();
  }

  private width(text: string, font: 'regular' | 'bold'): number {
    const key = `${font}\u0000${this.fontSize}\u0000${text}`;
    let width = this.measured.get(key);
    if (width === undefined) {
      width = this.doc.font(font).fontSize(this.fontSize).widthOfString(text);
      this.measured.set(key, width);
    }
    return width;
  }

  /** The columns' widths, and by how much the longest words are wider than the page (1 or less: they fit). */
  private layout(sample: readonly (readonly string[])[]): {
    widths: number[];
    overflow: number;
    naturalOverflow: number;
  } {
    const printable = this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
    const pad = 2 * this.padding + 1;
    const longestWord = (text: string, font: 'regular' | 'bold') =>
      Math.max(0, ...piecesOf(text).map((word) => this.width(word, font)));
    const minimum = this.columns.map((column, index) => {
      const cellWords = sample.map((row) => longestWord(row[index] ?? '', 'regular'));
      return Math.max(longestWord(column.header, 'bold'), Math.min(Math.max(0, ...cellWords), printable * 0.3)) + pad;
    });
    // A column's natural width holds nine cells in ten of the sample on one line: a rare long one wraps.
    const natural = this.columns.map((column, index) => {
      const texts = sample.map((row) => this.width(row[index] ?? '', 'regular')).sort((a, b) => a - b);
      const usual = texts[Math.floor(0.9 * (texts.length - 1))] ?? 0;
      return Math.max(
        minimum[index]!,
        Math.min(Math.max(this.width(column.header, 'bold'), usual), printable * 0.45) + pad,
      );
    });
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    // The padding stays as the type shrinks: only the words' share of the width scales with it.
    const padding = pad * this.columns.length;
    const overflow = (sum(minimum) - padding) / Math.max(1, printable - padding);
    const naturalOverflow = (sum(natural) - padding) / Math.max(1, printable - padding);
    if (sum(natural) <= printable)
      return { widths: natural.map((width) => (width * printable) / sum(natural)), overflow, naturalOverflow };
    if (sum(minimum) <= printable) {
      // Every column grows toward its natural width up to one common cap, the highest that fits:
      // the narrow ones get all they ask (one line a row), the widest share what is left.
      const widthsUnder = (cap: number) =>
        minimum.map((width, index) => Math.max(width, Math.min(natural[index]!, cap)));
      let [low, high] = [0, Math.max(...natural)];
      for (let step = 0; step < 40; step += 1) {
        const cap = (low + high) / 2;
        if (sum(widthsUnder(cap)) > printable) high = cap;
        else low = cap;
      }
      const widths = widthsUnder(low);
      return { widths: widths.map((width) => (width * printable) / sum(widths)), overflow, naturalOverflow };
    }
    return { widths: minimum.map((width) => (width * printable) / sum(minimum)), overflow, naturalOverflow };
  }

  /** The lines a text takes in a column: broken at spaces; a word wider than the column, by characters. */
  private wrap(text: string, index: number, font: 'regular' | 'bold'): string[] {
    const room = this.widths[index]! - 2 * this.padding - 1;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      let lineWidth = 0;
      const space = this.width(' ', font);
      // A hyphenated word's second half follows its first without a space.
      const pieces = paragraph
        .split(BREAKS)
        .filter(Boolean)
        .flatMap((word) => word.split(HYPHEN).map((piece, index) => ({ piece, gap: index === 0 ? ' ' : '' })));
      for (const { piece: word, gap } of pieces) {
        const wordWidth = this.width(word, font);
        const gapWidth = gap ? space : 0;
        if (line && lineWidth + gapWidth + wordWidth <= room) {
          line += `${gap}${word}`;
          lineWidth += gapWidth + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        if (wordWidth <= room) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        // Only a word that cannot fit on any line is cut: after its last "/", "." or "-" that fits, else where the line ends.
        let rest = word;
        while (this.width(rest, font) > room) {
          let fits = 1;
          while (fits < rest.length && this.width(rest.slice(0, fits + 1), font) <= room) fits += 1;
          const mark = Math.max(...['/', '.', '-', '@', '_'].map((character) => rest.lastIndexOf(character, fits - 1)));
          const cut = mark > 0 ? mark + 1 : fits;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
        lineWidth = this.width(rest, font);
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
      const alignRight = this.columns[index]!.align === 'right';
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
