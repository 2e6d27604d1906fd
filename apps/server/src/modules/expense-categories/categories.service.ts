import type { z } from 'zod';
import type { categoryList, categoryRequestSchema, CategorySummary, ExpenseCategory } from '@workspace/shared/accounting/categories.schemas';
import { CURRENCIES } from '@workspace/shared/common/limits';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import { isoToday } from '@workspace/shared/common/work';
import { deletedChanges, diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation, onViolation, type ServiceContext } from '../../lib/context';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { monthRange } from '../transactions/months';
import { listSort } from '../../lib/text-order';
import * as repo from './categories.repository';
import { categoryExportColumns, categoryExportTitle } from './categories.export';

type CategoryInput = z.output<typeof categoryRequestSchema>;
type CategoryFilterQuery = z.output<typeof categoryList.filtersSchema>;

const FIELDS = ['name', 'description'] as const;

/** The public shape of a category: the row with its count, timestamps as ISO strings. */
function toCategory(row: repo.CategoryWithCount): ExpenseCategory {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const nameConflict = () => conflict('conflict', { name: 'nameTaken' });

/** One page of categories with how many transactions use each. */
export async function listCategories(ctx: ServiceContext, query: ListQuery<typeof categoryList>) {
  const { rows, total } = await repo.listCategories(ctx.db, query.q || undefined, listSort(ctx.language, query), query);
  return { data: rows.map(toCategory), meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** The cards above the list, under its search: used or not, and this month's expense (company time zone) in each of the four currencies. */
export async function summarizeCategories(ctx: ServiceContext, query: CategoryFilterQuery): Promise<CategorySummary> {
  const q = query.q || undefined;
  const month = isoToday(ctx.timeZone).slice(0, 7);
  const { first, last } = monthRange(month);
  const [counts, expense] = await Promise.all([repo.countCategories(ctx.db, q), repo.expenseByCurrency(ctx.db, q, first, last)]);
  const byCurrency = new Map(expense.map((row) => [row.currency, row.total]));
  return {
    total: counts.total,
    used: counts.used,
    unused: counts.total - counts.used,
    month,
    expense: CURRENCIES.map((currency) => ({ currency, total: byCurrency.get(currency) ?? '0.00' })),
  };
}

/** Every category for a download; the export is recorded. */
export async function exportCategories(ctx: ServiceContext, query: ListExportQuery<typeof categoryList>): Promise<ExportRequest<repo.CategoryWithCount>> {
  return auditedExport(
    ctx,
    { action: 'expenseCategories.export', entityType: 'expenseCategory', filters: { q: query.q ?? null } },
    {
      format: query.format,
      filename: `expense-categories-${new Date().toISOString().slice(0, 10)}`,
      title: categoryExportTitle(ctx.language),
      columns: categoryExportColumns(ctx.language),
      rows: repo.iterateCategories(ctx.db, query.q || undefined, listSort(ctx.language, query)),
    },
  );
}

export async function lookupCategories(ctx: ServiceContext) {
  return { data: await repo.lookupCategories(ctx.db, ctx.language) };
}

/** Creates a category; names are unique regardless of case. */
export async function createCategory(ctx: ServiceContext, input: CategoryInput) {
  return onViolation(isUniqueViolation, nameConflict, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      if (await repo.nameTaken(tx, input.name)) throw nameConflict();
      const row = await repo.insertCategory(tx, input);
      await audit({
        action: 'expenseCategory.create',
        entityType: 'expenseCategory',
        entityId: row.id,
        changes: diffChanges({ name: null, description: null } as Record<string, unknown>, input, FIELDS),
      });
      return toCategory({ ...row, transactionCount: 0 });
    }),
  );
}

/** Edits a category. */
export async function updateCategory(ctx: ServiceContext, id: number, input: CategoryInput) {
  return onViolation(isUniqueViolation, nameConflict, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      const before = await repo.findCategory(tx, id);
      if (!before) throw notFound();
      if (await repo.nameTaken(tx, input.name, id)) throw nameConflict();
      await repo.updateCategory(tx, id, input);
      await audit({ action: 'expenseCategory.update', entityType: 'expenseCategory', entityId: id, changes: diffChanges(before, input, FIELDS) });
      return toCategory((await repo.findCategory(tx, id))!);
    }),
  );
}

/** Deletes a category no transaction uses; otherwise 409 and nothing changes. */
export async function deleteCategory(ctx: ServiceContext, id: number) {
  await inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findCategory(tx, id);
    if (!before) throw notFound();
    if (before.transactionCount > 0) throw conflict('categoryInUse');
    await repo.deleteCategory(tx, id);
    await audit({ action: 'expenseCategory.delete', entityType: 'expenseCategory', entityId: id, changes: deletedChanges(before, ['name']) });
  });
}
