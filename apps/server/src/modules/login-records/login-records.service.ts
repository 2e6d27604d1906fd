import type { LoginRecord, loginRecordList, LoginRecordSummary } from '@workspace/shared/insight/login-records.schemas';
import { insightPolicy } from '@workspace/shared/auth/policies';
import type { ListExportQuery, ListQuery } from '@workspace/shared/common/list.schemas';
import type { ServiceContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { listSort } from '../../lib/text-order';
import * as repo from './login-records.repository';
import { loginRecordExportColumns, loginRecordExportTitle } from './login-records.export';

type LoginRecordFilterQuery = Omit<ListQuery<typeof loginRecordList>, 'page' | 'pageSize' | 'sort' | 'order'>;

/** The login history is the master's alone (the route table says so too; the rule lives here). */
function requireInsight(ctx: ServiceContext) {
  if (!insightPolicy.read(ctx.actor)) throw forbidden();
}

function filtersOf(ctx: ServiceContext, query: LoginRecordFilterQuery): repo.LoginRecordFilters {
  return {
    q: query.q || undefined,
    status: query.status,
    userId: query.userId,
    country: query.country || undefined,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    since: query.since,
    until: query.until,
    timeZone: ctx.timeZone,
  };
}

/** One page of login attempts, newest first unless sorted otherwise; the page's failures marked when part of a burst. */
export async function listLoginRecords(ctx: ServiceContext, query: ListQuery<typeof loginRecordList>) {
  requireInsight(ctx);
  const { rows, total } = await repo.listLoginRecords(
    ctx.db,
    filtersOf(ctx, query),
    listSort(ctx.language, query),
    query,
  );
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
}

/** Attempts, successes, failures, distinct accounts and IPs under the list's filters. */
export async function summarizeLoginRecords(
  ctx: ServiceContext,
  query: LoginRecordFilterQuery,
): Promise<LoginRecordSummary> {
  requireInsight(ctx);
  return { ...(await repo.summarizeLoginRecords(ctx.db, filtersOf(ctx, query))), timeZone: ctx.timeZone };
}

/** The whole filtered history for a download; the export itself is recorded in the audit trail. */
export async function exportLoginRecords(
  ctx: ServiceContext,
  query: ListExportQuery<typeof loginRecordList>,
): Promise<ExportRequest<LoginRecord>> {
  requireInsight(ctx);
  const filters = filtersOf(ctx, query);
  const { timeZone: _timeZone, ...recorded } = filters;
  return auditedExport(
    ctx,
    {
      action: 'loginRecords.export',
      entityType: 'loginRecord',
      filters: { ...recorded, sort: query.sort, order: query.order },
    },
    {
      format: query.format,
      filename: `login-records-${new Date().toISOString().slice(0, 10)}`,
      title: loginRecordExportTitle(ctx.language),
      columns: loginRecordExportColumns(ctx.language),
      rows: repo.iterateLoginRecords(ctx.db, filters, listSort(ctx.language, query)),
    },
  );
}

/** The countries seen in the history, sorted, for the country filter. */
export async function loginCountries(ctx: ServiceContext) {
  requireInsight(ctx);
  return { data: await repo.loginCountries(ctx.db, ctx.language) };
}
