/*
 * A streaming tar (POSIX ustar) writer and reader for regular files, enough for the embedded
 * database's backups: the database dump and the attachment files, in one archive that is never
 * held whole in memory. Sizes past ustar's 8 GiB use the GNU base-256 form, which tar reads too.
 */
const BLOCK = 512;

export type TarEntry = { name: string; size: number; body: Buffer | AsyncIterable<Buffer> };

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'latin1');
}

function entryHeader(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new Error(`tar: name longer than 100 bytes: ${name}`);
  const header = Buffer.alloc(BLOCK);
  nameBytes.copy(header, 0);
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  if (size < 8 ** 11) {
    writeOctal(header, size, 124, 12);
  } else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 128);
  }
  writeOctal(header, Math.floor(Date.now() / 1000), 136, 12);
  header.write('0', 156, 'latin1');
  header.write('ustar\x0000', 257, 'latin1');
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

/** The archive of `entries`, a piece at a time; a body must yield exactly `size` bytes. */
export async function* tarStream(entries: Iterable<TarEntry> | AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield entryHeader(entry.name, entry.size);
    let written = 0;
    for await (const chunk of Buffer.isBuffer(entry.body) ? [entry.body] : entry.body) {
      written += chunk.length;
      yield chunk;
    }
    if (written !== entry.size) throw new Error(`tar: ${entry.name} gave ${written} bytes, not ${entry.size}`);
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding > 0) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(2 * BLOCK);
}

/* Pulls exact byte counts out of a stream of arbitrary pieces. */
class ByteReader {
  private pending = Buffer.alloc(0);
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `max` bytes (fewer only at the end of the stream; empty when it is over). */
  async next(max: number): Promise<Buffer> {
    while (this.pending.length === 0 && !this.done) {
      const step = await this.source.next();
      if (step.done) this.done = true;
      else this.pending = Buffer.from(step.value);
    }
    const piece = this.pending.subarray(0, max);
    this.pending = this.pending.subarray(piece.length);
    return piece;
  }

  async exactly(count: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    for (let left = count; left > 0;) {
      const piece = await this.next(left);
      if (piece.length === 0) throw new Error('tar: the archive ends in the middle of an entry');
      pieces.push(piece);
      left -= piece.length;
    }
    return Buffer.concat(pieces);
  }

  async *stream(count: number): AsyncGenerator<Buffer> {
    for (let left = count; left > 0;) {
      const piece = await this.next(Math.min(left, 1024 * 1024));
      if (piece.length === 0) throw new Error('tar: the archive ends in the middle of an entry');
      left -= piece.length;
      yield piece;
    }
  }
}

function readSize(header: Buffer): number {
  if (header[124]! & 0x80) return Number(header.readBigUInt64BE(128));
  return Number.parseInt(header.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
}

const text = (header: Buffer, start: number, end: number) => header.toString('utf8', start, end).replace(/\0.*$/s, '');

/**
 * Reads an archive's regular files in order: `onEntry` gets the name, the size and the body, which
 * it may read or leave (the rest is skipped). Other entry types (directories, links) are skipped.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (name: string, size: number, body: AsyncGenerator<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.next(BLOCK);
    if (header.length === 0 || header.every((byte) => byte === 0)) return;
    const block =
      header.length === BLOCK ? header : Buffer.concat([header, await reader.exactly(BLOCK - header.length)]);
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
    if (sum !== Number.parseInt(text(block, 148, 156).trim(), 8))
      throw new Error('tar: a header checksum does not match');
    const size = readSize(block);
    const prefix = block.toString('latin1', 257, 262) === 'ustar' ? text(block, 345, 500) : '';
    const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
    const type = String.fromCharCode(block[156]!);
    let read = 0;
    async function* body(): AsyncGenerator<Buffer> {
      for await (const piece of reader.stream(size)) {
        read += piece.length;
        yield piece;
      }
    }
    if (type === '0' || type === '\0') await onEntry(name, size, body());
    // Whatever the handler left unread, then the padding to the next block.
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    for await (const _piece of reader.stream(size - read + padding)) {
      // skipped
    }
  }
}
