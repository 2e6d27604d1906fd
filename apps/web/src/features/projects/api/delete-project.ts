import { useDeleteMutation } from '../../../lib/mutations';
import { projectKeys } from '../../../lib/query-keys';

/** DELETE /api/projects/:id; answers 409 (with a translated message) while tasks reference it. */
export function useDeleteProject() {
  return useDeleteMutation('/api/projects', [projectKeys.all]);
}
