import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { generateAppKey, Keyring } from './secret-box';

/*
 * Where the sealing key comes from (docs/decisions/012-secret-keys.md):
 * - `APP_KEY` set: that key seals; `APP_KEY_PREVIOUS` (comma-separated) names keys that only open.
 * - PostgreSQL without `APP_KEY`: the server refuses to start. Several instances share the data,
 *   so a key one of them invented would be unknown to the others.
 * - The embedded database without `APP_KEY`: the key lives in `<DATA_DIR>/app.key` (mode 0600),
 *   made on the first start. Files left by a rotation (`app.key.next`, `app.key.retired-*`) open
 *   only, so a rotation stopped half-way, or a restored older backup, still reads.
 */

export const KEY_FILE = 'app.key';
export const NEXT_KEY_FILE = 'app.key.next';
const RETIRED_PREFIX = 'app.key.retired-';

export class MissingAppKeyError extends Error {}

export type KeySource = { kind: 'environment' } | { kind: 'file'; path: string; created: boolean };

const readKey = (file: string) => fs.readFileSync(file, 'utf8').trim();

/** Writes a new key file that nobody else may read; refuses to replace an existing one. */
export function writeKeyFile(file: string, key: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
}

/** The keys in the data directory that open but do not seal: a pending rotation's, and retired ones. */
function openOnlyKeyFiles(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs
    .readdirSync(dataDir)
    .filter((name) => name === NEXT_KEY_FILE || name.startsWith(RETIRED_PREFIX))
    .sort()
    .map((name) => readKey(path.join(dataDir, name)));
}

const previousFromEnvironment = (config: Config) =>
  (config.APP_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

/** The keyring of a running server or command, and where its sealing key came from. */
export function loadKeyring(config: Config): { keyring: Keyring; source: KeySource } {
  if (config.APP_KEY) {
    return { keyring: new Keyring(config.APP_KEY, previousFromEnvironment(config)), source: { kind: 'environment' } };
  }
  if (config.DATABASE_URL) {
    throw new MissingAppKeyError(
      'APP_KEY is required with DATABASE_URL: every instance must seal and open secrets with the same key.\n' +
        "  Make one with: node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"\n" +
        '  and give the same APP_KEY to every instance. Keep it apart from the database backups.',
    );
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const file = path.join(dataDir, KEY_FILE);
  let created = false;
  if (!fs.existsSync(file)) {
    try {
      writeKeyFile(file, generateAppKey());
      created = true;
    } catch (error) {
      // Another process made it between the check and the write: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keyring = new Keyring(readKey(file), [...openOnlyKeyFiles(dataDir), ...previousFromEnvironment(config)]);
  return { keyring, source: { kind: 'file', path: file, created } };
}

/** A keyring for a command that must not invent a key (tests, tools): `APP_KEY` or nothing. */
export function keyringFromEnvironment(config: Config): Keyring {
  if (!config.APP_KEY) throw new MissingAppKeyError('APP_KEY is not set');
  return new Keyring(config.APP_KEY, previousFromEnvironment(config));
}

/** Names a retired key file by the time of the rotation that retired it. */
export const retiredKeyFile = (dataDir: string, at: Date) =>
  path.join(dataDir, `${RETIRED_PREFIX}${at.toISOString().replace(/[:.]/g, '-')}`);
