import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  projectReportList,
  projectReportSummarySchema,
  userReportExportQuerySchema,
  userReportParamsSchema,
  userReportQuerySchema,
  userReportSchema,
} from '@workspace/shared/insight/reports.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './reports.service';

/** The master's reports: one internal user's work over a period, and the projects with their figures. */
export async function reportsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  api.get(
    '/api/reports/users/:id',
    { schema: { tags, params: userReportParamsSchema, querystring: userReportQuerySchema, response: { 200: userReportSchema } } },
    (request) => service.getUserReport(serviceContext(request), request.params.id, request.query),
  );

  api.get(
    '/api/reports/users/:id/export',
    { schema: { tags, params: userReportParamsSchema, querystring: userReportExportQuerySchema } },
    async (request, reply) => sendExport(reply, await service.exportUserReport(serviceContext(request), request.params.id, request.query)),
  );

  api.get(
    '/api/reports/projects',
    { schema: { tags, querystring: projectReportList.querySchema, response: { 200: projectReportList.responseSchema } } },
    (request) => service.listProjectReport(serviceContext(request), request.query),
  );

  api.get(
    '/api/reports/projects/summary',
    { schema: { tags, querystring: projectReportList.filtersSchema, response: { 200: projectReportSummarySchema } } },
    (request) => service.summarizeProjectReport(serviceContext(request), request.query),
  );

  api.get('/api/reports/projects/export', { schema: { tags, querystring: projectReportList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportProjectReport(serviceContext(request), request.query)),
  );
}
