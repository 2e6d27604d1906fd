import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { Component as CompaniesPage } from './companies-page';

/* A dialog gives focus back to what opened it, so a keyboard user goes on from where they were. */
describe('dialog focus', () => {
  it('starts in the first field and returns to the button that opened it', async () => {
    renderWithApp(<CompaniesPage />, {
      user: { id: 1, type: 'master' },
      route: '/company',
      api: {
        'GET /api/companies/summary': {
          total: 0,
          withActiveProjects: 0,
          withCustomers: 0,
          month: '2026-06',
          money: (['TL', 'Euro', 'USD', 'GBP'] as const).map((currency) => ({
            currency,
            income: '0.00',
            expense: '0.00',
          })),
        },
      },
    });
    const opener = (await screen.findAllByRole('button', { name: 'New company' }))[0]!;
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/, { selector: 'input' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
