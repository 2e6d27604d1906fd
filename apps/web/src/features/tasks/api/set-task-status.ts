import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkStatus } from '@workspace/shared/common/work';
import type { TaskResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { taskKeys } from '../../../lib/query-keys';

/** PATCH /api/tasks/:id/status {status} */
export function setTaskStatus(id: number, status: WorkStatus): Promise<TaskResponse> {
  return api<TaskResponse>('PATCH', `/api/tasks/${id}/status`, { status });
}

/** Resolves once the lists show the change; on failure toasts "Failed to update task status" and rejects. */
export function useSetTaskStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: WorkStatus }) => setTaskStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    onError: () => toast.error(t('tasks.failedToUpdateStatus')),
  });
}
