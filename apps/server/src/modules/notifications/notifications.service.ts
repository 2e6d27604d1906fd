import { notificationPolicy } from '@workspace/shared/auth/policies';
import type { UserType } from '@workspace/shared/auth/roles';
import type { ListQuery } from '@workspace/shared/common/list.schemas';
import {
  NOTIFICATION_SUBJECTS,
  type NotificationFacts,
  type NotificationKind,
  type NotificationSubjectKind,
} from '@workspace/shared/notifications/notifications.constants';
import type {
  Notification,
  notificationList,
  NotificationUnreadCount,
} from '@workspace/shared/notifications/notifications.schemas';
import {
  DEFAULT_EMAIL_RHYTHM,
  isSecurityKind,
  NOTIFICATION_DEFAULTS,
} from '@workspace/shared/notifications/notification-preferences.constants';
import type { Tx } from '../../db/client';
import { notificationMailSettings } from '../../lib/mail/notification-mail-settings';
import { enqueueMail } from '../../lib/mail/outbox';
import { notificationMail, type MailEvent, type MailQuote } from './notification-mail';
import { completeJob, enqueueJob, wakeWorkers } from '../../lib/job-queue';
import type { NotificationRow } from '../../db/schema/notifications';
import type { ServiceContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { liveSubject, type LiveBus } from '../../lib/live-events';
import { afterCommit, inTransaction, type Acting } from '../../lib/transaction';
import { listSort } from '../../lib/text-order';
import * as repo from './notifications.repository';

/*
 * The notification centre (docs/notifications.md). A change that someone should hear of calls
 * `notify` inside its own transaction: a change that rolls back notifies nobody. Once it commits,
 * each new notification is told to its recipient's open streams (the live bus, across instances on
 * PostgreSQL). Every route reads or marks the caller's own only; another person's answers 404.
 */

/** A notification's live event reaches its recipient alone. */
const publishNotification = liveSubject(
  'notification',
  (actor, facts: { recipientId: number }) => actor.id === facts.recipientId,
);

/** What `notify` is told: who should hear of what, about which record, who did it (null: the system). */
export type NotifyInput = {
  recipients: Iterable<number | null | undefined>;
  kind: NotificationKind;
  actorId: number | null;
  subjectId: number;
  /** The subject, for a kind that may be about one of several (`mention`: a task or a ticket). */
  subjectKind?: NotificationSubjectKind;
  facts?: NotificationFacts;
  /** Staff-only news (an internal note): customers among the recipients are left out. */
  internal?: boolean;
  /** What someone wrote (a reply), quoted in its mail; `key` names it in the Message-ID (`comment-34`). */
  quote?: MailQuote;
};

const CUSTOMER: UserType = 'user';

/**
 * Tells each recipient in the caller's transaction `tx` (opened by `inTransaction`), leaving out the
 * actor (nobody hears of their own action), anyone inactive, duplicates, and customers when
 * `internal`. Each recipient's preferences for the kind (their own, or their role's defaults)
 * decide how: the in-app row when in-app is on (published live to them after the commit); by
 * e-mail, at once (queued in this same transaction: nothing goes for a change that rolls back) or
 * kept for their daily digest, by their rhythm. Answers the in-app rows written.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<NotificationRow[]> {
  subjectOf(input); // a kind of several subjects names its own: checked before anything is queued
  const wanted = new Set<number>();
  for (const id of input.recipients) if (typeof id === 'number' && id !== input.actorId) wanted.add(id);
  if (wanted.size > INLINE_AUDIENCE) {
    await enqueueJob(tx, 'notify', jobOf(input, [...wanted]));
    afterCommit(tx, () => wakeWorkers('notify'));
    return [];
  }
  return tellEach(tx, input, wanted);
}

/*
 * Budget (bench `notify`, bench/README.md): a reply's own answer may grow by at most 2 ms (p50)
 * with notifications on. Telling people in the change's transaction cost it about 0.13 ms each
 * (200 followers: +26 ms, 2026-11-28), so a larger audience than INLINE_AUDIENCE is told by a
 * `notify` job queued in that transaction (it exists if and only if the change commits) and worked
 * right after the commit (`runNotifyJob`): the same `tellEach`, in the job's own transaction.
 */
const INLINE_AUDIENCE = 10;

/** A `notify` job's data: the input as JSON (a quote's mention names as pairs). */
export type NotifyJob = Omit<NotifyInput, 'recipients' | 'quote'> & {
  recipients: number[];
  quote?: Omit<MailQuote, 'mentions'> & { mentions?: { names: [number, string][]; customerSees: number[] } };
};

function jobOf(input: NotifyInput, recipients: number[]): NotifyJob {
  const { quote, ...rest } = input;
  const mentions = quote?.mentions;
  return {
    ...rest,
    recipients,
    ...(quote
      ? {
          quote: {
            body: quote.body,
            key: quote.key,
            ...(mentions ? { mentions: { names: [...mentions.names], customerSees: [...mentions.customerSees] } } : {}),
          },
        }
      : {}),
  };
}

function inputOf(job: NotifyJob): NotifyInput {
  const { quote, ...rest } = job;
  const mentions = quote?.mentions;
  return {
    ...rest,
    ...(quote
      ? {
          quote: {
            body: quote.body,
            key: quote.key,
            ...(mentions ? { mentions: { names: new Map(mentions.names), customerSees: mentions.customerSees } } : {}),
          },
        }
      : {}),
  };
}

/**
 * Works one `notify` job in a transaction of its own (the system acting, `acting.live` telling the
 * open streams after its commit). A job handed out twice (a try that outlived its expiry) is told
 * once: the job's row is locked first, and a second try finds it no longer active.
 */
export async function runNotifyJob(acting: Acting, jobId: string, job: NotifyJob): Promise<void> {
  await inTransaction(acting, async ({ tx }) => {
    if (!(await repo.lockActiveJob(tx, 'notify', jobId))) return;
    await tellEach(tx, inputOf(job), new Set(job.recipients));
    await completeJob(tx, 'notify', jobId);
  });
}

/** `notify`'s work for the recipients `wanted` (the actor already left out). */
async function tellEach(tx: Tx, input: NotifyInput, wanted: Set<number>): Promise<NotificationRow[]> {
  const subjectKind = subjectOf(input);
  const people = (await repo.recipientsFor(tx, [...wanted], input.kind))
    .filter((person) => !(input.internal && person.type === CUSTOMER))
    .sort((a, b) => a.id - b.id);
  const facts: NotificationFacts = { ...input.facts, ...(input.internal ? { internal: true } : {}) };
  const row = (recipientId: number) => ({
    recipientId,
    kind: input.kind,
    actorId: input.actorId,
    subjectKind,
    subjectId: input.subjectId,
    facts,
  });

  const inApp: number[] = [];
  const atOnce: repo.Recipient[] = [];
  const digest: number[] = [];
  for (const person of people) {
    const defaults = NOTIFICATION_DEFAULTS[person.type][input.kind];
    if (person.inApp ?? defaults.inApp) inApp.push(person.id);
    if (!(person.mail ?? defaults.email)) continue;
    const rhythm = person.emailRhythm ?? DEFAULT_EMAIL_RHYTHM[person.type];
    // A security event does not wait for tomorrow's digest.
    if (rhythm === 'immediate' || (rhythm === 'daily' && isSecurityKind(input.kind))) atOnce.push(person);
    else if (rhythm === 'daily') digest.push(person.id);
  }

  const rows = await repo.insertNotifications(tx, inApp.map(row));
  if (rows.length > 0) afterCommit(tx, (live) => publishRows(live, rows, 'created'));
  await repo.insertDigestItems(tx, digest.map(row));
  if (atOnce.length > 0) {
    const settings = notificationMailSettings(tx);
    const actorName = input.actorId === null ? null : await repo.personName(tx, input.actorId);
    const event: MailEvent = {
      kind: input.kind,
      subjectKind,
      subjectId: input.subjectId,
      facts,
      actorName,
      ...(input.quote ? { quote: input.quote } : {}),
    };
    for (const person of atOnce) await enqueueMail(tx, notificationMail(settings, person, event));
  }
  return rows;
}

/* The subject a notification links to: its kind's own, or the one named for a kind of several. */
function subjectOf(input: NotifyInput): NotificationSubjectKind {
  const subjects: NotificationSubjectKind | readonly NotificationSubjectKind[] = NOTIFICATION_SUBJECTS[input.kind];
  if (typeof subjects === 'string') return subjects;
  if (input.subjectKind && subjects.includes(input.subjectKind)) return input.subjectKind;
  throw new Error(`a ${input.kind} notification names its subject: one of ${subjects.join(', ')}`);
}

/**
 * A security event of one person's account (two-factor turned off, password changed, a sign-in
 * from a new country): always told to them, also when they did it themselves, since they may not
 * have (the actor is then left blank: the system tells them). `byId`: who did it.
 */
export async function notifySecurity(
  tx: Tx,
  userId: number,
  kind: 'twoFactorDisabled' | 'passwordChanged' | 'newCountrySignIn',
  byId: number,
  facts: NotificationFacts = {},
): Promise<void> {
  await notify(tx, { recipients: [userId], kind, actorId: byId === userId ? null : byId, subjectId: userId, facts });
}

/** Every active person of the given types, for `notify`'s recipients (a new ticket: masters and managers). */
export function activePeopleOfTypes(tx: Tx, types: readonly UserType[]): Promise<number[]> {
  return repo.activeUsersOfTypes(tx, types);
}

async function publishRows(
  live: LiveBus | undefined,
  rows: Pick<NotificationRow, 'id' | 'recipientId'>[],
  change: string,
) {
  if (!live) return;
  await publishNotification(
    live,
    change,
    rows.map((row) => ({ id: row.id, facts: { recipientId: row.recipientId } })),
  );
}

/**
 * The scheduled reminders for the day `today` (YYYY-MM-DD in the company's time zone): a task due
 * tomorrow, and a task that became overdue, each told to its assignee once, whatever how often it
 * runs. Part of the job scheduler's work (it calls this once a day per instance set); answers how
 * many were written.
 */
export async function notifyTaskDeadlines(acting: Acting, today: string): Promise<number> {
  return inTransaction(acting, async ({ tx }) => {
    let written = 0;
    for (const kind of ['taskDueTomorrow', 'taskOverdue'] as const) {
      for (const task of await repo.tasksToRemind(tx, kind, today)) {
        if (!(await repo.claimTaskReminder(tx, kind, task.id, task.assigneeId))) continue;
        const rows = await notify(tx, {
          recipients: [task.assigneeId],
          kind,
          actorId: null,
          subjectId: task.id,
          facts: { title: task.title },
        });
        written += rows.length;
      }
    }
    return written;
  });
}

type NotificationFilterQuery = { unread?: boolean | undefined };
const filtersOf = (ctx: ServiceContext, query: NotificationFilterQuery) => ({
  unread: query.unread || undefined,
  scope: notificationPolicy.scope(ctx.actor),
});

/** One page of the caller's notifications, newest first. */
export async function listNotifications(ctx: ServiceContext, query: ListQuery<typeof notificationList>) {
  const { rows, total, totalIsAtLeast } = await repo.notificationListQuery.list(
    ctx.db,
    filtersOf(ctx, query),
    listSort(ctx.language, query),
    query,
  );
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total, totalIsAtLeast } };
}

export async function countUnread(ctx: ServiceContext): Promise<NotificationUnreadCount> {
  return { unread: await repo.countUnread(ctx.db, ctx.actor.id) };
}

/** Marks one of the caller's notifications read; another person's answers 404, as a missing one. */
export async function markNotificationRead(ctx: ServiceContext, id: number): Promise<Notification> {
  const row = await repo.findNotification(ctx.db, id);
  if (!row || !notificationPolicy.read(ctx.actor, row)) throw notFound();
  if (row.readAt === null) {
    await repo.markRead(ctx.db, id);
    await publishRows(ctx.live, [row], 'read');
  }
  const read = await repo.notificationListQuery.find(ctx.db, id);
  if (!read) throw notFound();
  return read;
}

/** Marks every unread notification of the caller read. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<{ marked: number }> {
  const marked = await repo.markAllRead(ctx.db, ctx.actor.id);
  if (marked > 0) await publishRows(ctx.live, [{ id: 0, recipientId: ctx.actor.id }], 'read');
  return { marked };
}
