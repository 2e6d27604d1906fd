import type { z } from 'zod';
import { sharedDataPolicy } from '@workspace/shared/auth/policies';
import type { PasswordReadPurpose } from '@workspace/shared/shared-data/shared-data.constants';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import type {
  createSharedDataSchema,
  RevealResponse,
  SharedData,
  sharedDataList,
  SharedDataSummary,
  updateSharedDataSchema,
} from '@workspace/shared/shared-data/shared-data.schemas';
import type { DbOrTx } from '../../db/client';
import type { SharedDataRow } from '../../db/schema/shared-data';
import type { ActivityChanges } from '../../db/schema/activities';
import { deletedChanges, diffChanges } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { sharedDataPasswordPurpose } from '../../lib/sealed-values';
import { SecretBoxError, type Keyring } from '../../lib/secret-box';
import { inTransaction } from '../../lib/transaction';
import type { Tx } from '../../db/client';
import { notify } from '../notifications/notifications.service';
import { listSort } from '../../lib/text-order';
import * as repo from './shared-data.repository';
import { sharedDataExportColumns, sharedDataExportTitle } from './shared-data.export';

type CreateInput = z.output<typeof createSharedDataSchema>;
type UpdateInput = z.output<typeof updateSharedDataSchema>;
type FilterQuery = z.output<typeof sharedDataList.filtersSchema>;

/** What shared data's writes and its reveal need beside the usual context: the keys that seal passwords. */
export type SharedDataContext = ServiceContext & { keyring: Keyring };

/*
 * The audit trail names the fields that changed, before and after, but never the password: a new
 * one is recorded as "(changed)". Shares are recorded as the ids of the people, before and after.
 */
const AUDITED_FIELDS = ['username', 'domain', 'description', 'password'] as const;
const SECRET_FIELDS = ['password'];
const ENTITY = 'sharedData';

const filtersOf = (ctx: ServiceContext, query: FilterQuery): repo.SharedDataFilters => ({
  reader: ctx.actor.id,
  q: query.q || undefined,
  access: query.access,
});

/** The record if the caller may read it (its owner, or someone it is shared with); anyone else gets 404, as if it did not exist. */
async function readable(ctx: ServiceContext, db: DbOrTx, id: number, lock = false) {
  const found = await repo.findDetail(db, id, lock);
  if (!found || !sharedDataPolicy.read(ctx.actor, { ownerId: found.row.ownerId, sharedWith: found.sharedWith }))
    throw notFound();
  return found;
}

/** The record if the caller owns it; someone it is shared with may look but not change it (403). */
async function manageable(ctx: ServiceContext, db: DbOrTx, id: number) {
  const found = await readable(ctx, db, id, true);
  if (!sharedDataPolicy.manage(ctx.actor, found.row)) throw forbidden();
  return found;
}

/**
 * Refuses (400 on `sharedWith`) anyone newly added who could not use shared data: a customer, the
 * master, an inactive or missing account, or the owner themselves. People it was already shared
 * with stay even if they have since been deactivated: the owner removes them by leaving them out.
 */
async function checkShareTargets(db: DbOrTx, ownerId: number, wanted: readonly number[], current: readonly number[]) {
  const added = wanted.filter((id) => !current.includes(id));
  if (added.length === 0) return;
  const accounts = new Map((await repo.findAccounts(db, added)).map((account) => [account.id, account]));
  const isEligible = (id: number) => {
    const account = accounts.get(id);
    return account !== undefined && account.id !== ownerId && account.isActive && sharedDataPolicy.use(account);
  };
  if (!added.every(isEligible)) throw badRequest({ sharedWith: 'shareTargetInvalid' });
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const sameIds = (a: readonly number[], b: readonly number[]) => sorted(a).join(',') === sorted(b).join(',');

function shareChanges(before: readonly number[], after: readonly number[]): ActivityChanges {
  return sameIds(before, after) ? {} : { sharedWith: { before: sorted(before), after: sorted(after) } };
}

async function viewOf(ctx: ServiceContext, db: DbOrTx, id: number): Promise<SharedData> {
  const row = (await repo.sharedDataListQuery.find(db, id, { reader: ctx.actor.id }))!;
  return (await repo.withPeople(db, [row], ctx.language))[0]!;
}

/** Those a record was newly shared with hear of it, by its domain (never its username or password). */
async function notifyShared(tx: Tx, actorId: number, id: number, domain: string, people: readonly number[]) {
  if (people.length === 0) return;
  await notify(tx, {
    recipients: people,
    kind: 'sharedDataShared',
    actorId,
    subjectId: id,
    facts: domain ? { title: domain } : {},
  });
}

/** One page of the caller's records and those shared with them. */
export async function listSharedData(ctx: ServiceContext, query: ListQuery<typeof sharedDataList>) {
  const { rows, total } = await repo.sharedDataListQuery.list(
    ctx.db,
    filtersOf(ctx, query),
    listSort(ctx.language, query),
    query,
  );
  return {
    data: await repo.withPeople(ctx.db, rows, ctx.language),
    meta: { page: query.page, pageSize: query.pageSize, total },
  };
}

/** The cards above the list, under its search and filters. */
export async function summarizeSharedData(ctx: ServiceContext, query: FilterQuery): Promise<SharedDataSummary> {
  const [summary] = await repo.countDetails(ctx.db, filtersOf(ctx, query));
  return summary!;
}

/** The caller's matching records for a download, without passwords; the export and its search are recorded. */
export async function exportSharedData(
  ctx: ServiceContext,
  query: ListExportQuery<typeof sharedDataList>,
): Promise<ExportRequest<SharedData>> {
  return auditedExport(
    ctx,
    { action: 'sharedData.export', entityType: ENTITY, filters: { q: query.q ?? null, access: query.access ?? null } },
    {
      format: query.format,
      filename: `shared-data-${new Date().toISOString().slice(0, 10)}`,
      title: sharedDataExportTitle(ctx.language),
      columns: sharedDataExportColumns(ctx.language),
      rows: repo.sharedDataListQuery.iterate(ctx.db, filtersOf(ctx, query), listSort(ctx.language, query), (rows) =>
        repo.withPeople(ctx.db, rows, ctx.language),
      ),
    },
  );
}

export async function getSharedData(ctx: ServiceContext, id: number): Promise<SharedData> {
  await readable(ctx, ctx.db, id);
  return viewOf(ctx, ctx.db, id);
}

/** Creates a record of the caller's, its password sealed for them, shared with the people named; one transaction. */
export async function createSharedData(ctx: SharedDataContext, input: CreateInput): Promise<SharedData> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    await checkShareTargets(tx, ctx.actor.id, input.sharedWith, []);
    const sealed = ctx.keyring.seal(input.password, sharedDataPasswordPurpose(ctx.actor.id));
    const row = await repo.insertDetail(tx, {
      ownerId: ctx.actor.id,
      username: input.username,
      domain: input.domain,
      description: input.description,
      passwordCiphertext: sealed.ciphertext,
      passwordKeyId: sealed.keyId,
    });
    await repo.replaceShares(tx, row.id, input.sharedWith);
    await notifyShared(tx, ctx.actor.id, row.id, input.domain, input.sharedWith);
    const nothing = { username: null, domain: null, description: null, password: null };
    await audit({
      action: 'sharedData.create',
      entityType: ENTITY,
      entityId: row.id,
      changes: {
        ...diffChanges<Record<string, unknown>>(nothing, input, AUDITED_FIELDS, SECRET_FIELDS),
        ...shareChanges([], input.sharedWith),
      },
    });
    return viewOf(ctx, tx, row.id);
  });
}

/** Whether `password` differs from the one `row` holds; one that no longer opens (its key is gone) is replaced. */
function isNewPassword(ctx: SharedDataContext, row: SharedDataRow, password: string): boolean {
  try {
    return (
      ctx.keyring.open(
        { ciphertext: row.passwordCiphertext, keyId: row.passwordKeyId },
        sharedDataPasswordPurpose(row.ownerId),
      ) !== password
    );
  } catch (error) {
    if (error instanceof SecretBoxError) return true;
    throw error;
  }
}

/** The owner edits the record; a password left out keeps the stored one, shares left out stay. One transaction. */
export async function updateSharedData(ctx: SharedDataContext, id: number, input: UpdateInput): Promise<SharedData> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const { row: before, sharedWith: sharedBefore } = await manageable(ctx, tx, id);
    const sharedAfter = input.sharedWith ?? sharedBefore;
    await checkShareTargets(tx, before.ownerId, sharedAfter, sharedBefore);
    const newPassword =
      input.password !== undefined && isNewPassword(ctx, before, input.password) ? input.password : undefined;
    const sealed =
      newPassword === undefined ? undefined : ctx.keyring.seal(newPassword, sharedDataPasswordPurpose(before.ownerId));
    await repo.updateDetail(tx, id, {
      username: input.username,
      domain: input.domain,
      description: input.description,
      ...(sealed ? { passwordCiphertext: sealed.ciphertext, passwordKeyId: sealed.keyId } : {}),
    });
    if (!sameIds(sharedBefore, sharedAfter)) await repo.replaceShares(tx, id, sharedAfter);
    const added = sharedAfter.filter((userId) => !sharedBefore.includes(userId));
    await notifyShared(tx, ctx.actor.id, id, input.domain, added);
    const after = {
      username: input.username,
      domain: input.domain,
      description: input.description,
      ...(newPassword === undefined ? {} : { password: newPassword }),
    };
    await audit({
      action: 'sharedData.update',
      entityType: ENTITY,
      entityId: id,
      changes: {
        ...diffChanges<Record<string, unknown>>({ ...before, password: null }, after, AUDITED_FIELDS, SECRET_FIELDS),
        ...shareChanges(sharedBefore, sharedAfter),
      },
    });
    return viewOf(ctx, tx, id);
  });
}

/** The owner deletes the record and its shares; the audit row keeps what it was, never the password. */
export async function deleteSharedData(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async ({ tx, audit }) => {
    const { row, sharedWith } = await manageable(ctx, tx, id);
    await repo.deleteDetail(tx, id);
    await audit({
      action: 'sharedData.delete',
      entityType: ENTITY,
      entityId: id,
      changes: deletedChanges(
        { username: row.username, domain: row.domain, description: row.description, sharedWith },
        ['username', 'domain', 'description', 'sharedWith'],
      ),
    });
  });
}

/**
 * The password, for the owner and those it is shared with (anyone else: 404). Each read is
 * recorded, in the same transaction as the read: no password leaves without its audit row, which
 * says whether it was shown or copied and names the record by its domain.
 */
export async function revealPassword(
  ctx: SharedDataContext,
  id: number,
  purpose: PasswordReadPurpose,
): Promise<RevealResponse> {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const { row } = await readable(ctx, tx, id);
    const password = ctx.keyring.open(
      { ciphertext: row.passwordCiphertext, keyId: row.passwordKeyId },
      sharedDataPasswordPurpose(row.ownerId),
    );
    await audit({
      action: `sharedData.${purpose}`,
      entityType: ENTITY,
      entityId: id,
      changes: { domain: { after: row.domain } },
    });
    return { password };
  });
}
