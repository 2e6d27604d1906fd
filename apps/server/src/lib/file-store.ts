import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * Files beside the embedded database (docs/decisions/007): `<dir>/<key>`, the key 32 random hex
 * digits kept in the database row, and `<dir>/tmp/` for uploads still being received. A file
 * reaches its final name only complete and flushed (fsync, rename, fsync of the directory), so a
 * crash leaves either nothing or a whole file; one that no row names is removed by `sweep`.
 */
const KEY = /^[0-9a-f]{32}$/;

export type FileStore = { dir: string; tmpDir: string };

export function fileStoreAt(dir: string): FileStore {
  return { dir, tmpDir: path.join(dir, 'tmp') };
}

/** Where the file of `key` lives; refuses anything but a key this store made (no path tricks). */
export function storedPath(store: FileStore, key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a stored file key: ${JSON.stringify(key)}`);
  return path.join(store.dir, key);
}

/** Streams `source` into a new file under `dir`; nothing of it is held in memory. */
export async function writeTempFile(dir: string, source: Readable): Promise<{ path: string; size: number }> {
  // The server's user alone reads them (db/private-files.ts), whatever the umask.
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
  const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, out);
    return { path: target, size: (await fsp.stat(target)).size };
  } catch (error) {
    // A source that fails at once fails while the file is still being opened: wait until the
    // stream has closed it, or the remove finds nothing and the open then leaves the file behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fsp.rm(target, { force: true });
    throw error;
  }
}

async function syncPath(target: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await fsp.open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Moves complete temporary files into the store, durably, and answers their keys in order. If one
 * fails, the ones already moved are removed again and the error is thrown.
 */
export async function keepFiles(store: FileStore, tempPaths: string[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const tempPath of tempPaths) {
      const key = randomBytes(16).toString('hex');
      await syncPath(tempPath, 'r+');
      await fsp.rename(tempPath, storedPath(store, key));
      keys.push(key);
    }
    if (keys.length > 0) await syncPath(store.dir, 'r');
    return keys;
  } catch (error) {
    await removeFiles(store, keys);
    throw error;
  }
}

/** Removes stored files; one already gone is fine. */
export async function removeFiles(store: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => fsp.rm(storedPath(store, key), { force: true })));
}

/**
 * Empties `tmp/` and removes every stored file that `findKnown` does not report as referenced. Only
 * while nothing is uploading: the server runs it once at start, before it listens.
 */
export async function sweepFiles(
  store: FileStore,
  findKnown: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  await fsp.rm(store.tmpDir, { recursive: true, force: true });
  const names = await fsp.readdir(store.dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const keys = names.filter((name) => KEY.test(name));
  let removed = 0;
  for (let start = 0; start < keys.length; start += 500) {
    const batch = keys.slice(start, start + 500);
    const known = await findKnown(batch);
    const orphans = batch.filter((key) => !known.has(key));
    await removeFiles(store, orphans);
    removed += orphans.length;
  }
  return removed;
}
