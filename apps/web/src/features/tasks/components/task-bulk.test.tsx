import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { taskOf } from '../../../test-fixtures';
import { apiError, renderWithApp } from '../../../test-utils';
import { TaskList } from './task-list';

const rows = [taskOf(7, 'Write the report'), taskOf(8, 'Call the bank')];

function renderTasks(bulk: unknown) {
  return renderWithApp(<TaskList title="Tasks" isMine={false} />, {
    user: { id: 1, type: 'manager' },
    route: '/task?q=bank',
    api: {
      'GET /api/tasks': { data: rows, meta: { page: 1, pageSize: 2, total: 40 } },
      'GET /api/tasks/summary': {
        total: 40,
        byStatus: { pending: 40, inProgress: 0, completed: 0, onHold: 0, cancelled: 0 },
        overdue: 0,
        dueThisWeek: 0,
      },
      'GET /api/users/lookup': { data: [{ id: 3, name: 'Can', surname: 'Özkan', type: 'employee' }] },
      'POST /api/tasks/bulk': bulk,
    },
  }).fetch;
}

async function chooseAssignee() {
  const bar = await screen.findByRole('region', { name: 'Bulk actions' });
  fireEvent.change(within(bar).getByLabelText('Action'), { target: { value: 'assignee' } });
  const value = within(bar).getByLabelText('New value');
  await within(value).findByRole('option', { name: 'Can Özkan' });
  fireEvent.change(value, { target: { value: '3' } });
  fireEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
  return bar;
}

describe('bulk actions on the task list', () => {
  it('selects rows, then every row of the filtered list, and sends the filters after one confirmation naming count and change', async () => {
    const fetchMock = renderTasks({ count: 40 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Write the report' }));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 40 of the filtered list' }));
    expect(await screen.findByText('All 40 of the filtered list are selected')).toBeInTheDocument();
    await chooseAssignee();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change the assignee of 40 tasks to “Can Özkan”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign to' }));
    expect(await screen.findByText('40 tasks changed')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/tasks/bulk');
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      selection: { filters: { q: 'bank' } },
      change: { action: 'assignee', assigneeId: 3 },
    });
  });

  it("keeps the server's refusal, naming the rows and why, in view", async () => {
    renderTasks(
      apiError(409, 'Nothing was changed: #8 “Call the bank” (the deadline would fall before its start date)'),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Call the bank' }));
    const bar = await chooseAssignee();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Assign to' }));
    expect(await within(bar).findByRole('alert')).toHaveTextContent('#8 “Call the bank”');
  });
});
