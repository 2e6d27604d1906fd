import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { categoryLookupResponseSchema } from '@workspace/shared/accounting/categories.schemas';
import { INTERNAL_USER_TYPES, USER_TYPES } from '@workspace/shared/auth/roles';
import type { CompanyLookupResponse } from '@workspace/shared/companies/companies.schemas';
import { projectList, type ProjectLookup } from '@workspace/shared/projects/projects.schemas';
import type { UserLookup } from '@workspace/shared/users/users.schemas';
import type { z } from 'zod';
import { api } from './api-client';
import { listQueryOptions } from './list-api';
import { categoryKeys, companyKeys, projectKeys, userKeys } from './query-keys';

/*
 * The selector data of every screen, in one place: features may not import each other, and a
 * lookup is the same call wherever its selector stands.
 */
const LOOKUP_STALE_MS = 60_000;
const lookup = <T,>(queryKey: readonly unknown[], url: string) =>
  queryOptions({ queryKey, queryFn: () => api<{ data: T[] }>('GET', url), staleTime: LOOKUP_STALE_MS });

/** GET /api/companies/lookup: id and name of every company. */
export const companyLookupQueryOptions = lookup<CompanyLookupResponse['data'][number]>(companyKeys.lookup(), '/api/companies/lookup');
/** GET /api/projects/lookup: projects for selectors (an employee sees those of their own tasks). */
export const projectLookupQueryOptions = lookup<ProjectLookup>(projectKeys.lookup(), '/api/projects/lookup');
/** GET /api/expense-categories/lookup: id and name of every category. */
export const categoryLookupQueryOptions = lookup<z.infer<typeof categoryLookupResponseSchema>['data'][number]>(
  categoryKeys.lookup(),
  '/api/expense-categories/lookup',
);
/** GET /api/users/lookup: active people (a master sees every type). */
export const userLookupQueryOptions = lookup<UserLookup>(userKeys.lookup(), '/api/users/lookup');

const named = (rows: { id: number; name: string }[] = []) => rows.map((row) => ({ value: String(row.id), label: row.name }));
const fullName = (user: UserLookup) => ({ value: String(user.id), label: `${user.name} ${user.surname}` });

/** Companies as Select options. */
export function useCompanyOptions() {
  return named(useQuery(companyLookupQueryOptions).data?.data);
}

/** Projects as Select options. */
export function useProjectOptions() {
  return named(useQuery(projectLookupQueryOptions).data?.data);
}

/** Categories as Select options. */
export function useCategoryOptions() {
  return named(useQuery(categoryLookupQueryOptions).data?.data);
}

/** Internal staff as Select options: tasks are assigned only to them, never to customers. */
export function useAssigneeOptions(isEnabled = true) {
  const users = useQuery({ ...userLookupQueryOptions, enabled: isEnabled }).data?.data ?? [];
  return users.filter((user) => (INTERNAL_USER_TYPES as readonly string[]).includes(user.type)).map(fullName);
}

/** Users as Select options grouped by role, so staff and customers of the same name are told apart. */
export function useUserOptions() {
  const { t } = useTranslation();
  const users = useQuery(userLookupQueryOptions).data?.data ?? [];
  return USER_TYPES.map((type) => ({ group: t(`roles.${type}`), items: users.filter((user) => user.type === type).map(fullName) })).filter(
    (group) => group.items.length > 0,
  );
}

/** Project options of the chosen company (none until a company is chosen), with each project's currency. */
export function useCompanyProjectOptions(companyId: string) {
  const query = useQuery({
    ...listQueryOptions(projectList, { companyId, pageSize: 100, sort: 'name', order: 'asc' }),
    placeholderData: undefined,
    staleTime: LOOKUP_STALE_MS,
    enabled: companyId !== '',
  });
  return {
    isLoading: query.isFetching,
    options: (query.data?.data ?? []).map((project) => ({ value: String(project.id), label: project.name, currency: project.currency })),
  };
}
