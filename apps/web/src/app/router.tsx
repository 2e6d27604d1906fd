import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { UserType } from '@workspace/shared/auth/roles';
import { HOME_BY_ROLE, screenRoutes } from '@workspace/shared/routes/screen-routes';
import { NotFoundPage } from '../components/not-found-page';
import { fetchMe, storedUser } from '../lib/session';
import { runGuard } from './guard';
import { AppLayout } from './layout';

function guardLoader(options: { isLogin?: boolean; roles?: readonly UserType[] }) {
  return async (args: LoaderFunctionArgs) => {
    const pathname = new URL(args.request.url).pathname;
    const outcome = await runGuard({ isLogin: options.isLogin ?? false, roles: options.roles, storage: localStorage, pathname, fetchMe });
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    if (outcome.kind === 'notFound') throw data(null, { status: 404 });
    return null;
  };
}

type ScreenModule = { Component: () => React.ReactNode };
const lazyScreens: Record<string, () => Promise<ScreenModule>> = {
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
  expenseCategory: () => import('../features/expense-categories/expense-categories-page'),
  ticketCategory: () => import('../features/ticket-categories/ticket-categories-page'),
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
  userNote: () => import('../features/notes/notes-page'),
  sharedData: () => import('../features/shared-data/shared-data-page'),
};

/** Every screen of the route table has its page: a missing one stops the app at load, not at a click. */
function pageOf(name: string): () => Promise<ScreenModule> {
  const page = lazyScreens[name];
  if (!page) throw new Error(`The screen "${name}" has no page in app/router.tsx`);
  return page;
}

const screens: RouteObject[] = screenRoutes.map((route) => ({
  path: route.path,
  handle: { name: route.name },
  loader: guardLoader({ roles: route.roles }),
  lazy: pageOf(route.name),
}));

export const router = createBrowserRouter([
  { path: '/', loader: () => redirect('/login') },
  { id: 'login', path: '/login', loader: guardLoader({ isLogin: true }), lazy: () => import('../features/auth/login-page') },
  {
    id: 'admin',
    path: '/admin',
    loader: async (args) => {
      await guardLoader({})(args);
      const user = storedUser();
      return redirect(user ? HOME_BY_ROLE[user.type] : '/login');
    },
  },
  { element: <AppLayout />, errorElement: <NotFoundPage />, children: screens },
  { path: '*', element: <NotFoundPage /> },
]);
