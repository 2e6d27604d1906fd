import { categoryList } from '@workspace/shared/accounting/categories.schemas';
import { transactionList } from '@workspace/shared/accounting/transactions.schemas';
import { companyList } from '@workspace/shared/companies/companies.schemas';
import { projectList } from '@workspace/shared/projects/projects.schemas';
import { taskList } from '@workspace/shared/tasks/tasks.schemas';
import { ticketCategoryList } from '@workspace/shared/tickets/ticket-categories.schemas';
import { ticketList } from '@workspace/shared/tickets/tickets.schemas';
import { userList } from '@workspace/shared/users/users.schemas';

/**
 * Query keys of one resource, TanStack Query's key factories: every key starts with the
 * resource, so invalidating `all` refreshes its lists, summaries, details and lookups at once.
 */
export function resourceKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    list: (params: object) => [name, 'list', params] as const,
    summary: (filters: object) => [name, 'summary', filters] as const,
    detail: (id: number) => [name, 'detail', id] as const,
    lookup: () => [name, 'lookup'] as const,
  };
}

export const taskKeys = resourceKeys(taskList.name);
export const projectKeys = resourceKeys(projectList.name);
export const companyKeys = resourceKeys(companyList.name);
export const categoryKeys = resourceKeys(categoryList.name);
export const transactionKeys = resourceKeys(transactionList.name);
export const userKeys = resourceKeys(userList.name);
export const ticketKeys = {
  ...resourceKeys(ticketList.name),
  timeline: (id: number) => [ticketList.name, 'timeline', id] as const,
  projectOptions: () => [ticketList.name, 'project-options'] as const,
};
export const ticketCategoryKeys = resourceKeys(ticketCategoryList.name);
export const cannedReplyKeys = resourceKeys('canned-replies');
export const walletKeys = { ...resourceKeys('wallet'), month: (month: string | null) => ['wallet', month ?? 'current'] as const };

/* Insight: the master's dashboard, reports, login records and audit trail (read-only screens). */
export const dashboardKeys = { all: ['dashboard'] as const };
export const reportKeys = {
  all: ['reports'] as const,
  user: (id: number, range: object) => ['reports', 'users', id, range] as const,
  projects: resourceKeys('reports/projects'),
};
export const loginRecordKeys = { ...resourceKeys('login-records'), countries: () => ['login-records', 'countries'] as const };
export const noteKeys = resourceKeys('notes');
export const activityKeys = { ...resourceKeys('activities'), facets: () => ['activities', 'facets'] as const };
export const sharedDataKeys = resourceKeys('shared-data');
export const twoFactorKeys = { all: ['two-factor'] as const, status: () => ['two-factor', 'status'] as const, policy: () => ['two-factor', 'policy'] as const };
