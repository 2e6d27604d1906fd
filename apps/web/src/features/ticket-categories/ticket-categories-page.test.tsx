import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketCategory } from '@workspace/shared/tickets/ticket-categories.schemas';
import { json, renderWithApp } from '../../test-utils';
import { Component as TicketCategoriesPage } from './ticket-categories-page';

const category = (id: number, name: string, ticketCount: number, description: string | null = null): TicketCategory => ({
  id,
  name,
  description,
  ticketCount,
  createdAt: '2026-02-03T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
});
const page = (rows: TicketCategory[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });
const IN_USE = 'This category is used by tickets. Move them to another category first.';

describe('ticket categories page', () => {
  it('lists the categories with their description and ticket count', async () => {
    const { fetch } = renderWithApp(<TicketCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: { 'GET /api/ticket-categories': page([category(1, 'Billing', 3, 'Invoices and payments'), category(2, 'Network', 0)]) },
      route: '/ticket-category',
    });
    const table = await screen.findByRole('table', { name: 'Ticket categories' });
    const billing = (await within(table).findByText('Billing')).closest('tr')!;
    expect(within(billing).getByText('Invoices and payments')).toBeInTheDocument();
    expect(within(billing).getByText('3')).toBeInTheDocument();
    expect(within(table).getByText('Network')).toBeInTheDocument();
    expect(screen.getByText('2 records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New category' })).toBeInTheDocument();
    const [url] = fetch.mock.calls.find(([called]) => String(called).startsWith('/api/ticket-categories?'))!;
    expect(String(url)).toContain('sort=name');
  });

  it("shows the server's reason when a category in use cannot be deleted, and keeps it listed", async () => {
    let deleted = false;
    renderWithApp(<TicketCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/ticket-categories': page([category(1, 'Billing', 3)]),
        'DELETE /api/ticket-categories/1': () => {
          deleted = true;
          return json({ error: { code: 'conflict', message: IN_USE } }, 409);
        },
      },
      route: '/ticket-category',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Billing”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    await waitFor(() => expect(deleted).toBe(true));
    expect(screen.queryByText('Category deleted')).not.toBeInTheDocument();
    expect(screen.getByText('Billing')).toBeInTheDocument();
  });
});
