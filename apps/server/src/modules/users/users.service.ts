import type { z } from 'zod';
import type {
  User,
  createUserRequestSchema,
  setUserActiveRequestSchema,
  UserDetail,
  userList,
  UserSummary,
  updateUserRequestSchema,
} from '@workspace/shared/users/users.schemas';
import { USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import { effectiveQuotas, MEGABYTE, type QuotaOverrides } from '@workspace/shared/users/quotas';
import type { ErrorMessageKey } from '@workspace/shared/i18n/errors';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import { userPolicy } from '@workspace/shared/auth/policies';
import type { BulkResponse, userBulkRequestSchema } from '@workspace/shared/bulk/bulk.schemas';
import { distinctIds, idsOfList, refuseAny, type BulkRefusal } from '../../lib/bulk';
import { diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation, onViolation, type ServiceContext } from '../../lib/context';
import { hashPassword, refuseCommonPassword } from '../../lib/passwords';
import { auditedExport, type ExportRequest } from '../../lib/export';
import type { DbOrTx } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import type { ActivityChanges } from '../../db/schema/activities';
import { sessionsChanged } from '../auth/session-sync';
import { endSessionsOf } from '../auth/sessions.service';
import { companyExists } from '../companies/companies.service';
import { notifySecurity } from '../notifications/notifications.service';
import { listSort } from '../../lib/text-order';
import * as repo from './users.repository';
import { toUser } from './users.mapper';
import { userExportColumns, userExportTitle } from './users.export';

type CreateInput = z.output<typeof createUserRequestSchema>;
type UpdateInput = z.output<typeof updateUserRequestSchema>;
type SetActiveInput = z.output<typeof setUserActiveRequestSchema>;
type UserFilterQuery = z.output<typeof userList.filtersSchema>;

const emailTaken = () => conflict('emailTaken', { email: 'emailTaken' });

const AUDITED_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'type',
  'language',
  'passwordHash',
  'quotaCreationsPerHour',
  'quotaUploadMbPerHour',
  'quotaUploadMbTotal',
] as const;

/** The account's own quotas, null where it keeps its role's default. */
const quotasOf = (row: UserRow): QuotaOverrides => ({
  creationsPerHour: row.quotaCreationsPerHour,
  uploadMbPerHour: row.quotaUploadMbPerHour,
  uploadMbTotal: row.quotaUploadMbTotal,
});

const megabytes = (bytes: number) => Math.round((bytes / MEGABYTE) * 10) / 10;

/** One user as the master's screens show them: with companies, their own quotas and what they used of them. */
async function detailOf(db: DbOrTx, row: UserRow, companyIds: number[]): Promise<UserDetail> {
  const usage = await repo.findUsage(db, row.id);
  // The hour the row counts is the current one while less than an hour has passed since it began.
  const thisHour = usage !== undefined && Date.now() - usage.hourStart.getTime() < 3_600_000;
  return {
    ...toUser(row),
    companyIds,
    quotas: quotasOf(row),
    quotaUsage: {
      creationsThisHour: thisHour ? usage.creationsThisHour : 0,
      uploadMbThisHour: thisHour ? megabytes(usage.bytesThisHour) : 0,
      uploadMbTotal: megabytes(usage?.bytesTotal ?? 0),
    },
  };
}

/** The companies a user of this type belongs to: a customer those asked for (each must exist), staff none. */
async function companiesFor(db: DbOrTx, type: UserRow['type'], companyIds: readonly number[]): Promise<number[]> {
  if (type !== 'user') return [];
  for (const id of companyIds) {
    if (!(await companyExists(db, id))) throw badRequest({ companyIds: 'companyNotFound' });
  }
  return [...companyIds].sort((a, b) => a - b);
}

/** The membership change for the audit entry: before and after, or nothing when the set is the same. */
function companyChanges(before: readonly number[], after: readonly number[]): ActivityChanges {
  const same = before.length === after.length && before.every((id, index) => id === after[index]);
  return same ? {} : { companyIds: { before: [...before], after: [...after] } };
}

function filtersOf(query: UserFilterQuery) {
  return { kind: query.kind, q: query.q || undefined, type: query.type, isActive: query.isActive };
}

/** One page of internal or external users, filtered, searched and sorted in SQL. */
export async function listUsers(ctx: ServiceContext, query: ListQuery<typeof userList>) {
  const { rows, total } = await repo.userListQuery.list(ctx.db, filtersOf(query), listSort(ctx.language, query), query);
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** The cards above the list, under the list's own filters: active, inactive and how many of each type (every type, zeros too). */
export async function summarizeUsers(ctx: ServiceContext, query: UserFilterQuery): Promise<UserSummary> {
  const rows = await repo.countUsersByType(ctx.db, filtersOf(query));
  const byType = Object.fromEntries(USER_TYPES.map((type) => [type, 0])) as Record<UserType, number>;
  let total = 0;
  let active = 0;
  for (const row of rows) {
    byType[row.type] = row.count;
    total += row.count;
    active += row.active;
  }
  return { total, active, inactive: total - active, byType };
}

/** The whole filtered list for a download; the export itself is recorded in the audit trail. */
export async function exportUsers(
  ctx: ServiceContext,
  query: ListExportQuery<typeof userList>,
): Promise<ExportRequest<User>> {
  const filters = filtersOf(query);
  return auditedExport(
    ctx,
    { action: 'users.export', entityType: 'user', filters },
    {
      format: query.format,
      filename: `${query.kind}-users-${new Date().toISOString().slice(0, 10)}`,
      title: userExportTitle(ctx.language, query.kind),
      columns: userExportColumns(ctx.language),
      rows: repo.userListQuery.iterate(ctx.db, filters, listSort(ctx.language, query)),
    },
  );
}

/** One user with the ids of the companies they belong to. */
export async function getUser(ctx: ServiceContext, id: number): Promise<UserDetail> {
  const row = await repo.findUserById(ctx.db, id);
  if (!row) throw notFound();
  return detailOf(ctx.db, row, await repo.companyIdsOfUser(ctx.db, id));
}

/** The ids of the companies a customer belongs to, ascending (none for staff): for other modules, such as a ticket's project check. */
export async function companyIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  return repo.companyIdsOfUser(db, userId);
}

/** Creates a user with a hashed password and, for a customer, the companies they belong to; the email is unique regardless of case. */
export async function createUser(ctx: ServiceContext, input: CreateInput): Promise<UserDetail> {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return onViolation(isUniqueViolation, emailTaken, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      if (await repo.emailExists(tx, input.email)) throw emailTaken();
      const companyIds = await companiesFor(tx, input.type, input.companyIds);
      const { password: _password, companyIds: _companyIds, ...fields } = input;
      const row = await repo.insertUser(tx, { ...fields, passwordHash });
      await repo.replaceCompaniesOfUser(tx, row.id, companyIds);
      const changes = {
        ...diffChanges({} as UserRow, { ...fields }, AUDITED_FIELDS),
        ...(companyIds.length ? { companyIds: { after: companyIds } } : {}),
      };
      await audit({ action: 'user.create', entityType: 'user', entityId: row.id, changes });
      return detailOf(tx, row, companyIds);
    }),
  );
}

/** Edits a user and replaces the companies they belong to (none for staff); a new password (optional) ends that user's sessions. */
export async function updateUser(ctx: ServiceContext, id: number, input: UpdateInput): Promise<UserDetail> {
  if (input.password) refuseCommonPassword(input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return onViolation(isUniqueViolation, emailTaken, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      const before = await repo.findUserById(tx, id);
      if (!before) throw notFound();
      if (before.type !== input.type && !userPolicy.changeTypeOrDeactivate(ctx.actor, before))
        throw badRequest({ type: 'cannotChangeOwnType' });
      if (await repo.emailExists(tx, input.email, id)) throw emailTaken();
      const companyIds = await companiesFor(tx, input.type, input.companyIds);
      const companiesBefore = await repo.companyIdsOfUser(tx, id);
      const { password: _password, companyIds: _companyIds, quotas, ...rest } = input;
      const fields = quotas
        ? {
            ...rest,
            quotaCreationsPerHour: quotas.creationsPerHour,
            quotaUploadMbPerHour: quotas.uploadMbPerHour,
            quotaUploadMbTotal: quotas.uploadMbTotal,
          }
        : rest;
      const values = passwordHash ? { ...fields, passwordHash } : fields;
      const changes = {
        ...diffChanges(before, values, AUDITED_FIELDS, ['passwordHash']),
        ...companyChanges(companiesBefore, companyIds),
      };
      const row = await updateUserRow(tx, id, values);
      await repo.replaceCompaniesOfUser(tx, id, companyIds);
      if (passwordHash) await endSessionsOf(tx, id, id === ctx.actor.id ? ctx.tokenId : undefined);
      // The master set a new password: its owner hears of it (security).
      if (passwordHash) await notifySecurity(tx, id, 'passwordChanged', ctx.actor.id);
      await audit({ action: 'user.update', entityType: 'user', entityId: id, changes });
      return detailOf(tx, row, companyIds);
    }),
  );
}

/** Activates or deactivates; deactivation ends every session of that user at once. */
export async function setUserActive(ctx: ServiceContext, id: number, input: SetActiveInput) {
  if (!input.isActive && !userPolicy.changeTypeOrDeactivate(ctx.actor, { id }))
    throw badRequest({ isActive: 'cannotDeactivateSelf' }, 'cannotDeactivateSelf');
  return inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findUserById(tx, id);
    if (!before) throw notFound();
    if (before.isActive === input.isActive) return toUser(before);
    const row = await updateUserRow(tx, id, { isActive: input.isActive });
    if (!input.isActive) await endSessionsOf(tx, id);
    await audit({
      action: input.isActive ? 'user.activate' : 'user.deactivate',
      entityType: 'user',
      entityId: id,
      changes: { isActive: { before: before.isActive, after: input.isActive } },
    });
    return toUser(row);
  });
}

/** Names for selectors: the master sees customers too, other staff internal users only. */
export async function lookupUsers(ctx: ServiceContext) {
  return { data: await repo.lookupUsers(ctx.db, !userPolicy.lookupIncludesCustomers(ctx.actor), ctx.language) };
}

const quotaExceeded = (messageKey: ErrorMessageKey, params: Record<string, unknown>) =>
  new AppError(429, 'quotaExceeded', messageKey, undefined, params);

/**
 * Inside the transaction of a creation: counts it (and the bytes of its files) against the
 * account's quotas, and refuses it with 429 when that goes past one of them; the refusal rolls the
 * count back with the rest (docs/decisions/032). Only what is charged is checked: a reply without
 * files is not refused because the account's files are used up.
 */
export async function chargeQuota(
  db: DbOrTx,
  userId: number,
  use: { creations?: number; bytes?: number },
): Promise<void> {
  const creations = use.creations ?? 0;
  const bytes = use.bytes ?? 0;
  const account = await repo.findUserById(db, userId);
  if (!account) return;
  const quotas = effectiveQuotas(account.type, quotasOf(account));
  const usage = await repo.addUsage(db, userId, { creations, bytes });
  const minutes = Math.max(1, Math.ceil((usage.hourStart.getTime() + 3_600_000 - Date.now()) / 60_000));
  if (creations > 0 && usage.creationsThisHour > quotas.creationsPerHour)
    throw quotaExceeded('quotaCreations', { max: quotas.creationsPerHour, minutes });
  if (bytes > 0 && usage.bytesTotal > quotas.uploadMbTotal * MEGABYTE)
    throw quotaExceeded('quotaUploadTotal', { max: quotas.uploadMbTotal });
  if (bytes > 0 && usage.bytesThisHour > quotas.uploadMbPerHour * MEGABYTE)
    throw quotaExceeded('quotaUploadHour', { max: quotas.uploadMbPerHour, minutes });
}

/* Accounts as sign-in, registration and the profile use them: they never reach this module's repository. */

/** The account with this email (compared without case), active or not. */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** The account with this id. */
export async function findAccount(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** Whether an account already uses this email (compared without case). */
export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  return repo.emailExists(db, email);
}

/** A new active external customer (type `user`), as self-registration makes them. */
export async function insertCustomerAccount(
  db: DbOrTx,
  values: Omit<NewUserRow, 'type' | 'isActive'>,
): Promise<UserRow> {
  return repo.insertUser(db, { ...values, type: 'user', isActive: true });
}

/** Changes the given fields of an account (its owner's profile, password or last sign-in). */
export async function updateAccount(db: DbOrTx, id: number, values: Partial<NewUserRow>): Promise<UserRow> {
  return updateUserRow(db, id, values);
}

/* Cached sessions carry the user row (type, active flag): every instance must see a change at once. */
async function updateUserRow(db: DbOrTx, id: number, values: Partial<NewUserRow>): Promise<UserRow> {
  const row = await repo.updateUser(db, id, values);
  await sessionsChanged(db, { userId: id });
  return row;
}

/**
 * Activates or deactivates many users at once (the master), named by id or as every user of the
 * filtered list (at most BULK_MAX). All or nothing: the master's own account is never deactivated,
 * and a selection holding it (or a missing id) changes nobody, the answer naming each refused row.
 * Each change is audited per user as a single one; a deactivated user's sessions end at once.
 */
export async function bulkChangeUsers(
  ctx: ServiceContext,
  { selection, change }: z.output<typeof userBulkRequestSchema>,
): Promise<BulkResponse> {
  const isActive = change.action === 'activate';
  const ids = distinctIds(
    selection.ids ??
      (await idsOfList(
        repo.userListQuery.iterate(
          ctx.db,
          filtersOf(selection.filters!),
          listSort(ctx.language, { sort: 'name', order: 'asc' }),
        ),
      )),
  );
  if (ids.length === 0) return { count: 0 };
  await inTransaction(ctx, async ({ tx, audit }) => {
    const rows = new Map((await repo.lockUserRows(tx, ids)).map((row) => [row.id, row]));
    const refusals: BulkRefusal[] = ids.flatMap((id): BulkRefusal[] => {
      const row = rows.get(id);
      if (!row) return [{ id, reason: 'bulkRowNotFound', status: 403 }];
      if (!isActive && !userPolicy.changeTypeOrDeactivate(ctx.actor, row))
        return [{ id, label: `${row.name} ${row.surname}`, reason: 'bulkRowOwnAccount', status: 403 }];
      return [];
    });
    refuseAny(ctx.language, refusals);
    for (const id of ids) {
      const before = rows.get(id)!;
      if (before.isActive === isActive) continue;
      await updateUserRow(tx, id, { isActive });
      if (!isActive) await endSessionsOf(tx, id);
      await audit({
        action: isActive ? 'user.activate' : 'user.deactivate',
        entityType: 'user',
        entityId: id,
        changes: { isActive: { before: before.isActive, after: isActive } },
      });
    }
  });
  return { count: ids.length };
}
