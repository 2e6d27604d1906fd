import type { z } from 'zod';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { insightPolicy } from '@workspace/shared/auth/policies';
import { CURRENCIES } from '@workspace/shared/common/limits';
import type { ListExportQuery, ListQuery, ListResponseOf } from '@workspace/shared/common/list.schemas';
import { isoToday, WORK_PRIORITIES, WORK_STATUSES, type WorkStatus } from '@workspace/shared/common/work';
import type {
  ProjectReportRow,
  ProjectReportSummary,
  UserReport,
  projectReportList,
  userReportExportQuerySchema,
  userReportQuerySchema,
} from '@workspace/shared/insight/reports.schemas';
import type { ServiceContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { auditedExport, type ExportRequest } from '../../lib/export';
import { audit } from '../../lib/transaction';
import { listSort } from '../../lib/text-order';
import * as repo from './reports.repository';
import {
  projectReportColumns,
  projectReportTitle,
  userReportColumns,
  userReportLines,
  userReportPdf,
  userReportTitle,
  type ReportLine,
} from './reports.export';

type UserReportQuery = z.output<typeof userReportQuerySchema>;
type UserReportExportQuery = z.output<typeof userReportExportQuerySchema>;
type ProjectReportFilterQuery = z.output<typeof projectReportList.filtersSchema>;

/** Reports are the master's (the route table says so too); asked here before any work. */
function requireInsight(ctx: ServiceContext) {
  if (!insightPolicy.read(ctx.actor)) throw forbidden();
}

/* ---- The user report ------------------------------------------------------------------------ */

/**
 * The period asked for, the missing ends filled in: with neither, this calendar year in the
 * company's time zone; with one, the rest of that end's calendar year, so the default never
 * produces a start after the end.
 */
function periodOf(query: UserReportQuery, today: string): { from: string; to: string } {
  return {
    from: query.from ?? `${(query.to ?? today).slice(0, 4)}-01-01`,
    to: query.to ?? `${(query.from ?? today).slice(0, 4)}-12-31`,
  };
}

/** The internal user the report is about; a customer or a missing id is 404, like any record one may not see. */
async function reportedUser(ctx: ServiceContext, id: number) {
  const user = await repo.findUser(ctx.db, id);
  if (!user || !(INTERNAL_USER_TYPES as readonly string[]).includes(user.type)) throw notFound();
  return user;
}

/**
 * One internal user's report over the tasks assigned to them whose deadline falls in the period:
 * the figures in one aggregate query, the breakdowns in another (docs/decisions/011).
 */
export async function getUserReport(ctx: ServiceContext, id: number, query: UserReportQuery): Promise<UserReport> {
  requireInsight(ctx);
  const user = await reportedUser(ctx, id);
  const today = isoToday(ctx.timeZone);
  const { from, to } = periodOf(query, today);
  const period = { userId: id, from, to, today, timeZone: ctx.timeZone };
  const figures = await repo.userFigures(ctx.db, period);
  const breakdowns = await repo.userBreakdowns(ctx.db, period, ctx.language);
  const { onTrack, ...headline } = figures;
  return {
    user,
    from,
    to,
    timeZone: ctx.timeZone,
    figures: headline,
    byPriority: WORK_PRIORITIES.map((priority) => {
      const row = breakdowns.find((entry) => entry.priority === priority);
      return {
        priority,
        total: row?.total ?? 0,
        completed: row?.completed ?? 0,
        estimatedHours: row?.estimatedHours ?? '0.00',
      };
    }),
    byStatus: WORK_STATUSES.map((status) => ({
      status,
      total: breakdowns.find((entry) => entry.status === status)?.total ?? 0,
    })),
    byProject: breakdowns.flatMap(({ projectId, projectName, total, completed, overdue, estimatedHours }) =>
      projectId === null ? [] : [{ projectId, projectName: projectName!, total, completed, overdue, estimatedHours }],
    ),
    deadlines: { met: figures.metDeadlines, missed: figures.missedDeadlines, overdue: figures.overdueTasks, onTrack },
  };
}

/**
 * The user report as a download in the caller's language: CSV (the figures, then each section as
 * rows) or a PDF laid out as a report. The export is recorded against the user it is about.
 */
export async function exportUserReport(
  ctx: ServiceContext,
  id: number,
  query: UserReportExportQuery,
): Promise<ExportRequest<ReportLine>> {
  const report = await getUserReport(ctx, id, query);
  await audit(ctx, {
    action: 'reports.users.export',
    entityType: 'user',
    entityId: id,
    changes: { filters: { after: { from: report.from, to: report.to, format: query.format } } },
  });
  const lines = userReportLines(ctx.language, report);
  return {
    format: query.format,
    filename: `user-report-${id}-${report.from}-${report.to}`,
    title: userReportTitle(ctx.language, report),
    columns: userReportColumns(ctx.language),
    reader: { language: ctx.language, timeZone: ctx.timeZone },
    rows: (async function* () {
      yield* lines;
    })(),
    pdf: () => userReportPdf(ctx.language, report),
  };
}

/* ---- The project report --------------------------------------------------------------------- */

function filtersOf(ctx: ServiceContext, query: ProjectReportFilterQuery): repo.ProjectReportFilters {
  return {
    q: query.q || undefined,
    companyId: query.companyId,
    status: query.status,
    from: query.from,
    to: query.to,
    atRisk: query.atRisk,
    today: isoToday(ctx.timeZone),
  };
}

const statusCounts = (row: Record<WorkStatus, number>) =>
  Object.fromEntries(WORK_STATUSES.map((status) => [status, row[status]])) as Record<WorkStatus, number>;

/** One page of the project report, filtered and sorted (on any figure) in SQL. */
export async function listProjectReport(
  ctx: ServiceContext,
  query: ListQuery<typeof projectReportList>,
): Promise<ListResponseOf<typeof projectReportList>> {
  requireInsight(ctx);
  const { rows, total } = await repo.listProjectReport(
    ctx.db,
    filtersOf(ctx, query),
    listSort(ctx.language, query),
    query,
  );
  return { data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
}

/**
 * The report's cards over the same filters: project counts, overdue tasks, and per currency the
 * budgets, income and expense (every currency listed, never added across currencies).
 */
export async function summarizeProjectReport(
  ctx: ServiceContext,
  query: ProjectReportFilterQuery,
): Promise<ProjectReportSummary> {
  requireInsight(ctx);
  const filters = filtersOf(ctx, query);
  const counts = await repo.projectReportCounts(ctx.db, filters);
  const budgets = await repo.projectReportBudgets(ctx.db, filters);
  const money = await repo.projectReportMoney(ctx.db, filters);
  return {
    total: counts.total,
    atRisk: counts.atRisk,
    overdueTasks: counts.overdueTasks,
    byStatus: statusCounts(counts),
    money: CURRENCIES.map((currency) => {
      const booked = money.find((entry) => entry.currency === currency);
      return {
        currency,
        budget: budgets.find((entry) => entry.currency === currency)?.budget ?? '0.00',
        received: booked?.received ?? '0.00',
        paid: booked?.paid ?? '0.00',
      };
    }),
  };
}

/** The whole filtered report for a download; the export itself is recorded in the audit trail. */
export async function exportProjectReport(
  ctx: ServiceContext,
  query: ListExportQuery<typeof projectReportList>,
): Promise<ExportRequest<ProjectReportRow>> {
  requireInsight(ctx);
  const filters = filtersOf(ctx, query);
  const { today: _today, ...recorded } = filters;
  return auditedExport(
    ctx,
    { action: 'reports.projects.export', entityType: 'project', filters: recorded },
    {
      format: query.format,
      filename: `project-report-${filters.today}`,
      title: projectReportTitle(ctx.language),
      columns: projectReportColumns(ctx.language),
      rows: repo.iterateProjectReport(ctx.db, filters, listSort(ctx.language, query)),
    },
  );
}
