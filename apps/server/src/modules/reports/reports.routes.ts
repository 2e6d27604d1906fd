import type { FastifyInstance } from 'fastify';
import {
  projectReportList,
  projectReportSummarySchema,
  userReportExportQuerySchema,
  userReportParamsSchema,
  userReportQuerySchema,
  userReportSchema,
} from '@workspace/shared/insight/reports.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './reports.service';

/** The master's reports: one internal user's work over a period, and the projects with their figures. */
export async function reportsRoutes(app: FastifyInstance) {
  const tags = ['reports'];

  resourceRoutes(app, { path: '/api/reports/users', tags })
    .action('GET', '/:id', 'getUserReport', {
      description:
        "Answers one internal user's report over a period: the tasks assigned to them whose deadline falls in it, with completion, overdue, timing and breakdowns. The master alone.",
      params: userReportParamsSchema,
      querystring: userReportQuerySchema,
      response: userReportSchema,
      run: (ctx, { params, query }) => service.getUserReport(ctx, params.id, query),
    })
    .download('/:id/export', 'exportUserReport', {
      description:
        "Downloads one internal user's report over a period as CSV or a PDF laid out as a report; the export is recorded against that user. The master alone.",
      formats: ['csv', 'pdf'],
      params: userReportParamsSchema,
      querystring: userReportExportQuerySchema,
      run: (ctx, { params, query }) => service.exportUserReport(ctx, params.id, query),
    });

  resourceRoutes(app, { path: '/api/reports/projects', tags, many: 'ProjectReport' }).list(projectReportList, {
    list: {
      description:
        "Answers one page of the project report: each project's progress, overdue tasks, money against budget per currency and time left against work left, filtered and sorted on any figure. The master alone.",
      run: service.listProjectReport,
    },
    summary: {
      description:
        "Answers the project report's cards under its filters: project counts, overdue tasks, and budgets, income and expense per currency. The master alone.",
      response: projectReportSummarySchema,
      run: service.summarizeProjectReport,
    },
    export: {
      description:
        'Downloads the project report under its filters as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
      run: service.exportProjectReport,
    },
  });
}
