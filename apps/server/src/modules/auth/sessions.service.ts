import type { DbOrTx } from '../../db/client';
import { sessionsChanged } from './session-sync';
import { revokeUserSessions } from './sessions.repository';

/*
 * What other modules may do with sessions: end a person's sessions when their password changes
 * or their account is switched off. Call it inside the transaction that makes that change.
 */

/** Ends every session of `userId` at once, except `keepTokenId` (the caller's own, when they change their password). */
export async function endSessionsOf(db: DbOrTx, userId: number, keepTokenId?: number): Promise<void> {
  await revokeUserSessions(db, userId, keepTokenId);
  // The kept token is dropped from caches too: it is simply read again.
  await sessionsChanged(db, { userId });
}
