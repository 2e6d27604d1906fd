import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProjectsResponse, ProjectLookup } from '@workspace/shared/projects/projects.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/projects/lookup: every project, for the list filter. */
export function lookupProjects(): Promise<{ data: ProjectLookup[] }> {
  return api<{ data: ProjectLookup[] }>('GET', '/api/projects/lookup');
}

export const projectLookupQueryOptions = queryOptions({ queryKey: ['projects', 'lookup'], queryFn: lookupProjects, staleTime: 60_000 });

export function useProjectOptions() {
  const query = useQuery(projectLookupQueryOptions);
  return (query.data?.data ?? []).map((project) => ({ value: String(project.id), label: project.name }));
}

/** GET /api/projects?companyId=: the projects of one company, for the form's project selector. */
export function listCompanyProjects(companyId: string): Promise<ListProjectsResponse> {
  const params = new URLSearchParams({ companyId, pageSize: '100', sort: 'name', order: 'asc' });
  return api<ListProjectsResponse>('GET', `/api/projects?${params}`);
}

export const companyProjectsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: ['projects', 'list', 'company', companyId], queryFn: () => listCompanyProjects(companyId), staleTime: 60_000, enabled: companyId !== '' });

/** Project options of the chosen company (none until a company is chosen), with each project's currency. */
export function useCompanyProjectOptions(companyId: string) {
  const query = useQuery(companyProjectsQueryOptions(companyId));
  return {
    isLoading: query.isFetching,
    options: (query.data?.data ?? []).map((project) => ({ value: String(project.id), label: project.name, currency: project.currency })),
  };
}
