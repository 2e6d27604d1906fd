import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '@workspace/shared/common/limits';
import type { Dashboard } from '@workspace/shared/insight/dashboard.schemas';
import { transactionList, loginRecordList, projectList, taskList, ticketList, type WebList } from '../../lib/lists';
import { apiError, renderWithApp, type ApiStubs } from '../../test-utils';
import { Component as DashboardPage } from './dashboard-page';

/* The tooltip of the chart in focus: the same figures as its table, for the eye. */
const chartTooltip = () => document.querySelector('[data-chart-tooltip]');

const setPhone = () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
};

const dashboard: Dashboard = {
  today: '2026-06-01',
  month: '2026-06',
  asOf: '2026-06-01T09:30:00.000Z',
  timeZone: 'Europe/Istanbul',
  tasks: { total: 19, byStatus: { pending: 4, inProgress: 6, completed: 5, onHold: 1, cancelled: 3 }, overdue: 2 },
  activeProjects: 7,
  money: [
    { currency: 'TL', income: '1250.50', expense: '300.25' },
    { currency: 'Euro', income: '0.30', expense: '0.00' },
    { currency: 'USD', income: '0.00', expense: '75.00' },
    { currency: 'GBP', income: '0.00', expense: '0.00' },
  ],
  unfinishedTickets: 9,
  urgentUnfinishedTickets: 3,
  loginsToday: 12,
  failedLogins24h: 8,
  failedLoginsSince: '2026-05-31T09:30:00.000Z',
  monthly: Array.from({ length: 12 }, (_, index) => ({
    month: index < 5 ? `2025-${String(index + 8).padStart(2, '0')}` : `2026-${String(index - 4).padStart(2, '0')}`,
    currencies: CURRENCIES.map((currency) => ({
      currency,
      income: currency === 'TL' ? '100.00' : '7.00',
      expense: currency === 'TL' ? '40.00' : '3.00',
    })),
  })),
  latestActivity: [
    {
      id: 31,
      actor: { id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' },
      action: 'task.update',
      entityType: 'task',
      entityId: 12,
      changes: { title: { before: 'Draft', after: 'Final' } },
      ip: '10.0.0.1',
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      names: {},
    },
    {
      id: 30,
      actor: { id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' },
      action: 'company.create',
      entityType: 'company',
      entityId: 4,
      changes: { name: { after: 'Anadolu Yazılım A.Ş.' } },
      ip: null,
      createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      names: {},
    },
    {
      id: 29,
      actor: null,
      action: 'session.sweep',
      entityType: 'session',
      entityId: null,
      changes: null,
      ip: null,
      createdAt: '2026-05-31T08:00:00Z',
      names: {},
    },
  ],
};

const renderDashboard = (api: ApiStubs = { 'GET /api/dashboard': dashboard }) =>
  renderWithApp(<DashboardPage />, { user: { id: 1, type: 'master' }, route: '/dashboard', api });

const cardHref = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

/** Every query key of a card's link is a filter the target list reads from the URL. */
function expectFiltersOf(href: string | null, path: string, list: WebList) {
  const url = new URL(href ?? '', 'http://localhost');
  expect(url.pathname).toBe(path);
  for (const key of url.searchParams.keys()) expect(list.filterKeys).toContain(key);
  return Object.fromEntries(url.searchParams);
}

describe('DashboardPage', () => {
  it('links each task, project, ticket and sign-in figure to the list filtered to what it counts', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Tasks: Pending 4' });
    expect(expectFiltersOf(cardHref('Tasks: Pending 4'), '/task', taskList)).toEqual({ status: 'pending' });
    expect(expectFiltersOf(cardHref('Tasks: In progress 6'), '/task', taskList)).toEqual({ status: 'inProgress' });
    expect(expectFiltersOf(cardHref('Tasks: Cancelled 3'), '/task', taskList)).toEqual({ status: 'cancelled' });
    expect(expectFiltersOf(cardHref('Overdue tasks 2'), '/task', taskList)).toEqual({ overdue: 'true' });
    expect(expectFiltersOf(cardHref('Projects in progress 7'), '/project', projectList)).toEqual({
      status: 'inProgress',
    });
    expect(expectFiltersOf(cardHref('Unfinished tickets 9'), '/ticket', ticketList)).toEqual({ status: 'unfinished' });
    expect(expectFiltersOf(cardHref('Urgent unfinished tickets 3'), '/ticket', ticketList)).toEqual({
      status: 'unfinished',
      priority: 'urgent',
    });
    expect(expectFiltersOf(cardHref('Sign-ins today 12'), '/users-login', loginRecordList)).toEqual({
      status: 'success',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-01',
    });
    // The same 24 hours as the card, to the instant, not whole days.
    expect(expectFiltersOf(cardHref('Failed sign-ins, last 24 hours 8'), '/users-login', loginRecordList)).toEqual({
      status: 'failed',
      since: '2026-05-31T09:30:00.000Z',
      until: '2026-06-01T09:30:00.000Z',
    });
  });

  it("links each currency's income and expense to that currency's list over the month, and never sums currencies", async () => {
    renderDashboard();
    const money = await screen.findByRole('region', { name: 'June 2026: income and expense per currency' });
    const links = within(money).getAllByRole('link');
    // Four currencies, income and expense each: eight figures, none of them a total.
    expect(links).toHaveLength(8);
    expect(expectFiltersOf(cardHref('Income, TL ₺1,250.50'), '/income', transactionList)).toEqual({
      currency: 'TL',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
    });
    expect(expectFiltersOf(cardHref('Expense, USD $75.00'), '/expense', transactionList)).toEqual({
      currency: 'USD',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
    });
    expect(cardHref('Income, Euro €0.30')).toBe('/income?currency=Euro&dateFrom=2026-06-01&dateTo=2026-06-30');
    expect(cardHref('Expense, GBP £0.00')).toBe('/expense?currency=GBP&dateFrom=2026-06-01&dateTo=2026-06-30');
    // TL + Euro income would read 1,250.80 somewhere: no such figure.
    expect(screen.queryByText(/1,250\.80/)).not.toBeInTheDocument();

    // The chart and its table hold one currency at a time: TL's 100 and 40, not 100 + 7 + 7 + 7.
    const chart = screen.getByRole('img', { name: 'Income and expense per month in TL' });
    fireEvent.focus(chart);
    fireEvent.keyDown(chart, { key: 'End' });
    expect(chartTooltip()).toHaveTextContent('July 2026Income₺100.00Expense₺40.00');
    const table = screen.getByRole('table', { name: 'Income and expense per month in TL' });
    expect(within(table).getByRole('row', { name: 'June 2026 ₺100.00 ₺40.00' })).toBeInTheDocument();
    expect(within(table).queryByText(/121/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'USD' }));
    const usd = screen.getByRole('table', { name: 'Income and expense per month in USD' });
    expect(within(usd).getByRole('row', { name: 'August 2025 $7.00 $3.00' })).toBeInTheDocument();
  });

  it('shows a month that ends on the 28th or 31st with its own last day', async () => {
    renderDashboard({ 'GET /api/dashboard': { ...dashboard, today: '2026-02-10', month: '2026-02' } });
    expect(await screen.findByRole('link', { name: 'Income, TL ₺1,250.50' })).toHaveAttribute(
      'href',
      '/income?currency=TL&dateFrom=2026-02-01&dateTo=2026-02-28',
    );
  });

  it('lists the latest activity with who, what and a link to the record, and leads to the whole trail', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Latest activity' });
    const update = within(section).getByRole('row', { name: /Task updated/ });
    expect(update).toHaveTextContent('Deniz Yalçın');
    expect(update).toHaveTextContent('5 minutes ago');
    expect(within(update).getByRole('link', { name: 'Task #12' })).toHaveAttribute('href', '/support-window/12/task');
    const company = within(section).getByRole('row', { name: /Company created/ });
    expect(within(company).getByRole('link', { name: 'Company #4' })).toHaveAttribute(
      'href',
      '/company/4/anadolu-yazilim-a-s',
    );
    // An action without words of its own shows as stored; a row without a person is the system's; no screen, no link.
    const sweep = within(section).getByRole('row', { name: /session\.sweep/ });
    expect(sweep).toHaveTextContent('System');
    expect(within(sweep).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All activity' })).toHaveAttribute('href', '/users-activity');
  });

  it('shows the latest activity as cards on a phone: who, what, the record and when', async () => {
    const restore = setPhone();
    try {
      renderDashboard();
      const section = await screen.findByRole('region', { name: 'Latest activity' });
      expect(within(section).queryByRole('table')).toBeNull();
      // The cards' code comes on demand.
      const list = await within(section).findByRole('list', { name: 'Latest activity' }, { timeout: 5000 });
      const cards = await within(list).findAllByRole('listitem');
      const update = cards.find((card) => card.textContent?.includes('Task updated'))!;
      expect(update).toHaveTextContent('Deniz Yalçın');
      expect(update).toHaveTextContent('When: 5 minutes ago');
      expect(within(update).getByRole('link', { name: 'Task #12' })).toHaveAttribute('href', '/support-window/12/task');
    } finally {
      restore();
    }
  });

  it('says when the dashboard cannot be loaded and tries again on request', async () => {
    const { fetch } = renderDashboard({ 'GET /api/dashboard': apiError(500, 'Something went wrong') });
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/dashboard')).toHaveLength(2));
  });
});
