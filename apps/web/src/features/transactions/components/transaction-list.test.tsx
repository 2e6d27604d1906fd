import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
import type { TransactionType } from '@workspace/shared/accounting/transactions.constants';
import { apiError, renderWithApp, type ApiAnswer } from '../../../test-utils';
import { TransactionList } from './transaction-list';

const income: Transaction = {
  id: 3,
  name: 'Website retainer',
  description: null,
  amount: '1250.50',
  type: 'income',
  currency: 'Euro',
  category: null,
  assignedUser: { id: 1, name: 'Deniz', surname: 'Yalçın' },
  company: { id: 4, name: 'Anadolu Yazılım A.Ş.' },
  project: { id: 2, name: 'Apollo' },
  transactionDate: '2025-06-10',
  createdAt: '2025-06-10T09:00:00Z',
  updatedAt: '2025-06-10T09:00:00Z',
};

const summary = {
  month: '2025-06',
  totals: [
    { currency: 'TL', income: '10.00', expense: '4.00', count: 2 },
    { currency: 'Euro', income: '1250.50', expense: '0.00', count: 1 },
  ],
};
const page = { data: [income], meta: { page: 1, pageSize: 25, total: 1 } };

function renderList(type: TransactionType | undefined, route: string, list: ApiAnswer = page) {
  return renderWithApp(<TransactionList title="List" type={type} />, {
    route,
    api: { 'GET /api/transactions': list, 'GET /api/transactions/summary': summary },
  }).fetch;
}

describe('TransactionList', () => {
  it('the income page asks for income only and shows this month per currency', async () => {
    const fetchMock = renderList('income', '/income');
    const row = await screen.findByRole('row', { name: /Website retainer/ });
    expect(row).toHaveTextContent('€1,250.50');
    expect(screen.getByText('This month: June 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'TL' })).getByText('₺10.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Euro' })).getByText('€1,250.50')).toBeInTheDocument();
    // A single-type list shows that type's figure only.
    expect(screen.queryByText('Expense')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/transactions\?.*type=income/),
      expect.anything(),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/transactions\/summary\?.*type=income/),
      expect.anything(),
    );
  });

  it('an inverted amount range shows the server message under the field', async () => {
    const message = 'The lowest amount cannot be above the highest';
    renderList(
      undefined,
      '/transaction?filters=open&amountMin=50.00&amountMax=10.00',
      apiError(400, 'Some fields need attention', { amountMax: message }),
    );
    expect(await screen.findByText('Some fields need attention')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Highest amount')).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('row', { name: /Website retainer/ })).not.toBeInTheDocument();
  });
});
