import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectReportRow, ProjectReportSummary } from '@workspace/shared/insight/reports.schemas';
import { PROJECT_REPORT_SORT_FIELDS } from '@workspace/shared/insight/reports.constants';
import { projectReportColumns } from '@workspace/shared/columns/projects-report';
import { apiError, renderWithApp, type ApiStubs } from '../../test-utils';
import { Component as ProjectsReportPage } from './projects-report-page';

/* The tooltip of the chart in focus: the same figures as its table, for the eye. */
const chartTooltip = () => document.querySelector('[data-chart-tooltip]');

const late: ProjectReportRow = {
  id: 5,
  name: 'Website relaunch',
  company: { id: 2, name: 'Anadolu Yazılım A.Ş.' },
  status: 'inProgress',
  priority: 'high',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  budget: '150000.00',
  currency: 'TL',
  money: [
    { currency: 'TL', received: '50000.00', paid: '12500.50' },
    { currency: 'USD', received: '0.00', paid: '300.00' },
  ],
  taskCount: 10,
  completedTasks: 3,
  progress: 30,
  byStatus: { pending: 4, inProgress: 2, completed: 3, onHold: 1, cancelled: 0 },
  overdueTasks: 2,
  daysLeft: 12,
  timeLeftShare: 25.5,
  workLeftShare: 70,
  atRisk: true,
};

const fresh: ProjectReportRow = {
  ...late,
  id: 6,
  name: 'Mobile app',
  company: { id: 3, name: 'Boğaziçi Lojistik' },
  status: 'pending',
  budget: '8000.00',
  currency: 'Euro',
  money: [],
  taskCount: 0,
  completedTasks: 0,
  progress: null,
  byStatus: { pending: 0, inProgress: 0, completed: 0, onHold: 0, cancelled: 0 },
  overdueTasks: 0,
  daysLeft: -3,
  timeLeftShare: 0,
  workLeftShare: null,
  atRisk: false,
};

const summary: ProjectReportSummary = {
  total: 2,
  atRisk: 1,
  overdueTasks: 2,
  byStatus: { pending: 1, inProgress: 1, completed: 0, onHold: 0, cancelled: 0 },
  money: [
    { currency: 'TL', budget: '150000.00', received: '50000.00', paid: '12500.50' },
    { currency: 'Euro', budget: '8000.00', received: '0.00', paid: '0.00' },
    { currency: 'USD', budget: '0.00', received: '0.00', paid: '300.00' },
    { currency: 'GBP', budget: '0.00', received: '0.00', paid: '0.00' },
  ],
};

const page = (rows: ProjectReportRow[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });

function renderReport(api: ApiStubs = {}, route = '/projects-report') {
  return renderWithApp(<ProjectsReportPage />, {
    route,
    user: { id: 1, type: 'master' },
    api: {
      'GET /api/reports/projects': page([late, fresh]),
      'GET /api/reports/projects/summary': summary,
      'GET /api/companies/lookup': { data: [{ id: 2, name: 'Anadolu Yazılım A.Ş.' }] },
      // The person chose every column (the task counts and overdue tasks are optional ones, to fit 1366 px).
      'GET /api/list-columns': { columns: projectReportColumns.columns.map((column) => column.key) },
      ...api,
    },
  }).fetch;
}

const requests = (fetchMock: ReturnType<typeof renderReport>, path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === path);

const figure = (currency: string, label: string) =>
  within(screen.getByRole('group', { name: currency })).getByText(label).nextElementSibling?.textContent;

describe('ProjectsReportPage', () => {
  it('shows each project with its progress, tasks, money, time left and an at-risk badge', async () => {
    renderReport();
    expect(screen.getByRole('heading', { name: 'Projects report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Projects report' });
    const row = await within(table).findByRole('row', { name: /Website relaunch/ });
    expect(row).toHaveTextContent('Anadolu Yazılım A.Ş.');
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar', { name: 'Progress of Website relaunch' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(row).getByText('30%')).toBeInTheDocument();
    expect(within(row).getByTitle('Pending: 4')).toHaveTextContent('Pending: 4');
    expect(within(row).queryByTitle(/Cancelled/)).not.toBeInTheDocument();
    expect(row).toHaveTextContent('₺150,000.00');
    expect(row).toHaveTextContent('₺50,000.00 / ₺12,500.50');
    expect(row).toHaveTextContent('$0.00 / $300.00');
    expect(row).toHaveTextContent('12 days left · 70% of work left');
    const badge = within(row).getByText('At risk').closest('.mantine-Badge-root');
    // The rule is the badge's description, for those who cannot hover.
    expect(badge).toHaveAccessibleDescription(/the share of work left is greater than the share of time left/);

    const other = within(table).getByRole('row', { name: /Mobile app/ });
    expect(within(other).queryByText('At risk')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Ended 3 days ago · No tasks');
    expect(other).toHaveTextContent('€8,000.00');
  });

  it('shows the counts and one money card per currency that has any, never a sum across currencies', async () => {
    renderReport();
    const cards = await screen.findByRole('region', { name: 'Summary' });
    await within(cards).findByRole('button', { name: 'At risk 1' });
    expect(within(cards).getByRole('button', { name: 'Projects 2' })).toBeInTheDocument();
    expect(within(cards).getByText('Overdue tasks').nextElementSibling).toHaveTextContent('2');
    expect(figure('TL', 'Budget')).toBe('₺150,000.00');
    expect(figure('TL', 'Received')).toBe('₺50,000.00');
    expect(figure('TL', 'Paid')).toBe('₺12,500.50');
    expect(figure('Euro', 'Budget')).toBe('€8,000.00');
    expect(figure('USD', 'Paid')).toBe('$300.00');
    // GBP has nothing: no card. And TL + Euro budgets (158,000) appear nowhere.
    expect(screen.queryByRole('group', { name: 'GBP' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByText(/158,000/)).not.toBeInTheDocument();
  });

  it('the at-risk card and switch filter the list and the cards', async () => {
    const fetchMock = renderReport();
    fireEvent.click(await screen.findByRole('button', { name: 'At risk 1' }));
    await vi.waitFor(() =>
      expect(requests(fetchMock, '/api/reports/projects').at(-1)?.searchParams.get('atRisk')).toBe('true'),
    );
    expect(requests(fetchMock, '/api/reports/projects/summary').at(-1)?.searchParams.get('atRisk')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Show filters/ }));
    const filters = screen.getByRole('region', { name: 'Filters' });
    const atRiskOnly = await within(filters).findByRole('switch', { name: 'At risk only' });
    expect(atRiskOnly).toBeChecked();
    fireEvent.click(atRiskOnly);
    await vi.waitFor(() =>
      expect(requests(fetchMock, '/api/reports/projects').at(-1)?.searchParams.has('atRisk')).toBe(false),
    );
  });

  it('sorts by every sort field of the report', async () => {
    const fetchMock = renderReport();
    const table = screen.getByRole('table', { name: 'Projects report' });
    await within(table).findByRole('row', { name: /Website relaunch/ });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((head) => head.textContent?.replace(/ [▲▼]$/, ''));
    const sortable = within(table)
      .getAllByRole('columnheader')
      .map((head) => within(head).queryByRole('button'))
      .filter((button) => button !== null);
    expect(sortable).toHaveLength(PROJECT_REPORT_SORT_FIELDS.length);
    expect(heads).toEqual(
      expect.arrayContaining([
        'Project',
        'Company',
        'Status',
        'Progress',
        'Overdue tasks',
        'Dates',
        'Time and work left',
        'Budget; received / paid',
      ]),
    );
    const sortOf = (title: string) => {
      fireEvent.click(within(table).getByRole('button', { name: new RegExp(`^${title}`) }));
      return vi.waitFor(() => {
        const last = requests(fetchMock, '/api/reports/projects').at(-1)!;
        return `${last.searchParams.get('sort')} ${last.searchParams.get('order')}`;
      });
    };
    expect(await sortOf('Time and work left')).toBe('daysLeft asc');
    expect(await sortOf('Company')).toBe('company asc');
    expect(await sortOf('Budget')).toBe('budget asc');
    expect(await sortOf('Progress')).toBe('progress asc');
  });

  it('draws work left against time left for the page, with its numbers as a table', async () => {
    renderReport();
    const chart = within(
      await screen.findByRole('figure', { name: 'Work left and time left per project, in percent' }),
    ).getByRole('img');
    fireEvent.focus(chart);
    expect(chartTooltip()).toHaveTextContent('Website relaunchWork left %70%Time left %25.5%');
    // A project without tasks has no work left to draw: a bar of 0 (the table says "-").
    fireEvent.keyDown(chart, { key: 'ArrowDown' });
    expect(chartTooltip()).toHaveTextContent('Mobile appWork left %0%Time left %0%');
    const table = screen.getByRole('table', { name: 'Work left and time left per project' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Website relaunch/)).toEqual(['Website relaunch', '70%', '25.5%', '12', 'Yes']);
    expect(cells(/Mobile app/)).toEqual(['Mobile app', '-', '0%', '-3', 'No']);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Work left and time left per project' })).toBeVisible();
  });

  it('sends the filters from the address and shows a refused range', async () => {
    const fetchMock = renderReport(
      {
        'GET /api/reports/projects': apiError(400, 'Some fields are invalid', {
          to: 'The start of the range cannot be after its end',
        }),
      },
      '/projects-report?companyId=2&status=inProgress&from=2025-06-01&to=2025-01-01&filters=open',
    );
    expect(
      await screen.findByText('The start of the range cannot be after its end', { selector: '.mantine-Alert-message' }),
    ).toBeInTheDocument();
    const sent = requests(fetchMock, '/api/reports/projects')[0]!.searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      companyId: '2',
      status: 'inProgress',
      from: '2025-06-01',
      to: '2025-01-01',
    });
    expect(screen.queryByRole('row', { name: /Website relaunch/ })).not.toBeInTheDocument();
  });
});
