import { useQuery } from '@tanstack/react-query';
import type { ActivityFacets } from '@workspace/shared/insight/activities.schemas';
import { api } from '../../../lib/api-client';
import { activityKeys } from '../../../lib/query-keys';

/** GET /api/activities/facets: the actions and record types that occur, for the filters. */
export function useActivityFacets() {
  return useQuery({
    queryKey: activityKeys.facets(),
    queryFn: () => api<ActivityFacets>('GET', '/api/activities/facets'),
    staleTime: 60_000,
  });
}
