import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readTar, tarStream, type TarEntry } from '../lib/tar';
import { createDurablePglite } from './durable-pglite';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

/*
 * Backups of the embedded database (`npm run backup` / `restore`): one .tar.gz holding
 * `workspace-backup.json` (what it is), `pgdata.tar` (PGlite's dump of its data directory) and
 * `files/<key>` for every attachment file beside it (docs/decisions/007). Files are streamed in
 * and out; only the database dump is held in memory, as PGlite makes and loads it. A backup made
 * before files existed (PGlite's dump alone) is still restored.
 */
const MANIFEST = 'workspace-backup.json';
const DATABASE_ENTRY = 'pgdata.tar';
const FILE_ENTRY = /^files\/([0-9a-f]{32})$/;

export type EmbeddedDirs = { pgdata: string; files: string };

async function* entries(dump: Buffer, filesDir: string): AsyncGenerator<TarEntry> {
  const manifest = Buffer.from(JSON.stringify({ format: 1, createdAt: new Date().toISOString() }));
  yield { name: MANIFEST, size: manifest.length, body: manifest };
  yield { name: DATABASE_ENTRY, size: dump.length, body: dump };
  const names = fs.existsSync(filesDir) ? await fsp.readdir(filesDir) : [];
  for (const name of names.sort()) {
    if (!FILE_ENTRY.test(`files/${name}`)) continue; // tmp/ holds only uploads that never finished
    const file = path.join(filesDir, name);
    yield { name: `files/${name}`, size: (await fsp.stat(file)).size, body: fs.createReadStream(file) };
  }
}

/** Writes the backup to `target` (through a temporary name, so a failed run leaves no half file). */
export async function writeBackup(dirs: EmbeddedDirs, target: string): Promise<{ files: number }> {
  if (!fs.existsSync(dirs.pgdata)) throw new Error(`No embedded database in ${dirs.pgdata}`);
  const pglite = await createDurablePglite({ dataDir: dirs.pgdata });
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await pglite.close();
  // A backup holds every record and file: the server's user alone reads it (private-files.ts).
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = `${target}.partial`;
  let files = 0;
  const counted = async function* () {
    for await (const entry of entries(dump, dirs.files)) {
      if (entry.name.startsWith('files/')) files += 1;
      yield entry;
    }
  };
  try {
    await pipeline(
      Readable.from(tarStream(counted())),
      createGzip(),
      fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE }),
    );
    await fsp.rename(partial, target);
  } finally {
    await fsp.rm(partial, { force: true });
  }
  return { files };
}

async function readEntry(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of body) pieces.push(piece);
  return Buffer.concat(pieces);
}

/* Stops reading an archive that turns out not to be one of these backups. */
class NotOurFormat extends Error {}

/* The database dump and the files of a backup, the files written (and flushed) into `filesTarget`. */
async function unpack(source: string, filesTarget: string): Promise<{ dump: Blob; files: number }> {
  await fsp.mkdir(filesTarget, { recursive: true, mode: PRIVATE_DIR_MODE });
  let isOurs = false;
  let dump: Buffer | undefined;
  let files = 0;
  try {
    await readTar(fs.createReadStream(source).pipe(createGunzip()), async (name, _size, body) => {
      if (!isOurs && name !== MANIFEST) throw new NotOurFormat();
      isOurs = true;
      if (name === DATABASE_ENTRY) dump = await readEntry(body);
      const key = FILE_ENTRY.exec(name)?.[1];
      if (key) {
        await pipeline(
          Readable.from(body),
          fs.createWriteStream(path.join(filesTarget, key), { flags: 'wx', flush: true, mode: PRIVATE_FILE_MODE }),
        );
        files += 1;
      }
    });
  } catch (error) {
    if (isOurs) throw error;
  }
  // PGlite's dump alone, as backups were before attachment files: the whole file is the database.
  if (!isOurs) return { dump: new Blob([fs.readFileSync(source)]), files: 0 };
  if (!dump) throw new Error(`${source} holds no database (${DATABASE_ENTRY})`);
  return { dump: new Blob([dump]), files };
}

/**
 * Replaces the embedded database and its files with a backup. Both are unpacked beside the live
 * ones first and checked (the database opened); only then is the old pair moved aside (kept, with
 * one time stamp) and the new pair moved in. Answers where the old pair went, if there was one.
 */
export async function restoreBackup(
  dirs: EmbeddedDirs,
  source: string,
): Promise<{ files: number; aside?: { pgdata: string; files?: string } }> {
  const staging = { pgdata: `${dirs.pgdata}.restoring`, files: `${dirs.files}.restoring` };
  for (const dir of Object.values(staging)) await fsp.rm(dir, { recursive: true, force: true });
  await fsp.mkdir(path.dirname(dirs.pgdata), { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    const { dump, files } = await unpack(source, staging.files);
    const pglite = await createDurablePglite({ dataDir: staging.pgdata, loadDataDir: dump });
    await pglite.query('select 1');
    await pglite.close();

    const stamp = Date.now();
    const aside = { pgdata: `${dirs.pgdata}.before-restore-${stamp}`, files: `${dirs.files}.before-restore-${stamp}` };
    const hadDatabase = fs.existsSync(dirs.pgdata);
    const hadFiles = fs.existsSync(dirs.files);
    if (hadDatabase) await fsp.rename(dirs.pgdata, aside.pgdata);
    if (hadFiles) await fsp.rename(dirs.files, aside.files);
    await fsp.rename(staging.pgdata, dirs.pgdata);
    await fsp.rename(staging.files, dirs.files);
    return {
      files,
      aside: hadDatabase ? { pgdata: aside.pgdata, files: hadFiles ? aside.files : undefined } : undefined,
    };
  } finally {
    for (const dir of Object.values(staging)) await fsp.rm(dir, { recursive: true, force: true });
  }
}
