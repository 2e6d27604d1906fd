import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RecordScope } from '@workspace/shared/auth/policies';
import type { UserType } from '@workspace/shared/auth/roles';
import type { NOTIFICATION_SORT_FIELDS } from '@workspace/shared/notifications/notifications.constants';
import type { Notification } from '@workspace/shared/notifications/notifications.schemas';
import type { DbOrTx } from '../../db/client';
import { defineServerList, leftJoin } from '../../db/list-engine';
import { notifications, type NewNotificationRow, type NotificationRow } from '../../db/schema/notifications';
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
 * tomorrow) or before `today` (overdue), that have not had `kind` told to that assignee yet: each
 * is told once.
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
        sql`not exists (select 1 from ${notifications} where ${notifications.recipientId} = ${users.id}
          and ${notifications.subjectKind} = 'task' and ${notifications.subjectId} = ${tasks.id}
          and ${notifications.kind} = ${kind})`,
      ),
    )
    .orderBy(tasks.id);
}
