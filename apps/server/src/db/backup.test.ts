import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup, type EmbeddedDirs } from './backup';
import { createDurablePglite } from './durable-pglite';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const dirs: EmbeddedDirs = { pgdata: path.join(root, 'data/pgdata'), files: path.join(root, 'data/files') };
fs.mkdirSync(path.join(root, 'data'));
const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);

async function sql(statement: string): Promise<unknown[]> {
  const pglite = await createDurablePglite({ dataDir: dirs.pgdata });
  try {
    return (await pglite.query(statement)).rows;
  } finally {
    await pglite.close();
  }
}

const listed = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('backup and restore of the embedded database', () => {
  it('keeps the database and every attachment file, and brings both back together', async () => {
    await sql('create table notes (body text)');
    await sql(`insert into notes values ('before backup')`);
    fs.mkdirSync(path.join(dirs.files, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(dirs.files, KEY_A), 'first file');
    fs.writeFileSync(path.join(dirs.files, KEY_B), Buffer.alloc(300_000, 7));
    fs.writeFileSync(path.join(dirs.files, 'tmp', 'half.part'), 'an upload that never finished');

    const archive = path.join(root, 'backups/one.tar.gz');
    expect(await writeBackup(dirs, archive)).toEqual({ files: 2 });
    // A standard archive: GNU tar lists it.
    const names = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(['workspace-backup.json', 'pgdata.tar', `files/${KEY_A}`, `files/${KEY_B}`]);

    await sql(`insert into notes values ('after backup')`);
    fs.rmSync(path.join(dirs.files, KEY_A));
    fs.writeFileSync(path.join(dirs.files, 'c'.repeat(32)), 'added later');

    const restored = await restoreBackup(dirs, archive);
    expect(restored.files).toBe(2);
    expect(await sql('select body from notes')).toEqual([{ body: 'before backup' }]);
    expect(listed(dirs.files)).toEqual([KEY_A, KEY_B]);
    expect(fs.readFileSync(path.join(dirs.files, KEY_A), 'utf8')).toBe('first file');
    expect(fs.readFileSync(path.join(dirs.files, KEY_B))).toEqual(Buffer.alloc(300_000, 7));
    // The replaced pair is kept aside, not deleted.
    expect(listed(restored.aside!.files!)).toEqual(['c'.repeat(32), KEY_B, 'tmp'].sort());
    expect(fs.existsSync(path.join(restored.aside!.pgdata, 'PG_VERSION'))).toBe(true);
    expect(listed(path.dirname(dirs.pgdata)).filter((name) => name.endsWith('.restoring'))).toEqual([]);
  }, 60_000);

  it('still restores a backup made before attachment files (the database dump alone)', async () => {
    const pglite = await createDurablePglite({ dataDir: dirs.pgdata });
    await pglite.query(`insert into notes values ('old style')`);
    const legacy = path.join(root, 'backups/legacy.tar.gz');
    fs.writeFileSync(legacy, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    await pglite.close();
    fs.writeFileSync(path.join(dirs.files, 'd'.repeat(32)), 'not in that backup');

    const restored = await restoreBackup(dirs, legacy);
    expect(restored.files).toBe(0);
    expect(await sql('select body from notes order by body')).toEqual([
      { body: 'before backup' },
      { body: 'old style' },
    ]);
    expect(listed(dirs.files)).toEqual([]);
  }, 60_000);
});
