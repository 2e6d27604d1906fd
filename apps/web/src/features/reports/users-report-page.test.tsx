import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserReport } from '@workspace/shared/insight/reports.schemas';
import type { UserLookup } from '@workspace/shared/users/users.schemas';
import { apiError, renderWithApp, type ApiStubs } from '../../test-utils';
import { Component as UsersReportPage } from './users-report-page';

/* The tooltip of the chart in focus: the same figures as its table, for the eye. */
const chartTooltip = () => document.querySelector('[data-chart-tooltip]');

const people: UserLookup[] = [
  { id: 7, name: 'Selin', surname: 'Aktaş', type: 'employee' },
  { id: 3, name: 'Mert', surname: 'Kaya', type: 'manager' },
  { id: 40, name: 'Ayşe', surname: 'Demir', type: 'user' },
];

const report = (from = '2025-01-01', to = '2025-12-31'): UserReport => ({
  user: { id: 7, name: 'Selin', surname: 'Aktaş', type: 'employee' },
  from,
  to,
  timeZone: 'Europe/Istanbul',
  figures: {
    totalTasks: 12,
    completedTasks: 5,
    completionRate: 41.7,
    overdueTasks: 3,
    averageDays: 4.5,
    estimatedHoursTotal: '1250.50',
    estimatedHoursAverage: '104.21',
    estimatedHoursMax: '300.00',
    metDeadlines: 4,
    missedDeadlines: 1,
    averageDaysEarly: 2.3,
  },
  byPriority: [
    { priority: 'high', total: 2, completed: 1, estimatedHours: '600.00' },
    { priority: 'low', total: 6, completed: 3, estimatedHours: '400.50' },
    { priority: 'medium', total: 4, completed: 1, estimatedHours: '250.00' },
  ],
  byStatus: [
    { status: 'pending', total: 3 },
    { status: 'inProgress', total: 2 },
    { status: 'completed', total: 5 },
    { status: 'onHold', total: 1 },
    { status: 'cancelled', total: 1 },
  ],
  byProject: [
    { projectId: 21, projectName: 'Website relaunch', total: 8, completed: 3, overdue: 2, estimatedHours: '900.00' },
    { projectId: 22, projectName: 'Mobile app', total: 4, completed: 2, overdue: 1, estimatedHours: '350.50' },
  ],
  deadlines: { met: 4, missed: 1, overdue: 3, onTrack: 3 },
});

/** A user with tasks none of which is completed: every average is null. */
const nothingCompleted: UserReport = {
  ...report(),
  figures: {
    ...report().figures,
    totalTasks: 0,
    completedTasks: 0,
    completionRate: null,
    overdueTasks: 0,
    averageDays: null,
    estimatedHoursTotal: '0.00',
    estimatedHoursAverage: null,
    estimatedHoursMax: null,
    metDeadlines: 0,
    missedDeadlines: 0,
    averageDaysEarly: null,
  },
};

function ShowSearch() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderReport(route: string, api: ApiStubs = {}) {
  return renderWithApp(
    <>
      <UsersReportPage />
      <ShowSearch />
    </>,
    {
      route,
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users/lookup': { data: people },
        'GET /api/reports/users/*': ({ url }: { url: URL }) =>
          report(url.searchParams.get('from') ?? undefined, url.searchParams.get('to') ?? undefined),
        ...api,
      },
    },
  ).fetch;
}

const reportRequests = (fetchMock: ReturnType<typeof renderReport>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/reports/users/'));

/** The figure on the card labelled `label`. */
const card = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByText(label).nextElementSibling?.textContent;

/** The cells of a figures table, row by row. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('UsersReportPage', () => {
  it('asks for a user before showing anything, and offers only internal users', async () => {
    const fetchMock = renderReport('/users-report');
    expect(screen.getByRole('heading', { name: 'Users report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    fireEvent.click(screen.getByLabelText('User', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Selin Aktaş' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mert Kaya' })).toBeInTheDocument();
    // Ayşe is a customer: tasks are never assigned to her, so she has no report.
    expect(screen.queryByRole('option', { name: 'Ayşe Demir' })).not.toBeInTheDocument();
    expect(reportRequests(fetchMock)).toEqual([]);
  });

  it('picking a user loads their report for this year and shows the figures', async () => {
    const fetchMock = renderReport('/users-report');
    fireEvent.click(screen.getByLabelText('User', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Selin Aktaş' }));
    expect(
      await screen.findByText(/Selin Aktaş: tasks with a deadline from Jan 1, 2025 to Dec 31, 2025/),
    ).toBeInTheDocument();
    // No period chosen: the server's default (this year in the company's time zone) is used and shown.
    expect(reportRequests(fetchMock)).toEqual(['/api/reports/users/7']);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?userId=7');
    expect(card('Total tasks')).toBe('12');
    expect(card('Completion rate')).toBe('41.7%');
    expect(card('Overdue')).toBe('3');
    expect(card('Avg. time (days)')).toBe('4.5');
    expect(card('Est. hours, total')).toBe('1,250.5');
    expect(card('Est. hours, avg.')).toBe('104.21');
    expect(card('Est. hours, max')).toBe('300');
    expect(card('Met deadlines')).toBe('4');
    expect(card('Missed deadlines')).toBe('1');
    expect(card('Avg. days early')).toBe('2.3');
    expect(screen.getByLabelText('Deadline from')).toHaveValue('01/01/2025');
    expect(screen.getByLabelText('Deadline to')).toHaveValue('12/31/2025');
    for (const title of ['By priority', 'By status', 'By project', 'Time estimates', 'Deadline performance']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('a new end date goes into the address with the start shown, and is fetched', async () => {
    const fetchMock = renderReport('/users-report?userId=7');
    await screen.findByRole('link', { name: 'Show these tasks' });
    fireEvent.click(screen.getByLabelText('Deadline to'));
    fireEvent.click(await screen.findByRole('button', { name: '15 December 2025' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        '?userId=7&from=2025-01-01&to=2025-12-15',
      ),
    );
    // The link follows the figures on screen: the new period's once they are in.
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Show these tasks' })).toHaveAttribute(
        'href',
        '/task?assigneeId=7&deadlineFrom=2025-01-01&deadlineTo=2025-12-15',
      ),
    );
    expect(reportRequests(fetchMock)).toEqual([
      '/api/reports/users/7',
      '/api/reports/users/7?from=2025-01-01&to=2025-12-15',
    ]);
  });

  it('"Show these tasks" opens the task list under the same assignee and deadline range', async () => {
    const fetchMock = renderReport('/users-report?userId=7&from=2025-03-01&to=2025-06-30');
    const link = await screen.findByRole('link', { name: 'Show these tasks' });
    expect(link).toHaveAttribute('href', '/task?assigneeId=7&deadlineFrom=2025-03-01&deadlineTo=2025-06-30');
    expect(reportRequests(fetchMock)).toEqual(['/api/reports/users/7?from=2025-03-01&to=2025-06-30']);
    expect(screen.getByLabelText('User', { selector: 'input' })).toHaveValue('Selin Aktaş');
  });

  it('shows "-" for the figures that have nothing to average', async () => {
    renderReport('/users-report?userId=7', { 'GET /api/reports/users/*': nothingCompleted });
    expect(
      await screen.findByText('No task assigned to Selin Aktaş has a deadline in this period.'),
    ).toBeInTheDocument();
    expect(card('Total tasks')).toBe('0');
    expect(card('Completion rate')).toBe('-');
    expect(card('Avg. time (days)')).toBe('-');
    expect(card('Est. hours, total')).toBe('0');
    expect(card('Est. hours, avg.')).toBe('-');
    expect(card('Est. hours, max')).toBe('-');
    expect(card('Avg. days early')).toBe('-');
  });

  it('shows "-" for averages over no completed task while the counts stay numbers', async () => {
    const figures = {
      ...report().figures,
      completedTasks: 0,
      completionRate: 0,
      averageDays: null,
      metDeadlines: 0,
      missedDeadlines: 0,
      averageDaysEarly: null,
    };
    renderReport('/users-report?userId=7', { 'GET /api/reports/users/*': { ...report(), figures } });
    expect(await screen.findByRole('region', { name: 'Deadline performance' })).toBeInTheDocument();
    expect(card('Completion rate')).toBe('0%');
    expect(card('Avg. time (days)')).toBe('-');
    expect(card('Met deadlines')).toBe('0');
    expect(card('Avg. days early')).toBe('-');
    expect(screen.queryByText(/days early on average/)).not.toBeInTheDocument();
  });

  it('every chart has its numbers in a table', async () => {
    renderReport('/users-report?userId=7');
    await screen.findByRole('region', { name: 'By priority' });
    // Priorities in their order (low, medium, high), whatever order the API sent.
    expect(tableRows('Tasks per priority')).toEqual([
      ['Low', '6', '3'],
      ['Medium', '4', '1'],
      ['High', '2', '1'],
    ]);
    expect(tableRows('Tasks per status')).toEqual([
      ['Pending', '3'],
      ['In progress', '2'],
      ['Completed', '5'],
      ['On hold', '1'],
      ['Cancelled', '1'],
    ]);
    expect(tableRows('Tasks per project')).toEqual([
      ['Website relaunch', '8', '3', '2'],
      ['Mobile app', '4', '2', '1'],
    ]);
    expect(tableRows('Estimated hours per priority')).toEqual([
      ['Low', '400.5'],
      ['Medium', '250'],
      ['High', '600'],
    ]);
    expect(tableRows('Estimated hours per project')).toEqual([
      ['Website relaunch', '900'],
      ['Mobile app', '350.5'],
    ]);
    expect(tableRows('Tasks per deadline outcome')).toEqual([
      ['Met', '4'],
      ['Missed', '1'],
      ['Overdue', '3'],
      ['On track', '3'],
    ]);
    expect(screen.getByText('Total 1,250.5 h · average 104.21 h · max 300 h')).toBeInTheDocument();
    expect(screen.getByText('Met deadlines were finished 2.3 days early on average.')).toBeInTheDocument();
    // The project chart stacks completed and the rest, so its bar is the project's total.
    const projectChart = within(
      screen.getByRole('figure', { name: 'Completed and not completed tasks per project' }),
    ).getByRole('img');
    fireEvent.focus(projectChart);
    expect(chartTooltip()).toHaveTextContent('Website relaunchCompleted3Not completed5');
    fireEvent.blur(projectChart);
    // The ring has the total in its hole; the keyboard reads slice by slice, in the order of the statuses.
    const statusChart = within(screen.getByRole('figure', { name: 'Tasks per status' })).getByRole('img');
    expect(statusChart).toHaveTextContent('12');
    fireEvent.focus(statusChart);
    fireEvent.keyDown(statusChart, { key: 'ArrowRight' });
    fireEvent.keyDown(statusChart, { key: 'ArrowRight' });
    fireEvent.keyDown(statusChart, { key: 'ArrowRight' });
    expect(chartTooltip()).toHaveTextContent('On hold1');
  });

  it('shows the figures in Turkish with Turkish number formats', async () => {
    const { default: i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('tr');
    try {
      renderReport('/users-report?userId=7');
      expect(await screen.findByRole('region', { name: 'Önceliğe göre' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Özet' })).getByText('Tamamlanma oranı').nextElementSibling,
      ).toHaveTextContent('%41,7');
      expect(screen.getByRole('link', { name: 'Bu görevleri göster' })).toBeInTheDocument();
      expect(tableRows('Önceliğe göre görevler')[0]).toEqual(['Düşük', '6', '3']);
      // The chart's tooltip writes hours as the table does: 400,5.
      const hoursChart = within(screen.getByRole('figure', { name: 'Önceliğe göre tahmini saat' })).getByRole('img');
      fireEvent.focus(hoursChart);
      expect(chartTooltip()).toHaveTextContent('DüşükTahmini saat400,5');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses an inverted period without asking the server', async () => {
    const fetchMock = renderReport('/users-report?userId=7&from=2025-06-01&to=2025-01-01');
    expect(await screen.findByText('The start of the range cannot be after its end')).toBeInTheDocument();
    expect(reportRequests(fetchMock)).toEqual([]);
  });

  it('says so when the report cannot be loaded', async () => {
    renderReport('/users-report?userId=99', { 'GET /api/reports/users/*': apiError(404, 'The record was not found') });
    expect(await screen.findByText('Failed to load the report')).toBeInTheDocument();
    expect(screen.getByText('The record was not found')).toBeInTheDocument();
  });

  it('downloads the shown period, busy while it runs, and says "Export failed" when it fails', async () => {
    let fail: (answer: Response) => void = () => {};
    const fetchMock = renderReport('/users-report?userId=7&from=2025-03-01&to=2025-06-30', {
      'GET /api/reports/users/7/export': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    await screen.findByRole('link', { name: 'Show these tasks' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAttribute('data-loading', 'true'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/reports/users/7/export?format=csv&from=2025-03-01&to=2025-06-30',
      expect.anything(),
    );
    fail(apiError(500, 'boom'));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).not.toHaveAttribute('data-loading');
  });
});
