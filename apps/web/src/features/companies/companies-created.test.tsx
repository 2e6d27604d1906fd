import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Company } from '@workspace/shared/companies/companies.schemas';
import { renderWithApp } from '../../test-utils';
import { Component as CompaniesPage } from './companies-page';

/* A record just created is never lost on another page: the list turns to newest first, and its row is highlighted. */
const company = (id: number, name: string): Company =>
  ({
    id,
    name,
    websiteDomain: null,
    description: null,
    address: null,
    phone: null,
    email: null,
    taxNumber: null,
    taxOffice: null,
    iban: null,
    projectCount: 0,
    createdAt: '2026-06-01T09:00:00Z',
    updatedAt: '2026-06-01T09:00:00Z',
  }) as unknown as Company;

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

describe('a company just created', () => {
  it('turns the list to newest first on page 1 and highlights its row', async () => {
    let created = false;
    renderWithApp(
      <>
        <CompaniesPage />
        <Address />
      </>,
      {
        user: { id: 1, type: 'master' },
        route: '/company?page=3',
        api: {
          'GET /api/companies': () => ({
            data: created
              ? [company(99, 'Yeni Şirket A.Ş.'), company(1, 'Anadolu Lojistik')]
              : [company(1, 'Anadolu Lojistik')],
            meta: { page: 1, pageSize: 25, total: created ? 2 : 1 },
          }),
          'GET /api/companies/summary': {
            total: 2,
            withActiveProjects: 0,
            withCustomers: 0,
            month: '2026-06',
            money: (['TL', 'Euro', 'USD', 'GBP'] as const).map((currency) => ({
              currency,
              income: '0.00',
              expense: '0.00',
            })),
          },
          'POST /api/companies': () => {
            created = true;
            return { company: company(99, 'Yeni Şirket A.Ş.') };
          },
        },
      },
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'New company' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/, { selector: 'input' }), {
      target: { value: 'Yeni Şirket A.Ş.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('sort=createdAt&order=desc'),
    );
    expect(screen.getByRole('status', { name: 'address' })).not.toHaveTextContent('page=3');
    const row = (await screen.findByText('Yeni Şirket A.Ş.', { selector: 'td *, td' })).closest('tr')!;
    expect(row).toHaveAttribute('data-just-created', 'true');
    expect(row).toHaveAttribute('title', 'Just added');
    expect(screen.getByText('Anadolu Lojistik').closest('tr')).not.toHaveAttribute('data-just-created');
  });
});
