import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListFilterParams } from '@workspace/shared/common/list.schemas';
import { projectList, type ProjectSummary } from '@workspace/shared/projects/projects.schemas';
import { getListSummary } from '../../../lib/list-api';
import { projectKeys } from '../../../lib/query-keys';

/** GET /api/projects/summary?<filters>: projects per status. */
export function useProjectSummary(filters: ListFilterParams<typeof projectList>) {
  return useQuery({
    queryKey: projectKeys.summary(filters),
    queryFn: () => getListSummary<ProjectSummary>(projectList, filters),
    placeholderData: keepPreviousData,
  });
}
