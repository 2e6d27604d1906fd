import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fileStoreAt,
  keepFiles,
  removeFiles,
  storedPath,
  sweepFiles,
  writeTempFile,
  type FileStore,
} from './file-store';

let root: string;
let store: FileStore;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
  store = fileStoreAt(path.join(root, 'files'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const temp = (text: string) => writeTempFile(store.tmpDir, Readable.from([Buffer.from(text)]));
const listed = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('file store', () => {
  it('streams an upload into tmp/, then keeps it under a random key with the same bytes', async () => {
    const upload = await temp('hello');
    expect(upload.size).toBe(5);
    expect(path.dirname(upload.path)).toBe(store.tmpDir);
    const [key] = await keepFiles(store, [upload.path]);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.readFileSync(storedPath(store, key!), 'utf8')).toBe('hello');
    expect(listed(store.tmpDir)).toEqual([]);
    await removeFiles(store, [key!, key!]);
    expect(listed(store.dir)).toEqual(['tmp']);
  });

  it('removes a half-written temporary file when the upload stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part of it'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(writeTempFile(store.tmpDir, failing)).rejects.toThrow('connection reset');
    expect(listed(store.tmpDir)).toEqual([]);
  });

  it('keeps all files or none: when one cannot be kept, those already kept are removed', async () => {
    const first = await temp('one');
    await expect(keepFiles(store, [first.path, path.join(store.tmpDir, 'missing.part')])).rejects.toThrow();
    expect(listed(store.dir)).toEqual(['tmp']);
  });

  it('refuses a key it did not make, so a row can never name a path outside the store', () => {
    for (const key of ['../pgdata/PG_VERSION', 'tmp', '', 'A'.repeat(32)])
      expect(() => storedPath(store, key)).toThrow('Not a stored file key');
  });

  it('sweeps: empties tmp/, removes files no row names, keeps the named ones and foreign names', async () => {
    const keys = await keepFiles(store, [(await temp('a')).path, (await temp('b')).path]);
    await temp('half-received');
    fs.writeFileSync(path.join(store.dir, 'README'), 'not a key');
    const asked: string[][] = [];
    const removed = await sweepFiles(store, async (batch) => {
      asked.push(batch);
      return new Set([keys[0]!]);
    });
    expect(removed).toBe(1);
    expect(asked.flat().sort()).toEqual([...keys].sort());
    expect(listed(store.dir)).toEqual(['README', keys[0]!].sort());
    expect(await sweepFiles(fileStoreAt(path.join(root, 'nothing-yet')), async () => new Set())).toBe(0);
  });
});
