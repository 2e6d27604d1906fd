import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompanyDetailResponse } from '@workspace/shared/companies/companies.schemas';
import { apiError, renderWithApp } from '../../test-utils';
import { CompanyDetailPage } from './company-detail-page';

const detail: CompanyDetailResponse = {
  company: {
    id: 4,
    name: 'Anadolu Yazılım A.Ş.',
    websiteDomain: 'anadolu.com.tr',
    description: null,
    address: 'Levent, İstanbul',
    phone: '+90 212 555 0101',
    email: 'info@anadolu.com.tr',
    taxNumber: '1234567890',
    taxOffice: 'Beşiktaş',
    iban: 'TR330006100519786457841326',
    projectCount: 0,
    transactionCount: 2,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  },
  totals: [
    { currency: 'TL', income: '1000.00', expense: '250.50', balance: '749.50' },
    { currency: 'Euro', income: '0.00', expense: '0.00', balance: '0.00' },
    { currency: 'USD', income: '0.00', expense: '20.00', balance: '-20.00' },
  ],
};

const api = { 'GET /api/companies/4': detail, 'GET /api/companies/*': apiError(404, 'The record was not found') };

function ShowPath() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function renderDetail(route: string) {
  renderWithApp(
    <>
      <Routes>
        <Route path="/company/:id/:name" element={<CompanyDetailPage sections={() => null} />} />
      </Routes>
      <ShowPath />
    </>,
    { route, api },
  );
}

describe('CompanyDetailPage', () => {
  it('replaces a wrong name in the address with the company slug and shows the card', async () => {
    renderDetail('/company/4/old-name');
    expect(await screen.findByRole('heading', { name: 'Anadolu Yazılım A.Ş.' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/company/4/anadolu-yazilim-a-s'),
    );
    expect(screen.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument();
  });

  it('shows one totals card per currency that moved, never a total across them', async () => {
    renderDetail('/company/4/anadolu-yazilim-a-s');
    await screen.findByRole('heading', { name: 'Anadolu Yazılım A.Ş.' });
    const cards = screen.getAllByRole('group');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['TL', 'USD']);
    expect(within(cards[0]!).getByText('Balance').nextElementSibling).toHaveTextContent('₺749.50');
    expect(within(cards[1]!).getByText('Balance').nextElementSibling).toHaveTextContent('-$20.00');
  });

  it('a company that does not exist gets a friendly panel', async () => {
    renderDetail('/company/99/anything');
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to companies' })).toHaveAttribute('href', '/company');
  });
});
