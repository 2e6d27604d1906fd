import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkStatus } from '@workspace/shared/common/work';
import type { TaskResponse } from '@workspace/shared/tasks/tasks.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /api/tasks/:id/status: an employee on an own task, or a master or manager. */
export function setTaskStatus(id: number, status: WorkStatus): Promise<TaskResponse> {
  return api<TaskResponse>('PATCH', `/api/tasks/${id}/status`, { status });
}

export function useSetTaskStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: WorkStatus) => setTaskStatus(id, status),
    // Lists, boards, this task and its timeline (a new status event) all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
