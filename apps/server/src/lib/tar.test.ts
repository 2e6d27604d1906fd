import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTar, tarStream, type TarEntry } from './tar';

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of source) pieces.push(piece);
  return Buffer.concat(pieces);
}

/* The archive cut into pieces of `size` bytes, as a stream hands them over. */
async function* inPieces(data: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < data.length; start += size) yield data.subarray(start, start + size);
}

async function* slowly(data: Buffer): AsyncGenerator<Buffer> {
  yield data.subarray(0, 100);
  yield data.subarray(100);
}

describe('tar', () => {
  const files = [0, 1, 511, 512, 513, 70_000].map((size, index) => ({
    name: `files/${index}-${size}`,
    data: randomBytes(size),
  }));

  it('reads back every entry, in order, whatever the pieces the archive arrives in', async () => {
    const entries: TarEntry[] = files.map(({ name, data }, index) => ({
      name,
      size: data.length,
      body: index % 2 ? data : slowly(data),
    }));
    const archive = await collect(tarStream(entries));
    expect(archive.length % 512).toBe(0);
    for (const pieceSize of [1, 7, 512, 4096, archive.length]) {
      const read: { name: string; data: Buffer }[] = [];
      await readTar(inPieces(archive, pieceSize), async (name, size, body) => {
        const data = await collect(body);
        expect(data.length).toBe(size);
        read.push({ name, data });
      });
      expect(read.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
      read.forEach((entry, index) => expect(Buffer.compare(entry.data, files[index]!.data), entry.name).toBe(0));
    }
  });

  it('skips what a reader leaves unread and carries on with the next entry', async () => {
    const archive = await collect(tarStream(files.map(({ name, data }) => ({ name, size: data.length, body: data }))));
    const names: string[] = [];
    await readTar(inPieces(archive, 1000), async (name, _size, body) => {
      names.push(name);
      for await (const _piece of body) break;
    });
    expect(names).toEqual(files.map((file) => file.name));
  });

  it('refuses a body of the wrong size, a damaged header and an archive cut short', async () => {
    await expect(collect(tarStream([{ name: 'x', size: 10, body: Buffer.alloc(9) }]))).rejects.toThrow(
      'gave 9 bytes, not 10',
    );
    const archive = await collect(tarStream([{ name: 'a', size: 600, body: Buffer.alloc(600, 1) }]));
    const damaged = Buffer.from(archive);
    damaged[0] = 0x62;
    await expect(readTar(inPieces(damaged, 512), async () => undefined)).rejects.toThrow('checksum');
    await expect(readTar(inPieces(archive.subarray(0, 700), 512), async () => undefined)).rejects.toThrow(
      'ends in the middle',
    );
  });
});
