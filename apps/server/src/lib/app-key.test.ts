import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { KEY_FILE, loadKeyring, MissingAppKeyError, NEXT_KEY_FILE, retiredKeyFile } from './app-key';
import { deriveKey, Keyring } from './secret-box';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const ENV_KEY = 'environment-key-0123456789abcdef-0123456789';

describe('where the sealing key comes from', () => {
  it('APP_KEY seals; APP_KEY_PREVIOUS only opens', () => {
    const old = new Keyring('previous-key-0123456789abcdef-0123456789ab');
    const sealed = old.seal('secret', 'p');
    const { keyring, source } = loadKeyring(
      loadConfig({ APP_KEY: ENV_KEY, APP_KEY_PREVIOUS: ' previous-key-0123456789abcdef-0123456789ab ,' }),
    );
    expect(source).toEqual({ kind: 'environment' });
    expect(keyring.currentKeyId).toBe(deriveKey(ENV_KEY).id);
    expect(keyring.open(sealed, 'p')).toBe('secret');
  });

  it('PostgreSQL without APP_KEY is refused with a message that says what to do', () => {
    expect(() => loadKeyring(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }))).toThrow(MissingAppKeyError);
    expect(() => loadKeyring(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }))).toThrow(
      /APP_KEY is required with DATABASE_URL/,
    );
  });

  it('the embedded database makes its key once, readable by the owner only, and keeps it', () => {
    const dir = tempDir();
    const first = loadKeyring(loadConfig({ DATA_DIR: dir }));
    const file = path.join(dir, KEY_FILE);
    expect(first.source).toEqual({ kind: 'file', path: file, created: true });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url')).toHaveLength(32);

    const second = loadKeyring(loadConfig({ DATA_DIR: dir }));
    expect(second.source).toEqual({ kind: 'file', path: file, created: false });
    expect(second.keyring.currentKeyId).toBe(first.keyring.currentKeyId);
    expect(second.keyring.open(first.keyring.seal('kept', 'p'), 'p')).toBe('kept');
  });

  it('a pending rotation key and retired keys open, but the current file seals', () => {
    const dir = tempDir();
    const { keyring: original } = loadKeyring(loadConfig({ DATA_DIR: dir }));
    const sealedBefore = original.seal('before', 'p');
    fs.writeFileSync(path.join(dir, NEXT_KEY_FILE), 'next-key-0123456789abcdef-0123456789abcdef\n', { mode: 0o600 });
    const sealedNext = new Keyring('next-key-0123456789abcdef-0123456789abcdef').seal('next', 'p');
    // The rotation finished: the old key retired, the next one current.
    fs.renameSync(path.join(dir, KEY_FILE), retiredKeyFile(dir, new Date('2026-11-24T10:00:00Z')));
    fs.renameSync(path.join(dir, NEXT_KEY_FILE), path.join(dir, KEY_FILE));
    const { keyring } = loadKeyring(loadConfig({ DATA_DIR: dir }));
    expect(keyring.currentKeyId).toBe(deriveKey('next-key-0123456789abcdef-0123456789abcdef').id);
    expect(keyring.open(sealedBefore, 'p')).toBe('before');
    expect(keyring.open(sealedNext, 'p')).toBe('next');
  });

  it('a short APP_KEY is a configuration error', () => {
    expect(() => loadConfig({ APP_KEY: 'short' })).toThrow(/APP_KEY: must be at least 32 characters/);
  });
});
