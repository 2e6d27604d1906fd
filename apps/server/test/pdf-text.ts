import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, for asserting what an export really says. */
export async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/** A piece of text as drawn: its page, where its baseline starts, how wide it is. */
export type PdfItem = { page: number; text: string; x: number; y: number; width: number; height: number };

/** Every non-blank piece of text of a PDF in drawing order, and each page's width and height. */
export async function pdfItems(
  data: Buffer,
): Promise<{ items: PdfItem[]; pages: { width: number; height: number }[] }> {
  const document = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const items: PdfItem[] = [];
  const pages: { width: number; height: number }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [left, bottom, right, top] = page.view as [number, number, number, number];
    pages.push({ width: right - left, height: top - bottom });
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({
        page: number,
        text: item.str,
        x: item.transform[4],
        y: item.transform[5],
        width: item.width,
        height: item.height,
      });
    }
  }
  await document.destroy();
  return { items, pages };
}
