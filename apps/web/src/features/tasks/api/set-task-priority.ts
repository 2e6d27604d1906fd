import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkPriority } from '@workspace/shared/common/work';
import type { TaskResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { taskKeys } from '../../../lib/query-keys';

/** PATCH /api/tasks/:id/priority {priority} */
export function setTaskPriority(id: number, priority: WorkPriority): Promise<TaskResponse> {
  return api<TaskResponse>('PATCH', `/api/tasks/${id}/priority`, { priority });
}

/** Resolves once the lists show the change; on failure toasts "Failed to update task priority" and rejects. */
export function useSetTaskPriority() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, priority }: { id: number; priority: WorkPriority }) => setTaskPriority(id, priority),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    onError: () => toast.error(t('tasks.failedToUpdatePriority')),
  });
}
