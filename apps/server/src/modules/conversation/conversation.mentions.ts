import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@workspace/shared/auth/policies';
import type { Language } from '@workspace/shared/common/limits';
import { MENTION_CANDIDATES_MAX, type MentionCandidate } from '@workspace/shared/conversation/mentions';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { likePattern, matches } from '../../lib/search';
import { textOrder } from '../../lib/text-order';

/*
 * Whom a conversation may mention (docs/notifications.md): the people who may see the record, as
 * its subject says (`ConversationSubject.mentionable`). Only active staff are ever mentionable: a
 * customer is never offered, nor any inactive account.
 */

/** Who may be mentioned: every active master and manager when `planners`, and the people of `ids`. */
export type Mentionable = { planners: boolean; ids: readonly (number | null | undefined)[] };

function mentionableWhere(scope: Mentionable): SQL | undefined {
  const ids = scope.ids.filter((id): id is number => typeof id === 'number');
  const who = [
    scope.planners ? inArray(users.type, [...ROLES.planners]) : undefined,
    ids.length > 0 ? inArray(users.id, ids) : undefined,
  ].filter((part) => part !== undefined);
  if (who.length === 0) return sql`false`;
  return and(eq(users.isActive, true), inArray(users.type, [...ROLES.staff]), or(...who));
}

/**
 * The people `scope` lets the writer mention whose name contains `q` (folded the Turkish way, as
 * the lists search), the writer left out, in name order, at most `MENTION_CANDIDATES_MAX`.
 */
export function listMentionable(
  db: DbOrTx,
  scope: Mentionable,
  { q, writerId, language }: { q: string; writerId: number; language: Language },
): Promise<MentionCandidate[]> {
  const named = q ? matches(sql`${users.name} || ' ' || ${users.surname}`, sql`${likePattern(q)}`) : undefined;
  return db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(and(mentionableWhere(scope), ne(users.id, writerId), named))
    .orderBy(...textOrder(users.name, language), ...textOrder(users.surname, language), asc(users.id))
    .limit(MENTION_CANDIDATES_MAX);
}

/** Which of `ids` `scope` lets be mentioned. */
export async function mentionableAmong(db: DbOrTx, scope: Mentionable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(mentionableWhere(scope), inArray(users.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The current names of the people `ids`, by id (a deleted one is missing). */
export async function namesOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; surname: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}
