import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '@workspace/shared/common/list.schemas';
import { projectList } from '@workspace/shared/projects/projects.schemas';
import { listQueryOptions } from '../../../lib/list-api';

/** GET /api/projects?companyId=: a company's projects (with their received and paid amounts). */
export function useCompanyProjects(companyId: number, params: ListParams<typeof projectList>) {
  return useQuery(listQueryOptions(projectList, { ...params, companyId }));
}
