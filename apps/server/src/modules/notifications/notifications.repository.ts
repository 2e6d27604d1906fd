import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '@workspace/shared/common/limits';
import type {
  EmailRhythm,
  NotificationChannels,
} from '@workspace/shared/notifications/notification-preferences.constants';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { UserType } from '@workspace/shared/auth/roles';
import type {
  NOTIFICATION_SORT_FIELDS,
  NotificationKind,
} from '@workspace/shared/notifications/notifications.constants';
import type { Notification } from '@workspace/shared/notifications/notifications.schemas';
import type { DbOrTx } from '../../db/client';
import { defineServerList, leftJoin } from '../../db/list-engine';
import { notifications, type NewNotificationRow, type NotificationRow } from '../../db/schema/notifications';
import {
  notificationDigestItems,
  notificationPreferences,
  notificationSettings,
  taskReminders,
  type NewNotificationDigestItemRow,
  type NotificationDigestItemRow,
} from '../../db/schema/notification-preferences';
import { isClosedTask, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import type { ListSort } from '../../lib/text-order';

export type NotificationSort = ListSort<(typeof NOTIFICATION_SORT_FIELDS)[number]>;
export type NotificationFilters = { unread?: boolean | undefined; scope: RecordScope };

/**
 * The caller's notifications (db/list-engine.ts), newest first: always scoped to their recipient,
 * read along `notifications_recipient_created_idx` (or the unread one), with who did it.
 */
export const notificationListQuery = defineServerList<Notification, NotificationFilters, NotificationSort['sort']>({
  name: 'notifications',
  table: notifications,
  select: {
    id: notifications.id,
    kind: notifications.kind,
    subject: { kind: notifications.subjectKind, id: notifications.subjectId },
    actor: { id: users.id, name: users.name, surname: users.surname },
    facts: notifications.facts,
    readAt: notifications.readAt,
    createdAt: notifications.createdAt,
  },
  joins: { actor: leftJoin(users, notifications.actorId) },
  filters: { unread: { flag: true, where: () => isNull(notifications.readAt) } },
  // A person reads only their own: any other scope is a bug.
  scope: { ownedBy: notifications.recipientId, all: false },
  sorts: { createdAt: { keys: [notifications.createdAt] } },
  indexOrders: 'every',
  // It grows without end and has no kept count: the count stops past 1,000 ("1,000+").
  bounded: true,
});

/** How many of the recipient's notifications are unread (the partial index `notifications_recipient_unread_idx`). */
export async function countUnread(db: DbOrTx, recipientId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** One notification by id, whoever it is for: the service decides whether the caller may see it. */
export async function findNotification(db: DbOrTx, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row;
}

/** Marks one notification read, keeping the first reading's time. */
export async function markRead(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(eq(notifications.id, id));
}

/** Marks every unread notification of the recipient read; answers how many. */
export async function markAllRead(db: DbOrTx, recipientId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function insertNotifications(db: DbOrTx, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/** Of the given people, those still active, with their type (to leave customers out of staff-only news). */
export async function activeUsers(db: DbOrTx, ids: number[]): Promise<{ id: number; type: UserType }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, type: users.type })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
}

/** A recipient of `notify`, with their own choice for one kind and their rhythm where they made one (null: the default). */
export type Recipient = {
  id: number;
  type: UserType;
  email: string;
  name: string;
  language: Language;
  inApp: boolean | null;
  mail: boolean | null;
  emailRhythm: EmailRhythm | null;
};

/** Of the given people, those still active, with what `notify` needs to reach them about `kind`: one statement. */
export async function recipientsFor(db: DbOrTx, ids: number[], kind: NotificationKind): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      name: users.name,
      language: users.language,
      inApp: notificationPreferences.inApp,
      mail: notificationPreferences.email,
      emailRhythm: notificationSettings.emailRhythm,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
    )
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
}

/** An active person as a mail reaches them, or undefined. */
export async function mailPerson(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; type: UserType; email: string; name: string; language: Language } | undefined> {
  const [row] = await db
    .select({ id: users.id, type: users.type, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return row;
}

/** The person an unsubscribe link names (active or not): their type and language. */
export async function unsubscribeTarget(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; type: UserType; language: Language } | undefined> {
  const [row] = await db
    .select({ id: users.id, type: users.type, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** A person's name as a mail shows who did something ("Ayşe Yılmaz"), or null. */
export async function personName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, id));
  return row ? `${row.name} ${row.surname}`.trim() : null;
}

/** A person's kept choices (where they depart from the defaults). */
export async function storedPreferences(
  db: DbOrTx,
  userId: number,
): Promise<{ kinds: (NotificationChannels & { kind: NotificationKind })[]; emailRhythm: EmailRhythm | null }> {
  const kinds = await db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const [settings] = await db
    .select({ emailRhythm: notificationSettings.emailRhythm })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return { kinds, emailRhythm: settings?.emailRhythm ?? null };
}

/** Keeps one kind's choice, or forgets it (`null`: back to the default). */
export async function setKindPreference(
  db: DbOrTx,
  userId: number,
  kind: NotificationKind,
  channels: NotificationChannels | null,
): Promise<void> {
  if (channels === null) {
    await db
      .delete(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
    return;
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, ...channels })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: channels.inApp, email: channels.email },
    });
}

/** Keeps a person's rhythm, or forgets it (`null`: back to the default). */
export async function setEmailRhythm(db: DbOrTx, userId: number, emailRhythm: EmailRhythm | null): Promise<void> {
  if (emailRhythm === null) {
    await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    return;
  }
  await db
    .insert(notificationSettings)
    .values({ userId, emailRhythm })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { emailRhythm } });
}

export async function insertDigestItems(db: DbOrTx, rows: NewNotificationDigestItemRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(notificationDigestItems).values(rows);
}

/** The people with notifications waiting for their digest. */
export async function digestRecipients(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ recipientId: notificationDigestItems.recipientId })
    .from(notificationDigestItems)
    .orderBy(notificationDigestItems.recipientId);
  return rows.map((row) => row.recipientId);
}

/**
 * Takes (deletes and answers) every notification waiting for one person's digest, oldest first. Two
 * digests running at once take each row once: the second waits for the first's row locks, then finds
 * them gone.
 */
export async function takeDigestItems(db: DbOrTx, recipientId: number): Promise<NotificationDigestItemRow[]> {
  const rows = await db
    .delete(notificationDigestItems)
    .where(eq(notificationDigestItems.recipientId, recipientId))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Display names of the given people, by id (the digest's actors). */
export async function peopleNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id));
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.surname}`.trim()]));
}

/** Every active person of the given types (a new ticket: every master and manager). */
export async function activeUsersOfTypes(db: DbOrTx, types: readonly UserType[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.type, [...types]), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

/**
 * Open tasks with an active assignee whose deadline is `deadline` (the day after `today`: due
 * tomorrow) or before `today` (overdue), that have not had `kind` told to that assignee yet
 * (`task_reminders`): each is told once, whatever the channels it went by.
 */
export async function tasksToRemind(
  db: DbOrTx,
  kind: 'taskDueTomorrow' | 'taskOverdue',
  today: string,
): Promise<{ id: number; title: string; assigneeId: number }[]> {
  const due =
    kind === 'taskDueTomorrow' ? sql`${tasks.deadline} = ${today}::date + 1` : sql`${tasks.deadline} < ${today}::date`;
  return db
    .select({ id: tasks.id, title: tasks.title, assigneeId: users.id })
    .from(tasks)
    .innerJoin(users, and(eq(users.id, tasks.assigneeId), eq(users.isActive, true)))
    .where(
      and(
        due,
        sql`not ${isClosedTask(tasks.status)}`,
        sql`not exists (select 1 from ${taskReminders} where ${taskReminders.recipientId} = ${users.id}
          and ${taskReminders.taskId} = ${tasks.id} and ${taskReminders.kind} = ${kind})`,
      ),
    )
    .orderBy(tasks.id);
}

/**
 * Records that `kind` was told to the assignee of a task; false when it already was (another
 * instance's daily job got there first, its row is the key's), so the caller tells nobody.
 */
export async function claimTaskReminder(
  db: DbOrTx,
  kind: 'taskDueTomorrow' | 'taskOverdue',
  taskId: number,
  recipientId: number,
): Promise<boolean> {
  const rows = await db
    .insert(taskReminders)
    .values({ taskId, kind, recipientId })
    .onConflictDoNothing()
    .returning({ taskId: taskReminders.taskId });
  return rows.length > 0;
}

/**
 * Locks a job's row in pg-boss's table for the caller's transaction; answers whether it is still
 * active (a try already done, by this instance or another, is not done again).
 */
export async function lockActiveJob(tx: DbOrTx, queue: string, id: string): Promise<boolean> {
  const result = (await tx.execute(
    sql`select state from pgboss.job where name = ${queue} and id = ${id} for update`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows[0]?.state === 'active';
}
