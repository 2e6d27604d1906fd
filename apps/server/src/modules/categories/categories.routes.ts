import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  categoryList,
  categoryLookupResponseSchema,
  categoryRequestSchema,
  categoryResponseSchema,
  categorySummarySchema,
} from '@workspace/shared/accounting/categories.schemas';
import {
  ticketCategoryList,
  ticketCategoryLookupResponseSchema,
  ticketCategoryResponseSchema,
  ticketCategorySummarySchema,
} from '@workspace/shared/tickets/ticket-categories.schemas';
import type { ListDefinition, ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import type { ServiceContext } from '../../lib/context';
import type { ExportRequest } from '../../lib/export';
import { resourceRoutes, type Answer, type Field } from '../../lib/routes';
import { expenseCategoryService, ticketCategoryService } from './categories.service';

/** What a kind of category's service answers, as its routes' schemas say. */
type Service<D extends ListDefinition, S extends z.ZodType, R extends z.ZodType, L extends z.ZodType, X> = {
  listCategories: (ctx: ServiceContext, query: ListQuery<D>) => Answer<D['responseSchema']>;
  summarizeCategories: (ctx: ServiceContext, query: z.output<D['filtersSchema']>) => Answer<S>;
  exportCategories: (ctx: ServiceContext, query: ListExportQuery<D>) => Promise<ExportRequest<X>>;
  lookupCategories: (ctx: ServiceContext) => Answer<L>;
  createCategory: (ctx: ServiceContext, input: z.output<typeof categoryRequestSchema>) => Field<R, 'category'>;
  updateCategory: (
    ctx: ServiceContext,
    id: number,
    input: z.output<typeof categoryRequestSchema>,
  ) => Field<R, 'category'>;
  deleteCategory: (ctx: ServiceContext, id: number) => Promise<void>;
};

/** One kind of category's routes: its path, names, schemas, service, and what each route says of itself. */
function categoryRoutes<
  D extends ListDefinition,
  S extends z.ZodType,
  R extends z.ZodType,
  L extends z.ZodType,
  X,
>(kind: {
  path: string;
  tags: string[];
  one: string;
  many: string;
  list: D;
  summary: S;
  response: R;
  lookup: L;
  service: Service<D, S, R, L, X>;
  describe: Record<'list' | 'summary' | 'export' | 'lookup' | 'create' | 'update' | 'delete', string>;
}) {
  return async (app: FastifyInstance) => {
    const { describe: said, service } = kind;
    resourceRoutes(app, { ...kind, record: 'category' })
      .list(kind.list, {
        list: { description: said.list, run: service.listCategories },
        summary: { description: said.summary, response: kind.summary, run: service.summarizeCategories },
        export: { description: said.export, run: service.exportCategories },
      })
      .lookup({ description: said.lookup, response: kind.lookup, run: service.lookupCategories })
      .create({
        description: said.create,
        errors: [409],
        body: categoryRequestSchema,
        response: kind.response,
        run: service.createCategory,
      })
      .update({
        description: said.update,
        errors: [409],
        body: categoryRequestSchema,
        response: kind.response,
        run: service.updateCategory,
      })
      .remove({ description: said.delete, errors: [409], run: service.deleteCategory });
  };
}

export const expenseCategoriesRoutes = categoryRoutes({
  path: '/api/expense-categories',
  tags: ['expense categories'],
  one: 'ExpenseCategory',
  many: 'ExpenseCategories',
  list: categoryList,
  summary: categorySummarySchema,
  response: categoryResponseSchema,
  lookup: categoryLookupResponseSchema,
  service: expenseCategoryService,
  describe: {
    list: 'Answers one page of expense categories with how many transactions use each, searched and sorted. The master alone.',
    summary:
      "Answers the cards above the expense categories list under its search: used or not, and this month's expense per currency. The master alone.",
    export:
      'Downloads every expense category matching the search as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
    lookup:
      "Answers every expense category's id and name, by name, for the transaction form's selector. The master alone.",
    create: 'Creates an expense category. The master alone; a name already in use (whatever its case) answers 409.',
    update: 'Edits an expense category. The master alone; a name already in use by another category answers 409.',
    delete:
      'Deletes an expense category. The master alone; while a transaction uses it the answer is 409 and nothing changes.',
  },
});

export const ticketCategoriesRoutes = categoryRoutes({
  path: '/api/ticket-categories',
  tags: ['ticket categories'],
  one: 'TicketCategory',
  many: 'TicketCategories',
  list: ticketCategoryList,
  summary: ticketCategorySummarySchema,
  response: ticketCategoryResponseSchema,
  lookup: ticketCategoryLookupResponseSchema,
  service: ticketCategoryService,
  describe: {
    list: 'Answers one page of ticket categories with how many tickets use each, searched and sorted. The master alone.',
    summary:
      'Answers the cards above the ticket categories list under its search: in use or not, and the open tickets filed under them. The master alone.',
    export:
      'Downloads every ticket category matching the search as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
    lookup:
      "Answers every ticket category's id and name, by name, for the ticket form and filters. Any signed-in user.",
    create: 'Creates a ticket category. The master alone; a name already in use (whatever its case) answers 409.',
    update:
      "Edits a ticket category's name and description. The master alone; a name already in use by another category answers 409.",
    delete:
      'Deletes a ticket category. The master alone; while a ticket is filed under it the answer is 409 and nothing changes.',
  },
});
