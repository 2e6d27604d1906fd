import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@workspace/shared/insight/dashboard.schemas';
import { serviceContext } from '../../lib/context';
import * as service from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  api.get('/api/dashboard', { schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } }, (request) =>
    service.getDashboard(serviceContext(request)),
  );
}
