import type { z } from 'zod';
import type {
  Transaction,
  transactionList,
  TransactionFilters,
  transactionRequestSchema,
  TransactionSummary,
} from '@workspace/shared/accounting/transactions.schemas';
import { CURRENCIES } from '@workspace/shared/common/limits';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import { isoToday } from '@workspace/shared/common/work';
import { deletedChanges, diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { badRequest, notFound } from '../../lib/errors';
import type { ServiceContext } from '../../lib/context';
import { auditedExport, type ExportRequest } from '../../lib/export';
import type { ErrorMessageKey } from '@workspace/shared/i18n/errors';
import { listSort } from '../../lib/text-order';
import * as repo from './transactions.repository';
import { transactionExportColumns, transactionExportTitle } from './transactions.export';
import { monthRange } from './months';

type TransactionInput = z.output<typeof transactionRequestSchema>;

const FIELDS = [
  'name',
  'description',
  'amount',
  'type',
  'currency',
  'categoryId',
  'assignedUserId',
  'companyId',
  'projectId',
  'transactionDate',
] as const;

function filtersOf(query: TransactionFilters): TransactionFilters {
  const { q, type, currency, categoryId, companyId, projectId, userId, dateFrom, dateTo, amountMin, amountMax } = query;
  return {
    q: q || undefined,
    type,
    currency,
    categoryId,
    companyId,
    projectId,
    userId,
    dateFrom,
    dateTo,
    amountMin,
    amountMax,
  };
}

/** One page of transactions (income, expense or both), filtered, searched and sorted in SQL. */
export async function listTransactions(ctx: ServiceContext, query: ListQuery<typeof transactionList>) {
  const { rows, total } = await repo.transactionListQuery.list(
    ctx.db,
    filtersOf(query),
    listSort(ctx.language, query),
    query,
  );
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** This month's totals per currency (company time zone) under the list's other filters; all four currencies. */
export async function summarizeTransactions(
  ctx: ServiceContext,
  query: TransactionFilters,
): Promise<TransactionSummary> {
  const month = isoToday(ctx.timeZone).slice(0, 7);
  const { first, last } = monthRange(month);
  const rows = await repo.totalsByCurrency(ctx.db, { ...filtersOf(query), dateFrom: first, dateTo: last });
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  return {
    month,
    totals: CURRENCIES.map((currency) => {
      const row = byCurrency.get(currency);
      return { currency, income: row?.income ?? '0.00', expense: row?.expense ?? '0.00', count: row?.count ?? 0 };
    }),
  };
}

/** The whole filtered list for a download; the export is recorded. */
export async function exportTransactions(
  ctx: ServiceContext,
  query: ListExportQuery<typeof transactionList>,
): Promise<ExportRequest<Transaction>> {
  const filters = filtersOf(query);
  const kind = filters.type ?? 'all';
  return auditedExport(
    ctx,
    { action: 'transactions.export', entityType: 'transaction', filters },
    {
      format: query.format,
      filename: `${kind === 'all' ? 'transactions' : kind}-${isoToday(ctx.timeZone)}`,
      title: transactionExportTitle(ctx.language, kind),
      columns: transactionExportColumns(ctx.language),
      rows: repo.transactionListQuery.iterate(ctx.db, filters, listSort(ctx.language, query)),
    },
  );
}

/* Named reads for other modules (the wallet, a company's card): they never reach this module's repository. */

/** The most recent transactions dated from `from` to `to` (inclusive), newest first. */
export async function listRecentTransactions(
  ctx: ServiceContext,
  from: string,
  to: string,
  limit: number,
): Promise<Transaction[]> {
  return repo.recentTransactions(ctx.db, from, to, limit);
}

/** Every transaction dated from `first` to `last` (inclusive), oldest first, read a chunk at a time. */
export function iterateTransactionsBetween(
  ctx: ServiceContext,
  first: string,
  last: string,
): AsyncIterable<Transaction> {
  return repo.transactionListQuery.iterate(
    ctx.db,
    { dateFrom: first, dateTo: last },
    { sort: 'transactionDate', order: 'asc', language: ctx.language },
  );
}

/** All-time income, expense and balance per currency (only currencies used) under the filters. */
export async function totalTransactionsByCurrency(ctx: ServiceContext, filters: Partial<TransactionFilters>) {
  return repo.totalsByCurrency(ctx.db, filters);
}

export async function getTransaction(ctx: ServiceContext, id: number) {
  const row = await repo.transactionListQuery.find(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/* A reference to a missing record is a field error, not a 500 from the foreign key. */
async function assertReferences(
  ctx: ServiceContext,
  db: Parameters<typeof repo.checkReferences>[0],
  input: TransactionInput,
) {
  const found = await repo.checkReferences(db, input);
  const fields: Record<string, ErrorMessageKey> = {};
  if (!found.category) fields.categoryId = 'categoryNotFound';
  if (!found.user) fields.assignedUserId = 'userNotFound';
  if (!found.company) fields.companyId = 'companyNotFound';
  if (!found.project) fields.projectId = 'projectNotFound';
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}

/** Records an income or expense; the amount is stored exactly as given (numeric(14,2)). */
export async function createTransaction(ctx: ServiceContext, input: TransactionInput) {
  return inTransaction(ctx, async ({ tx, audit }) => {
    await assertReferences(ctx, tx, input);
    const id = await repo.insertTransaction(tx, { ...input, createdBy: ctx.actor.id });
    await audit({
      action: `${input.type}.create`,
      entityType: 'transaction',
      entityId: id,
      changes: diffChanges({} as Record<string, unknown>, input, FIELDS),
    });
    return (await repo.transactionListQuery.find(tx, id))!;
  });
}

/** Edits a transaction; the month totals follow through the database trigger. */
export async function updateTransaction(ctx: ServiceContext, id: number, input: TransactionInput) {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findTransactionRow(tx, id);
    if (!before) throw notFound();
    await assertReferences(ctx, tx, input);
    await repo.updateTransaction(tx, id, input);
    await audit({
      action: `${input.type}.update`,
      entityType: 'transaction',
      entityId: id,
      changes: diffChanges(before, input, FIELDS),
    });
    return (await repo.transactionListQuery.find(tx, id))!;
  });
}

/** Deletes a transaction. */
export async function deleteTransaction(ctx: ServiceContext, id: number) {
  await inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findTransactionRow(tx, id);
    if (!before) throw notFound();
    await repo.deleteTransaction(tx, id);
    await audit({
      action: `${before.type}.delete`,
      entityType: 'transaction',
      entityId: id,
      changes: deletedChanges(before, ['name', 'amount', 'currency']),
    });
  });
}
