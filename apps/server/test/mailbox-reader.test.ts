import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAILBOX_IMPORTED_FLAG } from '@workspace/shared/mailboxes/mailboxes.constants';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { mailboxes, type MailboxRow } from '../src/db/schema/mailboxes';
import { tickets } from '../src/db/schema/tickets';
import { useNotificationMailSettings } from '../src/lib/mail/notification-mail-settings';
import { mailboxPasswordPurpose } from '../src/lib/sealed-values';
import { importMessage } from '../src/modules/mail-intake/intake.service';
import {
  MAILBOX_KEPT_ASIDE_FLAG,
  startMailboxReaders,
  type MailboxReaders,
  type ReaderOptions,
} from '../src/modules/mail-intake/mailbox-reader';
import { insertMailbox } from '../src/modules/mail-intake/mailboxes.repository';
import { createTestApp, TEST_APP_KEY, type TestApp } from './helpers';
import { until } from './mail-smtp';
import { plainMessage, startDovecot, type Dovecot } from './support/dovecot.mjs';

/*
 * The mailbox reader against a real IMAP server (Dovecot, test/support/dovecot.mjs). Each test has a
 * mailbox row of its own on a folder of its own; readers are stopped at the end of each test.
 */

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const quiet = loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY });

let t: TestApp;
let dovecot: Dovecot;
const started: MailboxReaders[] = [];

beforeAll(async () => {
  [t, dovecot] = await Promise.all([createTestApp(), startDovecot()]);
});
afterAll(async () => {
  await Promise.all(started.map((readers) => readers.stop()));
  await Promise.all([t?.close(), dovecot?.close()]);
});

let folders = 0;
async function mailbox(server: Dovecot, values: Partial<MailboxRow> = {}): Promise<MailboxRow> {
  folders += 1;
  const folder = values.folder ?? `Test${folders}`;
  await server.createFolder(folder);
  const sealed = t.app.keyring.seal(server.user.password, mailboxPasswordPurpose);
  return insertMailbox(t.database.db, {
    name: `Support ${folders}`,
    host: server.host,
    port: server.port,
    tls: false,
    username: server.user.user,
    passwordCiphertext: sealed.ciphertext,
    passwordKeyId: sealed.keyId,
    address: 'support@workspace.example',
    department: 'support',
    ...values,
    folder,
  });
}

function read(options: Partial<ReaderOptions> = {}, database: Database = t.database): MailboxReaders {
  const readers = startMailboxReaders({
    database,
    keyring: t.app.keyring,
    config: quiet,
    log: silent,
    pollMs: 60_000,
    retryMs: 100,
    maxRetryMs: 400,
    refreshMs: 60_000,
    ...options,
  });
  started.push(readers);
  return readers;
}

const ticketsWithSubject = async (subject: string) =>
  t.database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.subject, subject));

const row = async (id: number) => (await t.database.db.select().from(mailboxes).where(eq(mailboxes.id, id)))[0]!;

/** The reader has looked at the folder once (connected, opened it, found what was there). */
const checked = (id: number) => until(async () => (await row(id)).lastCheckAt !== null, 10_000, 'the first check');

const mail = (subject: string, messageId?: string) =>
  plainMessage({
    from: 'Ayşe Müşteri <ayse@customer.example>',
    to: 'support@workspace.example',
    subject,
    text: 'Merhaba',
    messageId,
  });

describe('the mailbox reader', () => {
  it('picks up a new mail by IDLE (no poll within the test), imports it and flags it on the server', async () => {
    const box = await mailbox(dovecot);
    const readers = read({ pollMs: 60_000 });
    await checked(box.id);
    const uid = await dovecot.deliver(mail('Printer on fire'), box.folder);
    await until(async () => (await ticketsWithSubject('Printer on fire')).length === 1, 10_000, 'the ticket');
    await until(async () => (await dovecot.messages(box.folder)).some((m) => m.flags.includes(MAILBOX_IMPORTED_FLAG)));
    const [message] = await dovecot.messages(box.folder);
    expect(message).toEqual({ uid, flags: expect.arrayContaining(['\\Seen', MAILBOX_IMPORTED_FLAG]) });
    await until(async () => (await row(box.id)).importedCount === 1);
    expect(await row(box.id)).toMatchObject({ lastError: null });
    await readers.stop();
  });

  it('polls a server without IDLE', async () => {
    const plain = await startDovecot({ withoutIdle: true });
    try {
      const box = await mailbox(plain);
      const readers = read({ pollMs: 200 });
      await checked(box.id);
      await plain.deliver(mail('No idle here'), box.folder);
      await until(async () => (await ticketsWithSubject('No idle here')).length === 1, 10_000, 'the ticket');
      await readers.stop();
    } finally {
      await plain.close();
    }
  });

  it('moves an imported message to the folder the mailbox names', async () => {
    const box = await mailbox(dovecot, { afterImport: 'move', moveTo: 'Imported' });
    await dovecot.deliver(mail('Move me'), box.folder);
    const readers = read();
    await until(async () => (await dovecot.messages('Imported').catch(() => [])).length === 1, 10_000, 'the move');
    expect(await dovecot.messages(box.folder)).toEqual([]);
    expect(await ticketsWithSubject('Move me')).toHaveLength(1);
    await readers.stop();
  });

  it('makes one ticket of the same message delivered twice', async () => {
    const box = await mailbox(dovecot);
    const raw = mail('Twice delivered', '<twice@customer.example>');
    await dovecot.deliver(raw, box.folder);
    await dovecot.deliver(raw, box.folder);
    const readers = read();
    await until(async () => (await dovecot.messages(box.folder)).every((m) => m.flags.includes(MAILBOX_IMPORTED_FLAG)));
    expect(await ticketsWithSubject('Twice delivered')).toHaveLength(1);
    expect((await row(box.id)).importedCount).toBe(1);
    await readers.stop();
  });

  it('flags a message whose import committed before a crash, without a second ticket', async () => {
    const box = await mailbox(dovecot);
    const raw = mail('Crashed before the flag', '<crash@customer.example>');
    await dovecot.deliver(raw, box.folder);
    // The server died between the import's commit and the flag: the ticket exists, the message is not flagged.
    await importMessage(t.database, { ...box, categoryId: null }, Buffer.from(raw));
    expect(await ticketsWithSubject('Crashed before the flag')).toHaveLength(1);
    const readers = read();
    await until(async () => (await dovecot.messages(box.folder))[0]?.flags.includes(MAILBOX_IMPORTED_FLAG) ?? false);
    expect(await ticketsWithSubject('Crashed before the flag')).toHaveLength(1);
    await readers.stop();
  });

  it('records the error while the IMAP server is down and imports once it is back', async () => {
    const box = await mailbox(dovecot);
    const readers = read({ pollMs: 200 });
    await checked(box.id);
    await dovecot.stop(true);
    try {
      await until(async () => (await row(box.id)).lastError === 'connectionRefused', 10_000, 'the error');
    } finally {
      await dovecot.start();
    }
    await dovecot.deliver(mail('After the outage'), box.folder);
    await until(async () => (await ticketsWithSubject('After the outage')).length === 1, 10_000, 'the ticket');
    await until(async () => (await row(box.id)).lastError === null, 10_000, 'the error cleared');
    await readers.stop();
  });

  it('keeps a 30 MB mail aside with the reason, without downloading or dropping it', async () => {
    const box = await mailbox(dovecot);
    const big = plainMessage({
      from: 'big@customer.example',
      to: 'support@workspace.example',
      subject: 'Huge scan',
      text: 'x'
        .repeat(76)
        .concat('\r\n')
        .repeat((30 * 1024 * 1024) / 78),
    });
    const uid = await dovecot.deliver(big, box.folder);
    const readers = read();
    await until(async () => (await row(box.id)).keptAsideCount === 1, 10_000, 'kept aside');
    expect(await ticketsWithSubject('Huge scan')).toHaveLength(0);
    const [message] = await dovecot.messages(box.folder);
    expect(message).toEqual({ uid, flags: [MAILBOX_KEPT_ASIDE_FLAG] });
    await readers.stop();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'reads a mailbox from one instance only when two share PostgreSQL',
    async () => {
      const box = await mailbox(dovecot);
      // A second instance: its own pool on the test's database, with the settings an instance gives
      // its database at start (a ticket's notification mail needs them, whichever instance reads).
      const other = openPostgres(t.database.pool!.options.connectionString!, 2);
      useNotificationMailSettings(other.db, { appUrl: quiet.APP_URL, keyring: t.app.keyring });
      try {
        const first = read({ pollMs: 200 });
        const second = read({ pollMs: 200 }, other);
        await checked(box.id);
        await Promise.all([first.refresh(), second.refresh()]);
        expect([...first.active(), ...second.active()].filter((id) => id === box.id)).toHaveLength(1);
        for (let i = 0; i < 3; i++) await dovecot.deliver(mail('Two readers'), box.folder);
        await until(async () =>
          (await dovecot.messages(box.folder)).every((m) => m.flags.includes(MAILBOX_IMPORTED_FLAG)),
        );
        expect(await ticketsWithSubject('Two readers')).toHaveLength(3);
        // The one that reads stops: the other takes the mailbox over at its next look.
        const [reading, waiting] = first.active().includes(box.id) ? [first, second] : [second, first];
        await reading.stop();
        await waiting.refresh();
        expect(waiting.active()).toContain(box.id);
        // And imports from there: both instances have now imported, whichever took the lock first.
        await dovecot.deliver(mail('Taken over'), box.folder);
        await until(async () => (await ticketsWithSubject('Taken over')).length === 1, 10_000, 'the ticket');
        await waiting.stop();
      } finally {
        await other.close();
      }
    },
  );
});
