import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { apiError, renderWithApp } from '../../test-utils';
import { Component as WalletPage } from './wallet';

const wallet = (month: string): WalletResponse => ({
  month,
  timeZone: 'Europe/Istanbul',
  totals: [
    { currency: 'TL', income: '1250.50', expense: '300.25', balance: '950.25' },
    { currency: 'Euro', income: '0.30', expense: '0.10', balance: '0.20' },
    { currency: 'USD', income: '0.00', expense: '75.00', balance: '-75.00' },
    { currency: 'GBP', income: '0.00', expense: '0.00', balance: '0.00' },
  ],
  monthly: Array.from({ length: 12 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, '0')}`,
    currencies: CURRENCIES.map((currency) => ({ currency, income: '10.00', expense: '5.00' })),
  })),
  recent: [
    {
      id: 9,
      name: 'Hosting invoice',
      description: null,
      amount: '75.00',
      type: 'expense',
      currency: 'USD',
      category: { id: 1, name: 'Software' },
      assignedUser: { id: 1, name: 'Deniz', surname: 'Yalçın' },
      company: { id: 4, name: 'Anadolu Yazılım A.Ş.' },
      project: null,
      transactionDate: '2025-06-10',
      createdAt: '2025-06-10T09:00:00Z',
      updatedAt: '2025-06-10T09:00:00Z',
    },
  ],
  recentFrom: '2025-06-01',
  recentTo: '2025-06-30',
});

/* A phone: each transaction a card. */
const setPhone = () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
};

/* A month in which nothing was recorded, in a year in which nothing was either. */
const emptyWallet = (month: string): WalletResponse => ({
  ...wallet(month),
  totals: CURRENCIES.map((currency) => ({ currency, income: '0.00', expense: '0.00', balance: '0.00' })),
  monthly: wallet(month).monthly.map((entry) => ({
    ...entry,
    currencies: CURRENCIES.map((currency) => ({ currency, income: '0.00', expense: '0.00' })),
  })),
  recent: [],
  recentFrom: '2024-01-01',
  recentTo: '2024-01-31',
});

/* The tooltip of the chart in focus: the same figures as its table, for the eye. */
const chartTooltip = () => document.querySelector('[data-chart-tooltip]');

const api = {
  'GET /api/wallet': ({ url }: { url: URL }) => {
    const month = url.searchParams.get('month') ?? '2025-06';
    return month === '2024-01' ? emptyWallet(month) : wallet(month);
  },
  'GET /api/wallet/export': apiError(500, 'boom'),
};

function ShowSearch() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderWallet(route: string) {
  return renderWithApp(
    <>
      <WalletPage />
      <ShowSearch />
    </>,
    { route, api },
  ).fetch;
}

const figure = (currency: string, label: string) =>
  within(screen.getByRole('group', { name: currency })).getByText(label).nextElementSibling?.textContent;

describe('WalletPage', () => {
  it('shows each currency on its own card with the API figures, and no total across currencies', async () => {
    const fetchMock = renderWallet('/wallet?month=2025-06');
    expect(await screen.findByText('June 2025: per currency')).toBeInTheDocument();
    expect(figure('TL', 'Income')).toBe('₺1,250.50');
    expect(figure('TL', 'Expense')).toBe('₺300.25');
    expect(figure('TL', 'Balance')).toBe('₺950.25');
    expect(figure('Euro', 'Income')).toBe('€0.30');
    expect(figure('Euro', 'Balance')).toBe('€0.20');
    expect(figure('USD', 'Balance')).toBe('-$75.00');
    expect(figure('GBP', 'Balance')).toBe('£0.00');
    // One card per currency (the other group is the chart's currency switch).
    expect(
      screen.getAllByRole('group').filter((group) => group.getAttribute('aria-label') !== 'Currency of the chart'),
    ).toHaveLength(4);
    // TL + Euro income would read 1,250.80 in some currency: no such figure may appear.
    expect(screen.queryByText(/1,250\.80/)).not.toBeInTheDocument();
    // The recent rows render in a pass after the figures.
    expect(await screen.findByRole('row', { name: /Hosting invoice/ })).toHaveTextContent('$75.00');
    // The chart holds one currency: twelve months of TL figures, nothing summed with the others.
    const chart = screen.getByRole('img', { name: 'Income and expense per month in TL' });
    fireEvent.focus(chart);
    expect(chartTooltip()).toHaveTextContent('January 2025Income₺10.00Expense₺5.00');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(chartTooltip()).toHaveTextContent('December 2025Income₺10.00Expense₺5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Euro' }));
    expect(screen.getByRole('img', { name: 'Income and expense per month in Euro' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/wallet?month=2025-06', expect.anything());
  });

  it('shows the latest transactions as cards on a phone, not a sideways-scrolling table', async () => {
    const restore = setPhone();
    try {
      renderWallet('/wallet?month=2025-06');
      const list = await screen.findByRole(
        'list',
        { name: 'Transactions from Jun 1, 2025 to Jun 30, 2025' },
        { timeout: 5000 },
      );
      expect(within(screen.getByRole('region', { name: /^Transactions from/ })).queryByRole('table')).toBeNull();
      const [card] = await within(list).findAllByRole('listitem');
      expect(card).toHaveTextContent('Hosting invoice');
      expect(card).toHaveTextContent('Expense');
      expect(card).toHaveTextContent('Amount: $75.00');
      expect(card).toHaveTextContent('Date: Jun 10, 2025');
    } finally {
      restore();
    }
  });

  it('names the days its transactions cover: the whole of a past month', async () => {
    renderWallet('/wallet?month=2025-06');
    expect(
      await screen.findByRole('heading', { name: 'Transactions from Jun 1, 2025 to Jun 30, 2025' }),
    ).toBeInTheDocument();
  });

  it('an empty month says so, instead of cards of zeros and an empty chart', async () => {
    renderWallet('/wallet?month=2024-01');
    expect(
      await screen.findByText('Nothing was recorded in January 2024: no income and no expense in any currency.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No income or expense in the 12 months up to January 2024, so there is nothing to chart.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('No transactions from Jan 1, 2024 to Jan 31, 2024.')).toBeInTheDocument();
  });

  it('a new month goes into the address and is fetched', async () => {
    const fetchMock = renderWallet('/wallet?month=2025-06');
    // The field shows the month until it is clicked; the picker comes then, open.
    const picker = await screen.findByLabelText('Month');
    expect(picker).toHaveTextContent('June 2025');
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('button', { name: 'Mar' }));
    expect(await screen.findByText('March 2025: per currency')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?month=2025-03');
    expect(fetchMock).toHaveBeenCalledWith('/api/wallet?month=2025-03', expect.anything());
  });

  it('without a month asks the server for the current one', async () => {
    const fetchMock = renderWallet('/wallet');
    expect(await screen.findByText('June 2025: per currency')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/wallet', expect.anything());
  });

  it('a failed download says "Export failed"', async () => {
    const fetchMock = renderWallet('/wallet?month=2025-06');
    await screen.findByText('June 2025: per currency');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/wallet/export?month=2025-06&format=pdf', expect.anything());
  });
});
