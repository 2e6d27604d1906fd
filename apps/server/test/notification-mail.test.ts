import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@workspace/shared/notifications/notifications.constants';
import { notificationDigestItems, notificationPreferences } from '../src/db/schema/notification-preferences';
import { notifications } from '../src/db/schema/notifications';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { tickets } from '../src/db/schema/tickets';
import { users } from '../src/db/schema/users';
import { startMailWorker, type MailWorker } from '../src/lib/mail/worker';
import { inTransaction } from '../src/lib/transaction';
import { runDailyJobs } from '../src/modules/notifications/daily-jobs';
import { notify } from '../src/modules/notifications/notifications.service';
import { createTestApp, DEMO_PASSWORD, TEST_APP_KEY, XSRF, type TestApp } from './helpers';
import { startSmtpSink, until, type SmtpSink } from './mail-smtp';
import { freePort, sleep } from './processes';
import { postTicketComment } from './work-helpers';

/*
 * A notification's mail, against a real SMTP server on 127.0.0.1: its words in the recipient's
 * language, the link to the record under APP_URL, the ticket's number and thread, the one-click
 * unsubscribe (which works without signing in, and refuses a forged or altered link), each
 * person's preferences (in-app, e-mail, the daily digest), and what never goes into a mail.
 */
const APP_URL = 'https://workspace.example.test';
const FROM = 'Workspace <support@example.test>';
let t: TestApp;
let sink: SmtpSink | undefined;
let worker: MailWorker | undefined;
const ids = { master: 0, manager: 0, employee: 0, user: 0 };
const loginTokens: string[] = [];
let ticketId: number;
let ticketSubject: string;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: `${APP_URL}/` });
  for (const role of ['master', 'manager', 'employee', 'user'] as const) {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `${role}@example.com`));
    ids[role] = row!.id;
  }
  const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.createdBy, ids.user)).limit(1);
  ticketId = ticket!.id;
  ticketSubject = ticket!.subject;
});
afterAll(() => t.close());
afterEach(async () => {
  await worker?.stop();
  await sink?.close();
  worker = undefined;
  sink = undefined;
  await t.database.db.delete(outgoingMail);
  await t.database.db.delete(notificationPreferences);
  await t.database.db.delete(notificationDigestItems);
});

async function deliver(count: number) {
  const port = await freePort();
  sink = await startSmtpSink(port);
  worker = await startMailWorker({
    database: t.database,
    config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM, DATA_DIR: '/nonexistent' },
    log: { error: () => undefined, warn: () => undefined },
    pollingIntervalSeconds: 0.5,
  });
  await until(() => sink!.messages.length >= count, 10_000, `${count} mails`);
  await sleep(700);
  return sink.messages;
}

const header = (mail: { headerLines: readonly { key: string; line: string }[] }, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');

const login = async (role: string) => {
  const token = await t.login(role);
  loginTokens.push(token);
  return token;
};

const reply = (token: string, body: string, internal = false) => postTicketComment(t, token, ticketId, body, internal);

const acting = () => ({ db: t.database.db, actor: { id: ids.manager }, ip: '127.0.0.1' });
const mailRows = () => t.database.db.select().from(outgoingMail).orderBy(outgoingMail.id);

describe('a notification mail', () => {
  it('speaks the recipient’s language, links to the record under APP_URL, threads a ticket’s and carries one-click unsubscribe', async () => {
    await t.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, ids.user));
    const comment = await reply(await login('manager'), 'Sorununuzu inceledik.\nYarın düzelecek.');
    const [mail] = await deliver(1);
    expect(mail!.subject).toBe(`[#${ticketId}] Ynt: ${ticketSubject}`);
    expect(mail!.messageId).toBe(`<ticket-${ticketId}.comment-${comment.id}.user-${ids.user}@example.test>`);
    expect(mail!.inReplyTo).toBe(`<ticket-${ticketId}@example.test>`);
    expect(mail!.references).toBe(`<ticket-${ticketId}@example.test>`);
    expect(mail!.text).toContain('destek talebinize yanıt verdi.');
    expect(mail!.text).toContain('> Sorununuzu inceledik.\n> Yarın düzelecek.');
    expect(mail!.text).toContain(`Açmak için: ${APP_URL}/support-window/${ticketId}/ticket`);
    expect(mail!.html).toContain('<html lang="tr">');
    expect(header(mail!, 'list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: <${APP_URL}/api/unsubscribe\\?token=${ids.user}\\.ticketReply\\.[\\w-]{43}>$`),
    );
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.text).toMatch(new RegExp(`Bu e-postaları almayı bırak: ${APP_URL}/unsubscribe\\?token=`));
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ids.user));
  });

  it('in English for a staff member, by their preference: a status change with its status’s words', async () => {
    await t.database.db.update(tickets).set({ assigneeId: ids.employee }).where(eq(tickets.id, ticketId));
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: ids.employee, kind: 'ticketStatus', inApp: false, email: true });
    const before = await t.database.db.select({ id: notifications.id }).from(notifications);
    await inTransaction(acting(), ({ tx }) =>
      notify(tx, {
        recipients: [ids.employee],
        kind: 'ticketStatus',
        actorId: ids.manager,
        subjectId: ticketId,
        facts: { title: ticketSubject, status: 'onHold' },
      }),
    );
    // In-app off: no row for them.
    expect((await t.database.db.select({ id: notifications.id }).from(notifications)).length).toBe(before.length);
    const [mail] = await deliver(1);
    expect(mail!.subject).toBe(`[#${ticketId}] On hold: ${ticketSubject}`);
    expect(mail!.text).toMatch(/^Hello \S+,/);
    expect(mail!.text).toContain(`changed the status of the support ticket “${ticketSubject}” to “On hold”.`);
    expect(mail!.messageId).toMatch(new RegExp(`^<ticket-${ticketId}\\.ticketStatus-[\\w-]+\\.user-${ids.employee}@`));
  });

  it('nothing is queued for a change that rolls back, nor when e-mail is off', async () => {
    await expect(
      inTransaction(acting(), async ({ tx }) => {
        await notify(tx, { recipients: [ids.user], kind: 'ticketReply', actorId: ids.manager, subjectId: ticketId });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: ids.user, kind: 'ticketStatus', inApp: true, email: false });
    await inTransaction(acting(), ({ tx }) =>
      notify(tx, { recipients: [ids.user], kind: 'ticketStatus', actorId: ids.manager, subjectId: ticketId }),
    );
    expect(await mailRows()).toEqual([]);
  });

  it('an internal note mails no customer, whatever their preferences', async () => {
    await t.database.db.update(tickets).set({ assigneeId: ids.user }).where(eq(tickets.id, ticketId));
    await reply(await login('manager'), 'Between us: zqnote', true);
    await t.database.db.update(tickets).set({ assigneeId: ids.employee }).where(eq(tickets.id, ticketId));
    const rows = await mailRows();
    expect(rows.filter((row) => row.recipientUserId === ids.user)).toEqual([]);
    expect(rows.some((row) => row.textBody.includes('zqnote'))).toBe(false);
  });

  it('never carries a secret, a sign-in token or a password, in any kind', async () => {
    await login('master');
    await login('user');
    await t.database.db
      .insert(notificationPreferences)
      .values(NOTIFICATION_KINDS.map((kind) => ({ userId: ids.master, kind, inApp: true, email: true })));
    await inTransaction(acting(), async ({ tx }) => {
      for (const kind of NOTIFICATION_KINDS)
        await notify(tx, {
          recipients: [ids.master],
          kind,
          actorId: ids.manager,
          subjectId: ticketId,
          facts: { title: 'Router', status: 'completed', country: 'DE' },
          ...(kind === 'mention' ? { subjectKind: 'ticket' as const } : {}),
          ...(kind === 'ticketReply' ? { quote: { body: 'A reply', key: 'comment-1' } } : {}),
        });
    });
    const rows = await mailRows();
    expect(rows.map((row) => row.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    const secrets = [...loginTokens, TEST_APP_KEY, DEMO_PASSWORD, XSRF];
    const hashes = (
      (await t.database.db.execute(sql`select password_hash as password from users`)) as unknown as {
        rows: { password: string }[];
      }
    ).rows.map((row) => row.password);
    for (const row of rows) {
      const whole = `${row.subject}\n${row.textBody}\n${row.htmlBody}\n${JSON.stringify(row.headers)}`;
      for (const secret of [...secrets, ...hashes]) expect(whole, row.kind).not.toContain(secret);
      expect(whole).toContain(`${APP_URL}/`);
    }
    expect(rows.find((row) => row.kind === 'newCountrySignIn')!.subject).toBe('A sign-in from a new country: Germany');
  });
});

describe('one-click unsubscribe', () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('turns that kind’s e-mail off without signing in or the anti-forgery header; a forged or altered link is refused', async () => {
    await reply(await login('manager'), 'First');
    const [row] = await mailRows();
    const token = tokenOf(row!.headers.listUnsubscribe!);
    expect(row!.headers.listUnsubscribe).toBe(`${APP_URL}/api/unsubscribe?token=${token}`);

    // Forged signature, another person's id with this signature, another kind: 404, nothing changes.
    const [, kind, signature] = token.split('.');
    const forged = `${ids.user}.${kind}.${'A'.repeat(43)}`;
    const otherUser = `${ids.manager}.${kind}.${signature}`;
    const otherKind = `${ids.user}.ticketStatus.${signature}`;
    for (const bad of [forged, otherUser, otherKind, 'nonsense']) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${bad}` });
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json().error).toMatchObject({ code: 'notFound', message: 'The record was not found' });
    }
    const turkish = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${forged}`,
      headers: { 'accept-language': 'tr' },
    });
    expect(turkish.json().error.message).toBe('Kayıt bulunamadı');
    expect(await t.database.db.select().from(notificationPreferences)).toEqual([]);

    const info = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(info.json()).toEqual({ kind: 'ticketReply', language: 'en', email: true });
    // As a mail client sends it (RFC 8058): a form body, no cookie, no header of ours.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ kind: 'ticketReply', language: 'en', email: false });
    expect(await t.database.db.select().from(notificationPreferences)).toEqual([
      { userId: ids.user, kind: 'ticketReply', inApp: true, email: false },
    ]);
    // Twice: the same answer.
    expect((await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` })).statusCode).toBe(200);

    // The next reply: in the app still, no mail.
    await reply(await login('manager'), 'Second');
    expect(await mailRows()).toHaveLength(1);
    const prefs = await t.call({ method: 'GET', url: '/api/notification-preferences', token: await login('user') });
    expect(prefs.json().kinds.find((item: { kind: string }) => item.kind === 'ticketReply')).toEqual({
      kind: 'ticketReply',
      inApp: true,
      email: false,
      isDefault: false,
    });
  });
});

describe('the daily digest', () => {
  it('keeps the mail of a daily person for one digest, sent once however often the job runs', async () => {
    const manager = await login('manager');
    const put = await t.call({
      method: 'PUT',
      url: '/api/notification-preferences',
      token: await login('user'),
      payload: { emailRhythm: 'daily' },
    });
    expect(put.statusCode).toBe(200);
    await reply(manager, 'One');
    await reply(manager, 'Two');
    expect(await mailRows()).toEqual([]);

    const [first, second] = await Promise.all([
      runDailyJobs(t.database.db, 'Europe/Istanbul'),
      runDailyJobs(t.database.db, 'Europe/Istanbul'),
    ]);
    expect(first!.digests + second!.digests).toBe(1);
    expect((await runDailyJobs(t.database.db, 'Europe/Istanbul')).digests).toBe(0);
    const [mail] = await deliver(1);
    expect(mail!.subject).toBe('Your daily summary: 2 notifications');
    expect(
      (mail!.text ?? '').match(new RegExp(`• \\[#${ticketId}\\] \\S+ \\S+ replied to your support ticket\\.`, 'g')),
    ).toHaveLength(2);
    expect(mail!.text).toContain(`${APP_URL}/support-window/${ticketId}/ticket`);
    expect(mail!.text).toContain(`${APP_URL}/notifications?view=settings`);
    await t.call({
      method: 'PUT',
      url: '/api/notification-preferences',
      token: await login('user'),
      payload: { emailRhythm: 'immediate' },
    });
  });
});
