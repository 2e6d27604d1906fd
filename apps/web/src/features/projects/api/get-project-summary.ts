import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '@workspace/shared/projects/projects.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/projects/summary?<filters>: projects per status. */
export function getProjectSummary(params: URLSearchParams): Promise<ProjectSummary> {
  return api<ProjectSummary>('GET', `/api/projects/summary?${params}`);
}

export const projectSummaryQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['projects', 'summary', params.toString()], queryFn: () => getProjectSummary(params), placeholderData: keepPreviousData });

export function useProjectSummary(params: URLSearchParams) {
  return useQuery(projectSummaryQueryOptions(params));
}
