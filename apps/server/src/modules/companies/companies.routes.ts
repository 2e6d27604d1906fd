import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyLookupResponseSchema } from '@workspace/shared/companies/companies.schemas';
import { serviceContext } from '../../lib/context';
import * as service from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  api.get(
    '/api/companies/lookup',
    { schema: { tags, response: { 200: companyLookupResponseSchema } } },
    (request) => service.lookupCompanies(serviceContext(request)),
  );
}
