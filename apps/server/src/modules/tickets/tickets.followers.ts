import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ticketFollowers } from '../../db/schema/ticket-followers';

/*
 * Who follows a ticket (docs/notifications.md): its replies and status changes notify them. Staff
 * follow and unfollow by hand (`PUT`/`DELETE /api/tickets/:id/follow`); the one who raised it, its
 * assignee and anyone mentioned in it follow it on their own, in the transaction that made them so.
 */

/** Inside a transaction: the people `ids` follow the ticket (those already following stay as they were). */
export async function addFollowers(tx: Tx, ticketId: number, ids: readonly (number | null | undefined)[]) {
  const userIds = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (userIds.length === 0) return;
  await tx
    .insert(ticketFollowers)
    .values(userIds.map((userId) => ({ ticketId, userId })))
    .onConflictDoNothing();
}

/** The person no longer follows the ticket (nothing when they did not). */
export async function removeFollower(db: DbOrTx, ticketId: number, userId: number): Promise<void> {
  await db
    .delete(ticketFollowers)
    .where(and(eq(ticketFollowers.ticketId, ticketId), eq(ticketFollowers.userId, userId)));
}

/** Everyone who follows the ticket. */
export async function followerIds(db: DbOrTx, ticketId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: ticketFollowers.userId })
    .from(ticketFollowers)
    .where(eq(ticketFollowers.ticketId, ticketId));
  return rows.map((row) => row.userId);
}

/** Whether the person follows the ticket. */
export async function isFollowing(db: DbOrTx, ticketId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: ticketFollowers.userId })
    .from(ticketFollowers)
    .where(and(eq(ticketFollowers.ticketId, ticketId), eq(ticketFollowers.userId, userId)))
    .limit(1);
  return row !== undefined;
}
