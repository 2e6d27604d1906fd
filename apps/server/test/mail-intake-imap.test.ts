import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { MAILBOX_IMPORTED_FLAG } from '@workspace/shared/mailboxes/mailboxes.constants';
import { loadConfig } from '../src/config';
import { inboundMail } from '../src/db/schema/inbound-mail';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { users } from '../src/db/schema/users';
import { staffReplyAddress } from '../src/lib/mail/reply-address';
import { mailboxPasswordPurpose } from '../src/lib/sealed-values';
import { MAILBOX_KEPT_ASIDE_FLAG, startMailboxReaders } from '../src/modules/mail-intake/mailbox-reader';
import { insertMailbox } from '../src/modules/mail-intake/mailboxes.repository';
import { INBOUND_CASES } from './fixtures/inbound/cases';
import { createTestApp, TEST_APP_KEY, type TestApp } from './helpers';
import { until } from './mail-smtp';
import { startDovecot, type Dovecot } from './support/dovecot.mjs';

/*
 * Every hand-written inbound case (fixtures/inbound/cases.ts) once more, end to end: delivered to a
 * real IMAP server (Dovecot), read by the mailbox reader as the running server reads it, and
 * imported, or kept aside, and flagged on the server. test/mail-intake.test.ts checks each case's
 * details through `importMessage` directly; this file checks that the same outcomes hold when the
 * messages come over IMAP, where the bytes are what the server hands back.
 */

const ADDRESS = 'support@example.com';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestApp;
let dovecot: Dovecot;

beforeAll(async () => {
  [t, dovecot] = await Promise.all([createTestApp(), startDovecot()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), dovecot?.close()]);
});

const fixture = (file: string, vars: Record<string, string | number>) =>
  Buffer.from(
    fs
      .readFileSync(path.join(import.meta.dirname, 'fixtures/inbound', file), 'latin1')
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`)),
    'latin1',
  );

const outcomeOf = async (messageIdStart: string) =>
  (
    await t.database.db
      .select({ outcome: inboundMail.outcome, reason: inboundMail.reason })
      .from(inboundMail)
      .where(like(inboundMail.messageId, `${messageIdStart}@%`))
  )[0];

describe('the inbound cases over IMAP', () => {
  it('each becomes what the table says, and every message is flagged imported or kept aside', async () => {
    await dovecot.createFolder('Cases');
    const sealed = t.app.keyring.seal(dovecot.user.password, mailboxPasswordPurpose);
    await insertMailbox(t.database.db, {
      name: 'Cases',
      host: dovecot.host,
      port: dovecot.port,
      tls: false,
      username: dovecot.user.user,
      passwordCiphertext: sealed.ciphertext,
      passwordKeyId: sealed.keyId,
      folder: 'Cases',
      address: ADDRESS,
      department: 'technical',
    });
    const readers = startMailboxReaders({
      database: t.database,
      keyring: t.app.keyring,
      config: loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY }),
      log: silent,
      pollMs: 200,
      retryMs: 100,
      maxRetryMs: 400,
      refreshMs: 60_000,
    });
    try {
      // First the customer's ticket the replies, the bounce and the staff answer are about.
      await dovecot.deliver(fixture('new-known-sender.eml', { ID: 'imap-first' }), 'Cases');
      await until(async () => (await outcomeOf('imap-first'))?.outcome === 'ticket', 15_000, 'the first ticket');
      const [first] = await t.database.db
        .select({ ticketId: inboundMail.ticketId })
        .from(inboundMail)
        .where(like(inboundMail.messageId, 'imap-first@%'));
      const ticketId = first!.ticketId!;
      const [ack] = await t.database.db
        .select({ messageId: outgoingMail.messageId })
        .from(outgoingMail)
        .where(sql`${outgoingMail.messageId} like ${`ticket-${ticketId}.ack-%`}`);
      const [manager] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'manager@example.com'));
      const vars = {
        TICKET: ticketId,
        ANSWERS: `${ack!.messageId}@example.com`,
        BOUNCED: ack!.messageId,
        REPLY_ADDRESS: staffReplyAddress(t.app.keyring, ADDRESS, ticketId, manager!.id),
      };

      // Then every case at once, in the table's order.
      for (const [index, { file }] of INBOUND_CASES.entries())
        await dovecot.deliver(fixture(file, { ...vars, ID: `imap-case-${index}` }), 'Cases');
      await until(
        async () => {
          const messages = await dovecot.messages('Cases');
          return (
            messages.length === INBOUND_CASES.length + 1 &&
            messages.every((m) => m.flags.includes(MAILBOX_IMPORTED_FLAG) || m.flags.includes(MAILBOX_KEPT_ASIDE_FLAG))
          );
        },
        30_000,
        'every message flagged',
      );

      const seen = await Promise.all(
        INBOUND_CASES.map(async ({ file, reason }, index) => {
          const row = await outcomeOf(`imap-case-${index}`);
          return { file, outcome: row?.outcome, ...(reason ? { reason: row?.reason } : {}) };
        }),
      );
      expect(seen).toEqual(
        INBOUND_CASES.map(({ file, expected, reason }) => ({ file, outcome: expected, ...(reason ? { reason } : {}) })),
      );
    } finally {
      await readers.stop();
    }
  });
});
