import type { z } from 'zod';
import type {
  Company,
  CompanyLookupResponse,
  companyList,
  companyRequestSchema,
  CompanySummary,
} from '@workspace/shared/companies/companies.schemas';
import { CURRENCIES } from '@workspace/shared/common/limits';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import { isoToday } from '@workspace/shared/common/work';
import { deletedChanges, diffChanges } from '../../lib/audit';
import { inTransaction } from '../../lib/transaction';
import { listSort } from '../../lib/text-order';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation, onViolation, type ServiceContext } from '../../lib/context';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { monthRange } from '../transactions/months';
import { totalTransactionsByCurrency } from '../transactions/transactions.service';
import * as repo from './companies.repository';
import { companyExportColumns, companyExportTitle } from './companies.export';

type CompanyInput = z.output<typeof companyRequestSchema>;
type CompanyFilterQuery = z.output<typeof companyList.filtersSchema>;

const FIELDS = [
  'name',
  'websiteDomain',
  'description',
  'address',
  'phone',
  'email',
  'taxNumber',
  'taxOffice',
  'iban',
] as const;

/** The public shape of a company: the row with its counts, timestamps as ISO strings. */

const nameConflict = () => conflict('conflict', { name: 'nameTaken' });

/** Whether the company exists (for another module's reference check, inside its transaction). */
export async function companyExists(db: DbOrTx, id: number): Promise<boolean> {
  return repo.companyExists(db, id);
}

/** All companies by name, for selectors (managers read them to choose a project's company). */
export async function lookupCompanies(ctx: ServiceContext): Promise<CompanyLookupResponse> {
  return { data: await repo.lookupCompanies(ctx.db, ctx.language) };
}

/** One page of companies with their project and transaction counts. */
export async function listCompanies(ctx: ServiceContext, query: ListQuery<typeof companyList>) {
  const { rows, total } = await repo.companyListQuery.list(
    ctx.db,
    { q: query.q || undefined },
    listSort(ctx.language, query),
    query,
  );
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
}

/**
 * The cards above the list, under its search: how many companies, with a project in progress, with
 * customers, and their income and expense this month (company time zone) in each of the four currencies.
 */
export async function summarizeCompanies(ctx: ServiceContext, query: CompanyFilterQuery): Promise<CompanySummary> {
  const filters = { q: query.q || undefined };
  const month = isoToday(ctx.timeZone).slice(0, 7);
  const { first, last } = monthRange(month);
  const [[counts], money] = await Promise.all([
    repo.countCompanies(ctx.db, filters),
    repo.companyMoneyByCurrency(ctx.db, filters, { first, last }),
  ]);
  const byCurrency = new Map(money.map((row) => [row.currency, row]));
  return {
    ...counts!,
    month,
    money: CURRENCIES.map((currency) => ({
      currency,
      income: byCurrency.get(currency)?.income ?? '0.00',
      expense: byCurrency.get(currency)?.expense ?? '0.00',
    })),
  };
}

/** Every matching company for a download; the export is recorded. */
export async function exportCompanies(
  ctx: ServiceContext,
  query: ListExportQuery<typeof companyList>,
): Promise<ExportRequest<Company>> {
  return auditedExport(
    ctx,
    { action: 'companies.export', entityType: 'company', filters: { q: query.q ?? null } },
    {
      format: query.format,
      filename: `companies-${new Date().toISOString().slice(0, 10)}`,
      title: companyExportTitle(ctx.language),
      columns: companyExportColumns(ctx.language),
      rows: repo.companyListQuery.iterate(ctx.db, { q: query.q || undefined }, listSort(ctx.language, query)),
    },
  );
}

/** The company card and its all-time income, expense and balance per currency (never summed across currencies). */
export async function getCompany(ctx: ServiceContext, id: number) {
  const row = await repo.companyListQuery.find(ctx.db, id);
  if (!row) throw notFound();
  const totals = await totalTransactionsByCurrency(ctx, { companyId: id });
  const byCurrency = new Map(totals.map((total) => [total.currency, total]));
  return {
    company: row,
    totals: CURRENCIES.filter((currency) => byCurrency.has(currency)).map((currency) => {
      const total = byCurrency.get(currency)!;
      return { currency, income: total.income, expense: total.expense, balance: total.balance };
    }),
  };
}

/** Creates a company; names are unique regardless of case. */
export async function createCompany(ctx: ServiceContext, input: CompanyInput) {
  return onViolation(isUniqueViolation, nameConflict, () =>
    inTransaction(ctx, async ({ tx, audit }) => {
      if (await repo.nameTaken(tx, input.name)) throw nameConflict();
      const id = await repo.insertCompany(tx, input);
      await audit({
        action: 'company.create',
        entityType: 'company',
        entityId: id,
        changes: diffChanges({} as Record<string, unknown>, input, FIELDS),
      });
      return (await repo.companyListQuery.find(tx, id))!;
    }),
  );
}

/** Edits a company. */
export async function updateCompany(ctx: ServiceContext, id: number, input: CompanyInput) {
  return inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.findCompanyRow(tx, id);
    if (!before) throw notFound();
    if (await repo.nameTaken(tx, input.name, id)) throw nameConflict();
    await repo.updateCompany(tx, id, input);
    await audit({
      action: 'company.update',
      entityType: 'company',
      entityId: id,
      changes: diffChanges(before, input, FIELDS),
    });
    return (await repo.companyListQuery.find(tx, id))!;
  });
}

/** Deletes a company that no project or transaction references; otherwise 409 and nothing changes. */
export async function deleteCompany(ctx: ServiceContext, id: number) {
  await inTransaction(ctx, async ({ tx, audit }) => {
    const before = await repo.companyListQuery.find(tx, id);
    if (!before) throw notFound();
    if (before.projectCount > 0 || before.transactionCount > 0) throw conflict('companyInUse');
    await repo.deleteCompany(tx, id);
    await audit({
      action: 'company.delete',
      entityType: 'company',
      entityId: id,
      changes: deletedChanges(before, ['name']),
    });
  });
}
