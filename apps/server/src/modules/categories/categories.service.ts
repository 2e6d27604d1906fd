import type { z } from 'zod';
import type { categoryRequestSchema, CategorySummary } from '@workspace/shared/accounting/categories.schemas';
import type { TicketCategorySummary } from '@workspace/shared/tickets/ticket-categories.schemas';
import { CURRENCIES, type Language } from '@workspace/shared/common/limits';
import type { ErrorMessageKey } from '@workspace/shared/i18n/errors';
import type { ExportFormat, SortOrder } from '@workspace/shared/common/list-shape';
import { isoToday } from '@workspace/shared/common/work';
import { deletedChanges, diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { conflict, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation, onViolation, type ServiceContext } from '../../lib/context';
import { auditedExport } from '../../lib/export';
import { monthRange } from '../transactions/months';
import { listSort } from '../../lib/text-order';
import {
  countOpenTickets,
  expenseByCurrency,
  expenseCategoryStore,
  ticketCategoryStore,
  type Category,
  type CategoryRepository,
} from './categories.repository';
import { categoryExportColumns } from './categories.export';

/** What tells one kind of category from the other: its statements, its list, its words in the audit trail and the export. */
type CategoryKind<Count extends string, Summary> = {
  store: CategoryRepository<Count>;
  /** The audit trail's record type; its changes are `<entity>.create`, `.update`, `.delete`. */
  entity: string;
  /** The plural: the export's audit action is `<entities>.export`, its file `<entit-ies>-<date>`. */
  entities: string;
  title: Record<Language, string>;
  countHeader: Record<Language, string>;
  /** The 409 of a delete while anything is filed under the category. */
  inUse: ErrorMessageKey;
  /** The cards above the list: `counts` under the search, and what this kind adds. */
  summary: (
    ctx: ServiceContext,
    filters: { q?: string },
    counts: Promise<{ total: number; used: number }>,
  ) => Promise<Summary>;
};

/** Both kinds take the same name and description. */
type CategoryInput = z.output<typeof categoryRequestSchema>;

const FIELDS = ['name', 'description'] as const;
const nameConflict = () => conflict('conflict', { name: 'nameTaken' });

/** The rules of one kind of category: names unique regardless of case, no delete while anything is filed under it. */
function categoryService<const Count extends string, Summary>(kind: CategoryKind<Count, Summary>) {
  /* The list's query as its schemas (packages/shared) parse it: no filters beside the search. */
  type Filters = { q?: string };
  type Sorted = Filters & { sort: 'name' | Count | 'createdAt'; order: SortOrder };
  const { store, entity } = kind;
  const { list } = store;
  const inUse = () => conflict(kind.inUse);
  return {
    /** One page of categories with how many records are filed under each. */
    async listCategories(ctx: ServiceContext, query: Sorted & { page: number; pageSize: number }) {
      const { rows, total } = await list.list(ctx.db, { q: query.q }, listSort(ctx.language, query), query);
      return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    async summarizeCategories(ctx: ServiceContext, query: Filters): Promise<Summary> {
      const filters = { q: query.q };
      return kind.summary(
        ctx,
        filters,
        store.summary(ctx.db, filters).then(([row]) => row!),
      );
    },

    /** Every matching category for a download; the export is recorded. */
    async exportCategories(ctx: ServiceContext, query: Sorted & { format: ExportFormat }) {
      return auditedExport(
        ctx,
        { action: `${kind.entities}.export`, entityType: entity, filters: { q: query.q ?? null } },
        {
          format: query.format,
          filename: `${kind.entities.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-${new Date().toISOString().slice(0, 10)}`,
          title: kind.title[ctx.language],
          columns: categoryExportColumns(ctx.language, store.count, kind.countHeader),
          rows: list.iterate(ctx.db, { q: query.q }, listSort(ctx.language, query)),
        },
      );
    },

    /** Id and name of every category, by name, for selectors. */
    async lookupCategories(ctx: ServiceContext) {
      return { data: await store.lookupCategories(ctx.db, ctx.language) };
    },

    async createCategory(ctx: ServiceContext, input: CategoryInput) {
      return onViolation(isUniqueViolation, nameConflict, () =>
        inTransaction(ctx, async ({ tx, audit }) => {
          if (await store.nameTaken(tx, input.name)) throw nameConflict();
          const id = await store.insertCategory(tx, input);
          await audit({
            action: `${entity}.create`,
            entityType: entity,
            entityId: id,
            changes: diffChanges({ name: null, description: null } as Record<string, unknown>, input, FIELDS),
          });
          return (await list.find(tx, id))!;
        }),
      );
    },

    /** Edits a category's name and description. */
    async updateCategory(ctx: ServiceContext, id: number, input: CategoryInput) {
      return onViolation(isUniqueViolation, nameConflict, () =>
        inTransaction(ctx, async ({ tx, audit }) => {
          const before = await list.find(tx, id);
          if (!before) throw notFound();
          if (await store.nameTaken(tx, input.name, id)) throw nameConflict();
          await store.updateCategory(tx, id, input);
          await audit({
            action: `${entity}.update`,
            entityType: entity,
            entityId: id,
            changes: diffChanges<Category<never>>(before, input, FIELDS),
          });
          return (await list.find(tx, id))!;
        }),
      );
    },

    /**
     * Deletes a category nothing is filed under; otherwise 409 and nothing changes. A record filed
     * under it between the check and the delete trips the foreign key, which answers the same 409.
     */
    async deleteCategory(ctx: ServiceContext, id: number) {
      await onViolation(isForeignKeyViolation, inUse, () =>
        inTransaction(ctx, async ({ tx, audit }) => {
          const before = await list.find(tx, id);
          if (!before) throw notFound();
          if (before[store.count] > 0) throw inUse();
          await store.deleteCategory(tx, id);
          await audit({
            action: `${entity}.delete`,
            entityType: entity,
            entityId: id,
            changes: deletedChanges(before, ['name']),
          });
        }),
      );
    },
  };
}

export const expenseCategoryService = categoryService({
  store: expenseCategoryStore,
  entity: 'expenseCategory',
  entities: 'expenseCategories',
  title: { en: 'Expense categories', tr: 'Gider kategorileri' },
  countHeader: { en: 'Transactions', tr: 'İşlemler' },
  inUse: 'categoryInUse',
  /** Used or not, and this month's expense (company time zone) in each of the four currencies. */
  async summary(ctx, filters, counts): Promise<CategorySummary> {
    const month = isoToday(ctx.timeZone).slice(0, 7);
    const [{ total, used }, expense] = await Promise.all([
      counts,
      expenseByCurrency(ctx.db, filters, monthRange(month)),
    ]);
    const byCurrency = new Map(expense.map((row) => [row.currency, row.total]));
    return {
      total,
      used,
      unused: total - used,
      month,
      expense: CURRENCIES.map((currency) => ({ currency, total: byCurrency.get(currency) ?? '0.00' })),
    };
  },
});

export const ticketCategoryService = categoryService({
  store: ticketCategoryStore,
  entity: 'ticketCategory',
  entities: 'ticketCategories',
  title: { en: 'Ticket categories', tr: 'Talep kategorileri' },
  countHeader: { en: 'Tickets', tr: 'Talepler' },
  inUse: 'ticketCategoryInUse',
  /** In use or not, and the open tickets filed under those categories. */
  async summary(ctx, filters, counts): Promise<TicketCategorySummary> {
    const [{ total, used }, [open]] = await Promise.all([counts, countOpenTickets(ctx.db, filters)]);
    return { total, inUse: used, unused: total - used, openTickets: open!.count };
  },
});
