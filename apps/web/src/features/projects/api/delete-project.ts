import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/query-keys';

/** DELETE /api/projects/:id; answers 409 (with a translated message) while tasks reference it. */
export function deleteProject(id: number): Promise<void> {
  return api<void>('DELETE', `/api/projects/${id}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }) });
}
