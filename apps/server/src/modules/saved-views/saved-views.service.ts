import type { z } from 'zod';
import { checkColumns } from '@workspace/shared/common/list-columns';
import { LIST_COLUMNS } from '@workspace/shared/columns/index';
import type { ErrorMessageKey } from '@workspace/shared/i18n/errors';
import {
  VIEWS_PER_LIST_MAX,
  type createSavedViewSchema,
  type ListColumnsChoice,
  type SavedView,
  type SavedViewListResponse,
  type SavedViewState,
  type updateSavedViewSchema,
} from '@workspace/shared/views/saved-views.schemas';
import type { SavedViewRow } from '../../db/schema/saved-views';
import { isUniqueViolation, type ServiceContext } from '../../lib/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import * as repo from './saved-views.repository';
import { VIEW_LISTS, checkViewState, type Problem } from './saved-views.lists';

type CreateInput = z.output<typeof createSavedViewSchema>;
type UpdateInput = z.output<typeof updateSavedViewSchema>;

function definitionOf(list: string) {
  const definition = VIEW_LISTS.get(list);
  if (!definition) throw badRequest({ list: 'viewListUnknown' });
  return definition;
}

const FIELD_OF: Record<string, { field: (name: string) => string; key: ErrorMessageKey }> = {
  filter: { field: (name) => `state.filters.${name}`, key: 'viewFilterUnknown' },
  sort: { field: () => 'state.sort', key: 'viewSortUnknown' },
  column: { field: (name) => `state.columns.${name}`, key: 'viewColumnUnknown' },
};

/** A state to save: refused (400, naming each part) unless the list takes all of it. */
function checkedForSaving(list: string, state: SavedViewState): SavedViewState {
  const { state: checked, dropped } = checkViewState(definitionOf(list), state);
  if (dropped.length === 0) return checked;
  const fields: Record<string, ErrorMessageKey> = {};
  for (const problem of dropped) {
    const [kind, ...rest] = problem.split(':');
    const entry = FIELD_OF[kind!]!;
    fields[entry.field(rest.join(':'))] = entry.key;
  }
  throw badRequest(fields, 'viewStateInvalid');
}

/** A view as the caller sees it; `isDefault`: their list opens with it. */
function toView(ctx: ServiceContext, row: SavedViewRow, isDefault: boolean): SavedView {
  const definition = VIEW_LISTS.get(row.list)!;
  const { state, dropped } = checkViewState(definition, row.state);
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    state,
    isDefault,
    sharedWith: row.sharedWith,
    isOwn: row.ownerId === ctx.actor.id,
    dropped: dropped satisfies Problem[],
  };
}

/** The caller's views of a list and those the master shared with their role, by name. */
export async function listViews(ctx: ServiceContext, list: string): Promise<SavedViewListResponse> {
  definitionOf(list);
  const rows = await repo.listViews(ctx.db, ctx.actor.id, ctx.actor.type, list);
  return { data: rows.map((row) => toView(ctx, row, row.isDefault)) };
}

/** Only the master shares a view, and with a role. */
function checkSharing(ctx: ServiceContext, sharedWith: string | null | undefined) {
  if (sharedWith && ctx.actor.type !== 'master') throw forbidden('viewShareMasterOnly');
}

const nameTaken = () => conflict('viewNameTaken', { name: 'viewNameTaken' });

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createView(ctx: ServiceContext, input: CreateInput): Promise<SavedView> {
  const state = checkedForSaving(input.list, input.state);
  checkSharing(ctx, input.sharedWith);
  return guardUnique(() =>
    inTransaction(ctx, async ({ tx }) => {
      if (await repo.nameTaken(tx, ctx.actor.id, input.list, input.name)) throw nameTaken();
      if ((await repo.countViews(tx, ctx.actor.id, input.list)) >= VIEWS_PER_LIST_MAX)
        throw new AppError(409, 'conflict', 'viewsTooMany', undefined, { max: VIEWS_PER_LIST_MAX });
      const row = await repo.insertView(tx, {
        ownerId: ctx.actor.id,
        list: input.list,
        name: input.name,
        state,
        sharedWith: input.sharedWith ?? null,
      });
      if (input.isDefault) await repo.setDefault(tx, ctx.actor.id, row.list, row.id);
      return toView(ctx, row, input.isDefault);
    }),
  );
}

/**
 * A view the caller may change: their own, or (the master) one shared with a role. A view shared
 * with the caller's role is theirs to read and to open their list with, not to change (403); anyone
 * else's is not found.
 */
function changeable(ctx: ServiceContext, row: SavedViewRow | undefined): SavedViewRow {
  if (!row) throw notFound();
  if (row.ownerId === ctx.actor.id) return row;
  if (row.sharedWith !== null && ctx.actor.type === 'master') return row;
  if (row.sharedWith === ctx.actor.type) throw forbidden('viewNotYours');
  throw notFound();
}

/** A view the caller sees in their list: their own, or one shared with their role. */
const isSeen = (ctx: ServiceContext, row: SavedViewRow) =>
  row.ownerId === ctx.actor.id || row.sharedWith === ctx.actor.type;

export async function updateView(ctx: ServiceContext, id: number, input: UpdateInput): Promise<SavedView> {
  checkSharing(ctx, input.sharedWith);
  const changesView = input.name !== undefined || input.state !== undefined || input.sharedWith !== undefined;
  return guardUnique(() =>
    inTransaction(ctx, async ({ tx }) => {
      const found = await repo.findView(tx, id);
      // Choosing one's default changes nothing of the view: any view the caller sees, shared ones too.
      const row = changesView || input.isDefault === undefined ? changeable(ctx, found) : found;
      if (!row || (input.isDefault !== undefined && !isSeen(ctx, row))) throw notFound();
      const state = input.state ? checkedForSaving(row.list, input.state) : undefined;
      if (input.name !== undefined && (await repo.nameTaken(tx, row.ownerId, row.list, input.name, id)))
        throw nameTaken();
      const updated = changesView
        ? await repo.updateView(tx, id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(state ? { state } : {}),
            ...(input.sharedWith !== undefined ? { sharedWith: input.sharedWith } : {}),
          })
        : row;
      // Those who no longer see it no longer open their list with it.
      if (updated.sharedWith !== row.sharedWith) await repo.dropUnseenDefaults(tx, updated);
      if (input.isDefault === true) await repo.setDefault(tx, ctx.actor.id, row.list, row.id);
      if (input.isDefault === false) await repo.clearDefault(tx, ctx.actor.id, row.id);
      // Asked for, it is what was just written; otherwise it is read.
      const isDefault = input.isDefault ?? (await repo.findDefault(tx, ctx.actor.id, row.list)) === row.id;
      return toView(ctx, updated, isDefault);
    }),
  );
}

export async function deleteView(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async ({ tx }) => {
    changeable(ctx, await repo.findView(tx, id));
    await repo.deleteView(tx, id);
  });
}

/** The caller's columns of a list, kept to those it still draws; null: its defaults. */
export async function readColumns(ctx: ServiceContext, list: string): Promise<{ columns: string[] | null }> {
  const spec = LIST_COLUMNS[list];
  if (!spec) throw badRequest({ list: 'viewListUnknown' });
  const stored = await repo.findColumns(ctx.db, ctx.actor.id, list);
  return { columns: stored ? checkColumns(spec, stored).columns : null };
}

/** Keeps the caller's columns of a list (null: back to its defaults); every one must be the list's. */
export async function saveColumns(
  ctx: ServiceContext,
  input: ListColumnsChoice,
): Promise<{ columns: string[] | null }> {
  const spec = LIST_COLUMNS[input.list];
  if (!spec) throw badRequest({ list: 'viewListUnknown' });
  let columns: string[] | null = null;
  if (input.columns) {
    const checked = checkColumns(spec, input.columns);
    if (checked.dropped.length > 0)
      throw badRequest(
        Object.fromEntries(checked.dropped.map((key) => [`columns.${key}`, 'viewColumnUnknown' as const])),
        'viewStateInvalid',
      );
    columns = checked.columns;
  }
  await inTransaction(ctx, ({ tx }) => repo.saveColumns(tx, ctx.actor.id, input.list, columns));
  return { columns };
}
