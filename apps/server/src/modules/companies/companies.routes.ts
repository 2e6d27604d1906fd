import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyDetailResponseSchema,
  companyLookupResponseSchema,
  companyRequestSchema,
  companyResponseSchema,
  companyList,
  companySummarySchema,
} from '@workspace/shared/companies/companies.schemas';
import { idParamsSchema, noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  api.get('/api/companies/lookup', { schema: { tags, querystring: noQuerySchema, response: { 200: companyLookupResponseSchema } } }, (request) =>
    service.lookupCompanies(serviceContext(request)),
  );
  api.get('/api/companies', { schema: { tags, querystring: companyList.querySchema, response: { 200: companyList.responseSchema } } }, (request) =>
    service.listCompanies(serviceContext(request), request.query),
  );
  api.get('/api/companies/summary', { schema: { tags, querystring: companyList.filtersSchema, response: { 200: companySummarySchema } } }, (request) =>
    service.summarizeCompanies(serviceContext(request), request.query),
  );
  api.get('/api/companies/export', { schema: { tags, querystring: companyList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportCompanies(serviceContext(request), request.query)),
  );
  api.get('/api/companies/:id', { schema: { tags, params: idParamsSchema, response: { 200: companyDetailResponseSchema } } }, (request) =>
    service.getCompany(serviceContext(request), request.params.id),
  );
  api.post('/api/companies', { schema: { tags, body: companyRequestSchema, response: { 201: companyResponseSchema } } }, async (request, reply) =>
    reply.status(201).send({ company: await service.createCompany(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/companies/:id',
    { schema: { tags, params: idParamsSchema, body: companyRequestSchema, response: { 200: companyResponseSchema } } },
    async (request) => ({ company: await service.updateCompany(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete('/api/companies/:id', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await service.deleteCompany(serviceContext(request), request.params.id);
    return reply.status(204).send();
  });
}
