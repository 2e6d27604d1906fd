import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, Project, UpdateProjectRequest } from '@workspace/shared/projects/projects.schemas';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/query-keys';

/** POST /api/projects, or PUT /api/projects/:id when an id is given. */
export function saveProject(id: number | null, body: CreateProjectRequest | UpdateProjectRequest): Promise<{ project: Project }> {
  return id === null ? api('POST', '/api/projects', body) : api('PUT', `/api/projects/${id}`, body);
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateProjectRequest | UpdateProjectRequest }) => saveProject(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
