import type { z } from 'zod';
import type {
  TicketCategory,
  ticketCategoryList,
  ticketCategoryRequestSchema,
  TicketCategorySummary,
} from '@workspace/shared/tickets/ticket-categories.schemas';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import { deletedChanges, diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { conflict, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation, onViolation, type ServiceContext } from '../../lib/context';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { listSort } from '../../lib/text-order';
import * as repo from './ticket-categories.repository';
import { ticketCategoryExportColumns, ticketCategoryExportTitle } from './ticket-categories.export';

type TicketCategoryInput = z.output<typeof ticketCategoryRequestSchema>;
type TicketCategoryFilterQuery = z.output<typeof ticketCategoryList.filtersSchema>;

const FIELDS = ['name', 'description'] as const;

/** The public shape of a category: the row with its ticket count, timestamps as ISO strings. */
function toCategory(row: repo.TicketCategoryWithCount): TicketCategory {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const nameConflict = () => conflict('conflict', { name: 'nameTaken' });
const inUse = () => conflict('ticketCategoryInUse');

/** One page of categories with how many tickets use each. */
export async function listCategories(ctx: ServiceContext, query: ListQuery<typeof ticketCategoryList>) {
  const { rows, total } = await repo.listCategories(ctx.db, query.q || undefined, listSort(ctx.language, query), query);
  return { data: rows.map(toCategory), meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** The cards above the list, under its search: in use or not, and the open tickets filed under those categories. */
export async function summarizeCategories(ctx: ServiceContext, query: TicketCategoryFilterQuery): Promise<TicketCategorySummary> {
  const q = query.q || undefined;
  const [counts, openTickets] = await Promise.all([repo.countCategories(ctx.db, q), repo.countOpenTickets(ctx.db, q)]);
  return { total: counts.total, inUse: counts.inUse, unused: counts.total - counts.inUse, openTickets };
}

/** Every matching category for a download; the export is recorded. */
export async function exportCategories(
  ctx: ServiceContext,
  query: ListExportQuery<typeof ticketCategoryList>,
): Promise<ExportRequest<repo.TicketCategoryWithCount>> {
  return auditedExport(
    ctx,
    { action: 'ticketCategories.export', entityType: 'ticketCategory', filters: { q: query.q ?? null } },
    {
      format: query.format,
      filename: `ticket-categories-${new Date().toISOString().slice(0, 10)}`,
      title: ticketCategoryExportTitle(ctx.language),
      columns: ticketCategoryExportColumns(ctx.language),
      rows: repo.iterateCategories(ctx.db, query.q || undefined, listSort(ctx.language, query)),
    },
  );
}

/** Id and name of every category, by name: every role picks from them on the ticket form and filters. */
export async function lookupCategories(ctx: ServiceContext) {
  return { data: await repo.lookupCategories(ctx.db, ctx.language) };
}

/** Creates a category; names are unique regardless of case. */
export async function createCategory(ctx: ServiceContext, input: TicketCategoryInput) {
  return onViolation(isUniqueViolation, nameConflict, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      if (await repo.nameTaken(tx, input.name)) throw nameConflict();
      const row = await repo.insertCategory(tx, input);
      await audit({
        action: 'ticketCategory.create',
        entityType: 'ticketCategory',
        entityId: row.id,
        changes: diffChanges({ name: null, description: null } as Record<string, unknown>, input, FIELDS),
      });
      return toCategory({ ...row, ticketCount: 0 });
    }),
  );
}

/** Edits a category's name and description. */
export async function updateCategory(ctx: ServiceContext, id: number, input: TicketCategoryInput) {
  return onViolation(isUniqueViolation, nameConflict, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      const before = await repo.findCategory(tx, id);
      if (!before) throw notFound();
      if (await repo.nameTaken(tx, input.name, id)) throw nameConflict();
      await repo.updateCategory(tx, id, input);
      await audit({ action: 'ticketCategory.update', entityType: 'ticketCategory', entityId: id, changes: diffChanges(before, input, FIELDS) });
      return toCategory((await repo.findCategory(tx, id))!);
    }),
  );
}

/**
 * Deletes a category no ticket uses; otherwise 409 and nothing changes. A ticket filed under it
 * between the check and the delete trips the foreign key, which answers the same 409.
 */
export async function deleteCategory(ctx: ServiceContext, id: number) {
  await onViolation(isForeignKeyViolation, inUse, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      const before = await repo.findCategory(tx, id);
      if (!before) throw notFound();
      if (before.ticketCount > 0) throw inUse();
      await repo.deleteCategory(tx, id);
      await audit({ action: 'ticketCategory.delete', entityType: 'ticketCategory', entityId: id, changes: deletedChanges(before, ['name']) });
    }),
  );
}
