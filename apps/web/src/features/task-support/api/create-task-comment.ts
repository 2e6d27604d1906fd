import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimelineItem } from '@workspace/shared/tasks/tasks.schemas';
import { apiForm } from '../../../lib/api-client';
import { taskKeys } from './get-task';

/** POST /api/tasks/:id/comments as multipart: `body` and up to five `files`. */
export function createTaskComment(id: number, formData: FormData): Promise<TimelineItem> {
  return apiForm<TimelineItem>('POST', `/api/tasks/${id}/comments`, formData);
}

export function useCreateTaskComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) => createTaskComment(id, formData),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.timeline(id) }),
  });
}
