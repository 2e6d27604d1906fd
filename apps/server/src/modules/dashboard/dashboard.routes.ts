import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@workspace/shared/insight/dashboard.schemas';
import { serviceContext } from '../../lib/context';
import * as service from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  api.get(
    '/api/dashboard',
    {
      schema: {
        tags,
        operationId: 'getDashboard',
        description:
          "Answers the master's home: tasks per status and overdue, projects in progress, this month's money per currency, open and urgent tickets, sign-ins today and failures in 24 hours, the 12-month chart and the latest activity. The master alone.",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    (request) => service.getDashboard(serviceContext(request)),
  );
}
