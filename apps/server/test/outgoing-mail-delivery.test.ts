import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { enqueueMail, type MailRequest } from '../src/lib/mail/outbox';
import { startMailWorker, type MailWorker } from '../src/lib/mail/worker';
import { createTestApp, type TestApp } from './helpers';
import { startSmtpSink, until, type SmtpSink } from './mail-smtp';
import { freePort, sleep } from './processes';

/*
 * Mail that is never lost and never sent twice: kept as .eml without SMTP; on PostgreSQL, a process
 * killed after the commit and before the send, and two instances' workers on one queue.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onPostgres = process.env.DATABASE_URL !== undefined;
const log = { error: () => undefined, warn: () => undefined };
let t: TestApp;
let sink: SmtpSink | undefined;
const workers: MailWorker[] = [];
const closing: (() => Promise<void>)[] = [];

const request = (n: number | string): MailRequest => ({
  to: { email: `person${n}@example.test` },
  kind: 'test',
  messageId: `delivery-${n}`,
  content: { language: 'tr', subject: `Deneme ${n}`, greeting: 'Merhaba,', paragraphs: ['Bir satır.'] },
});
const rows = () => t.database.db.select().from(outgoingMail).orderBy(outgoingMail.id);
const smtpConfig = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'desk@example.test',
  DATA_DIR: '/nonexistent',
});

beforeAll(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  while (workers.length) await workers.pop()!.stop();
  while (closing.length) await closing.pop()!();
  await sink?.close();
  sink = undefined;
  await t.database.db.delete(outgoingMail);
});

afterAll(async () => {
  await t.close();
});

it('without SMTP_URL each mail is written as DATA_DIR/mail/<id>.eml and logged as sent', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-mail-'));
  closing.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const id = await t.database.db.transaction((tx) => enqueueMail(tx, request('eml')));
  workers.push(
    await startMailWorker({
      database: t.database,
      config: { MAIL_FROM: 'Workspace <workspace@localhost>', DATA_DIR: dataDir },
      log,
      pollingIntervalSeconds: 0.5,
    }),
  );
  const file = path.join(dataDir, 'mail', `${id}.eml`);
  await until(() => fs.existsSync(file), 5_000, 'the .eml file');
  const eml = fs.readFileSync(file, 'utf8');
  expect(eml).toMatch(/^To: personeml@example\.test$/m);
  expect(eml).toMatch(/^Message-ID: <delivery-eml@localhost>$/m);
  expect(eml).toMatch(/^Subject: Deneme eml$/m);
  expect(fs.readdirSync(path.join(dataDir, 'mail'))).toEqual([`${id}.eml`]);
  await until(async () => (await rows())[0]!.status === 'sent', 5_000, 'the log');
});

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('a process killed after the commit, before the send: the mail goes after the restart, once', async () => {
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/mail-commit-then-die.ts', url], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => output.includes('committed') || child.exitCode !== null, 15_000, 'the commit');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const id = Number(/committed (\d+)/.exec(output)?.[1]);
    expect((await rows()).map((row) => [row.id, row.status])).toEqual([[id, 'queued']]);

    const port = await freePort();
    sink = await startSmtpSink(port);
    workers.push(
      await startMailWorker({ database: t.database, config: smtpConfig(port), log, pollingIntervalSeconds: 0.5 }),
    );
    await until(async () => (await rows())[0]!.status === 'sent', 5_000, 'the send');
    await sleep(1_000);
    expect(sink.messages.map((mail) => mail.subject)).toEqual(['After the crash']);
  }, 20_000);

  it('two instances working one queue send each mail once', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const second = openPostgres(url, 4);
    closing.push(() => second.close());
    const count = 40;
    await t.database.db.transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) await enqueueMail(tx, request(n));
    });
    for (const database of [t.database, second]) {
      workers.push(await startMailWorker({ database, config: smtpConfig(port), log, pollingIntervalSeconds: 0.5 }));
    }
    await until(async () => (await rows()).every((row) => row.status === 'sent'), 15_000, 'every mail');
    await sleep(1_000);
    const ids = sink.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect((await rows()).every((row) => row.tries === 1)).toBe(true);
    expect(await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.status, 'queued'))).toEqual([]);
  }, 20_000);
});
