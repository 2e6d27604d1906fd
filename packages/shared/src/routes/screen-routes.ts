import { ALL_ROLES, type UserType } from '../auth/roles';

/*
 * The product's screen-route table (path and the roles allowed): one source for the web router, its guard and the
 * navigation menu. `labelKey` is an i18n key; `built` says whether the screen exists yet
 * (screens of later issues show a "not built yet" notice).
 */
export type ScreenRoute = { name: string; path: string; roles: readonly UserType[]; titleKey: string; built: boolean };

const route = (name: string, path: string, roles: readonly UserType[], built = false): ScreenRoute => ({
  name,
  path,
  roles,
  titleKey: `screens.${name}`,
  built,
});

const M = ['master'] as const;

export const screenRoutes = [
  route('dashboard', '/dashboard', M, true),
  route('task', '/task', ['master', 'manager'], true),
  route('internalUser', '/internal-user', M, true),
  route('externalUser', '/external-user', M, true),
  route('myTask', '/mytask', ['master', 'manager', 'employee'], true),
  route('company', '/company', M, true),
  route('CompanyDetail', '/company/:id/:name', M, true),
  route('expense', '/expense', M, true),
  route('income', '/income', M, true),
  route('expenseCategory', '/expense-category', M, true),
  route('project', '/project', ['master', 'manager'], true),
  route('transaction', '/transaction', M, true),
  route('wallet', '/wallet', M, true),
  route('usersReport', '/users-report', M, true),
  route('projectsReport', '/projects-report', M, true),
  route('usersLogin', '/users-login', M, true),
  route('usersActivity', '/users-activity', M, true),
  route('sharedData', '/shared-data', ['manager', 'employee'], true),
  route('userNote', '/user-note', ALL_ROLES, true),
  route('ticket', '/ticket', ALL_ROLES, true),
  route('openTicket', '/open-ticket', ALL_ROLES, true),
  route('createTicket', '/create-ticket', ['user'], true),
  route('supportWindowTask', '/support-window/:id/task', ['master', 'manager', 'employee'], true),
  route('supportWindowTicket', '/support-window/:id/ticket', ALL_ROLES, true),
  route('ticketCategory', '/ticket-category', M, true),
  route('profile', '/profile', ALL_ROLES, true),
] as const satisfies readonly ScreenRoute[];

export type ScreenRouteName = (typeof screenRoutes)[number]['name'];

/** Where `/admin` and a successful login lead: each role's home. */
export const HOME_BY_ROLE: Record<UserType, string> = { master: '/dashboard', manager: '/mytask', employee: '/mytask', user: '/ticket' };

export function findScreenRoute(name: string): ScreenRoute | undefined {
  return screenRoutes.find((item) => item.name === name);
}

/* Navigation: the product's menu labels, grouped as the product specifies them. */
export type NavLeaf = { kind: 'link'; route: string; labelKey: string };
export type NavGroup = { kind: 'group'; labelKey: string; children: NavLeaf[] };
export type NavItem = NavLeaf | NavGroup;

const link = (routeName: string, labelKey: string): NavLeaf => ({ kind: 'link', route: routeName, labelKey });

export const navigation: NavItem[] = [
  link('dashboard', 'nav.dashboard'),
  link('myTask', 'nav.myTasks'),
  link('sharedData', 'nav.sharedData'),
  link('userNote', 'nav.myNotes'),
  link('task', 'nav.tasks'),
  { kind: 'group', labelKey: 'nav.usersManagement', children: [link('externalUser', 'nav.externalStaff'), link('internalUser', 'nav.internalUsers')] },
  link('usersReport', 'nav.usersReport'),
  link('projectsReport', 'nav.projectReport'),
  link('usersLogin', 'nav.usersLogin'),
  link('usersActivity', 'nav.usersActivity'),
  link('company', 'nav.companies'),
  {
    kind: 'group',
    labelKey: 'nav.accounting',
    children: [
      link('income', 'nav.income'),
      link('expense', 'nav.expense'),
      link('wallet', 'nav.wallet'),
      link('expenseCategory', 'nav.categories'),
      link('project', 'nav.projects'),
      link('transaction', 'nav.transactions'),
    ],
  },
  {
    kind: 'group',
    labelKey: 'nav.ticketManagement',
    children: [link('ticket', 'nav.tickets'), link('openTicket', 'nav.openTickets'), link('ticketCategory', 'nav.ticketCategories')],
  },
];

/** The menu a user of `type` sees: entries of routes that allow them; empty groups drop out. */
export function navigationFor(type: UserType): NavItem[] {
  const allowed = (leaf: NavLeaf) => {
    const target = findScreenRoute(leaf.route);
    return target !== undefined && target.roles.includes(type);
  };
  return navigation.flatMap((item): NavItem[] => {
    if (item.kind === 'link') return allowed(item) ? [item] : [];
    const children = item.children.filter(allowed);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
