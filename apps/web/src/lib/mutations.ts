import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';
import { createdId, markCreated } from './just-created';

/**
 * A write that refreshes `invalidates` before it resolves, so a caller awaiting it (a form that
 * toasts and closes) sees the lists already updated.
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  invalidates: QueryKey[],
  onError?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError,
  });
}

/**
 * POST `path`, or PUT `path/:id` when an id is given. A new record is marked as just created in
 * its list (`/api/<list>`), which then shows it first, highlighted.
 */
export function useSaveMutation<Body, Result>(path: string, invalidates: QueryKey[]) {
  return useInvalidatingMutation(async ({ id, body }: { id: number | null; body: Body }) => {
    if (id !== null) return api<Result>('PUT', `${path}/${id}`, body);
    const result = await api<Result>('POST', path, body);
    const newId = createdId(result);
    if (newId !== null) markCreated(path.replace(/^\/api\//, ''), newId);
    return result;
  }, invalidates);
}

/** DELETE `path/:id`. */
export function useDeleteMutation(path: string, invalidates: QueryKey[]) {
  return useInvalidatingMutation((id: number) => api<void>('DELETE', `${path}/${id}`), invalidates);
}
