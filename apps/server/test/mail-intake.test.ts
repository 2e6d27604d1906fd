import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMail } from '../src/db/schema/inbound-mail';
import { mailboxes } from '../src/db/schema/mailboxes';
import { notificationPreferences } from '../src/db/schema/notification-preferences';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { ticketComments } from '../src/db/schema/ticket-comments';
import { ticketEvents } from '../src/db/schema/ticket-events';
import { ticketFollowers } from '../src/db/schema/ticket-followers';
import { tickets } from '../src/db/schema/tickets';
import { users } from '../src/db/schema/users';
import { setStaffReplyMailbox } from '../src/lib/mail/notification-mail-settings';
import { staffReplyAddress } from '../src/lib/mail/reply-address';
import { Keyring } from '../src/lib/secret-box';
import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  importMessage,
  keepAside,
  type IntakeMailbox,
} from '../src/modules/mail-intake/intake.service';
import { INBOUND_CASES } from './fixtures/inbound/cases';
import { createTestApp, TEST_APP_KEY, type TestApp } from './helpers';

/*
 * A support mailbox's messages, each a hand-written .eml under fixtures/inbound/, through
 * `importMessage` as the mailbox reader hands them over: what each becomes (a ticket, a reply, a
 * bounce, ignored, kept aside), the text and files it keeps, the acknowledgement, and that a
 * message is acted on once.
 */
let t: TestApp;
let mailbox: IntakeMailbox;
const ids = { manager: 0, user: 0 };
const keyring = new Keyring(TEST_APP_KEY);

const fixture = (file: string, vars: Record<string, string | number> = {}) => {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/inbound', file), 'latin1');
  const filled = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(vars[name] ?? (name === 'ID' ? randomUUID() : `{{${name}}}`)),
  );
  return Buffer.from(filled, 'latin1');
};

const ticketRow = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const inbound = async (messageId: string) =>
  (await t.database.db.select().from(inboundMail).where(eq(inboundMail.messageId, messageId)))[0]!;
const acksTo = async (address: string) =>
  t.database.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.recipient, address), eq(outgoingMail.kind, 'ticketAcknowledgement')))
    .orderBy(desc(outgoingMail.id));
const commentsOf = async (ticketId: number) =>
  t.database.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticketId)).orderBy(ticketComments.id);

/** A ticket of the customer raised by mail, with our acknowledgement (its Message-ID answered by the header tests). */
async function customerTicket(): Promise<{ ticketId: number; ackId: string }> {
  // The customer writes in every test: the hourly cap of acknowledgements starts again for each.
  await t.database.db
    .update(inboundMail)
    .set({ acknowledged: false })
    .where(eq(inboundMail.fromAddress, 'user@example.com'));
  const outcome = await importMessage(t.database, mailbox, fixture('new-known-sender.eml'));
  expect(outcome.kind).toBe('ticket');
  const [ack] = await t.database.db
    .select()
    .from(outgoingMail)
    .where(sql`${outgoingMail.messageId} like ${`ticket-${outcome.ticketId}.ack-%`}`);
  return { ticketId: outcome.ticketId!, ackId: ack!.messageId };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['manager', 'user'] as const) {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `${role}@example.com`));
    ids[role] = row!.id;
  }
  const [category] = await t.database.db.select().from(ticketCategories).limit(1);
  // The demo's mailbox (seed/demo-mail.ts), which the intake's log rows name.
  const [box] = await t.database.db.select({ id: mailboxes.id }).from(mailboxes).limit(1);
  mailbox = {
    id: box!.id,
    address: 'support@example.com',
    department: 'technical',
    categoryId: category!.id,
    allowUnknownSenders: true,
  };
});
afterAll(() => t.close());

describe('the demo', () => {
  it('shows tickets that came by e-mail, through the intake, one with a reply by mail', async () => {
    const mailed = await t.database.db.select().from(ticketEvents).where(eq(ticketEvents.type, 'email'));
    expect(mailed.length).toBeGreaterThanOrEqual(3);
    const replies = await t.database.db
      .select()
      .from(ticketComments)
      .where(sql`${ticketComments.emailFrom} is not null`);
    expect(replies.map((comment) => comment.ticketId)).toContain(mailed[0]!.ticketId);
    const rows = await t.database.db.select().from(inboundMail);
    expect(rows.filter((row) => row.outcome === 'ticket')).toHaveLength(mailed.length);
    // And a delivery report that marked one of the demo's replies bounced.
    const bounced = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.status, 'bounced'));
    expect(bounced.map((mail) => mail.lastError)).toEqual([expect.stringContaining('Mailbox full')]);
  });
});

describe('a new mail', () => {
  it('from a known customer becomes their ticket, the signature cut, acknowledged with its number and threaded', async () => {
    const messageId = `${randomUUID()}@mail.customer.example`;
    const outcome = await importMessage(
      t.database,
      mailbox,
      fixture('new-known-sender.eml', { ID: messageId.split('@')[0]! }),
    );
    expect(outcome).toEqual({ kind: 'ticket', ticketId: expect.any(Number) });
    const ticket = await ticketRow(outcome.ticketId!);
    expect(ticket).toMatchObject({
      subject: 'Printer on floor 3 is jammed',
      createdBy: ids.user,
      department: 'technical',
      categoryId: mailbox.categoryId,
      status: 'pending',
    });
    expect(ticket.description).toBe(
      'Hello,\n\nThe printer on floor 3 jams on every second page since this morning.\nCould someone look at it?',
    );
    const events = await t.database.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticket.id));
    expect(events.map((event) => [event.type, event.before, event.after])).toEqual([
      ['created', null, 'Printer on floor 3 is jammed'],
      ['email', 'support@example.com', 'user@example.com'],
    ]);
    const [ack] = await acksTo('user@example.com');
    expect(ack!.subject).toBe(`[#${ticket.id}] We received your message: Printer on floor 3 is jammed`);
    expect(ack!.textBody).toContain(`support ticket #${ticket.id}`);
    expect(ack!.textBody).toContain('You can answer by replying to this e-mail.');
    expect(ack!.textBody).not.toContain('Please sign in to answer.');
    expect(ack!.headers).toEqual({ inReplyTo: messageId, references: [messageId, `ticket-${ticket.id}`] });
    expect(await inbound(messageId)).toMatchObject({ outcome: 'ticket', ticketId: ticket.id, acknowledged: true });

    // The customer sees it came by mail: the timeline's event, through the API.
    const token = await t.login('user');
    const timeline = await t.call({ method: 'GET', url: `/api/tickets/${ticket.id}/timeline`, token });
    expect(timeline.json().data.map((item: { type?: string }) => item.type)).toContain('email');
  });

  it('from an unknown sender makes a customer account without a password, told in the acknowledgement', async () => {
    const outcome = await importMessage(t.database, mailbox, fixture('new-unknown-sender.eml'));
    expect(outcome.kind).toBe('ticket');
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'deniz.kaya@newcustomer.example'));
    expect(account).toMatchObject({
      name: 'Deniz',
      surname: 'Kaya',
      type: 'user',
      isActive: true,
      passwordHash: '!mail-intake',
    });
    expect((await ticketRow(outcome.ticketId!)).createdBy).toBe(account!.id);
    const [ack] = await acksTo('deniz.kaya@newcustomer.example');
    expect(ack!.textBody).toContain('We have made a customer account for this address.');
    // No password opens it.
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'deniz.kaya@newcustomer.example', password: '!mail-intake' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('from an unknown sender where the mailbox takes none is ignored with the reason, and nothing else', async () => {
    const before = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets);
    const raw = fixture('new-unknown-sender.eml', { ID: 'unknown-off' })
      .toString('latin1')
      .replace(/deniz\.kaya@/g, 'ece.yilmaz@');
    const outcome = await importMessage(
      t.database,
      { ...mailbox, allowUnknownSenders: false },
      Buffer.from(raw, 'latin1'),
    );
    expect(outcome).toEqual({ kind: 'ignored', reason: 'unknownSender' });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'ece.yilmaz@newcustomer.example'))).toEqual(
      [],
    );
    expect(await acksTo('ece.yilmaz@newcustomer.example')).toEqual([]);
    expect(await t.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets)).toEqual(before);
    expect(await inbound('unknown-off@newcustomer.example')).toMatchObject({
      outcome: 'ignored',
      reason: 'unknownSender',
    });
  });

  it('with a refused attachment keeps the good file, lists the refused one in an internal note and tells the sender', async () => {
    const outcome = await importMessage(t.database, mailbox, fixture('refused-attachment.eml'));
    expect(outcome.kind).toBe('ticket');
    const comments = await commentsOf(outcome.ticketId!);
    expect(comments.map((comment) => [comment.internal, comment.authorId, comment.emailFrom])).toEqual([
      [false, ids.user, 'user@example.com'],
      [true, null, null],
    ]);
    expect(comments[1]!.body).toContain('setup.exe: not a PNG, JPG or PDF file');
    expect(comments[1]!.body).toContain('setup.exe: PNG, JPG ya da PDF dosyası değil');
    const token = await t.login('manager');
    const timeline = (await t.call({ method: 'GET', url: `/api/tickets/${outcome.ticketId}/timeline`, token })).json();
    const files = timeline.data.flatMap((item: { attachments?: { filename: string }[] }) => item.attachments ?? []);
    expect(files.map((file: { filename: string }) => file.filename)).toEqual(['error.png']);
    const [ack] = await acksTo('user@example.com');
    expect(ack!.textBody).toContain('These attachments were not accepted');
    expect(ack!.textBody).toContain('setup.exe: not a PNG, JPG or PDF file');
  });

  it('in ISO-8859-9 and in UTF-8 with an encoded subject keeps its Turkish letters', async () => {
    const latin = await importMessage(t.database, mailbox, fixture('turkish-iso-8859-9.eml'));
    const latinTicket = await ticketRow(latin.ticketId!);
    expect(latinTicket.subject).toBe('Fatura hatası: çift ödeme');
    expect(latinTicket.description).toContain('çift ödeme görünüyor. Şirket adı İstanbul Güneş Yazılım Ltd. Şti.');
    expect(latinTicket.description).toContain('ağustos ayının ücreti iki kez çekildi');
    expect(latinTicket.description).toContain('Özlem Işık');

    const utf8 = await importMessage(t.database, mailbox, fixture('turkish-utf8-encoded-subject.eml'));
    const utf8Ticket = await ticketRow(utf8.ticketId!);
    expect(utf8Ticket.subject).toBe('Sipariş durumu hakkında: ürün İzmir şubesine ulaşmadı');
    expect(utf8Ticket.description).toContain(
      'sipariş hâlâ İzmir şubesine ulaşmadı. Kargo takip numarası çalışmıyor; öğleden',
    );
    expect(utf8Ticket.description).toContain('Gülşen Çağlar');
  });

  it('in HTML only is reduced to text: no markup, no script', async () => {
    const outcome = await importMessage(t.database, mailbox, fixture('html-only-script.eml'));
    const { description } = await ticketRow(outcome.ticketId!);
    expect(description).toBe(
      'The dashboard shows Error 500 & a blank chart.\n\nSteps: open Reports, then pick last week.',
    );
    expect(description).not.toMatch(/alert|script|cookie|<|color/);
  });

  it('without a subject gets a translated "(no subject)"', async () => {
    const raw = fixture('new-known-sender.eml')
      .toString('latin1')
      .replace(/^Subject: .*\n/m, '');
    const outcome = await importMessage(t.database, mailbox, Buffer.from(raw, 'latin1'));
    expect((await ticketRow(outcome.ticketId!)).subject).toBe('(no subject)');
  });
});

describe('a reply', () => {
  it('by the ticket number becomes the customer’s comment, the quote cut, and reopens a completed ticket', async () => {
    const { ticketId } = await customerTicket();
    await t.database.db
      .update(tickets)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(tickets.id, ticketId));
    const outcome = await importMessage(t.database, mailbox, fixture('reply-by-number.eml', { TICKET: ticketId }));
    expect(outcome).toEqual({ kind: 'comment', ticketId });
    const comments = await commentsOf(ticketId);
    expect(comments.map((comment) => [comment.body, comment.authorId, comment.emailFrom])).toEqual([
      ['It is jammed again, now on floor 4 too.', ids.user, 'user@example.com'],
    ]);
    expect((await ticketRow(ticketId)).status).toBe('pending');
    const events = await t.database.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticketId));
    expect(events.map((event) => event.type)).toContain('reopened');
    // The support window shows from which address it was written.
    const token = await t.login('user');
    const response = await t.call({ method: 'GET', url: `/api/tickets/${ticketId}/timeline`, token });
    const timeline = response.json();
    expect(timeline.data.find((item: { kind: string }) => item.kind === 'comment')).toMatchObject({
      emailFrom: 'user@example.com',
      body: 'It is jammed again, now on floor 4 too.',
    });
  });

  it('by In-Reply-To to our mail becomes a comment on that ticket, the Outlook history cut', async () => {
    const { ticketId, ackId } = await customerTicket();
    const outcome = await importMessage(
      t.database,
      mailbox,
      fixture('reply-by-headers.eml', { TICKET: ticketId, ANSWERS: `${ackId}@example.com` }),
    );
    expect(outcome).toEqual({ kind: 'comment', ticketId });
    expect((await commentsOf(ticketId)).map((comment) => comment.body)).toEqual(['Thank you, it works now.']);
  });

  it('by subject alone does not match: it is a new ticket', async () => {
    const { ticketId } = await customerTicket();
    const outcome = await importMessage(t.database, mailbox, fixture('reply-by-subject-only.eml'));
    expect(outcome.kind).toBe('ticket');
    expect(outcome.ticketId).not.toBe(ticketId);
    expect(await commentsOf(ticketId)).toEqual([]);
  });

  it('by number to a ticket the sender may not reply to is not a comment on it', async () => {
    const [other] = await t.database.db
      .select()
      .from(tickets)
      .where(sql`${tickets.createdBy} <> ${ids.user}`)
      .limit(1);
    const outcome = await importMessage(t.database, mailbox, fixture('reply-by-number.eml', { TICKET: other!.id }));
    expect(outcome.kind).toBe('ticket');
    expect(outcome.ticketId).not.toBe(other!.id);
  });

  it('from staff through their signed reply address becomes their reply; forged, unsigned or from another address is refused', async () => {
    const { ticketId } = await customerTicket();
    const address = staffReplyAddress(keyring, 'support@example.com', ticketId, ids.manager);
    const signed = await importMessage(
      t.database,
      mailbox,
      fixture('staff-reply-signed.eml', { TICKET: ticketId, REPLY_ADDRESS: address }),
    );
    expect(signed).toEqual({ kind: 'comment', ticketId });
    const [comment] = await commentsOf(ticketId);
    expect(comment).toMatchObject({ authorId: ids.manager, body: 'A technician is on the way.', internal: false });

    const forged = await importMessage(t.database, mailbox, fixture('staff-reply-forged.eml', { TICKET: ticketId }));
    expect(forged).toEqual({ kind: 'ignored', reason: 'forgedReplyAddress' });
    const unsigned = await importMessage(t.database, mailbox, fixture('staff-unsigned.eml', { TICKET: ticketId }));
    expect(unsigned).toEqual({ kind: 'ignored', reason: 'staffWithoutReplyAddress' });
    // The manager's signed address, used by someone else.
    const stolen = fixture('staff-reply-signed.eml', { TICKET: ticketId, REPLY_ADDRESS: address })
      .toString('latin1')
      .replace('From: Manager <manager@example.com>', 'From: Mallory <employee@example.com>');
    expect(await importMessage(t.database, mailbox, Buffer.from(stolen, 'latin1'))).toEqual({
      kind: 'ignored',
      reason: 'replyAddressMismatch',
    });
    // Another ticket's number in a signed address made for this one.
    const altered = address.replace(`reply-${ticketId}-`, `reply-${ticketId + 1}-`);
    expect(
      await importMessage(
        t.database,
        mailbox,
        fixture('staff-reply-signed.eml', { TICKET: ticketId, REPLY_ADDRESS: altered }),
      ),
    ).toEqual({ kind: 'ignored', reason: 'forgedReplyAddress' });
    expect(await commentsOf(ticketId)).toHaveLength(1);
  });

  it('notifies staff by a mail whose Reply-To is their signed reply address', async () => {
    setStaffReplyMailbox(t.database.db, 'support@example.com');
    try {
      const { ticketId } = await customerTicket();
      await t.database.db.insert(ticketFollowers).values({ ticketId, userId: ids.manager });
      // Staff hear of replies in the app by default; this manager by mail too.
      await t.database.db
        .insert(notificationPreferences)
        .values({ userId: ids.manager, kind: 'ticketReply', inApp: true, email: true });
      await importMessage(t.database, mailbox, fixture('reply-by-number.eml', { TICKET: ticketId }));
      const [mail] = await t.database.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.recipientUserId, ids.manager), eq(outgoingMail.kind, 'ticketReply')))
        .orderBy(desc(outgoingMail.id))
        .limit(1);
      expect(mail!.headers.replyTo).toBe(staffReplyAddress(keyring, 'support@example.com', ticketId, ids.manager));
      // The customer's copy has none: a customer answers the ticket's thread.
      const customerMails = await t.database.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.recipientUserId, ids.user));
      expect(customerMails.every((row) => row.headers.replyTo === undefined)).toBe(true);
    } finally {
      setStaffReplyMailbox(t.database.db, undefined);
    }
  });
});

describe('safe by default', () => {
  it('an auto-reply is ignored with the reason, nothing acknowledged', async () => {
    const { ticketId } = await customerTicket();
    const acks = (await acksTo('user@example.com')).length;
    const outcome = await importMessage(t.database, mailbox, fixture('auto-reply.eml', { TICKET: ticketId }));
    expect(outcome).toEqual({ kind: 'ignored', reason: 'autoSubmitted' });
    expect(await commentsOf(ticketId)).toEqual([]);
    expect(await acksTo('user@example.com')).toHaveLength(acks);
  });

  it('mail from our own address is ignored', async () => {
    const raw = fixture('new-known-sender.eml')
      .toString('latin1')
      .replace('From: Demo Customer <user@example.com>', 'From: support@example.com');
    expect(await importMessage(t.database, mailbox, Buffer.from(raw, 'latin1'))).toEqual({
      kind: 'ignored',
      reason: 'ownAddress',
    });
  });

  it('a bounce marks the mail that bounced, with the reason, and is no ticket', async () => {
    const { ticketId, ackId } = await customerTicket();
    const before = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets);
    const outcome = await importMessage(
      t.database,
      mailbox,
      fixture('bounce.eml', { TICKET: ticketId, BOUNCED: ackId }),
    );
    expect(outcome).toEqual({ kind: 'bounce', reason: 'bounced' });
    const [mail] = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.messageId, ackId));
    expect(mail).toMatchObject({
      status: 'bounced',
      lastError: 'smtp; 550 5.1.1 <gone@customer.example>: Recipient address rejected: User unknown',
    });
    expect(await t.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets)).toEqual(before);
    // The master's Outgoing mail screen reads it as bounced.
    const token = await t.login('master');
    const list = await t.call({ method: 'GET', url: '/api/outgoing-mail?status=bounced', token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(mail!.id);
  });

  it('a malformed MIME message is kept aside with its source and the reason', async () => {
    const raw = fixture('malformed-mime.eml', { ID: 'broken-1' });
    const outcome = await importMessage(t.database, mailbox, raw);
    expect(outcome).toEqual({ kind: 'aside', reason: 'malformed' });
    const row = await inbound('broken-1@mail.customer.example');
    expect(row).toMatchObject({ outcome: 'aside', reason: 'malformed', detail: 'boundaryMissing' });
    expect(row.raw!.equals(raw)).toBe(true);
    expect(await importMessage(t.database, mailbox, raw)).toEqual({ kind: 'duplicate' });
  });

  it(`acknowledges at most ${ACKNOWLEDGEMENTS_PER_HOUR} mails of one sender an hour`, async () => {
    const raw = (n: number) =>
      Buffer.from(
        fixture('new-unknown-sender.eml', { ID: `cap-${n}` })
          .toString('latin1')
          .replace(/deniz\.kaya@/g, 'loop@'),
        'latin1',
      );
    for (let n = 0; n < ACKNOWLEDGEMENTS_PER_HOUR + 2; n += 1)
      expect((await importMessage(t.database, mailbox, raw(n))).kind).toBe('ticket');
    expect(await acksTo('loop@newcustomer.example')).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR);
  });
});

describe('once', () => {
  it('a message the reader keeps aside is recorded once, with what is known of it', async () => {
    const info = {
      reason: 'tooLarge',
      size: 31_457_280,
      uid: 812,
      messageId: 'huge@mail.customer.example',
      from: 'user@example.com',
      subject: 'Scans',
    } as const;
    await keepAside(t.database, mailbox, info);
    await keepAside(t.database, mailbox, info);
    const rows = await t.database.db
      .select()
      .from(inboundMail)
      .where(eq(inboundMail.messageId, 'huge@mail.customer.example'));
    expect(rows).toEqual([
      expect.objectContaining({
        outcome: 'aside',
        reason: 'tooLarge',
        size: 31_457_280,
        uid: 812,
        fromAddress: 'user@example.com',
        subject: 'Scans',
        raw: null,
      }),
    ]);
  });

  it('the same message twice, one after the other, is one ticket', async () => {
    const raw = fixture('new-known-sender.eml', { ID: 'twice-in-a-row' });
    const first = await importMessage(t.database, mailbox, raw);
    expect(first.kind).toBe('ticket');
    expect(await importMessage(t.database, mailbox, raw)).toEqual({ kind: 'duplicate' });
    const rows = await t.database.db
      .select()
      .from(inboundMail)
      .where(eq(inboundMail.messageId, 'twice-in-a-row@mail.customer.example'));
    expect(rows).toHaveLength(1);
  });

  it('the same message twice at once is one ticket', async () => {
    const raw = fixture('refused-attachment.eml', { ID: 'twice-at-once' });
    const before = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets);
    const outcomes = await Promise.all([
      importMessage(t.database, mailbox, raw),
      importMessage(t.database, mailbox, raw),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['duplicate', 'ticket']);
    const [after] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(tickets);
    expect(after!.count).toBe(before[0]!.count + 1);
  });
});

describe('the fixture table', () => {
  it('names every fixture once', () => {
    const files = fs
      .readdirSync(path.join(import.meta.dirname, 'fixtures/inbound'))
      .filter((file) => file.endsWith('.eml'));
    expect(INBOUND_CASES.map((row) => row.file).sort()).toEqual(files.sort());
  });
});
