import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketCategory } from '@workspace/shared/tickets/ticket-categories.schemas';
import { json, renderWithApp } from '../../test-utils';
import { Component as TicketCategoriesPage } from './ticket-categories-page';

const category = (
  id: number,
  name: string,
  ticketCount: number,
  description: string | null = null,
): TicketCategory => ({
  id,
  name,
  description,
  ticketCount,
  createdAt: '2026-02-03T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
});
const page = (rows: TicketCategory[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });
const summary = { total: 4, inUse: 3, unused: 1, openTickets: 17 };
const IN_USE = 'This category is used by tickets. Move them to another category first.';

describe('ticket categories page', () => {
  it('lists the categories with their description and ticket count', async () => {
    const { fetch } = renderWithApp(<TicketCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/ticket-categories': page([
          category(1, 'Billing', 3, 'Invoices and payments'),
          category(2, 'Network', 0),
        ]),
        'GET /api/ticket-categories/summary': summary,
      },
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

  it('shows the categories in use, unused and their open tickets, following the search as it is typed', async () => {
    const { fetch } = renderWithApp(<TicketCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/ticket-categories/summary': ({ url }: { url: URL }) =>
          url.searchParams.get('q') === 'bill' ? { total: 1, inUse: 1, unused: 0, openTickets: 2 } : summary,
      },
      route: '/ticket-category',
    });
    const cards = await screen.findByRole('region', { name: 'Summary' });
    const figureOf = (label: string) => within(cards).getByText(label).nextElementSibling?.textContent;
    await within(cards).findByText('17');
    expect([
      figureOf('All categories'),
      figureOf('In use'),
      figureOf('Unused'),
      figureOf('Unfinished tickets'),
    ]).toEqual(['4', '3', '1', '17']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'bill' } });
    await waitFor(() => expect(figureOf('Unfinished tickets')).toBe('2'));
    expect([figureOf('All categories'), figureOf('In use'), figureOf('Unused')]).toEqual(['1', '1', '0']);
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/ticket-categories/summary?q=bill');
  });

  it("shows the server's reason when a category in use cannot be deleted, and keeps it listed", async () => {
    let deleted = false;
    renderWithApp(<TicketCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/ticket-categories': page([category(1, 'Billing', 3)]),
        'GET /api/ticket-categories/summary': summary,
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
