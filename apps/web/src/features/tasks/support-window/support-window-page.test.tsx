import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { apiError, json, renderWithApp, type ApiStubs } from '../../../test-utils';
import { Component } from './support-window-page';

const employee = { id: 3, name: 'Selin', surname: 'Aktaş', type: 'employee' } as const;
const task: Task = {
  id: 7,
  title: 'Prepare the offer',
  description: 'First line\nSecond line',
  assignee: { id: 3, name: 'Selin', surname: 'Aktaş' },
  project: { id: 1, name: 'Website relaunch' },
  startDate: '2026-02-01',
  deadline: '2026-02-10',
  estimatedHours: '7.50',
  status: 'pending',
  priority: 'high',
  completedAt: null,
  isOverdue: true,
  createdBy: { id: 2, name: 'Murat', surname: 'Demir' },
  ticketId: null,
  createdAt: '2026-01-30T09:00:00.000Z',
  updatedAt: '2026-01-30T09:00:00.000Z',
};
const created: TimelineItem = {
  kind: 'event',
  id: 1,
  type: 'created',
  actor: task.createdBy,
  before: null,
  after: null,
  createdAt: task.createdAt,
};

/** The page at its route, signed in as the employee the task is assigned to; a task nobody stubbed answers 404. */
function renderPage(api: ApiStubs, path = '/support-window/7/task') {
  renderWithApp(
    <Routes>
      <Route path="/support-window/:id/task" element={<Component />} />
    </Routes>,
    { user: employee, route: path, api: { 'GET /api/tasks/7': apiError(404, 'The record was not found'), ...api } },
  );
  return { user: userEvent.setup() };
}

describe('task support window', () => {
  it('shows a friendly panel for a task that answers 404', async () => {
    renderPage({});
    expect(await screen.findByRole('heading', { name: 'Task not found or not available to you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/admin');
  });

  it('shows the details, the timeline and the reply hint', async () => {
    renderPage({ 'GET /api/tasks/7': () => json(task), 'GET /api/tasks/7/timeline': () => json({ data: [created] }) });
    expect(await screen.findByRole('heading', { name: 'Prepare the offer' })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('7.5 hours')).toBeInTheDocument();
    expect(screen.getByText(/First line\s+Second line/)).toBeInTheDocument();
    expect(await screen.findByText('created the task')).toBeInTheDocument();
    // The reply-time promise is the customer's ticket window's, not the staff's task window's.
    expect(screen.queryByText(/replies within 5 minutes/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my tasks' })).toHaveAttribute('href', '/mytask');
  });

  it('confirms a status change with old and new value, and shows the old one again when it fails', async () => {
    const patch = vi.fn(() => json({ error: { code: 'internal', message: 'boom' } }, 500));
    const { user } = renderPage({
      'GET /api/tasks/7': () => json(task),
      'GET /api/tasks/7/timeline': () => json({ data: [created] }),
      'PATCH /api/tasks/7/status': patch,
    });
    await user.click(await screen.findByRole('combobox', { name: `Status: ${task.title}` }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change' });
    expect(
      within(dialog).getByText(`Change the status of “${task.title}” from Pending to Completed?`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      expect.objectContaining({ init: expect.objectContaining({ body: JSON.stringify({ status: 'completed' }) }) }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: `Status: ${task.title}` })).toHaveValue('Pending'));
  });

  it('posts a comment as multipart and reloads the timeline', async () => {
    const comment: TimelineItem = {
      kind: 'comment',
      id: 5,
      actor: task.assignee,
      body: 'On it',
      mentions: [],
      internal: false,
      attachments: [],
      createdAt: new Date().toISOString(),
    };
    let timeline: TimelineItem[] = [created];
    const post = vi.fn(({ body }: { body: unknown }) => {
      timeline = [created, comment];
      return json({ ...comment, body: (body as FormData).get('body') }, 201);
    });
    const { user } = renderPage({
      'GET /api/tasks/7': () => json(task),
      'GET /api/tasks/7/timeline': () => json({ data: timeline }),
      'POST /api/tasks/7/comments': post,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'On it');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('On it', { selector: 'p' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect((post.mock.calls[0]![0].body as FormData).get('body')).toBe('On it');
  });
});
