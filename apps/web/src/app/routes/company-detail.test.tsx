import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { Component as CompanyDetail } from './company-detail';

/* The company page's projects and transactions on a phone: each row a card, not a sideways-scrolling table. */
const company = {
  id: 4,
  name: 'Anadolu Yazılım A.Ş.',
  websiteDomain: null,
  description: null,
  address: null,
  phone: null,
  email: null,
  taxNumber: null,
  taxOffice: null,
  iban: null,
  projectCount: 1,
  transactionCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const meta = { total: 1, page: 1, pageSize: 10 };
const api = {
  'GET /api/companies/4': { company, totals: [] },
  'GET /api/projects': {
    data: [
      {
        id: 8,
        name: 'Fleet tracking portal',
        companyId: 4,
        companyName: company.name,
        status: 'inProgress',
        priority: 'high',
        budget: '12000.00',
        currency: 'TL',
        received: '0.00',
        paid: '0.00',
        otherCurrencies: [],
        startDate: '2025-03-01',
        endDate: '2025-09-30',
        createdAt: '2025-03-01T00:00:00Z',
        updatedAt: '2025-03-01T00:00:00Z',
      },
    ],
    meta,
  },
  'GET /api/transactions': {
    data: [
      {
        id: 9,
        name: 'Hosting invoice',
        description: null,
        amount: '75.00',
        type: 'expense',
        currency: 'USD',
        category: { id: 1, name: 'Software' },
        assignedUser: null,
        company: { id: 4, name: company.name },
        project: null,
        transactionDate: '2025-06-10',
        createdAt: '2025-06-10T09:00:00Z',
        updatedAt: '2025-06-10T09:00:00Z',
      },
    ],
    meta,
  },
};

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('the company page on a phone', () => {
  it("shows the company's projects and transactions as cards of their key fields", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
    restore = () => (window.matchMedia = original);
    renderWithApp(
      <Routes>
        <Route path="/company/:id/:name" element={<CompanyDetail />} />
      </Routes>,
      { route: '/company/4/anadolu-yazilim-a-s', user: { id: 1, type: 'master' }, api },
    );
    const projects = await screen.findByRole('list', { name: 'Projects' }, { timeout: 5000 });
    const [project] = await within(projects).findAllByRole('listitem');
    expect(project).toHaveTextContent('Fleet tracking portal');
    expect(project).toHaveTextContent('In progress');
    expect(project).toHaveTextContent(/Start: Mar 1, 2025/);
    expect(project).toHaveTextContent(/Budget: ₺12,000\.00/);
    const transactions = await screen.findByRole('list', { name: 'Transactions' });
    const [transaction] = await within(transactions).findAllByRole('listitem');
    expect(transaction).toHaveTextContent('Hosting invoice');
    expect(transaction).toHaveTextContent('Amount: $75.00');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
