import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityFacetsResponseSchema, activityList } from '@workspace/shared/insight/activities.schemas';
import { noQuerySchema } from '@workspace/shared/common/list.schemas';
import { serviceContext } from '../../lib/context';
import { sendExport } from '../../lib/export';
import * as service from './activities.service';

export async function activitiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];

  api.get('/api/activities', { schema: { tags, querystring: activityList.querySchema, response: { 200: activityList.responseSchema } } }, (request) =>
    service.listActivities(serviceContext(request), request.query),
  );
  api.get('/api/activities/export', { schema: { tags, querystring: activityList.exportSchema } }, async (request, reply) =>
    sendExport(reply, await service.exportActivities(serviceContext(request), request.query)),
  );
  api.get('/api/activities/facets', { schema: { tags, querystring: noQuerySchema, response: { 200: activityFacetsResponseSchema } } }, (request) =>
    service.activityFacets(serviceContext(request)),
  );
}
