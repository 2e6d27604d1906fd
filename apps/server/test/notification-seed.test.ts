import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type NotificationRow } from '../src/db/schema/notifications';
import { outgoingMail, type OutgoingMailRow } from '../src/db/schema/outgoing-mail';
import { ticketComments } from '../src/db/schema/ticket-comments';
import { users, type UserRow } from '../src/db/schema/users';
import { DEMO_MAIL_FAILED_ERROR, DEMO_MAIL_RETRY_ERROR } from '../src/seed/demo-notifications';
import { createTestApp, type TestApp } from './helpers';

/* The demo's notification centre and delivery log, as the test database's seed (the demo's) leaves them. */

let t: TestApp;
let rows: NotificationRow[];
let mails: OutgoingMailRow[];
let people: Map<number, UserRow>;
const byEmail = (email: string) => [...people.values()].find((person) => person.email === email)!;
const of = (email: string) => rows.filter((row) => row.recipientId === byEmail(email).id);

beforeAll(async () => {
  t = await createTestApp();
  rows = await t.database.db.select().from(notifications);
  mails = await t.database.db.select().from(outgoingMail);
  people = new Map((await t.database.db.select().from(users)).map((user) => [user.id, user]));
});
afterAll(() => t.close());

describe('demo notifications', () => {
  it('tell each demo person of what happened to them, the last days unread', () => {
    for (const email of ['master@example.com', 'manager@example.com', 'employee@example.com', 'user@example.com']) {
      const own = of(email);
      expect(own.length, email).toBeGreaterThan(0);
      expect(
        own.some((row) => row.readAt === null),
        `${email} has unread news`,
      ).toBe(true);
    }
    expect(rows.some((row) => row.readAt !== null)).toBe(true);
  });

  it('are what the producers write: new tickets to the planners, assignments, replies, the daily reminders', () => {
    const kinds = (email: string) => new Set(of(email).map((row) => row.kind));
    expect(kinds('master@example.com')).toContain('ticketCreated');
    expect(kinds('manager@example.com')).toContain('ticketCreated');
    expect(kinds('user@example.com')).toContain('ticketReply');
    expect([...kinds('employee@example.com')]).toEqual(expect.arrayContaining(['ticketAssigned', 'ticketReply']));
    expect([...kinds('employee@example.com')]).toEqual(expect.arrayContaining(['taskDueTomorrow', 'taskOverdue']));
    // Nobody of their own action; no customer of an internal note.
    for (const row of rows) {
      expect(row.actorId).not.toBe(row.recipientId);
      if (people.get(row.recipientId)!.type === 'user') expect(row.facts.internal).toBeUndefined();
    }
    // The recent internal notes reach their tickets' assignees, unread.
    expect(rows.filter((row) => row.facts.internal === true && row.readAt === null).length).toBeGreaterThanOrEqual(1);
  });
});

describe('demo delivery log', () => {
  it('holds the last mails of the demo’s notifications: sent ones, one failed with its error, one queued for a retry', async () => {
    const statuses = mails.map((mail) => mail.status).sort();
    expect(statuses.filter((status) => status === 'sent').length).toBeGreaterThanOrEqual(3);
    expect(mails.filter((mail) => mail.status === 'failed').map((mail) => mail.lastError)).toEqual([
      DEMO_MAIL_FAILED_ERROR,
    ]);
    const queued = mails.filter((mail) => mail.status === 'queued');
    expect(queued.map((mail) => mail.lastError)).toEqual([DEMO_MAIL_RETRY_ERROR]);
    // Its job waits for the retry, so a fresh start still shows it queued.
    const jobs = (await t.database.db.execute(
      sql`select state, start_after > now() as later from pgboss.job where name = 'mail' and (data->>'mailId')::int = ${queued[0]!.id}`,
    )) as unknown as { rows: { state: string; later: boolean }[] };
    expect(jobs.rows).toEqual([{ state: 'retry', later: true }]);
  });

  it('holds what the notifications queued, each in its recipient’s language: a customer’s for a public reply, never an internal note', async () => {
    const comments = new Map(
      (await t.database.db.select().from(ticketComments)).map((comment) => [comment.id, comment]),
    );
    expect(mails.some((mail) => mail.kind === 'ticketReply')).toBe(true);
    for (const mail of mails) {
      const person = people.get(mail.recipientUserId!)!;
      expect(mail.recipient).toBe(person.email);
      expect(mail.language).toBe(person.language);
      expect(mail.subject).toMatch(/^\[#\d+\] /);
      // A customer's mails: replies to their tickets, and the acknowledgements of what they mailed in.
      if (person.type !== 'user' || mail.kind === 'ticketAcknowledgement') continue;
      expect(mail.kind).toBe('ticketReply');
      const comment = comments.get(Number(/\.comment-(\d+)\./.exec(mail.messageId)![1]))!;
      expect(comment.internal).toBe(false);
      expect(mail.textBody).toContain(comment.body.split('\n')[0]);
    }
  });
});
