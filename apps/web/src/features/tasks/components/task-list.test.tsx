import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { renderWithUi } from '../../../test-utils';
import { TaskList } from './task-list';

const task: Task = {
  id: 7,
  title: 'Write the report',
  description: null,
  assignee: { id: 3, name: 'Can', surname: 'Özkan' },
  project: { id: 2, name: 'Apollo' },
  startDate: '2030-01-02',
  deadline: '2030-01-10',
  estimatedHours: '7.50',
  status: 'pending',
  priority: 'medium',
  completedAt: null,
  isOverdue: false,
  createdBy: null,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-01T00:00:00Z',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let patchStatus = 500;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'PATCH') return patchStatus === 200 ? json({ task }) : json({ error: { code: 'internal', message: 'boom' } }, patchStatus);
  if (url.startsWith('/api/tasks/summary')) return json({ total: 1, byStatus: { pending: 1, inProgress: 0, completed: 0, onHold: 0, cancelled: 0 }, overdue: 0, dueThisWeek: 0 });
  if (url.startsWith('/api/tasks')) return json({ data: [task], meta: { page: 1, pageSize: 25, total: 1 } });
  return json({ data: [] });
});

beforeEach(() => {
  patchStatus = 500;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderList(props: { isMine: boolean; canManage: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithUi(
    <QueryClientProvider client={client}>
      <Notifications />
      <TaskList title="Tasks" {...props} />
    </QueryClientProvider>,
    { route: props.isMine ? '/mytask' : '/task' },
  );
}

async function changeStatusToOnHold() {
  const select = await screen.findByLabelText('Status: Write the report', { selector: 'input' });
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: 'On hold' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  return select;
}

describe('TaskList', () => {
  it('a failed status change says "Failed to update task status" and shows the old value again', async () => {
    renderList({ isMine: false, canManage: true });
    const select = await changeStatusToOnHold();
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument();
    await vi.waitFor(() => expect(select).toHaveValue('Pending'));
    expect(fetchMock).toHaveBeenCalledWith('/api/tasks/7/status', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'onHold' }) }));
  });

  it('a saved status change is confirmed with a toast', async () => {
    patchStatus = 200;
    renderList({ isMine: false, canManage: true });
    await changeStatusToOnHold();
    expect(await screen.findByText('Task status updated')).toBeInTheDocument();
  });

  it('managers get priority changes, new, edit and delete', async () => {
    renderList({ isMine: false, canManage: true });
    expect(await screen.findByLabelText('Priority: Write the report', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit: Write the report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Write the report' })).toBeInTheDocument();
  });

  it('an employee in My tasks may change the status and nothing else', async () => {
    renderList({ isMine: true, canManage: false });
    expect(await screen.findByLabelText('Status: Write the report', { selector: 'input' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Priority: Write the report', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Write the report/ })).toHaveTextContent('Medium');
    expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit: / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete: / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the support window of “Write the report”' })).toHaveAttribute('href', '/support-window/7/task');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/tasks\?.*mine=true/), expect.anything());
  });
});
