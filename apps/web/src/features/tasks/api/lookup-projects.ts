import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectLookup } from '@workspace/shared/projects/projects.schemas';
import { api } from '../../../lib/api-client';

type ProjectLookupResponse = { data: ProjectLookup[] };

/** GET /api/projects/lookup: projects for selectors (an employee sees those of their own tasks). */
export function lookupProjects(): Promise<ProjectLookupResponse> {
  return api<ProjectLookupResponse>('GET', '/api/projects/lookup');
}

export const projectLookupQueryOptions = queryOptions({ queryKey: ['projects', 'lookup'], queryFn: lookupProjects, staleTime: 60_000 });

/** Projects as Select options. */
export function useProjectOptions() {
  const query = useQuery(projectLookupQueryOptions);
  return (query.data?.data ?? []).map((project) => ({ value: String(project.id), label: project.name }));
}
