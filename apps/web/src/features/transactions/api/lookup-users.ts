import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_TYPES } from '@workspace/shared/auth/roles';
import type { UserLookup } from '@workspace/shared/users/users.schemas';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** GET /api/users/lookup: active people for selectors (a master sees every type). */
export function lookupUsers(): Promise<{ data: UserLookup[] }> {
  return api<{ data: UserLookup[] }>('GET', '/api/users/lookup');
}

export const userLookupQueryOptions = queryOptions({ queryKey: ['users', 'lookup'], queryFn: lookupUsers, staleTime: 60_000 });

/** Users as Select options grouped by role, so staff and customers of the same name are told apart. */
export function useUserOptions() {
  const { t } = useTranslation();
  const users = useQuery(userLookupQueryOptions).data?.data ?? [];
  return USER_TYPES.map((type) => ({
    group: t(`roles.${type}`),
    items: users.filter((user) => user.type === type).map((user) => ({ value: String(user.id), label: `${user.name} ${user.surname}` })),
  })).filter((group) => group.items.length > 0);
}
