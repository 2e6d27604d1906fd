import type { z } from 'zod';
import type {
  createUserRequestSchema,
  listUsersQuerySchema,
  setUserActiveRequestSchema,
  updateUserRequestSchema,
} from '@workspace/shared/users/users.schemas';
import type { ExportFormat } from '@workspace/shared/common/list.schemas';
import { recordActivity, diffChanges } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation, type ServiceContext } from '../../lib/context';
import { hashPassword, refuseCommonPassword } from '../../lib/passwords';
import type { ExportRequest } from '../../lib/export';
import type { UserRow } from '../../db/schema/users';
import { revokeUserSessions } from '../auth/sessions.repository';
import * as repo from './users.repository';
import { toUser } from './users.mapper';
import { userExportColumns, userExportTitle } from './users.export';

type ListQuery = z.output<typeof listUsersQuerySchema>;
type CreateInput = z.output<typeof createUserRequestSchema>;
type UpdateInput = z.output<typeof updateUserRequestSchema>;
type SetActiveInput = z.output<typeof setUserActiveRequestSchema>;

const AUDITED_FIELDS = ['name', 'surname', 'email', 'phone', 'type', 'language', 'passwordHash'] as const;

function filtersOf(query: Omit<ListQuery, 'page' | 'pageSize'>) {
  return { kind: query.kind, q: query.q || undefined, type: query.type, isActive: query.isActive };
}

/** One page of internal or external users, filtered, searched and sorted in SQL. */
export async function listUsers(ctx: ServiceContext, query: ListQuery) {
  const { rows, total } = await repo.listUsers(ctx.db, filtersOf(query), query, query);
  return { data: rows.map(toUser), meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** The whole filtered list for a download; the export itself is recorded in the audit trail. */
export async function exportUsers(
  ctx: ServiceContext,
  query: Omit<ListQuery, 'page' | 'pageSize'> & { format: ExportFormat },
): Promise<ExportRequest<UserRow>> {
  const filters = filtersOf(query);
  await recordActivity(ctx.db, {
    actorId: ctx.actor.id,
    action: 'users.export',
    entityType: 'user',
    changes: { filters: { after: { ...filters, format: query.format } } },
    ip: ctx.ip,
  });
  return {
    format: query.format,
    filename: `${query.kind}-users-${new Date().toISOString().slice(0, 10)}`,
    title: userExportTitle(ctx.language, query.kind),
    columns: userExportColumns(ctx.language),
    rows: repo.iterateUsers(ctx.db, filters, query),
  };
}

export async function getUser(ctx: ServiceContext, id: number) {
  const row = await repo.findUserById(ctx.db, id);
  if (!row) throw notFound();
  return toUser(row);
}

/** Creates a user with a hashed password; the email is unique regardless of case. */
export async function createUser(ctx: ServiceContext, input: CreateInput) {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await repo.emailExists(tx, input.email)) throw conflict('emailTaken', { email: 'emailTaken' });
      const { password: _password, ...fields } = input;
      const row = await repo.insertUser(tx, { ...fields, passwordHash });
      await recordActivity(tx, {
        actorId: ctx.actor.id,
        action: 'user.create',
        entityType: 'user',
        entityId: row.id,
        changes: diffChanges({} as UserRow, { ...fields }, AUDITED_FIELDS),
        ip: ctx.ip,
      });
      return toUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('emailTaken', { email: 'emailTaken' });
    throw error;
  }
}

/** Edits a user; a new password (optional) ends that user's sessions. */
export async function updateUser(ctx: ServiceContext, id: number, input: UpdateInput) {
  if (input.password) refuseCommonPassword(input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await repo.findUserById(tx, id);
      if (!before) throw notFound();
      if (before.id === ctx.actor.id && before.type !== input.type) throw badRequest({ type: 'cannotChangeOwnType' });
      if (await repo.emailExists(tx, input.email, id)) throw conflict('emailTaken', { email: 'emailTaken' });
      const { password: _password, ...fields } = input;
      const values = passwordHash ? { ...fields, passwordHash } : fields;
      const changes = diffChanges(before, values, AUDITED_FIELDS, ['passwordHash']);
      const row = await repo.updateUser(tx, id, values);
      if (passwordHash) await revokeUserSessions(tx, id, id === ctx.actor.id ? ctx.tokenId : undefined);
      await recordActivity(tx, { actorId: ctx.actor.id, action: 'user.update', entityType: 'user', entityId: id, changes, ip: ctx.ip });
      return toUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('emailTaken', { email: 'emailTaken' });
    throw error;
  }
}

/** Activates or deactivates; deactivation ends every session of that user at once. */
export async function setUserActive(ctx: ServiceContext, id: number, input: SetActiveInput) {
  if (id === ctx.actor.id && !input.isActive) throw badRequest({ isActive: 'cannotDeactivateSelf' }, 'cannotDeactivateSelf');
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findUserById(tx, id);
    if (!before) throw notFound();
    if (before.isActive === input.isActive) return toUser(before);
    const row = await repo.updateUser(tx, id, { isActive: input.isActive });
    if (!input.isActive) await revokeUserSessions(tx, id);
    await recordActivity(tx, {
      actorId: ctx.actor.id,
      action: input.isActive ? 'user.activate' : 'user.deactivate',
      entityType: 'user',
      entityId: id,
      changes: { isActive: { before: before.isActive, after: input.isActive } },
      ip: ctx.ip,
    });
    return toUser(row);
  });
}

/** Names for selectors: the master sees everyone, staff see staff (ARCHITECTURE section 5). */
export async function lookupUsers(ctx: ServiceContext) {
  return { data: await repo.lookupUsers(ctx.db, ctx.actor.type !== 'master') };
}
