import type { CreateProjectRequest, Project, UpdateProjectRequest } from '@workspace/shared/projects/projects.schemas';
import { useSaveMutation } from '../../../lib/mutations';
import { projectKeys } from '../../../lib/query-keys';

/** POST /api/projects, or PUT /api/projects/:id when an id is given. */
export function useSaveProject() {
  return useSaveMutation<CreateProjectRequest | UpdateProjectRequest, { project: Project }>('/api/projects', [
    projectKeys.all,
  ]);
}
