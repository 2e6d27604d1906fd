import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '@workspace/shared/common/list.schemas';
import { projectList } from '@workspace/shared/projects/projects.schemas';
import { listQueryOptions } from '../../../lib/list-api';

/** GET /api/projects?page&pageSize&sort&order&q&<filters> */
export function useProjects(params: ListParams<typeof projectList>) {
  return useQuery(listQueryOptions(projectList, params));
}
