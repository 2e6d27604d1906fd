import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { outgoingMail, type OutgoingMailRow } from '../../db/schema/outgoing-mail';
import { completeJob, failJob, startJobQueue } from '../job-queue';
import type { MailJob } from './outbox';

type Log = { error: (object: object, message: string) => void; warn: (object: object, message: string) => void };

export type MailWorker = { stop: () => Promise<void> };

/* A poll takes up to BATCH_SIZE mails and sends them one after another over one connection; a
   batch stops taking new ones after BATCH_SECONDS, well within the jobs' expiry. */
const BATCH_SIZE = 50;
const BATCH_SECONDS = 30;

/** Where the embedded default keeps mail when there is no SMTP server: one `<id>.eml` per mail. */
export const mailDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'mail');

/* The domain after `@` in every Message-ID: the sender's, so that replies thread under one name. */
function messageDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/* A 5xx answer is the server's final word (no such mailbox, refused): trying again would not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends what the delivery log holds as `queued`, one job per mail: over SMTP (`SMTP_URL`, from
 * `MAIL_FROM`), or, without a server, written as an .eml file under `DATA_DIR/mail`. A temporary
 * failure (a 4xx answer, a server that cannot be reached) is retried with backoff by the queue; a
 * 5xx refusal or the last try marks the mail failed. Each try counts in the log with its error.
 * A mail the log already holds as sent is not sent again (a job handed out twice, decision 038).
 */
export async function startMailWorker(options: {
  database: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
  log: Log;
  /** How often an idle worker looks for mail; tests shorten it. */
  pollingIntervalSeconds?: number;
}): Promise<MailWorker> {
  const { database, config, log } = options;
  const { db } = database;
  const domain = messageDomain(config.MAIL_FROM);
  const smtp = config.SMTP_URL;
  const transport: Transporter = smtp
    ? // A try ends well within the queue's 60 s before it hands the job out again (QUEUES.mail.expireInSeconds).
      nodemailer.createTransport({
        url: smtp,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const password = smtp ? decodeURIComponent(new URL(smtp).password) : '';
  // An error's text goes to the log the master reads: never the server's password.
  const describe = (error: unknown) => {
    const text = error instanceof Error ? error.message : String(error);
    return (password ? text.split(password).join('***') : text).slice(0, 1000);
  };
  // Our own Message-IDs are kept as their left part; another's (a mail we answer) whole.
  const id = (local: string) => (local.includes('@') ? `<${local}>` : `<${local}@${domain}>`);

  const send = async (mail: OutgoingMailRow) => {
    const info = await transport.sendMail({
      from: config.MAIL_FROM,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      messageId: id(mail.messageId),
      date: mail.createdAt,
      ...(mail.headers.inReplyTo ? { inReplyTo: id(mail.headers.inReplyTo) } : {}),
      ...(mail.headers.references ? { references: mail.headers.references.map(id) } : {}),
      ...(mail.headers.replyTo ? { replyTo: mail.headers.replyTo } : {}),
      headers: {
        'Auto-Submitted': 'auto-generated',
        ...(mail.headers.listUnsubscribe
          ? {
              'List-Unsubscribe': `<${mail.headers.listUnsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {}),
      },
    });
    if (!smtp) {
      const dir = mailDir(config);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, (info as { message: Buffer }).message);
      await fs.rename(`${file}.tmp`, file);
    }
  };

  /** Answers false when the server could not be reached (no SMTP answer at all). */
  const deliver = async (job: PgBoss.JobWithMetadata<MailJob>): Promise<boolean> => {
    const [mail] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, job.data.mailId)).limit(1);
    if (!mail || mail.status !== 'queued') {
      await completeJob(db, 'mail', job.id);
      return true;
    }
    try {
      await send(mail);
    } catch (error) {
      const last = isPermanent(error) || job.retryCount >= job.retryLimit;
      const message = describe(error);
      await db.transaction(async (tx) => {
        await tx
          .update(outgoingMail)
          .set({ tries: sql`${outgoingMail.tries} + 1`, lastError: message, status: last ? 'failed' : 'queued' })
          .where(eq(outgoingMail.id, mail.id));
        // A refusal ends the job here; otherwise the queue retries it after its backoff, or fails it.
        if (isPermanent(error)) await completeJob(tx, 'mail', job.id);
        else await failJob(tx, 'mail', job.id, message);
      });
      log.warn({ mailId: mail.id, try: job.retryCount + 1, last }, `mail not sent: ${message}`);
      return typeof (error as { responseCode?: number }).responseCode === 'number';
    }
    await db.transaction(async (tx) => {
      await tx
        .update(outgoingMail)
        .set({ tries: sql`${outgoingMail.tries} + 1`, lastError: null, status: 'sent', sentAt: new Date() })
        .where(eq(outgoingMail.id, mail.id));
      await completeJob(tx, 'mail', job.id);
    });
    return true;
  };

  /*
   * The rest of a batch once the server could not be reached, or once the batch has taken
   * BATCH_SECONDS: back to the queue for its retry (each job expires QUEUES.mail.expireInSeconds
   * after it was handed out), the log's mail failed if that was its last chance.
   */
  const defer = async (job: PgBoss.JobWithMetadata<MailJob>, reason: string) => {
    await db.transaction(async (tx) => {
      if (job.retryCount >= job.retryLimit) {
        await tx
          .update(outgoingMail)
          .set({ status: 'failed', lastError: reason })
          .where(and(eq(outgoingMail.id, job.data.mailId), eq(outgoingMail.status, 'queued')));
      }
      await failJob(tx, 'mail', job.id, reason);
    });
  };

  const boss = await startJobQueue(database, (error) => log.error({ err: error }, 'job queue error'));
  const worker = { id: '' };
  worker.id = await boss.work<MailJob>(
    'mail',
    { batchSize: BATCH_SIZE, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, includeMetadata: true },
    async (jobs) => {
      const started = Date.now();
      let deferred: string | undefined;
      for (const job of jobs) {
        if (deferred === undefined && Date.now() - started > BATCH_SECONDS * 1000)
          deferred = 'deferred: the batch ran long';
        // A job still active when the handler returns would count as done: each ends here, one way or another.
        if (deferred !== undefined) {
          await defer(job, deferred).catch((error: unknown) => log.error({ err: error }, 'mail job not deferred'));
          continue;
        }
        // One mail's trouble (the database busy a moment) leaves it to its retry, not the batch.
        const reached = await deliver(job).catch(async (error: unknown) => {
          log.error({ err: error, mailId: job.data.mailId }, 'mail job failed');
          await failJob(db, 'mail', job.id, describe(error)).catch(() => undefined);
          return true;
        });
        if (!reached) deferred = 'deferred: the mail server could not be reached';
      }
      // A full batch: more are likely waiting, so fetch again at once rather than after the polling
      // interval, which would hold the worker to BATCH_SIZE mails a second (the bench's 1,000 mails
      // drain at 50 a second or more, bench/README.md).
      if (jobs.length === BATCH_SIZE && deferred === undefined && worker.id) boss.notifyWorker(worker.id);
    },
  );
  return {
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
      transport.close();
    },
  };
}
