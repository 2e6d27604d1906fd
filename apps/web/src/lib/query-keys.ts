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

/*
 * Each key starts with the list's name (its resource under /api/), written out: importing the list
 * definitions for it would put every list's schemas, and zod, into whatever reads a key.
 * query-keys.test.ts checks each against its definition.
 */
export const taskKeys = resourceKeys('tasks');
export const projectKeys = resourceKeys('projects');
export const companyKeys = resourceKeys('companies');
export const categoryKeys = resourceKeys('expense-categories');
export const transactionKeys = resourceKeys('transactions');
export const userKeys = resourceKeys('users');
export const ticketKeys = {
  ...resourceKeys('tickets'),
  timeline: (id: number) => ['tickets', 'timeline', id] as const,
  projectOptions: () => ['tickets', 'project-options'] as const,
};
export const ticketCategoryKeys = resourceKeys('ticket-categories');
export const cannedReplyKeys = resourceKeys('canned-replies');
export const walletKeys = {
  ...resourceKeys('wallet'),
  month: (month: string | null) => ['wallet', month ?? 'current'] as const,
};

/* Insight: the master's dashboard, reports, login records and audit trail (read-only screens). */
export const dashboardKeys = { all: ['dashboard'] as const };
/** The palette's search (GET /api/search), per typed words. */
export const searchKeys = { all: ['search'] as const, words: (q: string) => ['search', q] as const };
export const reportKeys = {
  all: ['reports'] as const,
  user: (id: number, range: object) => ['reports', 'users', id, range] as const,
  projects: resourceKeys('reports/projects'),
};
export const loginRecordKeys = {
  ...resourceKeys('login-records'),
  countries: () => ['login-records', 'countries'] as const,
};
export const noteKeys = {
  ...resourceKeys('notes'),
  preview: (content: string) => ['notes', 'preview', content] as const,
};
/** The caller's notifications: the lists (panel, page) and the bell's unread count, all under `notifications`. */
export const notificationKeys = {
  ...resourceKeys('notifications'),
  unreadCount: () => ['notifications', 'unread-count'] as const,
};
export const activityKeys = { ...resourceKeys('activities'), facets: () => ['activities', 'facets'] as const };
export const sharedDataKeys = resourceKeys('shared-data');
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => ['two-factor', 'status'] as const,
  policy: () => ['two-factor', 'policy'] as const,
};
