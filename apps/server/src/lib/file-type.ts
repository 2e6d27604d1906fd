import fs from 'node:fs/promises';
import type { AttachmentType } from '@workspace/shared/common/limits';

/*
 * What a file really is: its first bytes name the type, then the type's own
 * structure must hold from the first byte to the last. The name and the type the browser claims
 * are never trusted, and a signature alone is not enough: a PNG signature followed by a script,
 * or a JPEG with an archive glued to its end, is refused.
 */
const SIGNATURES: readonly { type: AttachmentType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The attachment type whose signature opens `data`, or undefined when it is none of them. */
export function detectAttachmentType(data: Uint8Array): AttachmentType | undefined {
  return SIGNATURES.find(
    ({ bytes }) => data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte),
  )?.type;
}

/** Random access to a file's bytes; `read` may return fewer bytes than asked for at the end. */
export type ByteSource = { size: number; read: (offset: number, length: number) => Promise<Buffer> };

export type AttachmentCheck =
  | { kind: 'valid'; type: AttachmentType }
  /** None of the accepted types. */
  | { kind: 'unknown' }
  /** Opens like `type` but its structure does not hold: truncated, fake, or something appended. */
  | { kind: 'damaged'; type: AttachmentType };

/** Checks a file of any size while reading only its headers and end, never the whole of it. */
export async function checkAttachment(source: ByteSource): Promise<AttachmentCheck> {
  const type = detectAttachmentType(await source.read(0, 16));
  if (!type) return { kind: 'unknown' };
  const isValid =
    type === 'image/png' ? await isPng(source) : type === 'image/jpeg' ? await isJpeg(source) : await isPdf(source);
  return isValid ? { kind: 'valid', type } : { kind: 'damaged', type };
}

/** `checkAttachment` on a file on disk, read through one 64 KiB window. */
export async function checkAttachmentFile(path: string): Promise<AttachmentCheck> {
  const handle = await fs.open(path, 'r');
  try {
    const { size } = await handle.stat();
    let windowStart = 0;
    let window = Buffer.alloc(0);
    return await checkAttachment({
      size,
      read: async (offset, length) => {
        if (offset < windowStart || offset + length > windowStart + window.length) {
          const buffer = Buffer.alloc(Math.max(0, Math.min(Math.max(length, 64 * 1024), size - offset)));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
          window = buffer.subarray(0, bytesRead);
          windowStart = offset;
        }
        return window.subarray(offset - windowStart, offset - windowStart + length);
      },
    });
  } finally {
    await handle.close();
  }
}

/** A buffer as a `ByteSource` (tests, small files already in memory). */
export function bufferSource(data: Buffer): ByteSource {
  return { size: data.length, read: async (offset, length) => data.subarray(offset, offset + length) };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/* Bit depths each PNG colour type allows (PNG specification, IHDR). */
const PNG_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_MAX_LENGTH = 2 ** 31 - 1;

/* Signature, IHDR first with a valid CRC and header, then chunk after chunk to IEND, the last byte. */
async function isPng(source: ByteSource): Promise<boolean> {
  const ihdr = await source.read(8, 25);
  if (ihdr.length < 25 || ihdr.readUInt32BE(0) !== 13 || ihdr.toString('latin1', 4, 8) !== 'IHDR') return false;
  if (crc32(ihdr.subarray(4, 21)) !== ihdr.readUInt32BE(21)) return false;
  const [width, height] = [ihdr.readUInt32BE(8), ihdr.readUInt32BE(12)];
  const [depth, colour, compression, filter, interlace] = ihdr.subarray(16, 21);
  if (width === 0 || height === 0 || width > PNG_MAX_LENGTH || height > PNG_MAX_LENGTH) return false;
  if (!PNG_DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) return false;

  let hasData = false;
  for (let offset = 33; offset + 12 <= source.size;) {
    const head = await source.read(offset, 8);
    const length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    const end = offset + 12 + length;
    if (length > PNG_MAX_LENGTH || !/^[A-Za-z]{4}$/.test(type) || end > source.size || type === 'IHDR') return false;
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') {
      // IEND is empty, so its CRC is that of the four letters alone.
      return (
        length === 0 &&
        end === source.size &&
        hasData &&
        (await source.read(offset + 8, 4)).readUInt32BE(0) === 0xae426082
      );
    }
    offset = end;
  }
  return false;
}

/* Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/* Markers without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/* SOI, marker segments (a frame header among them) up to the first SOS, and EOI as the last two bytes. */
async function isJpeg(source: ByteSource): Promise<boolean> {
  let hasFrame = false;
  for (let offset = 2; offset + 4 <= source.size;) {
    const head = await source.read(offset, 4);
    if (head[0] !== 0xff) return false;
    const marker = head[1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (marker === 0x00 || marker === 0xd8 || marker === 0xd9) return false; // no image before its end
    const length = head.readUInt16BE(2);
    const end = offset + 2 + length;
    if (length < 2 || end > source.size) return false;
    if (isFrameMarker(marker)) {
      // Precision, height, width (never 0), and the number of components with three bytes each.
      const frame = await source.read(offset + 4, 6);
      if (frame.length < 6 || frame.readUInt16BE(3) === 0) return false;
      const components = frame[5]!;
      if (components < 1 || components > 4 || length !== 8 + 3 * components) return false;
      hasFrame = true;
    }
    if (marker === 0xda) {
      const components = (await source.read(offset + 4, 1))[0] ?? 0;
      if (!hasFrame || components < 1 || components > 4 || length !== 6 + 2 * components || end + 2 > source.size)
        return false;
      const tail = await source.read(source.size - 2, 2);
      return tail[0] === 0xff && tail[1] === 0xd9;
    }
    offset = end;
  }
  return false;
}

/* `%PDF-1.x` (or 2.0) first, then `startxref`, an offset inside the file and `%%EOF` in the last 1 KiB. */
async function isPdf(source: ByteSource): Promise<boolean> {
  const header = (await source.read(0, 8)).toString('latin1');
  if (!/^%PDF-(1\.[0-7]|2\.0)$/.test(header)) return false;
  const tailStart = Math.max(0, source.size - 1024);
  const tail = (await source.read(tailStart, source.size - tailStart)).toString('latin1');
  const end = tail.lastIndexOf('%%EOF');
  if (end < 0) return false;
  const xref = /startxref\s+(\d{1,15})\s*$/.exec(tail.slice(0, end));
  return xref !== null && Number(xref[1]) >= 8 && Number(xref[1]) < tailStart + xref.index;
}

/* The extension each type is saved under; JPEG keeps either of its two usual spellings. */
const EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
};

/**
 * The name with the extension of the type found in the content: `poly.html` holding a PNG becomes
 * `poly.png`, `scan` becomes `scan.png`; a name that already fits is kept as it is.
 */
export function filenameForType(filename: string, type: AttachmentType, maxLength = 255): string {
  const allowed = EXTENSIONS[type];
  const dot = filename.lastIndexOf('.');
  const extension = dot > 0 ? filename.slice(dot) : '';
  if (allowed.includes(extension.toLowerCase())) return filename;
  // Only a short run of letters and digits counts as an extension to replace ("v1.2 notes" has none).
  const base = /^\.[A-Za-z0-9]{1,10}$/.test(extension) ? filename.slice(0, dot) : filename;
  const wanted = allowed[0]!;
  return base.slice(0, maxLength - wanted.length) + wanted;
}
