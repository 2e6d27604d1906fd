import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProjectsResponse } from '@workspace/shared/projects/projects.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/projects?companyId=: a company's projects (with their received and paid amounts). */
export function listCompanyProjects(companyId: number, params: URLSearchParams): Promise<ListProjectsResponse> {
  const query = new URLSearchParams(params);
  query.set('companyId', String(companyId));
  return api<ListProjectsResponse>('GET', `/api/projects?${query}`);
}

export const companyProjectsQueryOptions = (companyId: number, params: URLSearchParams) =>
  queryOptions({
    queryKey: ['projects', 'list', 'company', companyId, params.toString()],
    queryFn: () => listCompanyProjects(companyId, params),
    placeholderData: keepPreviousData,
  });

export function useCompanyProjects(companyId: number, params: URLSearchParams) {
  return useQuery(companyProjectsQueryOptions(companyId, params));
}
