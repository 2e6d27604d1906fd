import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginCountriesResponseSchema, loginRecordList, loginRecordSummarySchema } from '@workspace/shared/insight/login-records.schemas';
import { noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse } from '../../lib/openapi';
import * as service from './login-records.service';

export async function loginRecordsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['login records'];

  api.get(
    '/api/login-records',
    {
      schema: {
        tags,
        operationId: 'listLoginRecords',
        description:
          'Answers one page of sign-in attempts with where each came from, failures in a burst marked, searched, filtered and sorted. The master alone.',
        querystring: loginRecordList.querySchema,
        response: { 200: loginRecordList.responseSchema },
      },
    },
    (request) => service.listLoginRecords(serviceContext(request), request.query),
  );
  api.get(
    '/api/login-records/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeLoginRecords',
        description: "Answers attempts, successes, failures, distinct accounts and IPs under the list's search and filters. The master alone.",
        querystring: loginRecordList.filtersSchema,
        response: { 200: loginRecordSummarySchema },
      },
    },
    (request) => service.summarizeLoginRecords(serviceContext(request), request.query),
  );
  api.get(
    '/api/login-records/export',
    {
      schema: {
        tags,
        operationId: 'exportLoginRecords',
        description:
          'Downloads every sign-in attempt matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        response: { 200: exportResponse() },
        querystring: loginRecordList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportLoginRecords(serviceContext(request), request.query)),
  );
  api.get(
    '/api/login-records/countries',
    {
      schema: {
        tags,
        operationId: 'listLoginCountries',
        description: 'Answers the countries seen among sign-in attempts, sorted, for the country filter. The master alone.',
        querystring: noQuerySchema,
        response: { 200: loginCountriesResponseSchema },
      },
    },
    (request) => service.loginCountries(serviceContext(request)),
  );
}
