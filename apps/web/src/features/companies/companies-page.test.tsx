import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '@workspace/shared/companies/companies.schemas';
import { renderWithApp } from '../../test-utils';
import { Component as CompaniesPage } from './companies-page';

const zero = { income: '0.00', expense: '0.00' };
const summary = (
  money: Partial<Record<'TL' | 'Euro' | 'USD' | 'GBP', { income: string; expense: string }>> = {},
): CompanySummary => ({
  total: 12,
  withActiveProjects: 5,
  withCustomers: 3,
  month: '2026-06',
  money: (['TL', 'Euro', 'USD', 'GBP'] as const).map((currency) => ({ currency, ...(money[currency] ?? zero) })),
});

/** The text of each card in the summary row, label and figure. */
async function cardTexts() {
  const cards = await screen.findByRole('region', { name: 'Summary' });
  await within(cards).findByText('12');
  return within(cards)
    .getAllByText(/./, { selector: 'p' })
    .map((node) => node.textContent);
}

describe('companies page', () => {
  it('shows the counts and this month’s income and expense of each currency that moved, formatted, never added up', async () => {
    const { fetch } = renderWithApp(<CompaniesPage />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/companies/summary': summary({
          Euro: { income: '1250.50', expense: '0.00' },
          TL: { income: '0.00', expense: '99.90' },
        }),
      },
      route: '/company?q=anadolu',
    });
    expect(await cardTexts()).toEqual([
      'All companies',
      '12',
      'With a project in progress',
      '5',
      'With customers',
      '3',
      'TL income · Jun 2026',
      '₺0.00',
      'TL expense · Jun 2026',
      '₺99.90',
      'Euro income · Jun 2026',
      '€1,250.50',
      'Euro expense · Jun 2026',
      '€0.00',
    ]);
    // The cards follow the list's search.
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/companies/summary?q=anadolu'),
    );
  });

  it('says so in one card when no money moved this month', async () => {
    renderWithApp(<CompaniesPage />, {
      user: { id: 1, type: 'master' },
      api: { 'GET /api/companies/summary': summary() },
      route: '/company',
    });
    const texts = await cardTexts();
    expect(texts.slice(6)).toEqual(['Income and expense · Jun 2026', 'None']);
  });
});
