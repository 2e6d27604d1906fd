import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationDigestItems,
  notificationSettings,
  taskReminders,
} from '../src/db/schema/notification-preferences';
import { notifications } from '../src/db/schema/notifications';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import { tasks } from '../src/db/schema/tasks';
import { users } from '../src/db/schema/users';
import { loadConfig } from '../src/config';
import { inTransaction } from '../src/lib/transaction';
import {
  DAILY_CRON,
  runDailyJobs,
  startScheduledJobs,
  type ScheduledJobs,
} from '../src/modules/notifications/daily-jobs';
import { notify } from '../src/modules/notifications/notifications.service';
import { createTestApp, type TestApp } from './helpers';
import { until } from './mail-smtp';
import { inDays, loadWorkIds, today, type WorkIds } from './work-helpers';

/*
 * The daily jobs on pg-boss's scheduler, with two instances on one database (this file runs on the
 * embedded database, and on PostgreSQL with DATABASE_URL): the schedule is registered once, in the
 * company's time zone, and however many jobs or instances run the day's work, each reminder and
 * each digest is told once.
 */
let t: TestApp;
let work: WorkIds;
let customerId: number;
const instances: ScheduledJobs[] = [];
const log = { error: () => undefined, info: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  work = await loadWorkIds(t.database);
  const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
  customerId = customer!.id;
});
afterAll(async () => {
  for (const instance of instances) await instance.stop();
  await t.close();
});

describe('the daily jobs across two instances', () => {
  it('register one schedule, and tell each reminder and each digest once however often they run', async () => {
    const config = loadConfig({ APP_TIMEZONE: 'Europe/Istanbul', APP_URL: 'https://workspace.example.test' });
    for (let i = 0; i < 2; i++)
      instances.push(
        await startScheduledJobs({
          database: t.database,
          config,
          keyring: t.app.keyring,
          log,
          pollingIntervalSeconds: 0.5,
        }),
      );
    const schedules = await instances[0]!.queue.getSchedules();
    expect(schedules.map((row) => [row.name, row.cron, row.options?.tz])).toEqual([
      ['daily', DAILY_CRON, 'Europe/Istanbul'],
    ]);

    const [task] = await t.database.db
      .insert(tasks)
      .values({
        title: 'Renew the certificate',
        assigneeId: work.employee,
        projectId: work.project,
        startDate: today(),
        deadline: inDays(1),
        estimatedHours: '2',
        status: 'pending',
        priority: 'medium',
      })
      .returning();
    // The customer's mail goes in a digest.
    await t.database.db.insert(notificationSettings).values({ userId: customerId, emailRhythm: 'daily' });
    await inTransaction({ db: t.database.db, actor: { id: work.manager }, ip: '127.0.0.1' }, ({ tx }) =>
      notify(tx, { recipients: [customerId], kind: 'ticketStatus', actorId: work.manager, subjectId: 1, facts: {} }),
    );
    expect(await t.database.db.select().from(notificationDigestItems)).toHaveLength(1);

    // The scheduler's job sent twice (two instances' clocks), and the work run by both at once.
    await instances[0]!.queue.send('daily', {});
    await instances[1]!.queue.send('daily', {});
    await Promise.all([runDailyJobs(t.database.db, 'Europe/Istanbul'), runDailyJobs(t.database.db, 'Europe/Istanbul')]);
    await until(
      async () => (await instances[0]!.queue.getQueueSize('daily', { before: 'completed' })) === 0,
      20_000,
      'the daily jobs',
    );

    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.subjectId, task!.id), inArray(notifications.kind, ['taskDueTomorrow', 'taskOverdue'])),
      );
    expect(reminders.map((row) => `${row.kind} ${row.recipientId === work.employee}`)).toEqual([
      'taskDueTomorrow true',
    ]);
    expect(await t.database.db.select().from(taskReminders).where(eq(taskReminders.taskId, task!.id))).toHaveLength(1);
    const digests = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'digest'));
    expect(digests.map((row) => row.recipientUserId)).toEqual([customerId]);
    expect(await t.database.db.select().from(notificationDigestItems)).toEqual([]);
  });
});
