import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserType } from '@workspace/shared/auth/roles';
import type { Ticket, TicketSummary } from '@workspace/shared/tickets/tickets.schemas';
import { findSelectInput, renderWithApp, type ApiStubs } from '../../test-utils';
import { TicketsPage } from './tickets-page';

const ticket: Ticket = {
  id: 12,
  subject: 'Invoice PDF is empty',
  description: 'The March invoice downloads as an empty page.',
  status: 'pending',
  priority: 'urgent',
  department: 'billing',
  type: 'problem',
  category: { id: 3, name: 'Invoices' },
  project: null,
  assignee: null,
  createdBy: { id: 40, name: 'Ayşe', surname: 'Demir' },
  deadline: '2030-01-10',
  isOverdue: true,
  completedAt: null,
  createdAt: '2030-01-01T09:00:00Z',
  updatedAt: '2030-01-01T09:00:00Z',
};

const summary: TicketSummary = {
  total: 1,
  byStatus: { pending: 1, inProgress: 0, onHold: 0, completed: 0, cancelled: 0 },
  urgentOpen: 1,
  unassignedOpen: null,
};

const page = (rows: Ticket[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });

function renderTickets({
  as,
  rows = [ticket],
  openOnly = false,
  api = {},
}: {
  as: UserType;
  rows?: Ticket[];
  openOnly?: boolean;
  api?: ApiStubs;
}) {
  const path = openOnly ? '/open-ticket' : '/ticket';
  return renderWithApp(
    <Routes>
      <Route path={path} element={<TicketsPage openOnly={openOnly} />} />
    </Routes>,
    {
      user: { id: 40, type: as },
      route: path,
      api: { 'GET /api/tickets': page(rows), 'GET /api/tickets/summary': summary, ...api },
    },
  ).fetch;
}

/** The query strings of every GET /api/tickets the list sent, in order. */
const listRequests = (fetchMock: ReturnType<typeof renderTickets>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/tickets');

const columnHeads = () => screen.getAllByRole('columnheader').map((head) => head.textContent);

describe('TicketsPage', () => {
  it('shows a customer their tickets without assignee and creator columns, and a New ticket link', async () => {
    renderTickets({ as: 'user' });
    const row = await screen.findByRole('row', { name: /Invoice PDF is empty/ });
    expect(columnHeads()).not.toContain('Assignee');
    expect(columnHeads()).not.toContain('Created by');
    expect(within(row).getByText('#12')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Invoice PDF is empty' })).toHaveAttribute(
      'href',
      '/support-window/12/ticket',
    );
    expect(within(row).getByText('Urgent')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/create-ticket');
    expect(screen.queryByRole('button', { name: /^Unassigned, unfinished/ })).not.toBeInTheDocument();
  });

  it('tells a customer with no tickets that they have raised none, with the New ticket link beside it', async () => {
    renderTickets({ as: 'user', rows: [] });
    expect(await screen.findByText('You have not raised any tickets yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New ticket' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a manager who works on and raised each ticket, the unassigned figure, and no New ticket link', async () => {
    // Who raised a ticket is a column the manager chose: it is not among the defaults, which fit 1366 px.
    renderTickets({
      as: 'manager',
      api: {
        'GET /api/tickets/summary': { ...summary, unassignedOpen: 4 },
        'GET /api/list-columns': { columns: ['id', 'subject', 'status', 'assignee', 'createdBy', 'createdAt'] },
      },
    });
    await waitFor(() => expect(columnHeads()).toEqual(expect.arrayContaining(['Assignee', 'Created by'])));
    const row = await screen.findByRole('row', { name: /Invoice PDF is empty/ });
    expect(within(row).getByText('Unassigned')).toBeInTheDocument();
    expect(within(row).getByText('Ayşe Demir')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unassigned, unfinished 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New ticket' })).not.toBeInTheDocument();
  });

  it('offers the master no New ticket link, since /create-ticket is for customers', async () => {
    renderTickets({ as: 'master' });
    await screen.findByRole('row', { name: /Invoice PDF is empty/ });
    expect(screen.queryByRole('link', { name: 'New ticket' })).not.toBeInTheDocument();
  });

  it('a master filters to tickets nobody is assigned to', async () => {
    const fetchMock = renderTickets({ as: 'master' });
    await screen.findByRole('row', { name: /Invoice PDF is empty/ });
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    fireEvent.click(await findSelectInput('Assignee'));
    fireEvent.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await vi.waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.get('unassigned')).toBe('true'));
    expect(listRequests(fetchMock).at(-1)?.searchParams.has('assigneeId')).toBe(false);
  });

  it('the urgent card lists what it counts: urgent tickets not yet finished', async () => {
    const fetchMock = renderTickets({ as: 'manager' });
    fireEvent.click(await screen.findByRole('button', { name: /^Urgent, unfinished \d/ }));
    await vi.waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.get('priority')).toBe('urgent'));
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('status')).toBe('unfinished');
  });

  it('the open list starts at status pending with its filters shown, and the status can be cleared', async () => {
    const fetchMock = renderTickets({ as: 'manager', openOnly: true });
    expect(await screen.findByRole('heading', { name: 'Open tickets' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /Invoice PDF is empty/ });
    const requests = listRequests(fetchMock);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.searchParams.get('status') === 'pending')).toBe(true);

    const filters = screen.getByRole('region', { name: 'Filters' });
    const status = await findSelectInput('Status', filters);
    expect(status).toHaveValue('Pending');
    // Mantine's clear button sits beside the input, hidden from the accessibility tree.
    const clear = status.parentElement?.querySelector('button');
    expect(clear).toBeTruthy();
    fireEvent.click(clear!);

    await vi.waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.has('status')).toBe(false));
    expect(status).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
  });

  it('the open list with nothing pending says so; an employee gets no unassigned figure', async () => {
    renderTickets({ as: 'employee', openOnly: true, rows: [] });
    expect(await screen.findByText('No pending tickets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Urgent, unfinished \d/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unassigned, unfinished/ })).not.toBeInTheDocument();
  });

  it('exports the list under the filters in effect', async () => {
    // jsdom makes no object URLs; the download needs one.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:export';
        static override revokeObjectURL = () => {};
      },
    );
    const fetchMock = renderTickets({
      as: 'manager',
      openOnly: true,
      api: { 'GET /api/tickets/export': new Response('id\n12\n') },
    });
    await screen.findByRole('row', { name: /Invoice PDF is empty/ });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/tickets\/export\?/), expect.anything()),
    );
    const url = new URL(
      String(fetchMock.mock.calls.find(([call]) => String(call).startsWith('/api/tickets/export'))![0]),
      'http://localhost',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: 'createdAt',
      order: 'desc',
      status: 'pending',
      format: 'csv',
    });
  });

  it('shows the header actions a page puts beside the title', async () => {
    renderWithApp(<TicketsPage headerActions={<button type="button">Canned replies</button>} />, {
      user: { id: 1, type: 'manager' },
      route: '/ticket',
      api: { 'GET /api/tickets': page([ticket]), 'GET /api/tickets/summary': summary },
    });
    expect(await screen.findByRole('button', { name: 'Canned replies' })).toBeInTheDocument();
  });
});
