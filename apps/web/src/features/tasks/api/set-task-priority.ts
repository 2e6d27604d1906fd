import { useTranslation } from 'react-i18next';
import type { WorkPriority } from '@workspace/shared/common/work';
import type { TaskResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { toast } from '../../../lib/toast';
import { taskKeys } from '../../../lib/query-keys';

/** PATCH /api/tasks/:id/priority {priority}. Resolves once the lists show the change; on failure toasts "Failed to update task priority" and rejects. */
export function useSetTaskPriority() {
  const { t } = useTranslation();
  return useInvalidatingMutation(
    ({ id, priority }: { id: number; priority: WorkPriority }) =>
      api<TaskResponse>('PATCH', `/api/tasks/${id}/priority`, { priority }),
    [taskKeys.all],
    () => toast.error(t('tasks.failedToUpdatePriority')),
  );
}
