import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@workspace/shared/users/users.schemas';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';

/** GET /api/users/:id: one user with the ids of the companies they belong to; nothing is fetched while `id` is null. */
export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => api<UserDetail>('GET', `/api/users/${id}`),
    enabled: id !== null,
    // A 404 stays a 404.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}
