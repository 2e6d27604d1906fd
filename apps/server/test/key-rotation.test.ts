import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/open';
import { mailboxes } from '../src/db/schema/mailboxes';
import { sharedData } from '../src/db/schema/shared-data';
import { users } from '../src/db/schema/users';
import { KEY_FILE, loadKeyring, NEXT_KEY_FILE } from '../src/lib/app-key';
import {
  mailboxPasswordPurpose,
  sharedDataPasswordPurpose,
  resealAll,
  twoFactorSecretPurpose,
} from '../src/lib/sealed-values';
import { deriveKey, Keyring, SecretBoxError } from '../src/lib/secret-box';
import { createTestApp, EMAILS, TEST_APP_KEY, type TestApp } from './helpers';

/*
 * Key rotation: every sealed value (shared passwords, two-factor secrets) moves to the new key in
 * one transaction, keeps its plaintext and its row's updated_at, and a value under a key nobody
 * gave stops the whole rotation before anything is written.
 */
const NEW_KEY = 'rotation-new-key-0123456789abcdef-0123456789';
const UNKNOWN_KEY = 'rotation-unknown-key-0123456789abcdef-012345';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let t: TestApp;
let employeeId: number;
let managerId: number;
const old = new Keyring(TEST_APP_KEY);

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  employeeId = rows.find((row) => row.email === EMAILS.employee)!.id;
  managerId = rows.find((row) => row.email === EMAILS.manager)!.id;
});
afterAll(() => t.close());

async function addDetail(ring: Keyring, ownerId: number, password: string) {
  const sealed = ring.seal(password, sharedDataPasswordPurpose(ownerId));
  const [row] = await t.database.db
    .insert(sharedData)
    .values({
      ownerId,
      username: `rot-${password}`,
      domain: 'rotation.example.com',
      passwordCiphertext: sealed.ciphertext,
      passwordKeyId: sealed.keyId,
      updatedAt: new Date('2026-01-02T03:04:05Z'),
    })
    .returning({ id: sharedData.id });
  return row!.id;
}

async function setSecret(ring: Keyring, userId: number, secret: string) {
  const sealed = ring.seal(secret, twoFactorSecretPurpose(userId));
  await t.database.db
    .update(users)
    .set({ twoFactorSecret: sealed.ciphertext, twoFactorKeyId: sealed.keyId })
    .where(eq(users.id, userId));
}

const sealedKeyIds = async () => {
  const details = await t.database.db.select({ keyId: sharedData.passwordKeyId }).from(sharedData);
  const secrets = await t.database.db
    .select({ keyId: users.twoFactorKeyId })
    .from(users)
    .where(sql`${users.twoFactorSecret} is not null`);
  const mailboxPasswords = await t.database.db
    .select({ keyId: mailboxes.passwordKeyId })
    .from(mailboxes)
    .where(sql`${mailboxes.passwordCiphertext} is not null`);
  return [...details, ...secrets, ...mailboxPasswords].map((row) => row.keyId);
};

describe('re-sealing every stored secret', () => {
  it('a value under an unknown key stops the rotation before anything moves', async () => {
    const detailId = await addDetail(old, employeeId, 'under-old');
    const strangerId = await addDetail(new Keyring(UNKNOWN_KEY), managerId, 'under-unknown');
    const before = await sealedKeyIds();
    await expect(resealAll(t.database.db, new Keyring(NEW_KEY, [TEST_APP_KEY]))).rejects.toThrow(SecretBoxError);
    await expect(resealAll(t.database.db, new Keyring(NEW_KEY, [TEST_APP_KEY]))).rejects.toThrow(
      new RegExp(`key id ${deriveKey(UNKNOWN_KEY).id}.*APP_KEY_PREVIOUS`),
    );
    expect(await sealedKeyIds()).toEqual(before);
    await t.database.db.delete(sharedData).where(eq(sharedData.id, strangerId));
    await t.database.db.delete(sharedData).where(eq(sharedData.id, detailId));
  });

  it('moves passwords and two-factor secrets to the new key, same plaintext, same updated_at', async () => {
    const detailId = await addDetail(old, employeeId, 'Şifre-1!');
    await setSecret(old, managerId, 'JBSWY3DPEHPK3PXP');
    const mailboxPassword = old.seal('imap-app-password', mailboxPasswordPurpose);
    const [mailbox] = await t.database.db
      .insert(mailboxes)
      .values({
        name: 'Support',
        host: 'imap.example.com',
        port: 993,
        tls: true,
        username: 'support@example.com',
        passwordCiphertext: mailboxPassword.ciphertext,
        passwordKeyId: mailboxPassword.keyId,
        address: 'support@example.com',
        department: 'support',
      })
      .returning();
    const notCurrent = (await sealedKeyIds()).filter((keyId) => keyId !== deriveKey(NEW_KEY).id).length;

    const rotated = new Keyring(NEW_KEY, [TEST_APP_KEY]);
    const counts = await resealAll(t.database.db, rotated);
    expect(counts.sharedDataPasswords + counts.twoFactorSecrets + counts.mailboxPasswords).toBe(notCurrent);
    expect(counts.mailboxPasswords).toBe(1);
    expect(counts.sharedDataPasswords).toBeGreaterThanOrEqual(1);
    expect(counts.twoFactorSecrets).toBeGreaterThanOrEqual(1);
    expect(new Set(await sealedKeyIds())).toEqual(new Set([deriveKey(NEW_KEY).id]));

    const onlyNew = new Keyring(NEW_KEY);
    const [detail] = await t.database.db.select().from(sharedData).where(eq(sharedData.id, detailId));
    expect(
      onlyNew.open(
        { ciphertext: detail!.passwordCiphertext, keyId: detail!.passwordKeyId },
        sharedDataPasswordPurpose(employeeId),
      ),
    ).toBe('Şifre-1!');
    expect(detail!.updatedAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const [manager] = await t.database.db.select().from(users).where(eq(users.id, managerId));
    expect(
      onlyNew.open(
        { ciphertext: manager!.twoFactorSecret!, keyId: manager!.twoFactorKeyId! },
        twoFactorSecretPurpose(managerId),
      ),
    ).toBe('JBSWY3DPEHPK3PXP');

    const [movedMailbox] = await t.database.db.select().from(mailboxes).where(eq(mailboxes.id, mailbox!.id));
    expect(
      onlyNew.open(
        { ciphertext: movedMailbox!.passwordCiphertext!, keyId: movedMailbox!.passwordKeyId! },
        mailboxPasswordPurpose,
      ),
    ).toBe('imap-app-password');

    // Run again: nothing left to move.
    expect(await resealAll(t.database.db, rotated)).toEqual({
      sharedDataPasswords: 0,
      twoFactorSecrets: 0,
      mailboxPasswords: 0,
    });
  });
});

describe('npm run rotate-key on the embedded database', () => {
  it('makes a new key file, moves the rows to it, and keeps the old key aside', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rotate-key-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const { keyring: first } = loadKeyring(config);
      let database = await openConfiguredDatabase(config);
      const [user] = await database.db
        .insert(users)
        .values({ name: 'Rota', surname: 'Tion', email: 'rotate@example.com', passwordHash: 'x', type: 'employee' })
        .returning({ id: users.id });
      const sealed = first.seal('cli-secret', sharedDataPasswordPurpose(user!.id));
      await database.db
        .insert(sharedData)
        .values({
          ownerId: user!.id,
          username: 'u',
          domain: 'cli.example.com',
          passwordCiphertext: sealed.ciphertext,
          passwordKeyId: sealed.keyId,
        });
      await database.close();

      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      delete env.APP_KEY;
      delete env.APP_KEY_PREVIOUS;
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'rotate-key'], {
        cwd: serverDir,
        env,
      });
      expect(stdout).toContain('Re-sealed 1 shared password and 0 two-factor secrets under a new key');

      const files = fs.readdirSync(dataDir);
      expect(files).not.toContain(NEXT_KEY_FILE);
      const retired = files.filter((name) => name.startsWith('app.key.retired-'));
      expect(retired).toHaveLength(1);
      // The retired file is the key the rows were sealed under before.
      expect(deriveKey(fs.readFileSync(path.join(dataDir, retired[0]!), 'utf8').trim()).id).toBe(first.currentKeyId);
      expect(fs.statSync(path.join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dataDir, retired[0]!)).mode & 0o777).toBe(0o600);

      const after = loadKeyring(config).keyring;
      expect(after.currentKeyId).not.toBe(first.currentKeyId);
      // The current file alone opens the moved row.
      const onlyCurrent = new Keyring(fs.readFileSync(path.join(dataDir, KEY_FILE), 'utf8').trim());
      database = await openConfiguredDatabase(config);
      const [row] = await database.db.select().from(sharedData);
      await database.close();
      expect(row!.passwordKeyId).toBe(onlyCurrent.currentKeyId);
      expect(
        onlyCurrent.open(
          { ciphertext: row!.passwordCiphertext, keyId: row!.passwordKeyId },
          sharedDataPasswordPurpose(user!.id),
        ),
      ).toBe('cli-secret');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
