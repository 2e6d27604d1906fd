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
import { exportResponse, noContent } from '../../lib/openapi';
import * as service from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  api.get(
    '/api/companies/lookup',
    {
      schema: {
        tags,
        operationId: 'lookupCompanies',
        description: "Answers every company's id and name, by name, for selectors (a project's company). Master and manager.",
        querystring: noQuerySchema,
        response: { 200: companyLookupResponseSchema },
      },
    },
    (request) => service.lookupCompanies(serviceContext(request)),
  );
  api.get(
    '/api/companies',
    {
      schema: {
        tags,
        operationId: 'listCompanies',
        description: 'Answers one page of companies with their project and transaction counts, searched, filtered and sorted. The master alone.',
        querystring: companyList.querySchema,
        response: { 200: companyList.responseSchema },
      },
    },
    (request) => service.listCompanies(serviceContext(request), request.query),
  );
  api.get(
    '/api/companies/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeCompanies',
        description:
          "Answers the cards above the companies list under the list's search: counts, and this month's income and expense per currency. The master alone.",
        querystring: companyList.filtersSchema,
        response: { 200: companySummarySchema },
      },
    },
    (request) => service.summarizeCompanies(serviceContext(request), request.query),
  );
  api.get(
    '/api/companies/export',
    {
      schema: {
        tags,
        operationId: 'exportCompanies',
        description: 'Downloads every company matching the search as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        querystring: companyList.exportSchema,
        response: { 200: exportResponse() },
      },
    },
    async (request, reply) => sendExport(reply, await service.exportCompanies(serviceContext(request), request.query)),
  );
  api.get(
    '/api/companies/:id',
    {
      schema: {
        tags,
        operationId: 'getCompany',
        description: 'Answers one company with its all-time income, expense and balance per currency. The master alone.',
        params: idParamsSchema,
        response: { 200: companyDetailResponseSchema },
      },
    },
    (request) => service.getCompany(serviceContext(request), request.params.id),
  );
  api.post(
    '/api/companies',
    {
      schema: {
        tags,
        operationId: 'createCompany',
        description: 'Creates a company. The master alone; a name already in use (whatever its case) answers 409.',
        errors: [409],
        body: companyRequestSchema,
        response: { 201: companyResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ company: await service.createCompany(serviceContext(request), request.body) }),
  );
  api.put(
    '/api/companies/:id',
    {
      schema: {
        tags,
        operationId: 'updateCompany',
        description: 'Edits a company. The master alone; a name already in use by another company answers 409.',
        errors: [409],
        params: idParamsSchema,
        body: companyRequestSchema,
        response: { 200: companyResponseSchema },
      },
    },
    async (request) => ({ company: await service.updateCompany(serviceContext(request), request.params.id, request.body) }),
  );
  api.delete(
    '/api/companies/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCompany',
        description: 'Deletes a company. The master alone; while a project or transaction references it the answer is 409 and nothing changes.',
        errors: [409],
        params: idParamsSchema,
        response: { 204: noContent('The company is deleted.') },
      },
    },
    async (request, reply) => {
      await service.deleteCompany(serviceContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
