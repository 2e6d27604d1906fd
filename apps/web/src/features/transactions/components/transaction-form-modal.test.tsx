import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionType } from '@workspace/shared/accounting/transactions.schemas';
import { renderWithUi } from '../../../test-utils';
import { TransactionFormModal } from './transaction-form-modal';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') return json({ transaction: { id: 1 } }, 201);
  if (url.startsWith('/api/companies/lookup')) return json({ data: [{ id: 4, name: 'Anadolu Yazılım' }] });
  if (url.startsWith('/api/users/lookup')) return json({ data: [{ id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' }] });
  if (url.startsWith('/api/expense-categories/lookup')) return json({ data: [{ id: 2, name: 'Travel' }] });
  if (url.startsWith('/api/projects')) return json({ data: [], meta: { page: 1, pageSize: 100, total: 0 } });
  return json({ data: [] });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm(type: TransactionType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  renderWithUi(
    <QueryClientProvider client={client}>
      <Notifications />
      <TransactionFormModal transaction={null} fixedType={type} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(amount: string) {
  fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Consulting' } });
  fireEvent.change(screen.getByLabelText(/^Amount/, { selector: 'input' }), { target: { value: amount } });
  await choose('Company', 'Anadolu Yazılım');
}

const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('TransactionFormModal', () => {
  it('accepts a decimal comma and sends the amount as the string "1250.50"', async () => {
    const onClose = renderForm('income');
    await fillRequired('1250,50');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Income saved')).toBeInTheDocument();
    const [url, init] = posted()[0]!;
    expect(url).toBe('/api/transactions');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'income', name: 'Consulting', amount: '1250.50', currency: 'TL', companyId: 4, assignedUserId: 1, categoryId: null, projectId: null });
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['0', 'Must be a positive number'],
    ['-5', 'Must be a positive number'],
    ['1.234', 'Use at most two decimal places'],
    ['12a', 'Enter a number, like 1250.50'],
  ])('refuses the amount %s with the shared message', async (amount, message) => {
    renderForm('income');
    await fillRequired(amount);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('an expense without a category says it needs one; with one it is sent', async () => {
    renderForm('expense');
    await fillRequired('99.90');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An expense needs a category')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await choose('Category', 'Travel');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense saved')).toBeInTheDocument();
    expect(JSON.parse(String(posted()[0]![1]?.body))).toMatchObject({ type: 'expense', amount: '99.90', categoryId: 2 });
  });
});
