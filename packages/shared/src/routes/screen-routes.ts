import { ROLES } from '../auth/policies';
import type { UserType } from '../auth/roles';

/*
 * The product's screen-route table (path and the roles allowed): one source for the web router, its guard and the
 * navigation menu. `labelKey` is an i18n key. The roles are the permission model's role sets (auth/policies.ts), the
 * same the API's route table is written with; apps/server/test/screen-api-roles.test.ts holds each screen to the API
 * routes it calls.
 */
export type ScreenRoute = { name: string; path: string; roles: readonly UserType[]; titleKey: string };

const route = (name: string, path: string, roles: readonly UserType[]): ScreenRoute => ({
  name,
  path,
  roles,
  titleKey: `screens.${name}`,
});

const { master: M, planners, staff, everyone, sharedData, customers } = ROLES;

export const screenRoutes = [
  route('dashboard', '/dashboard', M),
  route('task', '/task', planners),
  route('internalUser', '/internal-user', M),
  route('externalUser', '/external-user', M),
  route('myTask', '/mytask', staff),
  route('company', '/company', M),
  route('CompanyDetail', '/company/:id/:name', M),
  route('expense', '/expense', M),
  route('income', '/income', M),
  route('expenseCategory', '/expense-category', M),
  route('project', '/project', planners),
  route('transaction', '/transaction', M),
  route('wallet', '/wallet', M),
  route('usersReport', '/users-report', M),
  route('projectsReport', '/projects-report', M),
  route('usersLogin', '/users-login', M),
  route('usersActivity', '/users-activity', M),
  // The delivery log of outgoing mail (queued, sent, failed), with a preview of each mail.
  route('outgoingMail', '/outgoing-mail', M),
  // The support mailboxes whose mail becomes tickets, with each reader's state.
  route('mailboxes', '/mailboxes', M),
  route('sharedData', '/shared-data', sharedData),
  route('userNote', '/user-note', everyone),
  route('ticket', '/ticket', everyone),
  route('openTicket', '/open-ticket', everyone),
  route('createTicket', '/create-ticket', customers),
  route('supportWindowTask', '/support-window/:id/task', staff),
  route('supportWindowTicket', '/support-window/:id/ticket', everyone),
  route('ticketCategory', '/ticket-category', M),
  route('profile', '/profile', everyone),
  // Where the header's bell leads on a phone; every signed-in person, their own notifications.
  route('notifications', '/notifications', everyone),
] as const satisfies readonly ScreenRoute[];

export type ScreenRouteName = (typeof screenRoutes)[number]['name'];

export function findScreenRoute(name: string): ScreenRoute | undefined {
  return screenRoutes.find((item) => item.name === name);
}

/** The screen whose path matches an address (`:id`-style segments match any one segment), if any. */
export function screenAt(pathname: string): ScreenRoute | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return screenRoutes.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
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
  {
    kind: 'group',
    labelKey: 'nav.usersManagement',
    children: [link('externalUser', 'nav.externalStaff'), link('internalUser', 'nav.internalUsers')],
  },
  link('usersReport', 'nav.usersReport'),
  link('projectsReport', 'nav.projectReport'),
  link('usersLogin', 'nav.usersLogin'),
  link('usersActivity', 'nav.usersActivity'),
  // Labelled with the screen's title: one text less on every first load (the route budget).
  link('outgoingMail', 'screens.outgoingMail'),
  link('mailboxes', 'screens.mailboxes'),
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
    children: [
      link('ticket', 'nav.tickets'),
      link('openTicket', 'nav.openTickets'),
      link('ticketCategory', 'nav.ticketCategories'),
    ],
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
