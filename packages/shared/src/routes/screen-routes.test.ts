import { describe, expect, it } from 'vitest';
import { HOME_BY_ROLE } from './home';
import { navigationFor, screenAt, screenRoutes, type NavItem } from './screen-routes';

/* The product's screen-route table, transcribed by hand: path -> roles. The table in code must say exactly this. */
const PRODUCT_TABLE: Record<string, string[]> = {
  '/dashboard': ['master'],
  '/task': ['master', 'manager'],
  '/internal-user': ['master'],
  '/external-user': ['master'],
  '/mytask': ['master', 'manager', 'employee'],
  '/company': ['master'],
  '/company/:id/:name': ['master'],
  '/expense': ['master'],
  '/income': ['master'],
  '/expense-category': ['master'],
  '/project': ['master', 'manager'],
  '/transaction': ['master'],
  '/wallet': ['master'],
  '/users-report': ['master'],
  '/projects-report': ['master'],
  '/users-login': ['master'],
  '/users-activity': ['master'],
  '/outgoing-mail': ['master'],
  '/mailboxes': ['master'],
  '/shared-data': ['manager', 'employee'],
  '/user-note': ['master', 'manager', 'employee', 'user'],
  '/ticket': ['master', 'manager', 'employee', 'user'],
  '/open-ticket': ['master', 'manager', 'employee', 'user'],
  '/create-ticket': ['user'],
  '/support-window/:id/task': ['master', 'manager', 'employee'],
  '/support-window/:id/ticket': ['master', 'manager', 'employee', 'user'],
  '/ticket-category': ['master'],
  '/profile': ['master', 'manager', 'employee', 'user'],
  '/notifications': ['master', 'manager', 'employee', 'user'],
};

const labels = (items: NavItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item.labelKey] : [item.labelKey, ...labels(item.children)]));

describe('screen routes', () => {
  it('match the product table exactly: every path, its roles, nothing more', () => {
    const actual = Object.fromEntries(screenRoutes.map((route) => [route.path, [...route.roles].sort()]));
    const expected = Object.fromEntries(
      Object.entries(PRODUCT_TABLE).map(([path, roles]) => [path, [...roles].sort()]),
    );
    expect(actual).toEqual(expected);
  });

  it('name the company detail route CompanyDetail', () => {
    expect(screenRoutes.find((route) => route.path === '/company/:id/:name')?.name).toBe('CompanyDetail');
  });

  it('send each role home to a screen it may open', () => {
    for (const [role, home] of Object.entries(HOME_BY_ROLE)) {
      const route = screenRoutes.find((item) => item.path === home);
      expect(route?.roles).toContain(role);
    }
  });
});

describe('navigationFor', () => {
  it('shows a customer only notes and the ticket entries it may open', () => {
    expect(labels(navigationFor('user'))).toEqual([
      'nav.myNotes',
      'nav.ticketManagement',
      'nav.tickets',
      'nav.openTickets',
    ]);
  });

  it('shows an employee work entries but no administration', () => {
    const employee = labels(navigationFor('employee'));
    expect(employee).toEqual([
      'nav.myTasks',
      'nav.sharedData',
      'nav.myNotes',
      'nav.ticketManagement',
      'nav.tickets',
      'nav.openTickets',
    ]);
  });

  it('gives a manager tasks and projects (under Accounting) but not companies or users', () => {
    const manager = labels(navigationFor('manager'));
    expect(manager).toContain('nav.tasks');
    expect(manager).toContain('nav.projects');
    expect(manager).not.toContain('nav.companies');
    expect(manager).not.toContain('nav.usersManagement');
    expect(manager).not.toContain('nav.wallet');
  });

  it('gives the master everything but Shared Data', () => {
    const master = labels(navigationFor('master'));
    expect(master).not.toContain('nav.sharedData');
    expect(master).toEqual(
      expect.arrayContaining([
        'nav.usersManagement',
        'nav.externalStaff',
        'nav.internalUsers',
        'nav.accounting',
        'nav.income',
        'nav.expense',
        'nav.wallet',
        'nav.categories',
        'nav.projects',
        'nav.transactions',
        'nav.ticketCategories',
        'nav.usersLogin',
        'nav.usersActivity',
        'screens.outgoingMail',
        'screens.mailboxes',
        'nav.usersReport',
        'nav.projectReport',
        'nav.companies',
      ]),
    );
  });
});

describe('screenAt', () => {
  it('finds the screen of an address, a parameter segment matching any one segment', () => {
    expect(screenAt('/task')?.name).toBe('task');
    expect(screenAt('/task/')?.name).toBe('task');
    expect(screenAt('/support-window/12/task')?.name).toBe('supportWindowTask');
    expect(screenAt('/support-window/12/ticket')?.name).toBe('supportWindowTicket');
    expect(screenAt('/company/7/acme-ltd')?.name).toBe('CompanyDetail');
  });

  it('finds nothing for the login page, an unknown address or one with a segment too many', () => {
    for (const pathname of ['/', '/login', '/tasks', '/task/12', '/support-window/12', '/company/7']) {
      expect(screenAt(pathname), pathname).toBeUndefined();
    }
  });
});
