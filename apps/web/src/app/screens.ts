/*
 * Each screen's page, loaded on demand: the router opens the one asked for, and the menu starts
 * loading another as soon as the pointer or the keyboard reaches its link, so the code is usually
 * there by the click without every page being fetched up front.
 */
import { screenAt } from '@workspace/shared/routes/screen-routes';
import { startEarlyGet } from '../lib/api-client';
import { storedUser } from '../lib/stored-user';
import { firstRequestOf } from './lists-ahead';

export type ScreenModule = { Component: () => React.ReactNode };

const pages: Record<string, () => Promise<ScreenModule>> = {
  internalUser: () => import('../features/users/internal-users-page'),
  externalUser: () => import('../features/users/external-users-page'),
  profile: () => import('../features/profile/profile-page'),
  project: () => import('../features/projects/projects-page'),
  task: () => import('../features/tasks/tasks-page'),
  myTask: () => import('../features/tasks/my-tasks-page'),
  supportWindowTask: () => import('../features/tasks/support-window/support-window-page'),
  supportWindowTicket: () => import('../features/tickets/support-window/ticket-window-page'),
  company: () => import('../features/companies/companies-page'),
  CompanyDetail: () => import('./routes/company-detail'),
  expenseCategory: () => import('../features/categories/expense-categories-page'),
  ticketCategory: () => import('../features/categories/ticket-categories-page'),
  income: () => import('../features/transactions/income-page'),
  expense: () => import('../features/transactions/expense-page'),
  transaction: () => import('../features/transactions/transactions-page'),
  wallet: () => import('./routes/wallet'),
  ticket: () => import('./routes/tickets'),
  openTicket: () => import('./routes/open-tickets'),
  createTicket: () => import('../features/tickets/create-ticket-page'),
  dashboard: () => import('../features/dashboard/dashboard-page'),
  usersReport: () => import('../features/reports/users-report-page'),
  projectsReport: () => import('../features/reports/projects-report-page'),
  usersLogin: () => import('../features/login-records/login-records-page'),
  usersActivity: () => import('../features/activities/activities-page'),
  outgoingMail: () => import('../features/outgoing-mail/outgoing-mail-page'),
  mailboxes: () => import('../features/mailboxes/mailboxes-page'),
  userNote: () => import('../features/notes/notes-page'),
  sharedData: () => import('../features/shared-data/shared-data-page'),
  notifications: () => import('../features/notifications/notifications-page'),
};

/** Every screen of the route table has its page: a missing one stops the app at load, not at a click. */
export function pageOf(name: string): () => Promise<ScreenModule> {
  const page = pages[name];
  if (!page) throw new Error(`The screen "${name}" has no page in app/screens.ts`);
  return page;
}

/** Starts loading a screen's page (a link is pointed at or focused); the import is the browser's to cache. */
export function preloadScreen(name: string): void {
  // A failed preload is not an error: the click loads the page again and shows what went wrong.
  pages[name]?.().catch(() => undefined);
}

/**
 * The first load of a signed-in page: starts loading the code of the screen at `url`, the shell
 * around it and, when the stored user's role may open it, its first page of data, all beside the
 * router's own code (the router's guard still decides; a page it refuses is simply not shown).
 * Resolves once the code is in (or failed to come: the router then tries again and says so).
 */
export function preloadScreenAt(url: URL): Promise<void> {
  const screen = screenAt(url.pathname);
  if (!screen) return Promise.resolve();
  const role = storedUser()?.type;
  if (role && screen.roles.includes(role)) {
    const request = firstRequestOf(screen.name, url);
    if (request) startEarlyGet(request);
  }
  return Promise.all([pageOf(screen.name)(), import('./layout')]).then(
    () => undefined,
    () => undefined,
  );
}
