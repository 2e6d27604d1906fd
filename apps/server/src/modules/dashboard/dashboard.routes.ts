import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, dashboardSchema } from '@workspace/shared/insight/dashboard.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/dashboard', tags: ['dashboard'] }).action('GET', '', 'getDashboard', {
    description:
      "Answers the master's home: tasks per status and overdue, projects in progress, this month's money per currency, open and urgent tickets, sign-ins today and failures in 24 hours, the 12-month chart and the latest activity. The master alone.",
    querystring: dashboardQuerySchema,
    response: dashboardSchema,
    run: (ctx) => service.getDashboard(ctx),
  });
}
