import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { notifications } from '../src/db/schema/notifications';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { ticketFollowers } from '../src/db/schema/ticket-followers';
import { users } from '../src/db/schema/users';
import { startScheduledJobs, type ScheduledJobs } from '../src/modules/notifications/daily-jobs';
import { runNotifyJob, type NotifyJob } from '../src/modules/notifications/notifications.service';
import { createTestApp, type TestApp } from './helpers';
import { until } from './mail-smtp';
import { multipart, postTicketComment } from './work-helpers';

/*
 * A notification to more people than a change should wait for (notifications.service.ts,
 * INLINE_AUDIENCE: 10) is told by a `notify` job queued in the change's transaction: the reply
 * answers before the followers are told, the job tells each of them once, and a job handed out
 * twice tells nobody twice. Runs on the embedded database, and on PostgreSQL with DATABASE_URL.
 */
const FOLLOWERS = 12;
let t: TestApp;
let master: string;
let customer: string;
let categoryId: number;
let followerIds: number[];
const log = { error: () => undefined, info: () => undefined };
let jobs: ScheduledJobs | undefined;

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login('master');
  customer = await t.login('user');
  const [category] = await t.database.db.insert(ticketCategories).values({ name: 'Fan-out' }).returning();
  categoryId = category!.id;
  const [someone] = await t.database.db.select().from(users).where(eq(users.email, 'manager@example.com'));
  const made = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: FOLLOWERS }, (_, index) => ({
        name: 'Follower',
        surname: `${index + 1}`,
        email: `fanout-follower-${index + 1}@example.com`,
        passwordHash: someone!.passwordHash,
        type: 'manager' as const,
      })),
    )
    .returning({ id: users.id });
  followerIds = made.map((row) => row.id);
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

async function followedTicket(): Promise<number> {
  const body = multipart({
    subject: 'Followed by many',
    description: 'Fan-out',
    priority: 'medium',
    department: 'support',
    type: 'question',
    categoryId: String(categoryId),
  });
  const raised = await t.call({
    method: 'POST',
    url: '/api/tickets',
    token: customer,
    payload: body.payload,
    headers: body.headers,
  });
  expect(raised.statusCode, raised.body).toBe(201);
  const ticketId = raised.json().ticket.id as number;
  await t.database.db.insert(ticketFollowers).values(followerIds.map((userId) => ({ ticketId, userId })));
  return ticketId;
}

const reply = (ticketId: number, text: string) => postTicketComment(t, master, ticketId, text);

const repliesTold = async (ticketId: number) =>
  t.database.db
    .select({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'ticketReply'),
        eq(notifications.subjectId, ticketId),
        inArray(notifications.recipientId, followerIds),
      ),
    );

const notifyJobs = async () =>
  (
    (await t.database.db.execute(
      sql`select id, state, data from pgboss.job where name = 'notify' order by created_on`,
    )) as unknown as { rows: { id: string; state: string; data: NotifyJob }[] }
  ).rows;

describe('a notification to a large audience', () => {
  it('is queued with the reply and told to each follower once by the job, after the reply answered', async () => {
    const ticketId = await followedTicket();
    await reply(ticketId, 'Queued for the followers');
    // Answered: the followers are not told yet, a job is waiting for them.
    expect(await repliesTold(ticketId)).toEqual([]);
    // (The new ticket went to every master and manager, 14 of them: a job of its own too.)
    const queued = (await notifyJobs()).filter(
      (job) => job.data.subjectId === ticketId && job.data.kind === 'ticketReply',
    );
    expect(queued.map((job) => [job.state, job.data.kind, job.data.recipients.length])).toEqual([
      ['created', 'ticketReply', FOLLOWERS + 1], // the followers and the customer who raised it
    ]);

    jobs = await startScheduledJobs({
      database: t.database,
      config: loadConfig({ APP_URL: 'https://workspace.example.test' }),
      keyring: t.app.keyring,
      log,
      live: t.app.live,
      pollingIntervalSeconds: 0.5,
    });
    await until(async () => (await repliesTold(ticketId)).length === FOLLOWERS, 10_000, 'the followers told');
    expect((await repliesTold(ticketId)).map((row) => row.recipientId).sort((a, b) => a - b)).toEqual(followerIds);
    await until(
      async () => (await notifyJobs()).find((job) => job.id === queued[0]!.id)?.state === 'completed',
      10_000,
      'the job completed',
    );

    // With the worker running, a reply's followers are told at once (the commit wakes the worker).
    const started = Date.now();
    await reply(ticketId, 'Told at once');
    await until(async () => (await repliesTold(ticketId)).length === 2 * FOLLOWERS, 5_000, 'the second reply told');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('handed out twice, tells nobody twice', async () => {
    await jobs?.stop();
    jobs = undefined;
    const ticketId = await followedTicket();
    await reply(ticketId, 'One job, two tries');
    const [job] = (await notifyJobs()).filter(
      (row) => row.data.subjectId === ticketId && row.data.kind === 'ticketReply',
    );
    // As a worker holds it; then two tries of it, as when a try outlives its expiry.
    await t.database.db.execute(sql`update pgboss.job set state = 'active' where id = ${job!.id}`);
    const acting = { db: t.database.db, actor: { id: 0 }, ip: 'system' };
    await Promise.all([runNotifyJob(acting, job!.id, job!.data), runNotifyJob(acting, job!.id, job!.data)]);
    expect((await repliesTold(ticketId)).length).toBe(FOLLOWERS);
    expect((await notifyJobs()).find((row) => row.id === job!.id)?.state).toBe('completed');
  });
});
