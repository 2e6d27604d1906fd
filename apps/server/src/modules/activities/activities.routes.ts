import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityFacetsResponseSchema, activityList } from '@workspace/shared/insight/activities.schemas';
import { noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import { exportResponse } from '../../lib/openapi';
import * as service from './activities.service';

export async function activitiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];

  api.get(
    '/api/activities',
    {
      schema: {
        tags,
        operationId: 'listActivities',
        description:
          "Answers one page of the audit trail (who changed what, with fields before and after), newest first unless sorted otherwise; `entityType` and `entityId` give one record's history. The master alone.",
        querystring: activityList.querySchema,
        response: { 200: activityList.responseSchema },
      },
    },
    (request) => service.listActivities(serviceContext(request), request.query),
  );
  api.get(
    '/api/activities/export',
    {
      schema: {
        tags,
        operationId: 'exportActivities',
        description: 'Downloads the audit trail matching the search and filters as CSV, XLSX or PDF; the export is itself recorded. The master alone.',
        response: { 200: exportResponse() },
        querystring: activityList.exportSchema,
      },
    },
    async (request, reply) => sendExport(reply, await service.exportActivities(serviceContext(request), request.query)),
  );
  api.get(
    '/api/activities/facets',
    {
      schema: {
        tags,
        operationId: 'listActivityFacets',
        description: 'Answers the actions and record types that occur in the audit trail, sorted, for its filters. The master alone.',
        querystring: noQuerySchema,
        response: { 200: activityFacetsResponseSchema },
      },
    },
    (request) => service.activityFacets(serviceContext(request)),
  );
}
