import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoJpeg, demoPdf, demoPng } from '../seed/demo-files';
import {
  bufferSource,
  checkAttachment,
  checkAttachmentFile,
  crc32,
  detectAttachmentType,
  filenameForType,
} from './file-type';

const check = (data: Buffer) => checkAttachment(bufferSource(data));
const PNG = demoPng();
const JPEG = demoJpeg();
const PDF = demoPdf('Quarterly report');
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/* PNG = signature (8) + IHDR (25) + ... + IEND (12). */
const pngSignature = PNG.subarray(0, 8);
const pngHeader = PNG.subarray(0, 33);
const pngEnd = PNG.subarray(PNG.length - 12);
const pngBody = PNG.subarray(33, PNG.length - 12);

describe('detectAttachmentType', () => {
  it('knows PNG, JPEG and PDF by their first bytes', () => {
    expect(detectAttachmentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectAttachmentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, including truncated signatures and text named like an image', () => {
    expect(detectAttachmentType(Buffer.from('hello, I am a .png'))).toBeUndefined();
    expect(detectAttachmentType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(detectAttachmentType(Buffer.from('%PDF'))).toBeUndefined();
    expect(detectAttachmentType(Buffer.alloc(0))).toBeUndefined();
    expect(detectAttachmentType(Buffer.from('GIF89a'))).toBeUndefined();
  });
});

describe('checkAttachment', () => {
  it('accepts whole PNG, JPEG and PDF files', async () => {
    expect(await check(PNG)).toEqual({ kind: 'valid', type: 'image/png' });
    expect(await check(JPEG)).toEqual({ kind: 'valid', type: 'image/jpeg' });
    expect(await check(demoJpeg(200_000))).toEqual({ kind: 'valid', type: 'image/jpeg' });
    expect(await check(PDF)).toEqual({ kind: 'valid', type: 'application/pdf' });
  });

  it('accepts a PNG with ancillary chunks and its data split over several IDAT chunks', async () => {
    const data = pngBody.subarray(8, pngBody.length - 4);
    const half = Math.floor(data.length / 2);
    const text = pngChunk('tEXt', Buffer.from('Comment\0made by hand', 'latin1'));
    const split = Buffer.concat([
      pngHeader,
      text,
      pngChunk('IDAT', data.subarray(0, half)),
      pngChunk('IDAT', data.subarray(half)),
      pngEnd,
    ]);
    expect(await check(split)).toEqual({ kind: 'valid', type: 'image/png' });
  });

  it('accepts a JPEG with fill bytes before a marker, and PDF 1.0 to 1.7 and 2.0 headers', async () => {
    const filled = Buffer.concat([JPEG.subarray(0, 2), Buffer.from([0xff, 0xff]), JPEG.subarray(2)]);
    expect(await check(filled)).toEqual({ kind: 'valid', type: 'image/jpeg' });
    for (const version of ['1.0', '1.7', '2.0']) {
      expect(await check(Buffer.concat([Buffer.from(`%PDF-${version}`), PDF.subarray(8)]))).toEqual({
        kind: 'valid',
        type: 'application/pdf',
      });
    }
  });

  it('calls a file unknown when no accepted type opens it', async () => {
    expect(await check(HTML)).toEqual({ kind: 'unknown' });
    expect(await check(Buffer.alloc(0))).toEqual({ kind: 'unknown' });
    expect(await check(Buffer.from('GIF89a\x01\x00\x01\x00'))).toEqual({ kind: 'unknown' });
  });

  it('refuses truncated files: a 3-byte "JPEG", a bare PNG signature, and every file cut anywhere', async () => {
    expect(await check(Buffer.from([0xff, 0xd8, 0xff]))).toEqual({ kind: 'damaged', type: 'image/jpeg' });
    expect(await check(pngSignature)).toEqual({ kind: 'damaged', type: 'image/png' });
    expect(await check(pngHeader)).toEqual({ kind: 'damaged', type: 'image/png' });
    expect(await check(Buffer.from('%PDF-1.4\n'))).toEqual({ kind: 'damaged', type: 'application/pdf' });
    for (const file of [PNG, JPEG, PDF]) {
      for (const cut of [8, 20, Math.floor(file.length / 2), file.length - 3]) {
        expect((await check(file.subarray(0, cut))).kind, `${detectAttachmentType(file)} cut at ${cut}`).toBe(
          'damaged',
        );
      }
    }
    // An image's last byte belongs to its end marker (a PDF may lose the line break after %%EOF).
    expect((await check(PNG.subarray(0, PNG.length - 1))).kind).toBe('damaged');
    expect((await check(JPEG.subarray(0, JPEG.length - 1))).kind).toBe('damaged');
  });

  it('refuses fakes: a signature followed by a script, a wrong IHDR checksum, a PNG without image data', async () => {
    expect(await check(Buffer.concat([pngSignature, HTML]))).toMatchObject({ kind: 'damaged' });
    expect(await check(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]))).toMatchObject({
      kind: 'damaged',
    });
    expect(await check(Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML, Buffer.from('\n%%EOF\n')]))).toMatchObject({
      kind: 'damaged',
    });
    expect(await check(Buffer.from('%PDF-1.4\nstartxref\n0\n%%EOF\n'))).toMatchObject({ kind: 'damaged' });
    const badCrc = Buffer.from(PNG);
    badCrc[29] = badCrc[29]! ^ 0xff;
    expect(await check(badCrc)).toMatchObject({ kind: 'damaged' });
    expect(await check(Buffer.concat([pngHeader, pngEnd]))).toMatchObject({ kind: 'damaged' });
    // A JPEG whose scan comes before any frame header.
    const sos = JPEG.indexOf(Buffer.from([0xff, 0xda]));
    const sof = JPEG.indexOf(Buffer.from([0xff, 0xc0]));
    const noFrame = Buffer.concat([JPEG.subarray(0, sof), JPEG.subarray(sos)]);
    expect(await check(noFrame)).toMatchObject({ kind: 'damaged' });
  });

  it('refuses polyglots: another file glued after the end of a PNG, JPEG or PDF', async () => {
    const trailer = Buffer.concat([HTML, Buffer.alloc(2048, 0x20)]);
    expect(await check(Buffer.concat([PNG, HTML]))).toEqual({ kind: 'damaged', type: 'image/png' });
    expect(await check(Buffer.concat([PNG, pngChunk('IDAT', HTML)]))).toEqual({ kind: 'damaged', type: 'image/png' });
    expect(await check(Buffer.concat([JPEG, Buffer.from('PK\x03\x04'), HTML]))).toEqual({
      kind: 'damaged',
      type: 'image/jpeg',
    });
    expect(await check(Buffer.concat([PDF, trailer]))).toEqual({ kind: 'damaged', type: 'application/pdf' });
    // An HTML page that starts with a PDF header is not a PDF either.
    expect(await check(Buffer.concat([Buffer.from('%PDF-1.4\n'), trailer]))).toEqual({
      kind: 'damaged',
      type: 'application/pdf',
    });
  });
});

describe('checkAttachmentFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-type-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, data: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, data);
    return file;
  };

  it('reads the same answers from disk, for files larger than its read window', async () => {
    expect(await checkAttachmentFile(write('big.jpg', demoJpeg(3 * 1024 * 1024)))).toEqual({
      kind: 'valid',
      type: 'image/jpeg',
    });
    const manyChunks = Buffer.concat([
      pngHeader,
      ...Array.from({ length: 20_000 }, () => pngChunk('tEXt', Buffer.from('k\0v'))),
      pngBody,
      pngEnd,
    ]);
    expect(await checkAttachmentFile(write('chunks.png', manyChunks))).toEqual({ kind: 'valid', type: 'image/png' });
    const longPdf = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(200_000, 0x20), PDF.subarray(9)]);
    expect(await checkAttachmentFile(write('report.pdf', longPdf))).toEqual({ kind: 'valid', type: 'application/pdf' });
    expect(await checkAttachmentFile(write('cut.png', manyChunks.subarray(0, manyChunks.length - 1)))).toEqual({
      kind: 'damaged',
      type: 'image/png',
    });
    expect(await checkAttachmentFile(write('empty', Buffer.alloc(0)))).toEqual({ kind: 'unknown' });
  });
});

describe('filenameForType', () => {
  it('keeps a name whose extension fits the content, in any case, and both JPEG spellings', () => {
    expect(filenameForType('Haftalık rapor (son).pdf', 'application/pdf')).toBe('Haftalık rapor (son).pdf');
    expect(filenameForType('SCAN.PNG', 'image/png')).toBe('SCAN.PNG');
    expect(filenameForType('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(filenameForType('photo.JPG', 'image/jpeg')).toBe('photo.JPG');
  });

  it('replaces an extension that does not fit and appends one where there is none', () => {
    expect(filenameForType('poly.html', 'image/png')).toBe('poly.png');
    expect(filenameForType('photo.bin', 'image/jpeg')).toBe('photo.jpg');
    expect(filenameForType('invoice.pdf', 'image/png')).toBe('invoice.png');
    expect(filenameForType('scan', 'image/png')).toBe('scan.png');
    expect(filenameForType('v1.2 notes', 'application/pdf')).toBe('v1.2 notes.pdf');
    expect(filenameForType('.htaccess', 'image/png')).toBe('.htaccess.png');
  });

  it('stays within the length limit, cutting the base name, never the extension', () => {
    const renamed = filenameForType(`${'a'.repeat(250)}.html`, 'application/pdf');
    expect(renamed).toHaveLength(254);
    const long = filenameForType('b'.repeat(255), 'image/png');
    expect(long).toHaveLength(255);
    expect(long.endsWith('b.png')).toBe(true);
  });
});
