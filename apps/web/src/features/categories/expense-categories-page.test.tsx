import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategorySummary } from '@workspace/shared/accounting/categories.schemas';
import { renderWithApp } from '../../test-utils';
import { Component as ExpenseCategoriesPage } from './expense-categories-page';

const summary = (totals: Partial<Record<'TL' | 'Euro' | 'USD' | 'GBP', string>> = {}): CategorySummary => ({
  total: 8,
  used: 6,
  unused: 2,
  month: '2026-06',
  expense: (['TL', 'Euro', 'USD', 'GBP'] as const).map((currency) => ({ currency, total: totals[currency] ?? '0.00' })),
});

async function cardTexts() {
  const cards = await screen.findByRole('region', { name: 'Summary' });
  await within(cards).findByText('8');
  return within(cards)
    .getAllByText(/./, { selector: 'p' })
    .map((node) => node.textContent);
}

describe('expense categories page', () => {
  it('shows used and unused categories and this month’s expense of each currency spent, under the search', async () => {
    const { fetch } = renderWithApp(<ExpenseCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: { 'GET /api/expense-categories/summary': summary({ USD: '30.00', GBP: '1200.05' }) },
      route: '/expense-category?q=travel',
    });
    expect(await cardTexts()).toEqual([
      'All categories',
      '8',
      'Used',
      '6',
      'Unused',
      '2',
      'USD expense · Jun 2026',
      '$30.00',
      'GBP expense · Jun 2026',
      '£1,200.05',
    ]);
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/expense-categories/summary?q=travel'),
    );
  });

  it('says so in one card when nothing was spent this month', async () => {
    renderWithApp(<ExpenseCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: { 'GET /api/expense-categories/summary': summary() },
      route: '/expense-category',
    });
    expect((await cardTexts()).slice(6)).toEqual(['Expense · Jun 2026', 'None']);
  });

  it('refreshes the cards after a delete', async () => {
    let unused = 2;
    const row = {
      id: 3,
      name: 'Stationery',
      description: null,
      transactionCount: 0,
      createdAt: '2026-02-03T09:00:00.000Z',
      updatedAt: '2026-02-03T09:00:00.000Z',
    };
    renderWithApp(<ExpenseCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/expense-categories': { data: [row], meta: { page: 1, pageSize: 25, total: 1 } },
        'GET /api/expense-categories/summary': () => ({ ...summary(), total: 6 + unused, unused }),
        'DELETE /api/expense-categories/3': () => {
          unused = 1;
          return new Response(null, { status: 204 });
        },
      },
      route: '/expense-category',
    });
    const cards = await screen.findByRole('region', { name: 'Summary' });
    await within(cards).findByText('8');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Stationery' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(cards).findByText('7')).toBeInTheDocument();
    expect(within(cards).getByText('Unused').nextElementSibling).toHaveTextContent('1');
  });

  it('never cuts a name past 35 characters but refuses it with a counter and a message, as the ticket categories do', async () => {
    const posted: unknown[] = [];
    renderWithApp(<ExpenseCategoriesPage />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/expense-categories/summary': summary(),
        'POST /api/expense-categories': ({ body }: { body: unknown }) => {
          posted.push(body);
          return {
            category: {
              id: 9,
              name: 'x'.repeat(35),
              description: null,
              transactionCount: 0,
              createdAt: '',
              updatedAt: '',
            },
          };
        },
      },
      route: '/expense-category',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'x'.repeat(36) } });
    expect(within(dialog).getByText('36 / 35')).toBeInTheDocument();
    expect(within(dialog).getByText('1 character too many: at most 35')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(posted).toEqual([]);
    fireEvent.change(name, { target: { value: 'x'.repeat(35) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ name: 'x'.repeat(35) })]));
    expect(await screen.findByText('Category created')).toBeInTheDocument();
  });
});
