import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginCountriesResponseSchema, loginRecordList, loginRecordSummarySchema } from '@workspace/shared/insight/login-records.schemas';
import { noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './login-records.service';

export async function loginRecordsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['login records'];

  api.get('/api/login-records', { schema: { tags, querystring: loginRecordList.querySchema, response: { 200: loginRecordList.responseSchema } } }, (request) =>
    service.listLoginRecords(serviceContext(request), request.query),
  );
  api.get(
    '/api/login-records/summary',
    { schema: { tags, querystring: loginRecordList.filtersSchema, response: { 200: loginRecordSummarySchema } } },
    (request) => service.summarizeLoginRecords(serviceContext(request), request.query),
  );
  api.get('/api/login-records/export', { schema: { tags, querystring: loginRecordList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportLoginRecords(serviceContext(request), request.query)),
  );
  api.get('/api/login-records/countries', { schema: { tags, querystring: noQuerySchema, response: { 200: loginCountriesResponseSchema } } }, (request) =>
    service.loginCountries(serviceContext(request)),
  );
}
