import { isoToday } from '@workspace/shared/common/work';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { onWake, startJobQueue, type JobQueue } from '../../lib/job-queue';
import type { LiveBus } from '../../lib/live-events';
import { notificationMailSettings, useNotificationMailSettings } from '../../lib/mail/notification-mail-settings';
import { enqueueMail } from '../../lib/mail/outbox';
import type { Keyring } from '../../lib/secret-box';
import { inTransaction, type Acting } from '../../lib/transaction';
import { digestMail } from './notification-mail';
import * as repo from './notifications.repository';
import { notifyTaskDeadlines, runNotifyJob, type NotifyJob } from './notifications.service';

/*
 * The daily jobs (docs/notifications.md, decision 038's addendum): once a day, at DAILY_AT in the
 * company's time zone, pg-boss's scheduler queues one `daily` job for all instances; its worker
 * writes the day's deadline reminders and sends each digest person one mail. Each part is
 * idempotent on its own too (a reminder's key, a digest's items taken once), so a job run twice,
 * or by two instances at once, tells nobody twice.
 */

/** Cron of the daily job, in APP_TIMEZONE: 07:00, before the working day. */
export const DAILY_CRON = '0 7 * * *';

/** The system acts: no person, no address (its transactions write no audit rows). */
const systemActing = (db: Db): Acting => ({ db, actor: { id: 0 }, ip: 'system' });

/**
 * Sends each person whose rhythm is `daily` one mail with every notification kept for them since
 * their last digest, and forgets those. One transaction per person: the items are taken (deleted)
 * and the mail queued together, so a digest is mailed once even when two run at once. Answers how
 * many digests were queued.
 */
export async function sendDigests(db: Db, day: string): Promise<number> {
  let sent = 0;
  for (const recipientId of await repo.digestRecipients(db)) {
    const queued = await inTransaction(systemActing(db), async ({ tx }) => {
      const items = await repo.takeDigestItems(tx, recipientId);
      const person = await repo.mailPerson(tx, recipientId);
      // Nothing left (another run took them), or an account closed since: nothing to send.
      if (items.length === 0 || !person) return false;
      const names = await repo.peopleNames(tx, [
        ...new Set(items.flatMap((item) => (item.actorId === null ? [] : [item.actorId]))),
      ]);
      const events = items.map((item) => ({
        id: item.id,
        kind: item.kind,
        subjectKind: item.subjectKind,
        subjectId: item.subjectId,
        facts: item.facts,
        actorName: item.actorId === null ? null : (names.get(item.actorId) ?? null),
      }));
      await enqueueMail(tx, digestMail(notificationMailSettings(tx), person, events, day));
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** One day's work: the deadline reminders of `today` (in `timeZone`), then the digests (which list them). */
export async function runDailyJobs(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
): Promise<{ day: string; reminders: number; digests: number }> {
  const day = isoToday(timeZone, now);
  const reminders = await notifyTaskDeadlines(systemActing(db), day);
  const digests = await sendDigests(db, day);
  return { day, reminders, digests };
}

type Log = { error: (object: object, message: string) => void; info: (object: object, message: string) => void };

export type ScheduledJobs = { queue: JobQueue; stop: () => Promise<void> };

/**
 * Registers the daily schedule (one row in pg-boss's `schedule` table, however many instances
 * register it) and works its jobs; at the server's start, beside the mail worker.
 */
export async function startScheduledJobs(options: {
  database: Database;
  config: Pick<Config, 'APP_TIMEZONE' | 'APP_URL'>;
  keyring: Keyring;
  log: Log;
  /** Where the `notify` jobs' notifications are told to the open streams (the app's live bus). */
  live?: LiveBus;
  /** How often an idle worker looks for the job; tests shorten it. */
  pollingIntervalSeconds?: number;
}): Promise<ScheduledJobs> {
  const { database, config, log } = options;
  useNotificationMailSettings(database.db, { appUrl: config.APP_URL, keyring: options.keyring });
  const queue = await startJobQueue(database, (error) => log.error({ err: error }, 'job queue error'));
  await queue.schedule('daily', DAILY_CRON, {}, { tz: config.APP_TIMEZONE });
  await queue.work('daily', { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => {
    const done = await runDailyJobs(database.db, config.APP_TIMEZONE);
    log.info(done, 'daily jobs done');
  });
  // The notifications of a large audience (notify's `notify` jobs): woken by the commit that queued
  // one in this process, so a follower hears of a reply within the bench's 500 ms.
  const acting: Acting = { ...systemActing(database.db), ...(options.live ? { live: options.live } : {}) };
  const notifyWorker = await queue.work<NotifyJob>(
    'notify',
    { batchSize: 5, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      for (const job of jobs) await runNotifyJob(acting, job.id, job.data);
    },
  );
  const stopWaking = onWake('notify', () => queue.notifyWorker(notifyWorker));
  return {
    queue,
    stop: async () => {
      stopWaking();
      await queue.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}
