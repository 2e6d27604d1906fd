import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDurablePglite, fsyncCount } from './durable-pglite';

const here = path.dirname(fileURLToPath(import.meta.url));

describe.skipIf(process.env.DATABASE_URL)('the embedded database on disk', () => {
  let dir: string;
  let pglite: PGlite | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-durable-'));
  });
  afterAll(async () => {
    await pglite?.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('syncs the WAL to disk at every commit, and not for reads', async () => {
    pglite = await createDurablePglite({ dataDir: path.join(dir, 'sync') });
    expect((await pglite.query<{ fsync: string }>('show fsync')).rows[0]!.fsync).toBe('on');
    expect((await pglite.query<{ wal_sync_method: string }>('show wal_sync_method')).rows[0]!.wal_sync_method).toBe(
      'fsync',
    );
    await pglite.exec('create table durable (id serial primary key, v text)');

    const beforeWrites = fsyncCount();
    for (let i = 0; i < 20; i += 1) await pglite.query('insert into durable (v) values ($1)', [`row ${i}`]);
    for (let i = 0; i < 5; i += 1) {
      await pglite.transaction(async (tx) => {
        await tx.query('insert into durable (v) values ($1)', ['in a transaction']);
        await tx.query('update durable set v = v where id = 1');
      });
    }
    // One flush per commit at least: 20 single statements and 5 transactions.
    expect(fsyncCount() - beforeWrites).toBeGreaterThanOrEqual(25);

    const beforeReads = fsyncCount();
    for (let i = 0; i < 20; i += 1) await pglite.query('select count(*) from durable');
    expect(fsyncCount()).toBe(beforeReads);
    await pglite.close();
    pglite = undefined;
  });

  it('an in-memory database (the tests) is left as PGlite makes it', async () => {
    const memory = await createDurablePglite();
    expect((await memory.query<{ fsync: string }>('show fsync')).rows[0]!.fsync).toBe('off');
    await memory.close();
  });

  it('loses no acknowledged row when the writing process is killed with SIGKILL, twice over', async () => {
    const dataDir = path.join(dir, 'kill');
    let acknowledged = 0;
    for (let round = 0; round < 2; round += 1) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(here, '../../test/fixtures/kill-writer.ts'), dataDir],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const target = acknowledged + 100;
      await new Promise<void>((resolve, reject) => {
        let buffered = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const lines = buffered.split('\n');
          buffered = lines.pop()!;
          for (const line of lines) {
            const id = Number(line);
            if (Number.isInteger(id) && id > acknowledged) acknowledged = id;
          }
          if (acknowledged >= target) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.once('exit', (code, signal) => {
          if (signal !== 'SIGKILL') reject(new Error(`writer exited early (${code}): ${stderr}`));
        });
      });
      await new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
      );
    }
    const reopened = await createDurablePglite({ dataDir });
    const { rows } = await reopened.query<{ n: number; top: number }>(
      'select count(*)::int as n, max(id) as top from kill_test',
    );
    await reopened.close();
    // Every id the writer printed was acknowledged before it was printed; ids are written in order.
    expect(rows[0]!.top).toBeGreaterThanOrEqual(acknowledged);
    expect(rows[0]!.n).toBe(rows[0]!.top);
  }, 120_000);
});
