import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INTERNAL_USER_TYPES, USER_TYPES } from '@workspace/shared/auth/roles';
import type { ProjectLookup } from '@workspace/shared/projects/projects.schemas';
import type { CannedReplyListResponse } from '@workspace/shared/tickets/canned-replies.schemas';
import type { UserLookup } from '@workspace/shared/users/users.schemas';
import { projectList } from './lists';
import { api } from './api-client';
import { listQueryOptions } from './list-api';
import {
  cannedReplyKeys,
  categoryKeys,
  companyKeys,
  projectKeys,
  ticketCategoryKeys,
  ticketKeys,
  userKeys,
} from './query-keys';

/* The selector data of every screen in one place: features may not import each other, and a lookup is the same call wherever its selector stands. */
const STALE_MS = 60_000;
const lookup = <T>(queryKey: readonly unknown[], url: string) =>
  queryOptions({ queryKey, queryFn: () => api<{ data: T[] }>('GET', url), staleTime: STALE_MS });
type Named = { id: number; name: string };

/** GET /api/companies/lookup, /api/projects/lookup (an employee sees those of their own tasks), /api/expense-categories/lookup, /api/users/lookup (active people). */
export const companyLookupQueryOptions = lookup<Named>(companyKeys.lookup(), '/api/companies/lookup');
export const projectLookupQueryOptions = lookup<ProjectLookup>(projectKeys.lookup(), '/api/projects/lookup');
export const categoryLookupQueryOptions = lookup<Named>(categoryKeys.lookup(), '/api/expense-categories/lookup');
export const ticketCategoryLookupQueryOptions = lookup<Named>(
  ticketCategoryKeys.lookup(),
  '/api/ticket-categories/lookup',
);
/** GET /api/tickets/project-options: the projects a ticket may name (a customer's: those of their companies). */
export const ticketProjectOptionsQueryOptions = lookup<Named>(
  ticketKeys.projectOptions(),
  '/api/tickets/project-options',
);
export const userLookupQueryOptions = lookup<UserLookup>(userKeys.lookup(), '/api/users/lookup');
/** GET /api/canned-replies (staff): every canned reply by title, for a ticket reply box's "/" menu and the planners' list. */
export const cannedRepliesQueryOptions = queryOptions({
  queryKey: cannedReplyKeys.list({}),
  queryFn: () => api<CannedReplyListResponse>('GET', '/api/canned-replies'),
  staleTime: STALE_MS,
});

const toOptions = (rows: Named[] = []) => rows.map((row) => ({ value: String(row.id), label: row.name }));
const toPersonOption = (user: UserLookup) => ({ value: String(user.id), label: `${user.name} ${user.surname}` });

/** Companies, projects and categories as Select options. */
export const useCompanyOptions = () => toOptions(useQuery(companyLookupQueryOptions).data?.data);
export const useProjectOptions = () => toOptions(useQuery(projectLookupQueryOptions).data?.data);
export const useCategoryOptions = () => toOptions(useQuery(categoryLookupQueryOptions).data?.data);
export const useTicketCategoryOptions = () => toOptions(useQuery(ticketCategoryLookupQueryOptions).data?.data);
export const useTicketProjectOptions = () => toOptions(useQuery(ticketProjectOptionsQueryOptions).data?.data);

/** Internal staff as Select options: tasks are assigned only to them, never to customers. */
export function useAssigneeOptions(isEnabled = true) {
  const users = useQuery({ ...userLookupQueryOptions, enabled: isEnabled }).data?.data ?? [];
  return users.filter((user) => (INTERNAL_USER_TYPES as readonly string[]).includes(user.type)).map(toPersonOption);
}

/** Users as Select options grouped by role, so staff and customers of the same name are told apart. */
export function useUserOptions() {
  const { t } = useTranslation();
  const users = useQuery(userLookupQueryOptions).data?.data ?? [];
  const groups = USER_TYPES.map((type) => ({
    group: t(`roles.${type}`),
    items: users.filter((user) => user.type === type).map(toPersonOption),
  }));
  return groups.filter((group) => group.items.length > 0);
}

/** Project options of the chosen company (none until a company is chosen), with each project's currency. */
export function useCompanyProjectOptions(companyId: string) {
  const projects = listQueryOptions(projectList, { companyId, pageSize: 100, sort: 'name', order: 'asc' });
  const query = useQuery({ ...projects, placeholderData: undefined, staleTime: STALE_MS, enabled: companyId !== '' });
  return {
    isLoading: query.isFetching,
    options: (query.data?.data ?? []).map((project) => ({
      value: String(project.id),
      label: project.name,
      currency: project.currency,
    })),
  };
}
