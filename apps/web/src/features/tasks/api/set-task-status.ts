import { useTranslation } from 'react-i18next';
import type { WorkStatus } from '@workspace/shared/common/work';
import type { TaskResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { toast } from '../../../lib/toast';
import { taskKeys } from '../../../lib/query-keys';

/** PATCH /api/tasks/:id/status {status}. Resolves once the lists show the change; on failure toasts "Failed to update task status" and rejects. */
export function useSetTaskStatus() {
  const { t } = useTranslation();
  return useInvalidatingMutation(
    ({ id, status }: { id: number; status: WorkStatus }) =>
      api<TaskResponse>('PATCH', `/api/tasks/${id}/status`, { status }),
    [taskKeys.all],
    () => toast.error(t('tasks.failedToUpdateStatus')),
  );
}
