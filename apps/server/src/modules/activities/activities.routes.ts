import type { FastifyInstance } from 'fastify';
import { activityFacetsResponseSchema, activityList } from '@workspace/shared/insight/activities.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './activities.service';

export async function activitiesRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/activities', tags: ['activities'], many: 'Activities' })
    .list(activityList, {
      list: {
        description:
          "Answers one page of the audit trail (who changed what, with fields before and after), newest first unless sorted otherwise; `entityType` and `entityId` give one record's history. The master alone.",
        run: service.listActivities,
      },
      export: {
        description:
          'Downloads the audit trail matching the search and filters as CSV, XLSX or PDF; the export is itself recorded. The master alone.',
        run: service.exportActivities,
      },
    })
    .read('/facets', 'listActivityFacets', {
      description:
        'Answers the actions and record types that occur in the audit trail, sorted, for its filters. The master alone.',
      response: activityFacetsResponseSchema,
      run: service.activityFacets,
    });
}
