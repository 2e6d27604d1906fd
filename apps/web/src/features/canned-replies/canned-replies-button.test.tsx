import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CannedReply } from '@workspace/shared/tickets/canned-replies.schemas';
import { renderWithApp } from '../../test-utils';
import { CannedRepliesButton } from './canned-replies-button';

const reply = (id: number, title: string, body: string): CannedReply => ({
  id,
  title,
  body,
  createdAt: '2026-02-03T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
});
const REPLIES = [
  reply(1, 'Closing', 'We are closing this ticket.'),
  reply(2, 'Welcome', 'Hello {customer.name}, thanks for writing about {ticket.subject}.'),
];

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Canned replies' }));
  return screen.findByRole('dialog', { name: 'Canned replies' });
}

describe('CannedRepliesButton', () => {
  it('lists the canned replies with a preview and explains the placeholders and "/"', async () => {
    renderWithApp(<CannedRepliesButton />, {
      user: { id: 2, type: 'manager' },
      api: { 'GET /api/canned-replies': { data: REPLIES } },
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Closing')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Hello {customer.name}, thanks for writing about {ticket.subject}.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/typing "\/" in a ticket's reply box/)).toBeInTheDocument();
    expect(within(dialog).getByText('{customer.name}')).toBeInTheDocument();
    expect(within(dialog).getByText('{ticket.subject}')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit: Welcome' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete: Welcome' })).toBeInTheDocument();
  });

  it('asks for a title and a text before creating, then sends them', async () => {
    let sent: unknown;
    const { fetch } = renderWithApp(<CannedRepliesButton />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/canned-replies': { data: REPLIES },
        'POST /api/canned-replies': ({ body }: { body: unknown }) => {
          sent = body;
          return { cannedReply: reply(3, 'Logs', 'Could you send us the logs?') };
        },
      },
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'New canned reply' }));
    const form = await screen.findByRole('dialog', { name: 'New canned reply' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'x'.repeat(36) } });
    fireEvent.change(within(form).getByLabelText(/^Text/), { target: { value: 'Could you send us the logs?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be at most 35 characters')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Logs' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Canned reply created')).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Logs', body: 'Could you send us the logs?' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New canned reply' })).not.toBeInTheDocument());
  });

  it('renders nothing for an employee, who may read the replies but not keep them', () => {
    const { fetch } = renderWithApp(<CannedRepliesButton />, { user: { id: 3, type: 'employee' } });
    expect(screen.queryByRole('button', { name: 'Canned replies' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
