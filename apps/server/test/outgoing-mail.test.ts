import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { tickets } from '../src/db/schema/tickets';
import { users } from '../src/db/schema/users';
import { enqueueMail, type MailRequest } from '../src/lib/mail/outbox';
import { startMailWorker, type MailWorker } from '../src/lib/mail/worker';
import { createTestApp, type TestApp } from './helpers';
import { startSmtpSink, until, type SmtpSink } from './mail-smtp';
import { freePort, sleep } from './processes';
import { postTicketComment } from './work-helpers';

/*
 * Outgoing mail end to end against a real SMTP server on 127.0.0.1: the ticket reply's mail, its
 * language and headers, a rollback that queues nothing, a server down then up, a refusal.
 */
let t: TestApp;
let customer: { id: number; email: string };
let ticketId: number;
let ticketSubject: string;
let sink: SmtpSink | undefined;
let worker: MailWorker | undefined;
const log = { error: () => undefined, warn: () => undefined };
const FROM = 'Workspace Support <support@example.test>';

const startWorker = (port: number) =>
  startMailWorker({
    database: t.database,
    config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM, DATA_DIR: '/nonexistent' },
    log,
    pollingIntervalSeconds: 0.5,
  });

const mailRows = () => t.database.db.select().from(outgoingMail).orderBy(outgoingMail.id);
const jobCount = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

const reply = (token: string, body: string, internal = false) => postTicketComment(t, token, ticketId, body, internal);

const request = (overrides: Partial<MailRequest> = {}): MailRequest => ({
  to: { email: 'someone@example.test' },
  kind: 'test',
  messageId: `test-${Math.random().toString(36).slice(2)}`,
  content: { language: 'en', subject: 'Hello', greeting: 'Hello,', paragraphs: ['A line.'] },
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
  customer = { id: row!.id, email: row!.email };
  const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.createdBy, customer.id)).limit(1);
  ticketId = ticket!.id;
  ticketSubject = ticket!.subject;
  // The demo's own mails (seed/demo-notifications.ts) are not this file's: each test reads the log from empty.
  await t.database.db.delete(outgoingMail);
});

afterEach(async () => {
  await worker?.stop();
  await sink?.close();
  worker = undefined;
  sink = undefined;
  await t.database.db.delete(outgoingMail);
  await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, customer.id));
});

afterAll(async () => {
  await t.close();
});

describe('the mail of a public reply on a ticket', () => {
  it('reaches the customer in their language, threaded under the ticket, once, and is logged as sent', async () => {
    await t.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, customer.id));
    const port = await freePort();
    sink = await startSmtpSink(port);
    const token = await t.login('master');
    const comment = await reply(token, 'Merhaba, sorun çözüldü <b>bugün</b>.\nİyi günler.');

    worker = await startWorker(port);
    await until(() => sink!.messages.length === 1, 10_000, 'the mail');
    const mail = sink.messages[0]!;
    expect(mail.subject).toBe(`[#${ticketId}] Ynt: ${ticketSubject}`);
    expect(mail.from?.value).toEqual([{ name: 'Workspace Support', address: 'support@example.test' }]);
    expect((mail.to as { text: string }).text).toBe(customer.email);
    expect(mail.messageId).toBe(`<ticket-${ticketId}.comment-${comment.id}.user-${customer.id}@example.test>`);
    expect(mail.inReplyTo).toBe(`<ticket-${ticketId}@example.test>`);
    expect(mail.references).toBe(`<ticket-${ticketId}@example.test>`);
    expect(mail.text).toContain('Merhaba');
    expect(mail.text).toContain('destek talebinize yanıt verdi.');
    expect(mail.text).toContain('> Merhaba, sorun çözüldü <b>bugün</b>.\n> İyi günler.');
    // The reply's text is text in the HTML part, never markup.
    expect(mail.html).toContain('sorun çözüldü &lt;b&gt;bugün&lt;/b&gt;.<br>İyi günler.');
    expect(mail.html).toContain('<meta name="viewport"');
    expect(mail.html).toContain('<html lang="tr">');
    // A notification's mail: the customer may stop replies' mail with one click (notification-mail.test.ts).
    const unsubscribe = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line;
    expect(unsubscribe?.replace(/\r\n\s+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/unsubscribe\?token=/,
    );

    await until(async () => (await mailRows())[0]?.status === 'sent', 5_000, 'the log');
    const [logged] = await mailRows();
    expect(logged).toMatchObject({
      recipient: customer.email,
      kind: 'ticketReply',
      language: 'tr',
      tries: 1,
      lastError: null,
    });
    expect(logged!.sentAt).toBeInstanceOf(Date);
    await sleep(1_500);
    expect(sink.messages).toHaveLength(1);
  });

  it("in English for an English customer; the customer's own reply and an internal note mail nobody", async () => {
    const token = await t.login('manager');
    await reply(token, 'We are on it.');
    const [english] = await mailRows();
    expect(english!.subject).toBe(`[#${ticketId}] Re: ${ticketSubject}`);
    expect(english!.textBody).toContain('replied to your support ticket.');

    await reply(await t.login('user'), 'Thanks!');
    await reply(token, 'Only us', true);
    const rows = await mailRows();
    expect(rows.map((row) => row.kind)).toEqual(['ticketReply']);
    expect(rows.some((row) => row.textBody.includes('Only us'))).toBe(false);
  });
});

describe('the queue', () => {
  it('a change that rolls back queues nothing: no log row, no job', async () => {
    const jobsBefore = await jobCount();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, request());
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await mailRows()).toEqual([]);
    expect(await jobCount()).toBe(jobsBefore);
    await t.database.db.transaction((tx) => enqueueMail(tx, request()));
    expect(await jobCount()).toBe(jobsBefore + 1);
  });

  it('SMTP down, then up: retried with its error logged, the rest of the batch deferred, then each delivered once', async () => {
    const port = await freePort();
    await t.database.db.transaction(async (tx) => {
      await enqueueMail(tx, request({ to: { email: 'late@example.test' } }));
      await enqueueMail(tx, request({ to: { email: 'later@example.test' } }));
    });
    worker = await startWorker(port);
    await until(async () => (await mailRows()).some((row) => row.tries >= 1), 5_000, 'the first try');
    await sleep(300);
    const waiting = await mailRows();
    // One try reached nothing; the other mail of the batch waits for its retry untried.
    expect(waiting.map((row) => [row.status, row.tries]).sort()).toEqual([
      ['queued', 0],
      ['queued', 1],
    ]);
    expect(waiting.find((row) => row.tries === 1)!.lastError).toMatch(/ECONNREFUSED/);

    sink = await startSmtpSink(port);
    await until(async () => (await mailRows()).every((row) => row.status === 'sent'), 15_000, 'the retry');
    await sleep(500);
    expect(sink.messages.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
      'late@example.test',
      'later@example.test',
    ]);
    expect((await mailRows()).map((row) => [row.tries, row.lastError]).sort()).toEqual([
      [1, null],
      [2, null],
    ]);
  }, 20_000);

  it('a permanent refusal (5xx) marks the mail failed at once, with the answer', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port, {
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })),
    });
    await t.database.db.transaction((tx) => enqueueMail(tx, request({ to: { email: 'nobody@example.test' } })));
    worker = await startWorker(port);
    await until(async () => (await mailRows())[0]!.status === 'failed', 5_000, 'the refusal');
    await sleep(1_000);
    const [failed] = await mailRows();
    expect(failed).toMatchObject({ status: 'failed', tries: 1 });
    expect(failed!.lastError).toMatch(/550/);
    expect(sink.messages).toEqual([]);
  });

  it('carries List-Unsubscribe and its one-click twin when the producer gives an address', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const url = 'https://workspace.example.test/unsubscribe?kind=ticket.reply&sig=abc';
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, request({ content: { ...request().content, unsubscribeUrl: url } })),
    );
    worker = await startWorker(port);
    await until(() => sink!.messages.length === 1, 5_000, 'the mail');
    const line = sink.messages[0]!.headerLines.find((header) => header.key === 'list-unsubscribe')?.line;
    expect(line?.replace(/\r\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${url}>`);
    const post = sink.messages[0]!.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line;
    expect(post).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(sink.messages[0]!.text).toContain(url);
    await until(async () => (await mailRows())[0]!.status === 'sent', 5_000, 'the log');
  });
});

describe('the delivery log for the master', () => {
  it('lists the mails newest first, filtered and searched, and shows one with its text and HTML', async () => {
    await t.database.db.transaction(async (tx) => {
      await enqueueMail(tx, request({ to: { email: 'first@example.test' } }));
      await enqueueMail(tx, request({ to: { email: 'second@example.test' }, kind: 'ticket.reply' }));
    });
    const master = await t.login('master');
    const list = await t.call({ method: 'GET', url: '/api/outgoing-mail', token: master });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{
      data: { id: number; recipient: string; status: string; tries: number }[];
      meta: { total: number };
    }>();
    expect(page.data.map((row) => [row.recipient, row.status, row.tries])).toEqual([
      ['second@example.test', 'queued', 0],
      ['first@example.test', 'queued', 0],
    ]);
    expect(page.meta.total).toBe(2);
    const filtered = await t.call({
      method: 'GET',
      url: '/api/outgoing-mail?kind=ticket.reply&q=second',
      token: master,
    });
    expect(filtered.json<{ data: { recipient: string }[] }>().data.map((row) => row.recipient)).toEqual([
      'second@example.test',
    ]);

    const one = await t.call({ method: 'GET', url: `/api/outgoing-mail/${page.data[0]!.id}`, token: master });
    expect(one.statusCode, one.body).toBe(200);
    const { mail } = one.json<{ mail: { subject: string; text: string; html: string; recipient: string } }>();
    expect(mail).toMatchObject({ recipient: 'second@example.test', subject: 'Hello' });
    expect(mail.text).toContain('A line.');
    expect(mail.html).toContain('<p style="margin:0 0 16px">A line.</p>');

    expect((await t.call({ method: 'GET', url: '/api/outgoing-mail/999999', token: master })).statusCode).toBe(404);
    const manager = await t.login('manager');
    expect((await t.call({ method: 'GET', url: '/api/outgoing-mail', token: manager })).statusCode).toBe(403);
  });
});
