import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/open';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { ensureInitialData } from '../src/seed/seed';

/*
 * `cli.js mail-test <address> [--count N] [--language tr]`: queues test mails the way every mail is
 * queued (the delivery log and its job, one transaction), for a person checking the mail settings
 * and for the bench's drain. Bad arguments change nothing.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-mail-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'mail-test', ...args], {
    cwd: serverDir,
    env,
  });

async function queued() {
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: undefined }));
  try {
    const mails = await database.db.select().from(outgoingMail).orderBy(outgoingMail.id);
    const jobs = await database.db.execute(sql`select data from pgboss.job where name = 'mail' order by created_on`);
    return { mails, jobs: (jobs as unknown as { rows: { data: { mailId: number } }[] }).rows.map((row) => row.data) };
  } finally {
    await database.close();
  }
}

describe('the mail-test command', () => {
  it('queues N mails in the delivery log, each with its job, in the language asked for', async () => {
    const { stdout } = await run('ops@example.com', '--count', '3', '--language', 'tr');
    expect(stdout).toContain('Queued 3 test mails to ops@example.com');
    const { mails, jobs } = await queued();
    expect(mails.map((mail) => [mail.recipient, mail.status, mail.language, mail.kind, mail.subject])).toEqual([
      ['ops@example.com', 'queued', 'tr', 'test', 'Workspace deneme e-postası 1/3'],
      ['ops@example.com', 'queued', 'tr', 'test', 'Workspace deneme e-postası 2/3'],
      ['ops@example.com', 'queued', 'tr', 'test', 'Workspace deneme e-postası 3/3'],
    ]);
    expect(mails[0]!.textBody).toContain('e-posta ayarlarını denemek');
    expect(jobs.map((job) => job.mailId).sort()).toEqual(mails.map((mail) => mail.id).sort());
  }, 60_000);

  it('refuses a bad address or count with its usage and queues nothing', async () => {
    // One run per refusal costs seconds (the CLI starts); the count's check is the same code path.
    for (const args of [['not-an-address']]) {
      const failed = await run(...args).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(2);
      expect(failed?.stderr).toContain('Usage: cli.js mail-test <address>');
    }
    expect((await queued()).mails).toHaveLength(3);
  }, 60_000);

  it('leaves the queued mails to the server when its first start seeds the demo', async () => {
    // A fresh data directory: the mails above were queued before any server ran, as the bench does.
    const before = await queued();
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: undefined }));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: 'silent' });
      expect((await ensureInitialData(database.db, config)).kind).toBe('demo');
    } finally {
      await database.close();
    }
    const after = await queued();
    const tests = after.mails.filter((mail) => mail.kind === 'test');
    expect(tests.map((mail) => [mail.id, mail.status, mail.tries, mail.lastError])).toEqual(
      before.mails.map((mail) => [mail.id, 'queued', 0, null]),
    );
    for (const mail of tests) expect(after.jobs.map((job) => job.mailId)).toContain(mail.id);
    // The demo's own mails are there beside them, some already sent.
    expect(after.mails.some((mail) => mail.kind !== 'test' && mail.status === 'sent')).toBe(true);
  }, 120_000);
});
