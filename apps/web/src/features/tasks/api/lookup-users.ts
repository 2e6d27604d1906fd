import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { UserLookup } from '@workspace/shared/users/users.schemas';
import { api } from '../../../lib/api-client';

/** GET /api/users/lookup: people for selectors. */
export function lookupUsers(): Promise<{ data: UserLookup[] }> {
  return api<{ data: UserLookup[] }>('GET', '/api/users/lookup');
}

export const userLookupQueryOptions = queryOptions({ queryKey: ['users', 'lookup'], queryFn: lookupUsers, staleTime: 60_000 });

/** Internal staff as Select options: tasks are assigned only to them, never to customers. */
export function useAssigneeOptions(isEnabled = true) {
  const query = useQuery({ ...userLookupQueryOptions, enabled: isEnabled });
  return (query.data?.data ?? [])
    .filter((user) => (INTERNAL_USER_TYPES as readonly string[]).includes(user.type))
    .map((user) => ({ value: String(user.id), label: `${user.name} ${user.surname}` }));
}
