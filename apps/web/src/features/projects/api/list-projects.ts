import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProjectsResponse } from '@workspace/shared/projects/projects.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/projects?page&pageSize&sort&order&q&<filters> */
export function listProjects(params: URLSearchParams): Promise<ListProjectsResponse> {
  return api<ListProjectsResponse>('GET', `/api/projects?${params}`);
}

export const projectsQueryOptions = (params: URLSearchParams) =>
  queryOptions({ queryKey: ['projects', 'list', params.toString()], queryFn: () => listProjects(params), placeholderData: keepPreviousData });

export function useProjects(params: URLSearchParams) {
  return useQuery(projectsQueryOptions(params));
}
