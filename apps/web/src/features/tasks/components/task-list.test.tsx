import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@workspace/shared/auth/roles';
import { setAppTimeZone } from '../../../lib/app-today';
import { taskOf } from '../../../test-fixtures';
import { apiError, renderWithApp } from '../../../test-utils';
import { TaskList } from './task-list';

const task = taskOf(7, 'Write the report');

const api = (isStatusSaved: boolean) => ({
  'GET /api/tasks': { data: [task], meta: { page: 1, pageSize: 25, total: 1 } },
  'GET /api/tasks/summary': {
    total: 1,
    byStatus: { pending: 1, inProgress: 0, completed: 0, onHold: 0, cancelled: 0 },
    overdue: 0,
    dueThisWeek: 0,
  },
  'PATCH /api/tasks/7/status': isStatusSaved ? { task } : apiError(500, 'boom'),
});

function renderList({ isMine, as, isStatusSaved = false }: { isMine: boolean; as: UserType; isStatusSaved?: boolean }) {
  return renderWithApp(<TaskList title="Tasks" isMine={isMine} />, {
    user: { id: 3, type: as },
    api: api(isStatusSaved),
    route: isMine ? '/mytask' : '/task',
  }).fetch;
}

/* A row's status is a light button until clicked; then the real select is there, focused and open. */
async function changeStatusToOnHold() {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Status: Write the report' }));
  const select = await screen.findByLabelText('Status: Write the report', { selector: 'input' });
  expect(select).toHaveFocus();
  fireEvent.click(await screen.findByRole('option', { name: 'On hold' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  return select;
}

describe('TaskList', () => {
  it('a failed status change says "Failed to update task status" and shows the old value again', async () => {
    const fetchMock = renderList({ isMine: false, as: 'manager' });
    const select = await changeStatusToOnHold();
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument();
    await vi.waitFor(() => expect(select).toHaveValue('Pending'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/tasks/7/status',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'onHold' }) }),
    );
  });

  it('a saved status change is confirmed with a toast', async () => {
    renderList({ isMine: false, as: 'manager', isStatusSaved: true });
    await changeStatusToOnHold();
    expect(await screen.findByText('Task status updated')).toBeInTheDocument();
  });

  it('managers get priority changes, new, edit and delete', async () => {
    renderList({ isMine: false, as: 'manager' });
    expect(await screen.findByRole('combobox', { name: 'Priority: Write the report' })).toHaveTextContent('Medium');
    expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit: Write the report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Write the report' })).toBeInTheDocument();
  });

  it('an employee in My tasks may change the status and nothing else', async () => {
    const fetchMock = renderList({ isMine: true, as: 'employee' });
    expect(await screen.findByRole('combobox', { name: 'Status: Write the report' })).toHaveTextContent('Pending');
    expect(screen.queryByRole('combobox', { name: 'Priority: Write the report' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Write the report/ })).toHaveTextContent('Medium');
    expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit: / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete: / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the support window of “Write the report”' })).toHaveAttribute(
      'href',
      '/support-window/7/task',
    );
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/tasks\?.*mine=true/), expect.anything());
  });

  describe('the due-this-week card', () => {
    afterEach(() => {
      setAppTimeZone('Europe/Istanbul');
      vi.useRealTimers();
    });

    // 22:30 UTC on Sunday 29 November 2026 is already Monday 30 November in Istanbul.
    const filterByWeekIn = async (timeZone: string) => {
      vi.useFakeTimers({ now: new Date('2026-11-29T22:30:00Z'), toFake: ['Date'] });
      setAppTimeZone(timeZone);
      const fetchMock = renderList({ isMine: false, as: 'manager' });
      fireEvent.click(await screen.findByRole('button', { name: 'Due this week 0' }));
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: 'Due this week 0' })).toHaveAttribute('aria-pressed', 'true'),
      );
      return fetchMock;
    };

    it("filters the week of the company's time zone, which on a Sunday night in UTC is the one ending that day", async () => {
      const fetchMock = await filterByWeekIn('UTC');
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/^\/api\/tasks\?.*deadlineFrom=2026-11-23&deadlineTo=2026-11-29/),
        expect.anything(),
      );
    });

    it('filters the next week when the company is in Istanbul, where Monday has begun', async () => {
      const fetchMock = await filterByWeekIn('Europe/Istanbul');
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/^\/api\/tasks\?.*deadlineFrom=2026-11-30&deadlineTo=2026-12-06/),
        expect.anything(),
      );
    });
  });
});
