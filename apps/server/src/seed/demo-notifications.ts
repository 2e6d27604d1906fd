import { and, asc, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { isoToday } from '@workspace/shared/common/work';
import type { Db, Tx } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { outgoingMail } from '../db/schema/outgoing-mail';
import { ticketComments } from '../db/schema/ticket-comments';
import { ticketEvents } from '../db/schema/ticket-events';
import { tickets } from '../db/schema/tickets';
import { users } from '../db/schema/users';
import { notifyTicketAssigned, notifyTicketCreated, notifyTicketReply } from '../modules/tickets/tickets.notify';
import { notifyTaskDeadlines } from '../modules/notifications/notifications.service';
import { useNotificationMailSettings, type NotificationMailSettings } from '../lib/mail/notification-mail-settings';
import { inTransaction } from '../lib/transaction';
import type { Text } from './text';

/*
 * The demo's notification centre and delivery log, as the producers would have written them while
 * the demo's history happened: the same calls the services make (`notifyTicketCreated`,
 * `notifyTicketReply`, the daily reminders...), which also queue the mails their recipients'
 * preferences ask for, then each row moved back to the moment of what caused it. Notifications and mails follow their recipient's language as the real ones do: the staff's
 * that of the demo, a customer's their own.
 */

const DAY = 24 * 60 * 60 * 1000;
/* How far back the demo's people were told of what happened; older news would have been read long ago. */
const NEWS_DAYS = 30;
/* What a person has not looked at yet: the last days' news. */
const UNREAD_DAYS = 3;
/* The delivery log's demo: the last mails those notifications queued (replies to customers, assignments). */
const MAILS = 6;

/*
 * What the team said among themselves on two running tickets lately: internal notes, in the
 * ticket's language as the rest of its conversation, never shown or mailed to the customer.
 */
// Data: one note a line reads as a table.
// prettier-ignore
const RECENT_NOTES: { hoursAgo: number; body: Text }[] = [
  { hoursAgo: 5, body: { en: 'Checked with the developers: the fix is in review and goes out with Thursday’s release. Let’s tell the customer once it is live, not before.', tr: 'Geliştiricilerle konuştum: düzeltme incelemede, perşembe sürümüyle yayına çıkıyor. Müşteriye yayına alındıktan sonra haber verelim, önce değil.' } },
  { hoursAgo: 28, body: { en: 'Their contract renews next month: please answer this one within the day, and ask me before offering any discount.', tr: 'Sözleşmeleri gelecek ay yenileniyor: bu talebe gün içinde yanıt verelim, indirim önermeden önce bana danışın lütfen.' } },
];

/** A temporary refusal the mail server gave the queued mail's first try; it waits for its retry. */
export const DEMO_MAIL_RETRY_ERROR = '421 4.7.0 Try again later, closing connection.';
/** The permanent refusal of the failed mail. */
export const DEMO_MAIL_FAILED_ERROR = '550 5.1.1 The email account that you tried to reach does not exist.';

/* `(1, 2, 3)`: mail ids, for the queue's own table (pg-boss's `job`), which has no Drizzle schema here. */
const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Runs `write` (producers writing notifications and mails), then moves the rows it wrote to `at`. */
async function writtenAt(tx: Tx, at: Date, write: () => Promise<unknown>): Promise<void> {
  const [notificationsBefore] = await tx.select({ id: max(notifications.id) }).from(notifications);
  const [mailsBefore] = await tx.select({ id: max(outgoingMail.id) }).from(outgoingMail);
  await write();
  await tx
    .update(notifications)
    .set({ createdAt: at })
    .where(gt(notifications.id, notificationsBefore?.id ?? 0));
  await tx
    .update(outgoingMail)
    .set({ createdAt: at })
    .where(gt(outgoingMail.id, mailsBefore?.id ?? 0));
}

/**
 * The demo's notifications of the last days (new tickets for the master and the managers, tickets
 * assigned, replies and internal notes for whom they concern, a task due tomorrow and overdue ones
 * from the daily reminder) and the customers' mails of the last staff replies: most sent, one
 * failed with the server's error, one queued for a retry.
 */
export async function seedDemoNotifications(
  db: Db,
  timeZone: string,
  mail: NotificationMailSettings,
  now = new Date(),
): Promise<void> {
  useNotificationMailSettings(db, mail);
  const [master] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'master'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!master) return;
  const since = new Date(now.getTime() - NEWS_DAYS * DAY);
  const acting = { db, actor: master, ip: '127.0.0.1' };

  await inTransaction(acting, async ({ tx }) => {
    // Mails queued before the demo (`cli.js mail-test` on a fresh data directory) are not the demo's to shape.
    const [mailsBefore] = await tx.select({ id: max(outgoingMail.id) }).from(outgoingMail);
    const ticketRows = await tx
      .select({
        id: tickets.id,
        subject: tickets.subject,
        createdBy: tickets.createdBy,
        assigneeId: tickets.assigneeId,
        createdAt: tickets.createdAt,
      })
      .from(tickets);
    const byId = new Map(ticketRows.map((ticket) => [ticket.id, ticket]));

    // The manager's recent internal notes, on running tickets of someone else's, newest ticket first.
    const [manager] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'manager'), eq(users.isActive, true)))
      .orderBy(asc(users.id))
      .limit(1);
    const running = await tx
      .select({ id: tickets.id, language: users.language })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.createdBy))
      .where(and(eq(tickets.status, 'inProgress'), sql`${tickets.assigneeId} <> ${manager?.id ?? 0}`))
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(RECENT_NOTES.length);
    if (manager)
      for (const [index, ticket] of running.entries()) {
        const note = RECENT_NOTES[index]!;
        const at = new Date(now.getTime() - note.hoursAgo * 60 * 60 * 1000);
        await tx
          .insert(ticketComments)
          .values({
            ticketId: ticket.id,
            authorId: manager.id,
            body: note.body[ticket.language],
            internal: true,
            createdAt: at,
            updatedAt: at,
          });
        await tx
          .update(tickets)
          .set({ updatedAt: sql`greatest(${tickets.updatedAt}, ${at.toISOString()}::timestamptz)` })
          .where(eq(tickets.id, ticket.id));
      }

    // What happened, in order: a ticket raised, assigned, answered.
    type Happening = { at: Date; write: () => Promise<unknown> };
    const happenings: Happening[] = [];
    for (const ticket of ticketRows)
      if (ticket.createdAt > since && ticket.createdBy !== null)
        happenings.push({ at: ticket.createdAt, write: () => notifyTicketCreated(tx, ticket.createdBy!, ticket) });
    const assignments = await tx
      .select({ ticketId: ticketEvents.ticketId, actorId: ticketEvents.actorId, at: ticketEvents.createdAt })
      .from(ticketEvents)
      .where(and(eq(ticketEvents.type, 'assignee'), gt(ticketEvents.createdAt, since)));
    for (const event of assignments) {
      const ticket = byId.get(event.ticketId);
      if (ticket && event.actorId !== null)
        happenings.push({ at: event.at, write: () => notifyTicketAssigned(tx, event.actorId!, ticket) });
    }
    const replies = await tx
      .select({
        id: ticketComments.id,
        ticketId: ticketComments.ticketId,
        authorId: ticketComments.authorId,
        body: ticketComments.body,
        internal: ticketComments.internal,
        at: ticketComments.createdAt,
      })
      .from(ticketComments)
      .where(gt(ticketComments.createdAt, since));
    for (const reply of replies) {
      const ticket = byId.get(reply.ticketId);
      // The files sent with a ticket came with it (its own notification), not as a reply.
      if (ticket && reply.authorId !== null && reply.body !== '')
        happenings.push({
          at: reply.at,
          write: () =>
            notifyTicketReply(tx, reply.authorId!, ticket, {
              internal: reply.internal,
              comment: { id: reply.id, body: reply.body },
            }),
        });
    }
    happenings.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const happening of happenings) await writtenAt(tx, happening.at, happening.write);

    // The mails those queued (a customer's for a staff reply, a staff member's for an assignment),
    // oldest first: the log keeps the last few.
    const mailIds = await tx
      .select({ id: outgoingMail.id, at: outgoingMail.createdAt })
      .from(outgoingMail)
      .where(gt(outgoingMail.id, mailsBefore?.id ?? 0))
      .orderBy(asc(outgoingMail.createdAt), asc(outgoingMail.id));
    const mails = mailIds.slice(-MAILS);
    // Older ones than the log shows: the demo keeps its last few.
    const dropped = mailIds.slice(0, -MAILS).map((mail) => mail.id);
    if (dropped.length > 0) {
      await tx.execute(
        sql`delete from pgboss.job where name = 'mail' and (data->>'mailId')::int in ${idList(dropped)}`,
      );
      await tx.delete(outgoingMail).where(inArray(outgoingMail.id, dropped));
    }
    for (const [index, mail] of mails.entries()) {
      if (index === mails.length - 1) {
        // The newest: its first try met a busy server; the queue tries it again in half an hour.
        await tx
          .update(outgoingMail)
          .set({ tries: 1, lastError: DEMO_MAIL_RETRY_ERROR })
          .where(eq(outgoingMail.id, mail.id));
        await tx.execute(
          sql`update pgboss.job set state = 'retry', retry_count = 1, start_after = ${new Date(now.getTime() + 30 * 60_000).toISOString()}::timestamptz
            where name = 'mail' and (data->>'mailId')::int = ${mail.id}`,
        );
      } else if (index === 1) {
        // Refused for good: the worker gives up at once, as it does on a 5xx answer.
        await tx
          .update(outgoingMail)
          .set({ status: 'failed', tries: 1, lastError: DEMO_MAIL_FAILED_ERROR })
          .where(eq(outgoingMail.id, mail.id));
      } else {
        await tx
          .update(outgoingMail)
          .set({ status: 'sent', tries: 1, sentAt: new Date(mail.at.getTime() + 4_000) })
          .where(eq(outgoingMail.id, mail.id));
      }
    }
    // The jobs of the mails already settled: done, as the worker leaves them.
    const settled = mails.slice(0, -1).map((mail) => mail.id);
    if (settled.length > 0)
      await tx.execute(
        sql`update pgboss.job set state = 'completed', completed_on = now()
          where name = 'mail' and (data->>'mailId')::int in ${idList(settled)}`,
      );
  });

  // The daily reminders of today: tasks due tomorrow and overdue ones, to their assignees.
  await notifyTaskDeadlines(acting, isoToday(timeZone, now));

  // The older news has been read an hour after it came.
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '1 hour'` })
    .where(lt(notifications.createdAt, new Date(now.getTime() - UNREAD_DAYS * DAY)));
}
