import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@workspace/shared/common/limits';
import { addDays } from '@workspace/shared/common/work';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import type { TicketDetail } from '@workspace/shared/tickets/tickets.schemas';
import { appToday } from '../../../lib/app-today';
import { useTicketLiveUpdates } from '../../../lib/live-tickets';
import { apiError, json, renderWithApp, type ApiStubs, type RenderOptions } from '../../../test-utils';
import { Component } from './ticket-window-page';

const customer = { id: 5, name: 'Ayşe', surname: 'Kaya', type: 'user' } as const;
const manager = { id: 2, name: 'Murat', surname: 'Demir', type: 'manager' } as const;
const employee = { id: 3, name: 'Selin', surname: 'Aktaş', type: 'employee' } as const;
const master = { id: 1, name: 'Deniz', surname: 'Yılmaz', type: 'master' } as const;

const ticket: TicketDetail = {
  id: 12,
  subject: 'Invoice PDF is empty',
  description: 'The February invoice opens blank.\nPlease send it again.',
  status: 'pending',
  priority: 'medium',
  department: 'billing',
  type: 'problem',
  category: { id: 2, name: 'Invoices' },
  project: { id: 1, name: 'Website relaunch' },
  assignee: { id: 3, name: 'Selin', surname: 'Aktaş' },
  createdBy: { id: 5, name: 'Ayşe', surname: 'Kaya' },
  deadline: null,
  isOverdue: false,
  completedAt: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
  tasks: [],
  following: false,
};
const created: TimelineItem = {
  kind: 'event',
  id: 1,
  type: 'created',
  actor: ticket.createdBy,
  before: null,
  after: null,
  createdAt: ticket.createdAt,
};
const ticketAnswer = (changes: Partial<TicketDetail> = {}) => json({ ticket: { ...ticket, ...changes } });

/** The page at its route; the ticket answers as given, its timeline with the creation only, unless stubbed otherwise. */
function renderPage(user: RenderOptions['user'], api: ApiStubs = {}, extra: React.ReactNode = null) {
  const result = renderWithApp(
    <>
      {extra}
      <Routes>
        <Route path="/support-window/:id/ticket" element={<Component />} />
        <Route path="/ticket" element={<h1>Tickets list</h1>} />
      </Routes>
    </>,
    {
      user,
      route: '/support-window/12/ticket',
      api: {
        'GET /api/tickets/12': () => ticketAnswer(),
        'GET /api/tickets/12/timeline': () => json({ data: [created] }),
        ...api,
      },
    },
  );
  return { ...result, user: userEvent.setup() };
}

describe('ticket support window', () => {
  it('shows a friendly panel for a ticket that answers 404', async () => {
    renderPage(customer, { 'GET /api/tickets/12': apiError(404, 'The record was not found') });
    expect(
      await screen.findByRole('heading', { name: 'Ticket not found or not available to you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/admin');
  });

  it('gives the customer the details, the reply-time line, a reply box and Close, and no staff controls', async () => {
    renderPage(customer);
    expect(await screen.findByRole('heading', { name: 'Invoice PDF is empty' })).toBeInTheDocument();
    expect(screen.getByText('Ticket #12')).toBeInTheDocument();
    expect(screen.getByText('Billing')).toBeInTheDocument();
    expect(screen.getByText('Problem')).toBeInTheDocument();
    expect(screen.getByText('Invoices')).toBeInTheDocument();
    expect(screen.getByText(/The February invoice opens blank\.\s+Please send it again\./)).toBeInTheDocument();
    expect(await screen.findByText('opened the ticket')).toBeInTheDocument();

    expect(screen.getByText('We typically reply within 5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close ticket' })).toBeInTheDocument();

    expect(
      screen.queryByRole('textbox', { name: /^(Status|Priority|Assigned to|Category|Deadline):/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^(Status|Priority|Assigned to|Category|Deadline):/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ticket' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tasks from this ticket')).not.toBeInTheDocument();
  });

  it('offers staff a reply or an internal note, sends the note as internal and shows it tinted with its badge', async () => {
    const note: TimelineItem = {
      kind: 'comment',
      id: 9,
      actor: ticket.assignee,
      body: 'Refund approved by finance',
      mentions: [],
      internal: true,
      attachments: [],
      createdAt: new Date().toISOString(),
    };
    let timeline: TimelineItem[] = [created];
    const post = vi.fn(({ body }: { body: unknown }) => {
      timeline = [created, note];
      return json({ ...note, body: (body as FormData).get('body') }, 201);
    });
    const { user } = renderPage(employee, {
      'GET /api/tickets/12/timeline': () => json({ data: timeline }),
      'POST /api/tickets/12/comments': post,
    });
    const choice = await screen.findByRole('group', { name: 'Who sees it' });
    expect(within(choice).getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(choice).getByRole('button', { name: 'Internal note' }));
    expect(within(choice).getByRole('button', { name: 'Internal note' })).toHaveAttribute('aria-pressed', 'true');
    const box = screen.getByRole('textbox', { name: 'Internal note (staff only)' });
    expect(box).toHaveAccessibleDescription('Only staff see internal notes and their files; the customer is not told.');
    await user.type(box, 'Refund approved by finance');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const sent = (post.mock.calls[0] as unknown as [{ body: FormData }])[0].body;
    expect(sent.get('internal')).toBe('true');
    expect(sent.get('body')).toBe('Refund approved by finance');
    expect(await screen.findByText('Internal note added')).toBeInTheDocument();
    const card = (await screen.findByText('Refund approved by finance', { selector: 'p' })).closest(
      '[data-internal-note]',
    );
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Internal')).toBeInTheDocument();
    expect(screen.getByText('added an internal note')).toBeInTheDocument();
  });

  it('sends a plain reply from staff without the internal flag', async () => {
    const post = vi.fn(() => json({ ...created, kind: 'comment', body: 'x', internal: false, attachments: [] }, 201));
    const { user } = renderPage(manager, { 'POST /api/tickets/12/comments': post });
    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'We are on it');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0] as unknown as [{ body: FormData }])[0].body.get('internal')).toBeNull();
  });

  it('lets staff follow and unfollow the ticket; a customer has no such button', async () => {
    const put = vi.fn(() => ticketAnswer({ following: true }));
    const remove = vi.fn(() => ticketAnswer({ following: false }));
    const { user } = renderPage(manager, {
      'PUT /api/tickets/12/follow': put,
      'DELETE /api/tickets/12/follow': remove,
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(put).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/You follow this ticket/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    // Its two toasts would otherwise fill the shared toast store's limit for the tests after it.
    notifications.clean();
    notifications.cleanQueue();
  });

  it('gives a customer no Follow button', async () => {
    renderPage(customer);
    expect(await screen.findByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Follow|Unfollow)$/ })).not.toBeInTheDocument();
  });

  it("offers staff the ticket's people after @ in an internal note, sends the mention by id and shows it by name", async () => {
    const candidates = vi.fn(() => json({ data: [{ id: 4, name: 'Emre', surname: 'Şahin' }] }));
    const note: TimelineItem = {
      kind: 'comment',
      id: 9,
      actor: manager,
      body: '@[4] can you check?',
      mentions: [{ id: 4, name: 'Emre', surname: 'Şahin' }],
      internal: true,
      attachments: [],
      createdAt: ticket.createdAt,
    };
    const post = vi.fn(() => json(note, 201));
    const { user } = renderPage(manager, {
      'GET /api/tickets/12/mention-candidates': candidates,
      'POST /api/tickets/12/comments': post,
    });
    await user.click(await screen.findByRole('button', { name: 'Internal note' }));
    await user.type(screen.getByRole('textbox', { name: 'Internal note (staff only)' }), '@em');
    await user.click(await screen.findByRole('option', { name: 'Emre Şahin' }));
    expect(new URL((candidates.mock.calls.at(-1) as unknown as [Request])[0].url).search).toBe('?q=em&internal=true');
    await user.type(screen.getByRole('textbox', { name: 'Internal note (staff only)' }), 'can you check?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0] as unknown as [{ body: FormData }])[0].body.get('body')).toBe('@[4] can you check?');
  });

  it('gives the customer no internal-note choice', async () => {
    renderPage(customer);
    expect(await screen.findByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Who sees it' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Internal note' })).not.toBeInTheDocument();
  });

  it('replaces the reply box of a customer on a cancelled ticket with the reason', async () => {
    renderPage(customer, { 'GET /api/tickets/12': () => ticketAnswer({ status: 'cancelled' }) });
    expect(await screen.findByText('Replies are closed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This ticket was cancelled and takes no more replies. Raise a new ticket if you still need help.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('keeps the reply box, internal notes included, for staff on a cancelled ticket', async () => {
    renderPage(employee, { 'GET /api/tickets/12': () => ticketAnswer({ status: 'cancelled' }) });
    expect(await screen.findByRole('button', { name: 'Internal note' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
  });

  it('lets the customer close the ticket after confirming, and reopen it once closed', async () => {
    let current: Partial<TicketDetail> = {};
    const patch = vi.fn(({ body }: { body: unknown }) => {
      current = { status: (body as { status: TicketDetail['status'] }).status };
      return ticketAnswer(current);
    });
    const { user } = renderPage(customer, {
      'GET /api/tickets/12': () => ticketAnswer(current),
      'PATCH /api/tickets/12/status': patch,
    });
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));

    expect(await screen.findByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ body: { status: 'completed' } }));
    expect(screen.getByText('Ticket closed')).toBeInTheDocument();
  });

  it('lets a manager change the priority through a confirmation that shows the old and the new value', async () => {
    let stored: Partial<TicketDetail> = {};
    const patch = vi.fn(() => {
      stored = { priority: 'urgent' };
      return ticketAnswer(stored);
    });
    renderPage(manager, { 'GET /api/tickets/12': () => ticketAnswer(stored), 'PATCH /api/tickets/12/priority': patch });
    // Until pressed, the value shows in a button announced as a closed select; the select comes then.
    const control = await screen.findByRole('combobox', { name: 'Priority: Invoice PDF is empty' });
    expect(control).toHaveTextContent('Medium');

    fireEvent.click(control);
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change' });
    expect(within(dialog).getByTestId('confirm-old-value')).toHaveTextContent('Medium');
    expect(within(dialog).getByTestId('confirm-new-value')).toHaveTextContent('Urgent');
    expect(patch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(patch).toHaveBeenCalledWith(expect.objectContaining({ body: { priority: 'urgent' } })));
    expect(await screen.findByText('Priority updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Priority: Invoice PDF is empty', { selector: 'input' })).toHaveValue('Urgent'),
    );
    // The manager's other controls; deleting is the master's alone.
    expect(screen.getByRole('combobox', { name: 'Status: Invoice PDF is empty' })).toBeInTheDocument();
    expect(screen.getByLabelText('Assigned to: Invoice PDF is empty', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create task' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ticket' })).not.toBeInTheDocument();
    expect(screen.queryByText('We typically reply within 5 minutes')).not.toBeInTheDocument();
  });

  it("shows the server's reason when a change is refused, and the stored value again", async () => {
    const patch = vi.fn(() =>
      apiError(400, 'Some fields need attention', { status: 'This status change is not allowed' }),
    );
    renderPage(manager, { 'PATCH /api/tickets/12/status': patch });
    fireEvent.click(await screen.findByRole('combobox', { name: 'Status: Invoice PDF is empty' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On hold' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This status change is not allowed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Status: Invoice PDF is empty', { selector: 'input' })).toHaveValue('Pending'),
    );
  });

  it('gives an assigned employee the status only, and the tasks made from the ticket as links', async () => {
    renderPage(employee, {
      'GET /api/tickets/12': () =>
        ticketAnswer({ tasks: [{ id: 40, title: 'Regenerate invoice', status: 'inProgress' }] }),
    });
    expect(await screen.findByRole('combobox', { name: 'Status: Invoice PDF is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Priority: Invoice PDF is empty' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create task' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#40 Regenerate invoice' })).toHaveAttribute(
      'href',
      '/support-window/40/task',
    );
  });

  it('brings a new comment in live: a comment event for the open ticket refetches its timeline', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const events = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
    const send = (text: string) => stream.enqueue(encoder.encode(text));
    const reply: TimelineItem = {
      kind: 'comment',
      id: 8,
      actor: ticket.assignee,
      body: 'A corrected PDF is attached.',
      mentions: [],
      internal: false,
      attachments: [],
      createdAt: new Date().toISOString(),
    };
    let timeline: TimelineItem[] = [created];
    function LiveUpdates() {
      useTicketLiveUpdates();
      return null;
    }
    const { fetch } = renderPage(
      customer,
      {
        'GET /api/events': () => new Response(events, { headers: { 'content-type': 'text/event-stream' } }),
        'GET /api/tickets/12/timeline': () => json({ data: timeline }),
      },
      <LiveUpdates />,
    );
    expect(await screen.findByText('opened the ticket')).toBeInTheDocument();
    send('event: ready\ndata: {}\n\n');

    timeline = [created, reply];
    send(': ping\n\nevent: ticket\ndata: {"ticketId":12,"kind":"comment"}\n\n');
    expect(await screen.findByText('A corrected PDF is attached.')).toBeInTheDocument();
    const timelineCalls = fetch.mock.calls.filter(([url]) => url === '/api/tickets/12/timeline');
    expect(timelineCalls).toHaveLength(2);
  });

  it('offers staff the canned replies on "/", filled in for this ticket', async () => {
    const cannedReplies = [
      {
        id: 1,
        title: 'Greeting',
        body: 'Hello {customer.name}, thanks for writing about "{ticket.subject}".',
        createdAt: '',
        updatedAt: '',
      },
      { id: 2, title: 'Closing', body: 'Kind regards', createdAt: '', updatedAt: '' },
    ];
    const { user } = renderPage(employee, { 'GET /api/canned-replies': { data: cannedReplies } });
    const textbox = await screen.findByRole('textbox', { name: 'Reply' });
    expect(await screen.findByText('Type / to insert a canned reply')).toBeInTheDocument();
    await user.type(textbox, '/gre');
    expect(within(screen.getByRole('listbox', { name: 'Canned replies' })).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('Hello Ayşe Kaya, thanks for writing about "Invoice PDF is empty".');
  });

  it('makes a task from the ticket, prefilled from it, and links to the new task', async () => {
    const deadline = addDays(appToday(), 7);
    const newTask = { id: 99, title: 'Invoice PDF is empty' } as Task;
    const post = vi.fn(() => json({ task: newTask }, 201));
    const { user } = renderPage(manager, {
      'GET /api/tickets/12': () => ticketAnswer({ deadline, priority: 'urgent' }),
      'POST /api/tickets/12/task': post,
      'GET /api/users/lookup': { data: [{ id: 3, name: 'Selin', surname: 'Aktaş', type: 'employee' }] },
      'GET /api/projects/lookup': { data: [{ id: 1, name: 'Website relaunch' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a task from ticket #12' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Invoice PDF is empty');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'The February invoice opens blank.\nPlease send it again.\n\nTicket #12',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Estimated hours' }), '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0] as unknown as [{ body: unknown }])[0].body).toEqual({
      title: 'Invoice PDF is empty',
      description: 'The February invoice opens blank.\nPlease send it again.\n\nTicket #12',
      assigneeId: 3,
      projectId: 1,
      startDate: appToday(),
      deadline,
      estimatedHours: '2.5',
      status: 'pending',
      priority: 'high',
      attachmentIds: [],
    });
    expect(await screen.findByRole('link', { name: 'Open the task' })).toHaveAttribute(
      'href',
      '/support-window/99/task',
    );
  });

  it('cuts a long subject into a title at a word, never with an ellipsis, and keeps a prefilled person chosen when picked again', async () => {
    const subject = 'Invoice PDF is empty for every customer in February';
    const post = vi.fn(() => json({ task: { id: 99, title: 'x' } as Task }, 201));
    const { user } = renderPage(manager, {
      'GET /api/tickets/12': () => ticketAnswer({ subject, deadline: addDays(appToday(), 7) }),
      'POST /api/tickets/12/task': post,
      'GET /api/users/lookup': {
        data: [
          { id: 3, name: 'Selin', surname: 'Aktaş', type: 'employee' },
          { id: 4, name: 'Can', surname: 'Özkan', type: 'employee' },
        ],
      },
      'GET /api/projects/lookup': { data: [{ id: 1, name: 'Website relaunch' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a task from ticket #12' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Invoice PDF is empty for every');
    expect((title as HTMLInputElement).value).not.toContain('…');

    // The assignee, prefilled from the ticket, picked again from its list: still chosen.
    const assignee = within(dialog).getByLabelText(/^Assignee/, { selector: 'input' });
    expect(assignee).toHaveValue('Selin Aktaş');
    await user.click(assignee);
    await user.click(await screen.findByRole('option', { name: 'Selin Aktaş' }));
    expect(assignee).toHaveValue('Selin Aktaş');
    await user.type(within(dialog).getByRole('textbox', { name: 'Estimated hours' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0] as unknown as [{ body: { title: string; assigneeId: number } }])[0].body).toMatchObject({
      title: 'Invoice PDF is empty for every',
      assigneeId: 3,
    });
  });

  it("offers the ticket's files to the task, each ticked, and sends the ones left ticked", async () => {
    const files: TimelineItem = {
      kind: 'comment',
      id: 7,
      actor: ticket.createdBy,
      body: '',
      mentions: [],
      internal: false,
      attachments: [
        { id: 41, filename: 'blank-invoice.pdf', mimeType: 'application/pdf', size: 20_480 },
        { id: 42, filename: 'screen.png', mimeType: 'image/png', size: 1_024 },
      ],
      createdAt: ticket.createdAt,
    };
    const post = vi.fn(() => json({ task: { id: 99, title: 'x' } as Task }, 201));
    const { user } = renderPage(manager, {
      'GET /api/tickets/12': () => ticketAnswer({ deadline: addDays(appToday(), 7) }),
      'GET /api/tickets/12/timeline': () => json({ data: [created, files] }),
      'POST /api/tickets/12/task': post,
      'GET /api/users/lookup': { data: [{ id: 3, name: 'Selin', surname: 'Aktaş', type: 'employee' }] },
      'GET /api/projects/lookup': { data: [{ id: 1, name: 'Website relaunch' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a task from ticket #12' });
    const group = await within(dialog).findByRole('group', { name: "The ticket's files to attach" });
    const pdf = within(group).getByRole('checkbox', { name: /^blank-invoice\.pdf/ });
    const png = within(group).getByRole('checkbox', { name: /^screen\.png/ });
    expect(pdf).toBeChecked();
    expect(png).toBeChecked();
    await user.click(png);
    expect(png).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Estimated hours' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0] as unknown as [{ body: { attachmentIds: number[] } }])[0].body.attachmentIds).toEqual([
      41,
    ]);
  });

  it('lets the master delete the ticket after confirming, then goes back to the tickets', async () => {
    const remove = vi.fn(() => new Response(null, { status: 204 }));
    const { user } = renderPage(master, { 'DELETE /api/tickets/12': remove });
    await user.click(await screen.findByRole('button', { name: 'Delete ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ticket #12?' });
    expect(dialog).toHaveTextContent('“Invoice PDF is empty” will be deleted with its comments and attachments.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Tickets list' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Ticket deleted')).toBeInTheDocument();
  });
});
