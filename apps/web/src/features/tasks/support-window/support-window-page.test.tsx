import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import '../../../lib/i18n';
import { Component } from './support-window-page';

const employee = { id: 3, name: 'Selin', surname: 'Aktaş', type: 'employee' };
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
  createdAt: '2026-01-30T09:00:00.000Z',
  updatedAt: '2026-01-30T09:00:00.000Z',
};
const created: TimelineItem = { kind: 'event', id: 1, type: 'created', actor: task.createdBy, before: null, after: null, createdAt: task.createdAt };

type Handler = (init: RequestInit) => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(routes: Record<string, Handler>, path = '/support-window/7/task') {
  localStorage.setItem('user', JSON.stringify(employee));
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handler = routes[`${init.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : json({ error: { code: 'routeNotFound', message: 'no route' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/support-window/:id/task', element: <Component /> }], { initialEntries: [path] });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
    expect(screen.getByText('Support usually replies within 5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my tasks' })).toHaveAttribute('href', '/mytask');
  });

  it('confirms a status change with old and new value, and shows the old one again when it fails', async () => {
    const patch = vi.fn(() => json({ error: { code: 'internal', message: 'boom' } }, 500));
    const { user } = renderPage({
      'GET /api/tasks/7': () => json(task),
      'GET /api/tasks/7/timeline': () => json({ data: [created] }),
      'PATCH /api/tasks/7/status': patch,
    });
    await user.click(await screen.findByRole('button', { name: 'Change status: Pending' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Completed' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change task status' });
    expect(dialog).toHaveTextContent(/From\s*Pending\s*To\s*Completed/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ body: JSON.stringify({ status: 'completed' }) }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change status: Pending' })).toBeInTheDocument());
  });

  it('posts a comment as multipart and reloads the timeline', async () => {
    const comment: TimelineItem = { kind: 'comment', id: 5, actor: task.assignee, body: 'On it', attachments: [], createdAt: new Date().toISOString() };
    let timeline: TimelineItem[] = [created];
    const post = vi.fn((init: RequestInit) => {
      timeline = [created, comment];
      return json({ ...comment, body: (init.body as FormData).get('body') }, 201);
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
