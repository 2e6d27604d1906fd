import { deflateSync } from 'node:zlib';
import { crc32 } from '../lib/file-type';

/* Tiny but valid PNG, JPEG and PDF files for the demo's attachments and the tests, built in code (no binary in git). */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 32x32 RGB PNG: a blue square with a lighter diagonal band, like a tiny chart thumbnail. */
export function demoPng(): Buffer {
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, deflate, no filter, no interlace
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const band = Math.abs(x - y) < 4;
      raw.set(band ? [116, 192, 252] : [34, 139, 230], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * A baseline 8x8 grey JPEG that decoders show (one block: DC 0, end of block), with `padding`
 * bytes of comment segments before the frame to make it as large as a photo.
 */
export function demoJpeg(padding = 0): Buffer {
  const comments: Buffer[] = [];
  for (let left = padding; left > 0; left -= 65_533)
    comments.push(segment(0xfe, Buffer.alloc(Math.min(left, 65_533), 0x20)));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...comments,
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])), // quantisation table 0: all ones
    segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])), // 8-bit, 8x8, one component
    segment(0xc4, Buffer.concat([Buffer.from([0x00, 1]), Buffer.alloc(15), Buffer.from([0])])), // DC table: one code, size 0
    segment(0xc4, Buffer.concat([Buffer.from([0x10, 1]), Buffer.alloc(15), Buffer.from([0])])), // AC table: one code, end of block
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f]), // DC "0", AC "0" (end of block), padded with ones
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-page PDF with a line of text; the cross-reference table is computed, so readers accept it. */
export function demoPdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
